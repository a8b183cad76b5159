import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync/mutations/mutation';
import type { MutationRecord } from '../../sync';
import { createRecordBook } from './record-book';

const like = (id: string, postId: string): MutationRecord =>
  createMutation('post-like', { postId }, { now: () => 1, uuid: () => id, viewerId: 'v1' }) as unknown as MutationRecord;

describe('record book: records settled while reads were open (issue 17)', () => {
  it('a record settled with no read open leaves the book and is not re-applied', () => {
    const book = createRecordBook();
    const r = like('a', '1');
    book.records.set(r.id, r);
    book.settle(r, null);
    expect(book.records.size).toBe(0);
    expect(book.reapplied()).toEqual([]);
  });

  it('a record settled while reads were open is re-applied as done until they ended', () => {
    const book = createRecordBook();
    const a = like('a', '1');
    const b = like('b', '2');
    book.records.set(a.id, a);
    book.records.set(b.id, b);
    book.settle(a, 3);
    expect(book.pending().map((r) => r.id)).toEqual(['b']);
    expect(book.reapplied().map((r) => [r.id, r.state])).toEqual([['a', 'done'], ['b', 'pending']]); // the settled first: older on their entity
    expect(book.views().map((v) => v.id)).toEqual(['b']); // never shown as an outbox item
    book.dropSettled((mark) => mark < 3);
    expect(book.settled.size).toBe(1);
    book.dropSettled((mark) => mark <= 3);
    expect(book.reapplied().map((r) => r.id)).toEqual(['b']);
  });
});
