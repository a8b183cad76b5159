import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '../model';
import { fold } from '../test-support/state-fixtures';

const item = (id: string, state: OutboxItemView['state'] = 'pending'): OutboxItemView => ({
  id, name: 'post-like', entityKey: 'post:1', state, attempts: 0, createdAt: 1, summary: 'Like', error: null,
});

describe('outbox view reducer', () => {
  it('DESIGN.md rule 6: pending and failed items are listed until removed', () => {
    const s = fold([{ type: 'outbox-item-upserted', item: item('m1') }, { type: 'outbox-item-upserted', item: item('m2', 'failed') }]);
    expect(Object.keys(s.outbox.byId)).toEqual(['m1', 'm2']);
    expect(fold([{ type: 'outbox-item-removed', id: 'm1' }], s).outbox.byId).toEqual({ m2: item('m2', 'failed') });
  });

  it('listing the same items keeps the slice object', () => {
    const s = fold([{ type: 'outbox-listed', items: [item('m1')] }]);
    expect(fold([{ type: 'outbox-listed', items: [item('m1')] }], s)).toBe(s);
  });

  it('items upserted together (a burst booked at once) are listed as one by one, and the same again keeps the slice', () => {
    const one = fold([{ type: 'outbox-item-upserted', item: item('m1') }, { type: 'outbox-item-upserted', item: item('m2', 'failed') }]);
    const together = fold([{ type: 'outbox-items-upserted', items: [item('m1'), item('m2', 'failed')] }]);
    expect(together.outbox).toEqual(one.outbox);
    expect(fold([{ type: 'outbox-items-upserted', items: [item('m1'), item('m2', 'failed')] }], together).outbox).toBe(together.outbox);
  });
});
