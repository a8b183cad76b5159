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
  return syncOf(Object.values(byId).filter((item) => item.entityKey === key), only);
}

/** The outbox items grouped by entity key, with what the tray shows. */
export interface OutboxIndex {
  byKey: ReadonlyMap<string, readonly OutboxItemView[]>;
  count: number;
  anyFailed: boolean;
}

const indexes = new WeakMap<object, OutboxIndex>();

/**
 * The index of an outbox slice, built once per slice object. The slice gets a new identity on
 * every change of its table (src/state/tables.ts), so every mark on the screen reads the same
 * index: one pass over the outbox per change, not one per mark (issue 17: 1,000 queued items
 * and 70 marks made each mirror message a 70,000-item scan, seconds of the main thread while
 * the outbox was sent).
 */
export function outboxIndex(outbox: { byId: Readonly<Record<string, OutboxItemView>> }): OutboxIndex {
  const known = indexes.get(outbox);
  if (known) return known;
  const byKey = new Map<string, OutboxItemView[]>();
  let count = 0;
  let anyFailed = false;
  for (const id in outbox.byId) {
    const item = outbox.byId[id];
    if (item === undefined) continue;
    count += 1;
    anyFailed ||= item.state === 'failed';
    const list = byKey.get(item.entityKey);
    if (list) list.push(item);
    else byKey.set(item.entityKey, [item]);
  }
  const index = { byKey, count, anyFailed };
  indexes.set(outbox, index);
  return index;
}

/** entitySync read from the slice's index (what the marks on the screen use). */
export function entitySyncIn(outbox: { byId: Readonly<Record<string, OutboxItemView>> }, key: string, only?: (item: OutboxItemView) => boolean): EntitySync {
  return syncOf(outboxIndex(outbox).byKey.get(key) ?? [], only);
}

/** The sync state of one entity's items: failed wins over pending. */
function syncOf(items: readonly OutboxItemView[], only?: (item: OutboxItemView) => boolean): EntitySync {
  let pending = false;
  const failed: OutboxItemView[] = [];
  for (const item of items) {
    if (only && !only(item)) continue;
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
