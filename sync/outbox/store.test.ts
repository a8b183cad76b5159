import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { MutationRecord } from '../mutations/types';
import { makeSession } from '../transport/test-kit';
import { openOutboxStore } from './store';
import type { OutboxDb } from './store';
import { openTestStore, record } from './test-kit';

let store: OutboxDb;
afterEach(() => store.close());

const names = (list: MutationRecord[]): string[] =>
  list.map((r) => `${r.name}:${'postId' in r.args ? r.args.postId : 'commentId' in r.args ? r.args.commentId : 'uploadId' in r.args ? r.args.uploadId : ''}`);

describe('outbox store (DESIGN.md rules 1 and 6)', () => {
  it('keeps insertion (FIFO) order even when clocks go backwards', async () => {
    store = await openTestStore();
    await store.enqueue(record('post-like', { postId: 'a' }, 3000));
    await store.enqueue(record('post-save', { postId: 'b' }, 1000));
    await store.enqueue(record('post-like', { postId: 'c' }, 2000));
    expect(names(await store.list())).toEqual(['post-like:a', 'post-save:b', 'post-like:c']);
  });

  it('survives a reopen: records, ids and the session are on disk', async () => {
    const name = `outbox-reopen-${Math.random()}`;
    const first = await openOutboxStore({ name });
    const like = record('post-like', { postId: 'a' });
    await first.enqueue(like);
    await first.setServerId('local:x', '77');
    await first.writeSession(makeSession({ csrfToken: 'saved' }));
    first.close();
    store = await openOutboxStore({ name });
    expect(await store.list()).toEqual([like]);
    expect(await store.resolveId('local:x')).toBe('77');
    expect((await store.readSession())?.csrfToken).toBe('saved');
  });

  it('answers undefined for an unknown client id and no session before one is written', async () => {
    store = await openTestStore();
    expect(await store.resolveId('local:nope')).toBeUndefined();
    expect(await store.readSession()).toBeUndefined();
  });

  it('put() keeps a record in its place; a new record goes last', async () => {
    store = await openTestStore();
    const a = record('post-like', { postId: 'a' });
    const b = record('post-like', { postId: 'b' });
    await store.enqueue(a);
    await store.enqueue(b);
    await store.put({ ...a, state: 'failed', error: { statusCode: 404, message: 'gone', errorType: 'not_found' } });
    await store.put(record('post-save', { postId: 'c' }));
    const list = await store.list();
    expect(names(list)).toEqual(['post-like:a', 'post-like:b', 'post-save:c']);
    expect(list[0]?.state).toBe('failed');
    expect(await store.get(a.id)).toEqual(list[0]);
  });

  it('update() changes a record in place and never re-creates a removed one', async () => {
    store = await openTestStore();
    const a = record('post-like', { postId: 'a' });
    await store.enqueue(a);
    expect(await store.update(a.id, (r) => ({ ...r, state: 'sending' }))).toMatchObject({ state: 'sending' });
    expect(await store.update(a.id, () => null)).toMatchObject({ state: 'sending' });
    await store.remove(a.id);
    expect(await store.update(a.id, (r) => ({ ...r, state: 'done' }))).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });
});

describe('coalescing on enqueue (DESIGN.md rule 7: the queue holds the final state, sent idempotently)', () => {
  it('an unlike replaces a pending like: the final state is sent, not nothing', async () => {
    store = await openTestStore();
    const like = record('post-like', { postId: 'a' });
    await store.enqueue(like);
    const unlike = record('post-unlike', { postId: 'a' });
    expect(await store.enqueue(unlike)).toEqual({ added: unlike, cancelled: [like.id] });
    expect(await store.list()).toEqual([unlike]);
  });

  it('like, unlike, like ends as one like; other posts and saves are untouched', async () => {
    store = await openTestStore();
    await store.enqueue(record('post-save', { postId: 'a' }));
    await store.enqueue(record('post-like', { postId: 'a' }));
    await store.enqueue(record('post-like', { postId: 'b' }));
    await store.enqueue(record('post-unlike', { postId: 'a' }));
    await store.enqueue(record('post-like', { postId: 'a' }));
    expect(names(await store.list())).toEqual(['post-save:a', 'post-like:b', 'post-like:a']);
  });

  // Bug (issue 17): a stale screen showed the post liked (a restored snapshot) while the
  // server had it unliked. Minimal sequence: offline; unlike (queued); like → both cancelled,
  // nothing sent; the server stayed unliked though the last tap was a like.
  it('rule 7: a like after a queued unlike is kept, whatever the screen showed before the taps', async () => {
    store = await openTestStore();
    await store.enqueue(record('post-unlike', { postId: 'a' }));
    const like = record('post-like', { postId: 'a' });
    expect((await store.enqueue(like)).added).toEqual(like);
    expect(await store.list()).toEqual([like]);
  });

  // Bug (issue 17): minimal sequence: like sent, applied by the server, its answer lost (back
  // to pending, attempts 1); unlike → both cancelled: the server stayed liked.
  it('an unlike after a like sent once whose answer was lost is sent (the like may be on the server)', async () => {
    store = await openTestStore();
    const like = record('post-like', { postId: 'a' });
    await store.enqueue(like);
    await store.update(like.id, (r) => ({ ...r, attempts: 1 }));
    const unlike = record('post-unlike', { postId: 'a' });
    await store.enqueue(unlike);
    expect(await store.list()).toEqual([unlike]);
  });

  it('an unlike after a like that is already being sent is appended', async () => {
    store = await openTestStore();
    const like = record('post-like', { postId: 'a' });
    await store.enqueue(like);
    await store.update(like.id, (r) => ({ ...r, state: 'sending' }));
    const unlike = record('post-unlike', { postId: 'a' });
    expect(await store.enqueue(unlike)).toEqual({ added: unlike, cancelled: [] });
    expect(names(await store.list())).toEqual(['post-like:a', 'post-unlike:a']);
  });

  it('an unlike after a like that is done is appended', async () => {
    store = await openTestStore();
    const like = record('post-like', { postId: 'a' });
    await store.enqueue(like);
    await store.update(like.id, (r) => ({ ...r, state: 'done' }));
    expect((await store.enqueue(record('post-unlike', { postId: 'a' }))).added).not.toBeNull();
  });

  // Minimal sequence (the sync model, issue 17): save refused (4xx); save again, sent; reload →
  // the start re-applied the refused save's revert over the later save: the post showed unsaved.
  it('a new tap on a thing replaces its refused record (the new tap is the last word)', async () => {
    store = await openTestStore();
    const save = record('post-save', { postId: 'a' });
    await store.enqueue(save);
    await store.update(save.id, (r) => ({ ...r, state: 'failed' }));
    const again = record('post-save', { postId: 'a' });
    expect(await store.enqueue(again)).toEqual({ added: again, cancelled: [save.id] });
    expect((await store.list()).map((r) => r.id)).toEqual([again.id]);
  });

  // Minimal sequence (the sync model, issue 17): a comment's delete refused (4xx); deleted
  // again, sent; reload → the start re-applied the refused delete's revert: the comment showed.
  it('a new delete of a comment replaces its refused delete', async () => {
    store = await openTestStore();
    const first = record('comment-delete', { postId: 'p', commentId: 'c1' });
    await store.enqueue(first);
    await store.update(first.id, (r) => ({ ...r, state: 'failed' }));
    const again = record('comment-delete', { postId: 'p', commentId: 'c1' });
    expect(await store.enqueue(again)).toEqual({ added: again, cancelled: [first.id] });
    expect((await store.list()).map((r) => r.id)).toEqual([again.id]);
  });

  it('a comment-unlike replaces a pending comment-like', async () => {
    store = await openTestStore();
    await store.enqueue(record('comment-like', { commentId: 'c1' }));
    await store.enqueue(record('comment-unlike', { commentId: 'c1' }));
    expect(names(await store.list())).toEqual(['comment-unlike:c1']);
  });

  it('deleting a still-pending new comment removes both, and what needed that comment', async () => {
    store = await openTestStore();
    const add = record('comment-add', { postId: 'p', clientId: 'local:a', text: 'hi', repliedToCommentId: null });
    const other = record('post-like', { postId: 'p' });
    const likeIt = record('comment-like', { commentId: 'local:a' });
    const reply = record('comment-add', { postId: 'p', clientId: 'local:b', text: 're', repliedToCommentId: 'local:a' });
    const likeReply = record('comment-like', { commentId: 'local:b' });
    for (const r of [add, other, likeIt, reply, likeReply]) await store.enqueue(r);
    const result = await store.enqueue(record('comment-delete', { postId: 'p', commentId: 'local:a' }));
    expect(result).toEqual({ added: null, cancelled: [add.id, likeIt.id, reply.id, likeReply.id] });
    expect(await store.list()).toEqual([other]);
  });

  it('deleting a new comment that is being sent is appended', async () => {
    store = await openTestStore();
    const add = record('comment-add', { postId: 'p', clientId: 'local:a', text: 'hi', repliedToCommentId: null });
    await store.enqueue(add);
    await store.update(add.id, (r) => ({ ...r, state: 'sending' }));
    expect((await store.enqueue(record('comment-delete', { postId: 'p', commentId: 'local:a' }))).added).not.toBeNull();
    expect(await store.list()).toHaveLength(2);
  });

  // Bug (issue 17): minimal sequence: comment posted, reached the server, answer lost (back to
  // pending, attempts 1); delete → both cancelled: the server kept a comment the person deleted.
  it('deleting a new comment sent once (its answer lost) is queued after it, never cancels it', async () => {
    store = await openTestStore();
    const add = record('comment-add', { postId: 'p', clientId: 'local:a', text: 'hi', repliedToCommentId: null });
    await store.enqueue(add);
    await store.update(add.id, (r) => ({ ...r, attempts: 1 }));
    const del = record('comment-delete', { postId: 'p', commentId: 'local:a' });
    expect(await store.enqueue(del)).toEqual({ added: del, cancelled: [] });
    expect(names(await store.list())).toEqual(['comment-add:p', 'comment-delete:p']);
  });
});

describe('enqueueMany: a group of taps in one transaction (issue 16)', () => {
  const key = (r: MutationRecord) => `${r.name}:${JSON.stringify(r.args)}`;
  it('answers and stores exactly what the same enqueue calls made one after the other do', async () => {
    // Sequences over few posts, so that inverses, repeats and comment deletes meet.
    const kinds = fc.oneof(
      fc.record({ name: fc.constantFrom('post-like', 'post-unlike', 'post-save', 'post-unsave'), post: fc.constantFrom('a', 'b') }),
      fc.record({ name: fc.constantFrom('comment-add', 'comment-delete', 'comment-like'), post: fc.constantFrom('a'), comment: fc.constantFrom('x', 'y') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(kinds, { maxLength: 12 }), fc.nat({ max: 12 }), async (steps, split) => {
        const records = steps.map((s): MutationRecord => {
          if (s.name === 'comment-add') return record('comment-add', { postId: s.post, clientId: `local:${'comment' in s ? s.comment : ''}`, text: 'hi', repliedToCommentId: null });
          if (s.name === 'comment-delete') return record('comment-delete', { postId: s.post, commentId: `local:${'comment' in s ? s.comment : ''}` });
          if (s.name === 'comment-like') return record('comment-like', { commentId: `local:${'comment' in s ? s.comment : ''}` });
          return record(s.name, { postId: s.post });
        });
        const one = await openTestStore();
        const many = await openTestStore();
        try {
          const before = records.slice(0, split); // already queued before the group
          for (const r of before) {
            await one.enqueue(r);
            await many.enqueue(r);
          }
          const rest = records.slice(split);
          const sequential = [];
          for (const r of rest) sequential.push(await one.enqueue(r));
          expect(await many.enqueueMany(rest)).toEqual(sequential);
          expect((await many.list()).map(key)).toEqual((await one.list()).map(key));
        } finally {
          one.close();
          many.close();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a group with a record that cannot be stored stores none of it, and the queue is as before', async () => {
    store = await openTestStore();
    const save = record('post-save', { postId: 'b' });
    await store.enqueue(save);
    const like = record('post-like', { postId: 'a' });
    const broken = { ...record('post-like', { postId: 'c' }), args: { postId: 'c', notCloneable: () => undefined } } as unknown as MutationRecord;
    await expect(store.enqueueMany([like, broken])).rejects.toThrow();
    expect(names(await store.list())).toEqual(['post-save:b']);
    expect(await store.enqueueMany([like])).toEqual([{ added: like, cancelled: [] }]);
    expect(names(await store.list())).toEqual(['post-save:b', 'post-like:a']);
  });

  it('like then unlike of one post in one group stores the unlike only, with a later insertion number than what was queued', async () => {
    store = await openTestStore();
    const save = record('post-save', { postId: 'b' });
    await store.enqueue(save);
    const like = record('post-like', { postId: 'a' });
    const unlike = record('post-unlike', { postId: 'a' });
    expect(await store.enqueueMany([like, unlike])).toEqual([{ added: like, cancelled: [] }, { added: unlike, cancelled: [like.id] }]);
    await store.enqueue(record('post-like', { postId: 'c' }));
    expect(names(await store.list())).toEqual(['post-save:b', 'post-unlike:a', 'post-like:c']);
  });
});
