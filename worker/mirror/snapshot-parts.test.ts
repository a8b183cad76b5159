import { describe, expect, it } from 'vitest';
import type { ClientState } from '../model';
import { fold, pageOf } from '../test-support/state-fixtures';
import { splitSnapshot } from './snapshot-parts';

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
