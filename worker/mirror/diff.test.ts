import { describe, expect, it } from 'vitest';
import { wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold, pageOf } from '../test-support/state-fixtures';
import { diffState } from './diff';

describe('mirror diff', () => {
  const base = fold([{ type: 'feed-page-loaded', page: pageOf(1, 12) }]);

  it('a like is one entity patch (no whole-state copies)', () => {
    const next = fold([{ type: 'post-like-requested', postId: '3' }], base);
    expect(diffState(base, next)).toEqual([{ op: 'set', path: ['posts', 'byId', '3'], value: next.posts.byId['3'] }]);
  });

  it('small objects go whole: feed and status', () => {
    const next = fold([{ type: 'feed-refresh-requested' }, { type: 'online-changed', online: false }], base);
    expect(diffState(base, next)).toEqual([
      { op: 'set', path: ['feed'], value: next.feed },
      { op: 'set', path: ['status'], value: next.status },
    ]);
  });

  it('a removed entity is a del', () => {
    const next = fold([{ type: 'post-deleted', postId: '2' }], base);
    const ops = diffState(base, next);
    expect(ops).toContainEqual({ op: 'del', path: ['posts', 'byId', '2'] });
    expect(ops).toContainEqual({ op: 'del', path: ['posts', 'idByCode', 'code2'] });
  });

  it('a map with nothing surviving is one set (first load, logout)', () => {
    const cleared = fold([{ type: 'session-cleared' }], base);
    expect(diffState(base, cleared)).toContainEqual({ op: 'set', path: ['posts', 'byId'], value: {} });
  });

  it('no change, no patches', () => {
    const same = fold([{ type: 'feed-refreshed', page: feedPage([wirePost('1')]) }], base);
    expect(diffState(same, same)).toEqual([]);
  });
});
