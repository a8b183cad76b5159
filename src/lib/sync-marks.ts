/**
 * Pending and failed marks (DESIGN.md rule 6: every pending or failed item is visible).
 * Items are matched by entityKey: 'post:<id>' for likes and saves, 'comment:<id>' for
 * comments. A comment whose id starts with 'local:' is not yet on the server.
 */
import type { OutboxItemView } from '../../worker/model';

export type SyncState = 'synced' | 'pending' | 'failed';

export interface EntitySync {
  state: SyncState;
  /** The failed items, for Retry and Discard. */
  failed: OutboxItemView[];
}

export const SYNCED: EntitySync = { state: 'synced', failed: [] };

export const postKey = (postId: string): string => `post:${postId}`;
export const commentKey = (commentId: string): string => `comment:${commentId}`;

export function isLocalId(id: string): boolean {
  return id.startsWith('local:');
}

/** The sync state of one entity: failed wins over pending. */
export function entitySync(byId: Readonly<Record<string, OutboxItemView>>, key: string, only?: (item: OutboxItemView) => boolean): EntitySync {
  let pending = false;
  const failed: OutboxItemView[] = [];
  for (const id in byId) {
    const item = byId[id];
    if (item === undefined || item.entityKey !== key || (only && !only(item))) continue;
    if (item.state === 'failed') failed.push(item);
    else pending = true;
  }
  if (failed.length > 0) return { state: 'failed', failed: failed.sort(byCreated) };
  return pending ? { state: 'pending', failed: [] } : SYNCED;
}

/** Same state and the same failed items (by reference): nothing to re-render. */
export function sameEntitySync(a: EntitySync, b: EntitySync): boolean {
  return a.state === b.state && a.failed.length === b.failed.length && a.failed.every((item, i) => item === b.failed[i]);
}

/** Likes and saves of a post (not its comments, which have their own marks). */
export function isPostAction(item: OutboxItemView): boolean {
  return item.name.startsWith('post-');
}

/** Every pending or failed item, oldest first, for the outbox tray. */
export function outboxList(byId: Readonly<Record<string, OutboxItemView>>): OutboxItemView[] {
  return Object.values(byId).sort(byCreated);
}

function byCreated(a: OutboxItemView, b: OutboxItemView): number {
  return a.createdAt - b.createdAt || a.id.localeCompare(b.id);
}
