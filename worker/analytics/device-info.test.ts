import { describe, expect, it } from 'vitest';
import { deviceInfoOf } from './device-info';

describe('device info (000 §9)', () => {
  it('takes the coarse facts a browser gives, and nothing of the person', () => {
    expect(deviceInfoOf({
      language: 'de-CH', hardwareConcurrency: 8, deviceMemory: 4,
      userAgentData: { mobile: true, platform: 'Android' }, connection: { effectiveType: '4g', saveData: false },
    })).toEqual({ language: 'de-CH', hardware_concurrency: 8, device_memory_gb: 4, mobile: true, platform: 'Android', effective_type: '4g', save_data: false });
  });

  it('leaves out what a browser does not give', () => {
    expect(deviceInfoOf({})).toEqual({});
    expect(deviceInfoOf({ language: '', userAgentData: {} })).toEqual({});
  });
});
