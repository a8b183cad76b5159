/**
 * Ours: logging off in this browser (localStorage 'lumen-telemetry' = 'off'): the page's
 * logging is not started (page-telemetry.ts), so nothing is queued or sent from it (bench
 * 12's baseline; a person's or a tester's switch, as careful apps keep one).
 */
export const TELEMETRY_SWITCH_KEY = 'lumen-telemetry';

export function telemetryOff(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(TELEMETRY_SWITCH_KEY) === 'off';
  } catch {
    return false;
  }
}
