import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '../../worker/model';
import { entitySync, isLocalId, isPostAction, outboxList, postKey } from './sync-marks';

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

describe('helpers', () => {
  it('recognises local comment ids', () => {
    expect(isLocalId('local:abc')).toBe(true);
    expect(isLocalId('123')).toBe(false);
  });
  it('lists the outbox oldest first', () => {
    expect(outboxList({ b: item('b', { createdAt: 3 }), a: item('a', { createdAt: 1 }) }).map((i) => i.id)).toEqual(['a', 'b']);
  });
});
