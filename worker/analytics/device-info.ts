import type { LogExtra } from '../../sync/analytics/types';

/** The parts of a worker's navigator the device info reads (each optional: browsers differ). */
export interface DeviceNavigator {
  language?: string;
  hardwareConcurrency?: number;
  deviceMemory?: number;
  userAgentData?: { mobile?: boolean; platform?: string };
  connection?: { effectiveType?: string; saveData?: boolean };
}

/**
 * 000 §9 device info: what kind of device this is, coarse, and nothing of the person (no
 * user agent string, no screen or time zone beyond what the server sees anyway): language,
 * cores, memory class, mobile or not, platform, connection class, data saver.
 */
export function deviceInfoOf(nav: DeviceNavigator): LogExtra {
  const extra: LogExtra = {};
  if (nav.language) extra['language'] = nav.language;
  if (typeof nav.hardwareConcurrency === 'number') extra['hardware_concurrency'] = nav.hardwareConcurrency;
  if (typeof nav.deviceMemory === 'number') extra['device_memory_gb'] = nav.deviceMemory;
  if (typeof nav.userAgentData?.mobile === 'boolean') extra['mobile'] = nav.userAgentData.mobile;
  if (nav.userAgentData?.platform) extra['platform'] = nav.userAgentData.platform;
  if (nav.connection?.effectiveType) extra['effective_type'] = nav.connection.effectiveType;
  if (typeof nav.connection?.saveData === 'boolean') extra['save_data'] = nav.connection.saveData;
  return extra;
}
