import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '../../worker/model';
import type { PatchOp } from '../../worker/mirror-protocol';
import { createWaitingWatch } from './waiting-watch';

const item = (id: string, state: OutboxItemView['state']): OutboxItemView => ({ id, name: 'post-like', entityKey: `post:${id}`, state, attempts: 0, createdAt: 1, summary: 'Like', error: null });
const set = (v: OutboxItemView): PatchOp => ({ op: 'set', path: ['outbox', 'byId', v.id], value: v });

describe('createWaitingWatch (issue 17: new waiting records told by the ops, no scan)', () => {
  it('tells a record added waiting once, and not those waiting at the start', () => {
    const watch = createWaitingWatch({ a: item('a', 'pending') });
    expect(watch.fresh([set(item('a', 'pending'))], {})).toEqual([]);
    expect(watch.fresh([set(item('b', 'pending')), set(item('c', 'pending'))], {})).toEqual(['b', 'c']);
    expect(watch.fresh([set(item('b', 'pending'))], {})).toEqual([]);
  });

  it('does not tell a record back to waiting after a failed send, nor one sending or failed', () => {
    const watch = createWaitingWatch({});
    expect(watch.fresh([set(item('a', 'pending'))], {})).toEqual(['a']);
    expect(watch.fresh([set(item('a', 'sending'))], {})).toEqual([]);
    expect(watch.fresh([set(item('a', 'pending'))], {})).toEqual([]);
    expect(watch.fresh([set(item('f', 'failed')), { op: 'del', path: ['outbox', 'byId', 'a'] }], {})).toEqual([]);
  });

  it('ignores ops outside the outbox without reading the table', () => {
    const watch = createWaitingWatch({});
    const table = new Proxy({}, { ownKeys: () => { throw new Error('scanned'); } });
    expect(watch.fresh([{ op: 'set', path: ['posts', 'byId', 'p'], value: {} }], table)).toEqual([]);
  });

  it('reads the table in full for a state replaced whole or an outbox op of another shape', () => {
    const watch = createWaitingWatch({ a: item('a', 'pending') });
    expect(watch.fresh(null, { a: item('a', 'pending'), b: item('b', 'pending'), s: item('s', 'sending') })).toEqual(['b']);
    const whole = { c: item('c', 'pending'), d: item('d', 'pending') };
    expect(watch.fresh([set(item('c', 'pending')), { op: 'set', path: ['outbox', 'byId'], value: whole }], whole)).toEqual(['c', 'd']);
  });
});
