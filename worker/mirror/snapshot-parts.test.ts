import { describe, expect, it } from 'vitest';
import type { ClientState } from '../model';
import { fold, pageOf } from '../test-support/state-fixtures';
import type { TableSpec } from '../store/tables';
import { ENTITY_TABLES } from '../store/tables';
import type { EarlyParts } from './snapshot-parts';
import { partsOf, splitAfterEarly, splitSnapshot } from './snapshot-parts';

const merged = (head: ClientState, parts: ReturnType<typeof splitSnapshot>['parts']): ClientState => {
  const out = structuredClone(head) as unknown as Record<string, Record<string, Record<string, unknown>>>;
  for (const p of parts) Object.assign((out[p.slice] as Record<string, Record<string, unknown>>)[p.key] as object, p.entries);
  return out as unknown as ClientState;
};

describe('the first snapshot in parts', () => {
  const state = fold([{ type: 'feed-page-loaded', page: pageOf(1, 25) }]);

  it('tables above the part size go empty in the head and follow in parts of at most that size, in key order', () => {
    const { head, parts } = splitSnapshot(state, 10);
    expect(head.posts.byId).toEqual({});
    expect(head.posts.idByCode).toEqual({});
    const postParts = parts.filter((p) => p.slice === 'posts' && p.key === 'byId');
    expect(postParts.map((p) => Object.keys(p.entries).length)).toEqual([10, 10, 5]);
    expect(postParts.flatMap((p) => Object.keys(p.entries))).toEqual(Object.keys(state.posts.byId));
    expect(parts.every((p) => Object.keys(p.entries).length <= 10)).toBe(true);
  });

  it('the head and its parts make the state again; the state itself is not touched', () => {
    const before = structuredClone(state);
    const { head, parts } = splitSnapshot(state, 10);
    expect(merged(head, parts)).toEqual(state);
    expect(state).toEqual(before);
    expect(head.feed).toBe(state.feed);
  });

  it('a state with no table above the part size is sent whole, in no parts', () => {
    const { head, parts } = splitSnapshot(state, 1000);
    expect(head).toBe(state);
    expect(parts).toEqual([]);
  });
});

describe('the first snapshot after early parts', () => {
  const state = fold([{ type: 'feed-page-loaded', page: pageOf(1, 25) }]);
  const POSTS = 0; // ENTITY_TABLES[0]: posts.byId
  const earlyOf = (posts: Record<string, unknown>, size = 10): EarlyParts => {
    const parts = partsOf(ENTITY_TABLES[POSTS] as TableSpec, posts, Object.keys(posts), size);
    return { seq: 1, tables: new Map([[POSTS, () => parts]]) };
  };

  it('a table sent early goes empty in the head, with no parts when the state holds the very entries sent', () => {
    const split = splitAfterEarly(state, earlyOf(state.posts.byId), 10);
    expect(split?.head.posts.byId).toEqual({});
    expect(split?.parts.filter((p) => p.slice === 'posts' && p.key === 'byId')).toEqual([]);
    // Tables not sent early go as splitSnapshot sends them.
    expect(split?.parts.filter((p) => p.key === 'idByCode').flatMap((p) => Object.keys(p.entries))).toEqual(Object.keys(state.posts.idByCode));
  });

  it('entries changed or added since are sent, and only those; early parts, head and parts make the state', () => {
    const sent = { ...state.posts.byId };
    delete sent['25'];
    const next = fold([{ type: 'post-like-requested', postId: '3' }], state);
    const split = splitAfterEarly(next, earlyOf(sent), 10);
    if (!split) throw new Error('expected a split');
    expect(split.parts.filter((p) => p.key === 'byId').flatMap((p) => Object.keys(p.entries)).sort()).toEqual(['25', '3']);
    const rebuilt = merged(split.head, [...(earlyOf(sent).tables.get(POSTS)?.() ?? []), ...split.parts]);
    expect(rebuilt).toEqual(next);
  });

  it('does not fit when an entry sent early is gone, or its table (a part cannot delete)', () => {
    const gone = fold([{ type: 'post-deleted', postId: '3' }], state);
    expect(gone.posts.byId['3']).toBeUndefined();
    expect(splitAfterEarly(gone, earlyOf(state.posts.byId), 10)).toBeNull();
    const noTable = { ...state, posts: { idByCode: state.posts.idByCode } } as unknown as ClientState;
    expect(splitAfterEarly(noTable, earlyOf(state.posts.byId), 10)).toBeNull();
  });
});
