import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '../../worker/model';
import { entitySync, entitySyncIn, isLocalId, isPostAction, outboxIndex, outboxList, postKey } from './sync-marks';

const item = (id: string, over: Partial<OutboxItemView>): OutboxItemView => ({
  id,
  name: 'post-like',
  entityKey: 'post:1',
  state: 'pending',
  attempts: 0,
  createdAt: 1,
  summary: 'Like',
  error: null,
  ...over,
});

describe('entitySync (DESIGN rule 6)', () => {
  it('is synced with no matching item', () => {
    expect(entitySync({ a: item('a', { entityKey: 'post:2' }) }, postKey('1')).state).toBe('synced');
  });
  it('is pending while an item is pending or sending', () => {
    expect(entitySync({ a: item('a', { state: 'sending' }) }, postKey('1')).state).toBe('pending');
  });
  it('is failed when any item failed, listing them oldest first', () => {
    const s = entitySync(
      { a: item('a', {}), b: item('b', { state: 'failed', createdAt: 5 }), c: item('c', { state: 'failed', createdAt: 2 }) },
      postKey('1'),
    );
    expect(s.state).toBe('failed');
    expect(s.failed.map((f) => f.id)).toEqual(['c', 'b']);
  });
  it('can keep only post actions', () => {
    const byId = { a: item('a', { name: 'comment-add' }) };
    expect(entitySync(byId, postKey('1'), isPostAction).state).toBe('synced');
  });
});

describe('outboxIndex (issue 17: one pass per outbox change, whatever the number of marks)', () => {
  it('answers what entitySync answers for every key, and the tray figures', () => {
    const byId = {
      a: item('a', {}),
      b: item('b', { entityKey: 'post:2', state: 'failed', createdAt: 5 }),
      c: item('c', { entityKey: 'post:2', state: 'failed', createdAt: 2 }),
      d: item('d', { entityKey: 'comment:9', name: 'comment-add', state: 'sending' }),
    };
    const outbox = { byId };
    for (const key of ['post:1', 'post:2', 'comment:9', 'post:3']) {
      expect(entitySyncIn(outbox, key)).toEqual(entitySync(byId, key));
      expect(entitySyncIn(outbox, key, isPostAction)).toEqual(entitySync(byId, key, isPostAction));
    }
    expect(outboxIndex(outbox)).toMatchObject({ count: 4, anyFailed: true });
    expect(outboxIndex({ byId: { a: item('a', {}) } })).toMatchObject({ count: 1, anyFailed: false });
  });
  it('is built once per outbox slice object: a new slice (a change) is indexed again', () => {
    const outbox = { byId: { a: item('a', {}) } };
    expect(outboxIndex(outbox)).toBe(outboxIndex(outbox));
    const next = { byId: { ...outbox.byId, b: item('b', { entityKey: 'post:2' }) } };
    expect(outboxIndex(next).byKey.get('post:2')?.map((i) => i.id)).toEqual(['b']);
  });
});

describe('helpers', () => {
  it('recognises local comment ids', () => {
    expect(isLocalId('local:abc')).toBe(true);
    expect(isLocalId('123')).toBe(false);
  });
  it('lists the outbox oldest first', () => {
    expect(outboxList({ b: item('b', { createdAt: 3 }), a: item('a', { createdAt: 1 }) }).map((i) => i.id)).toEqual(['a', 'b']);
  });
});
