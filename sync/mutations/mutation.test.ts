import { describe, expect, it } from 'vitest';
import { ApiPath } from '../api/paths';
import type { MutationRecord } from './types';
import { cancels, clientIdsUsed, coalesceKey, createMutation, entityKey, inverseOf, summary, toRequest } from './mutation';

let n = 0;
const deps = { now: () => 1000, uuid: () => `m${++n}`, viewerId: 'v1' };
const identity = (id: string): string => id;

describe('createMutation (DESIGN.md rule 1)', () => {
  it('makes a pending record, never tried, due now, with a client-made id and its viewer', () => {
    const r = createMutation('post-like', { postId: 'p1' }, { now: () => 42, uuid: () => 'uuid-1', viewerId: 'alice' });
    expect(r).toEqual({ id: 'uuid-1', viewerId: 'alice', name: 'post-like', args: { postId: 'p1' }, createdAt: 42, attempts: 0, state: 'pending', nextAttemptAt: 42 });
    const asRecord: MutationRecord = r;
    expect(asRecord.name).toBe('post-like');
  });

  it('refuses a record of no viewer (only a logged-in viewer makes mutations)', () => {
    expect(() => createMutation('post-like', { postId: 'p1' }, { ...deps, viewerId: '' })).toThrow(/viewer/);
  });
});

describe('toRequest (001 §7 Posts and Comments)', () => {
  it('maps likes and saves to their POST paths with X-Mutation-Id = record id', () => {
    const cases = [
      ['post-like', ApiPath.like('p1')],
      ['post-unlike', ApiPath.unlike('p1')],
      ['post-save', ApiPath.save('p1')],
      ['post-unsave', ApiPath.unsave('p1')],
    ] as const;
    for (const [name, path] of cases) {
      const r = createMutation(name, { postId: 'p1' }, deps);
      expect(toRequest(r, identity)).toEqual({ method: 'POST', path, mutationId: r.id });
    }
  });

  it('sends comment-add as {comment_text, replied_to_comment_id}', () => {
    const r = createMutation('comment-add', { postId: 'p1', clientId: 'local:a', text: 'nice!', repliedToCommentId: null }, deps);
    expect(toRequest(r, identity)).toEqual({
      method: 'POST', path: ApiPath.commentAdd('p1'), form: { comment_text: 'nice!', replied_to_comment_id: '' }, mutationId: r.id,
    });
  });

  it('resolves client ids through resolveId (a reply to, a delete or a like of a local comment)', () => {
    const resolve = (id: string): string => (id === 'local:a' ? '900' : id);
    const reply = createMutation('comment-add', { postId: 'p1', clientId: 'local:b', text: 'hi', repliedToCommentId: 'local:a' }, deps);
    expect(toRequest(reply, resolve).form?.replied_to_comment_id).toBe('900');
    const del = createMutation('comment-delete', { postId: 'p1', commentId: 'local:a' }, deps);
    expect(toRequest(del, resolve).path).toBe(ApiPath.commentDelete('p1', '900'));
    const like = createMutation('comment-like', { commentId: 'local:a' }, deps);
    expect(toRequest(like, resolve).path).toBe(ApiPath.commentLike('900'));
    const unlike = createMutation('comment-unlike', { commentId: '5' }, deps);
    expect(toRequest(unlike, resolve).path).toBe(ApiPath.commentUnlike('5'));
  });

  it('lists the client ids a record needs resolved', () => {
    expect(clientIdsUsed(createMutation('comment-delete', { postId: 'p', commentId: 'local:a' }, deps))).toEqual(['local:a']);
    expect(clientIdsUsed(createMutation('comment-delete', { postId: 'p', commentId: '12' }, deps))).toEqual([]);
    expect(clientIdsUsed(createMutation('comment-add', { postId: 'p', clientId: 'local:b', text: 'x', repliedToCommentId: 'local:a' }, deps))).toEqual(['local:a']);
    expect(clientIdsUsed(createMutation('post-like', { postId: 'p' }, deps))).toEqual([]);
  });
});

describe('keys and inverses', () => {
  it('marks posts and comments for the UI', () => {
    expect(entityKey(createMutation('post-save', { postId: 'p1' }, deps))).toBe('post:p1');
    expect(entityKey(createMutation('comment-like', { commentId: 'c1' }, deps))).toBe('comment:c1');
    expect(entityKey(createMutation('comment-add', { postId: 'p1', clientId: 'local:a', text: 'x', repliedToCommentId: null }, deps))).toBe('comment:local:a');
  });

  it('keeps likes and saves of one post apart for coalescing', () => {
    expect(coalesceKey(createMutation('post-like', { postId: 'p1' }, deps))).toBe('post-like:p1');
    expect(coalesceKey(createMutation('post-unsave', { postId: 'p1' }, deps))).toBe('post-save:p1');
  });

  it('pairs each action with its inverse', () => {
    expect(inverseOf('post-like')).toBe('post-unlike');
    expect(inverseOf('post-unlike')).toBe('post-like');
    expect(inverseOf('post-save')).toBe('post-unsave');
    expect(inverseOf('comment-like')).toBe('comment-unlike');
    expect(inverseOf('comment-unlike')).toBe('comment-like');
    expect(inverseOf('comment-delete')).toBe('comment-add');
  });

  it('cancels only an inverse of the same entity', () => {
    const like = createMutation('post-like', { postId: 'p1' }, deps);
    expect(cancels(createMutation('post-unlike', { postId: 'p1' }, deps), like)).toBe(true);
    expect(cancels(createMutation('post-unlike', { postId: 'p2' }, deps), like)).toBe(false);
    expect(cancels(createMutation('post-unsave', { postId: 'p1' }, deps), like)).toBe(false);
    expect(cancels(createMutation('post-like', { postId: 'p1' }, deps), like)).toBe(false);
    const add = createMutation('comment-add', { postId: 'p1', clientId: 'local:a', text: 'x', repliedToCommentId: null }, deps);
    expect(cancels(createMutation('comment-delete', { postId: 'p1', commentId: 'local:a' }, deps), add)).toBe(true);
    expect(cancels(createMutation('comment-delete', { postId: 'p1', commentId: 'local:z' }, deps), add)).toBe(false);
  });
});

describe('summary', () => {
  it('names each action in a few words', () => {
    expect(summary(createMutation('post-like', { postId: 'p' }, deps))).toBe('Like');
    expect(summary(createMutation('post-unlike', { postId: 'p' }, deps))).toBe('Unlike');
    expect(summary(createMutation('post-save', { postId: 'p' }, deps))).toBe('Save');
    expect(summary(createMutation('post-unsave', { postId: 'p' }, deps))).toBe('Unsave');
    expect(summary(createMutation('comment-delete', { postId: 'p', commentId: 'c' }, deps))).toBe('Delete comment');
    expect(summary(createMutation('comment-like', { commentId: 'c' }, deps))).toBe('Like comment');
  });

  it('quotes a comment, shortened to one short line', () => {
    expect(summary(createMutation('comment-add', { postId: 'p', clientId: 'local:a', text: 'nice!', repliedToCommentId: null }, deps))).toBe('Comment “nice!”');
    const long = createMutation('comment-add', { postId: 'p', clientId: 'local:a', text: 'a very long\ncomment that goes on and on', repliedToCommentId: 'c1' }, deps);
    expect(summary(long)).toBe('Reply “a very long comment tha…”');
  });
});
