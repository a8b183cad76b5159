/**
 * The id-keyed maps persisted as one meta record per entry ('<prefix><id>' → value), listed in
 * ONE place: persisted-view.ts writes them, dirty-ops.ts finds the changed entries, read-cache.ts
 * reads and checks them back. Added (people helper) when relationships became the second one.
 */
import type { ClientState, PostComments, Relationship } from '../model';
import { emptyPagination } from '../store/initial-state';
import { isPostComments, isRelationship } from './validate';

export interface MetaMaps {
  /** 001 §3 comments.byPostId. */
  commentsByPostId: Record<string, PostComments>;
  /** 001 §3 relationships. */
  relationships: Record<string, Relationship>;
}

interface MetaMapSpec<K extends keyof MetaMaps> {
  name: K;
  prefix: string;
  /** The store's table ('slice.key'), as the change log names it. */
  table: string;
  read(state: ClientState): MetaMaps[K];
  /** Checks a cached value and makes it what the restore brings back. */
  restore(value: unknown): MetaMaps[K][string] | null;
}

const commentLists: MetaMapSpec<'commentsByPostId'> = {
  name: 'commentsByPostId',
  prefix: 'comments-by-post:',
  table: 'comments.byPostId',
  read: (s) => s.comments.byPostId,
  // A fetch in flight when the cache was written is not in flight now.
  restore: (v) => (isPostComments(v) ? { ...v, pagination: { ...emptyPagination(), ...v.pagination, isFetching: false } } : null),
};

const relationships: MetaMapSpec<'relationships'> = {
  name: 'relationships',
  prefix: 'relationship:',
  table: 'relationships.byUserId',
  read: (s) => s.relationships.byUserId,
  restore: (v) => (isRelationship(v) ? v : null),
};

export const META_MAPS: readonly [MetaMapSpec<'commentsByPostId'>, MetaMapSpec<'relationships'>] = [commentLists, relationships];

/** Each map's entries as meta records. */
export function metaEntries(maps: MetaMaps, out: Record<string, unknown>): void {
  for (const spec of META_MAPS) {
    for (const [id, value] of Object.entries(maps[spec.name])) out[spec.prefix + id] = value;
  }
}
