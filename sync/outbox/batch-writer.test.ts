import { afterEach, describe, expect, it } from 'vitest';
import { createBatchWriter } from './batch-writer';
import type { OutboxCommit, OutboxDb } from './store';
import { openTestStore, record } from './test-kit';

let store: OutboxDb;
afterEach(() => store.close());

describe('batch writer (group commit of the replayer, issue 17)', () => {
  it('writes the changes asked for in one task (its promise turns too) in one transaction, and those asked meanwhile in the next', async () => {
    store = await openTestStore();
    const queue = [1, 2, 3, 4].map((n) => record('post-like', { postId: `p${n}` }));
    for (const r of queue) await store.enqueue(r);
    const batches: OutboxCommit[] = [];
    const writer = createBatchWriter({ commit: (batch) => (batches.push(batch), store.commit(batch)) });
    const claim = (id: string) => writer.write({ id, change: (cur) => ({ ...cur, state: 'sending', attempts: cur.attempts + 1 }) });
    const first = [claim(queue[0]?.id ?? '')];
    for (let i = 0; i < 10; i++) await Promise.resolve(); // a few promise turns later, in the same task
    first.push(claim(queue[1]?.id ?? ''));
    while (batches.length === 0) await new Promise((r) => setTimeout(r, 0)); // the first batch is being written
    const second = [claim(queue[2]?.id ?? ''), claim(queue[3]?.id ?? '')];
    const stored = await Promise.all([...first, ...second]);
    expect(stored.map((r) => [r?.state, r?.attempts])).toEqual(queue.map(() => ['sending', 1]));
    expect(batches.map((b) => b.updates.length)).toEqual([2, 2]);
    expect((await store.list()).map((r) => r.state)).toEqual(['sending', 'sending', 'sending', 'sending']);
  });

  it('stores a server id with its record in the same transaction; a removed record answers undefined and is not re-created', async () => {
    store = await openTestStore();
    const add = record('comment-add', { postId: 'p1', clientId: 'local:x', text: 'hi', repliedToCommentId: null });
    await store.enqueue(add);
    const writer = createBatchWriter(store);
    const [done, gone] = await Promise.all([
      writer.write({ id: add.id, change: (cur) => ({ ...cur, state: 'done', result: { id: '77' } }), serverId: ['local:x', '77'] }),
      writer.write({ id: 'nope', change: (cur) => ({ ...cur, state: 'done' }) }),
    ]);
    expect(done?.state).toBe('done');
    expect(gone).toBeUndefined();
    expect(await store.resolveId('local:x')).toBe('77');
    expect(await store.get('nope')).toBeUndefined();
  });

  it('a failed transaction fails every write of its batch, and the next batch is written', async () => {
    store = await openTestStore();
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    let fail = true;
    const writer = createBatchWriter({
      commit: (batch) => (fail ? ((fail = false), Promise.reject(new DOMException('full', 'QuotaExceededError'))) : store.commit(batch)),
    });
    await expect(writer.write({ id: like.id, change: (cur) => ({ ...cur, state: 'sending' }) })).rejects.toThrow('full');
    expect((await writer.write({ id: like.id, change: (cur) => ({ ...cur, state: 'sending' }) }))?.state).toBe('sending');
  });
});
