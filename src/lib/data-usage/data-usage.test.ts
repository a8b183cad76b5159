import { describe, expect, it } from 'vitest';
import { dataUsageOf } from './data-usage';

describe('Use less data on this device', () => {
  it('the person’s choice wins over the browser’s Data Saver', () => {
    expect(dataUsageOf('less', false)).toEqual({ lessData: true, source: 'chosen' });
    expect(dataUsageOf('normal', true)).toEqual({ lessData: false, source: 'chosen' });
  });

  it('until a choice, it follows the browser’s Data Saver, else off', () => {
    expect(dataUsageOf(null, true)).toEqual({ lessData: true, source: 'browser' });
    expect(dataUsageOf(null, false)).toEqual({ lessData: false, source: 'default' });
    expect(dataUsageOf('garbage', false)).toEqual({ lessData: false, source: 'default' });
  });
});
