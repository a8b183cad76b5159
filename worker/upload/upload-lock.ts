/**
 * One tab sends an upload (DESIGN.md Uploads: one request in flight per upload): the tab
 * holding its Web Lock 'lumen-upload:<id>' for as long as it keeps the upload. Another tab
 * waits for the lock (showing the upload queued) and takes over, from the server's offset,
 * when the holder closes or lets go.
 */
import type { Logger } from '../platform';
import { FINAL_PHASES } from './machine-types';
import type { Live } from './upload-runner';

export type WithLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** The Web Lock of one upload: whoever holds it sends the upload or stores its files. */
export const uploadLockName = (id: string): string => `lumen-upload:${id}`;

/** Ask for the lock; `onOwned` runs once this tab holds it (at once without Web Locks). */
export function claim(live: Live, withLock: WithLock | undefined, log: Logger, onOwned: () => void): void {
  if (!withLock) {
    live.owned = true;
    return;
  }
  withLock(uploadLockName(live.record.id), () => new Promise<void>((release) => {
    if (!live.alive || FINAL_PHASES.has(live.machine.phase)) return release();
    live.owned = true;
    live.release = release;
    onOwned();
  })).catch((e: unknown) => log.error('uploads: lock failed', e));
}

export function letGo(live: Live): void {
  live.owned = false;
  live.release?.();
  live.release = null;
}
