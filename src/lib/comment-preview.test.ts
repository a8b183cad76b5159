import { describe, expect, it } from 'vitest';
import type { ClientState, Comment, Post } from '../../worker/model';
import { previewCommentKey, splitKey, visibleCommentKey } from './comment-preview';

const comment = (id: string, postedAt: number, deleted = false): Comment => ({
  id,
  text: id,
  userId: 'u',
  postedAt,
  likeCount: 0,
  likedByViewer: false,
  isAuthorVerified: false,
  didReportAsSpam: false,
  deleted,
});

function state(preview: string[], listed: string[], comments: Comment[]): Pick<ClientState, 'posts' | 'comments'> {
  const post = { id: 'p', previewCommentIds: preview } as Post;
  return {
    posts: { byId: { p: post }, idByCode: {} },
    comments: {
      byId: Object.fromEntries(comments.map((c) => [c.id, c])),
      byPostId: { p: { commentIds: listed, count: listed.length, pagination: {} as never } },
    },
  };
}

describe('previewCommentKey (001 §9 Comments shown 4)', () => {
  it('shows at most the 4 newest, oldest first', () => {
    const cs = [1, 2, 3, 4, 5].map((n) => comment(`c${n}`, n));
    expect(splitKey(previewCommentKey(state(['c1', 'c2', 'c3', 'c4', 'c5'], [], cs), 'p'))).toEqual(['c2', 'c3', 'c4', 'c5']);
  });
  it('includes a comment just added locally, and skips deleted ones', () => {
    const cs = [comment('c1', 1), comment('c2', 2, true), comment('local:x', 9)];
    expect(splitKey(previewCommentKey(state(['c1', 'c2'], ['local:x'], cs), 'p'))).toEqual(['c1', 'local:x']);
  });
  it('is empty for an unknown post', () => {
    expect(previewCommentKey(state([], [], []), 'nope')).toBe('');
    expect(splitKey('')).toEqual([]);
  });
});

describe('visibleCommentKey (001 §4: deleted comments are skipped)', () => {
  it('keeps list order and skips deleted or missing comments', () => {
    const cs = [comment('a', 1), comment('b', 2, true)];
    expect(splitKey(visibleCommentKey(state([], ['a', 'b', 'zz'], cs), 'p'))).toEqual(['a']);
  });
});

describe('previewCommentKey made again only when its inputs change (issue 17)', () => {
  it('keeps its key when another post\'s comment changes, and makes it again when one of its own does', () => {
    const cs = [comment('c1', 1), comment('c2', 2)];
    const s = state(['c1', 'c2'], [], cs);
    const first = previewCommentKey(s, 'p');
    // A new comments slice (another post's comment added): same key.
    const other = { ...s, comments: { ...s.comments, byId: { ...s.comments.byId, z: comment('z', 9) } } };
    expect(previewCommentKey(other, 'p')).toBe(first);
    // One of its own deleted (a new object): the key follows.
    const deleted = { ...other, comments: { ...other.comments, byId: { ...other.comments.byId, c2: comment('c2', 2, true) } } };
    expect(splitKey(previewCommentKey(deleted, 'p'))).toEqual(['c1']);
    // Its list grows (a new list): the key follows.
    const added = { ...deleted, comments: { ...deleted.comments, byId: { ...deleted.comments.byId, n: comment('n', 5) }, byPostId: { p: { commentIds: ['n'], count: 1, pagination: {} as never } } } };
    expect(splitKey(previewCommentKey(added, 'p'))).toEqual(['c1', 'n']);
  });
});
