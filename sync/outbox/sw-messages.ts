/**
 * Messages a page (or the worker) sends the service worker, and its replies on the
 * MessageChannel port given with the message. 'replay-outbox' is the fallback path of
 * DESIGN.md rule 4 for browsers without Background Sync and for browser tests (Background
 * Sync does not fire by itself in automation).
 */
export const SwMessageType = {
  replayOutbox: 'replay-outbox',
  replayOutboxDone: 'replay-outbox-done',
  /** After logout: drop cached pages, which embed the viewer's bootstrap. */
  clearUserCaches: 'clear-user-caches',
  clearUserCachesDone: 'clear-user-caches-done',
} as const;

export type SwRequest = { type: typeof SwMessageType.replayOutbox } | { type: typeof SwMessageType.clearUserCaches };

export type SwReply =
  | { type: typeof SwMessageType.replayOutboxDone; pending: number; error: string | null }
  | { type: typeof SwMessageType.clearUserCachesDone };

export function isSwRequest(data: unknown): data is SwRequest {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === SwMessageType.replayOutbox || type === SwMessageType.clearUserCaches;
}
