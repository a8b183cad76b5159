/**
 * Whose records are whose. Every record carries the viewer who made it (MutationRecord.viewerId):
 * a replayer sends only the records of its session's viewer, and a tab shows and applies only
 * those of its viewer. Records of another viewer on the same browser stay untouched (never
 * sent, never failed, never shown) until that viewer logs in again.
 */
import type { MutationRecord } from '../mutations/types';

/**
 * viewerId of records stored before records carried one (outbox schema 1): their viewer is not
 * known, so no session ever sends them. Migration 1 → 2 (./db.ts) marks them failed.
 */
export const NO_VIEWER = '';

/** errorType of a record whose viewer is not known (made before records carried one). */
export const VIEWER_UNKNOWN = 'viewer_unknown';

/** True when `record` was made by `viewerId` (a logged-in viewer: null and '' own nothing). */
export function isOwnedBy(record: MutationRecord, viewerId: string | null): boolean {
  return viewerId !== null && viewerId !== NO_VIEWER && record.viewerId === viewerId;
}

/**
 * What a logged-in viewer's outbox list shows: their own records, and records of no known
 * viewer (only ever failed, never sent), so they are seen rather than lost silently.
 */
export function isShownTo(record: MutationRecord, viewerId: string | null): boolean {
  return isOwnedBy(record, viewerId) || (viewerId !== null && viewerId !== NO_VIEWER && record.viewerId === NO_VIEWER);
}
