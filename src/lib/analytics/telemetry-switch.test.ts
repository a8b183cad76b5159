import { describe, expect, it } from 'vitest';
import { TELEMETRY_SWITCH_KEY, telemetryOff } from './telemetry-switch';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === TELEMETRY_SWITCH_KEY ? value : null) });

describe('the logging switch', () => {
  it('is off only when the key says off', () => {
    expect(telemetryOff(storage('off'))).toBe(true);
    expect(telemetryOff(storage(null))).toBe(false);
    expect(telemetryOff(storage('on'))).toBe(false);
    expect(telemetryOff(null)).toBe(false);
  });

  it('counts as on when storage throws (logging as usual)', () => {
    expect(telemetryOff({ getItem: () => { throw new Error('denied'); } })).toBe(false);
  });
});
