/**
 * The viewer's typing indicator, throttled (issue 13): while typing, `text` (1) or `visual` (2)
 * goes out when it changes and again every TYPING_RENEW_MS (the server turns an indicator off
 * after DirectLimits.typingTtlMs = 6 s without a renewal); `off` (0) goes once, only after a
 * non-off one. Pure: the caller keeps the state per thread.
 */
import type { TypingStatus } from '../../../sync/api/direct-wire';

/** Half the server's 6 s time to live: a renewal always lands before the indicator goes off. */
export const TYPING_RENEW_MS = 3_000;

export interface TypingSent {
  status: TypingStatus;
  atMs: number;
}

/** Whether to send `status` now, and what was last sent afterwards. */
export function typingToSend(last: TypingSent | undefined, status: TypingStatus, nowMs: number): { send: boolean; last: TypingSent | undefined } {
  if (status === 0) return last !== undefined && last.status !== 0 ? { send: true, last: { status, atMs: nowMs } } : { send: false, last };
  const renew = last === undefined || last.status !== status || nowMs - last.atMs >= TYPING_RENEW_MS;
  return renew ? { send: true, last: { status, atMs: nowMs } } : { send: false, last };
}
