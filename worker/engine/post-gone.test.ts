import { describe, expect, it } from 'vitest';
import { ApiPath, QueryHash } from '../../sync';
import { UploadPath } from '../../sync/api/upload';
import { json, createHarness, newProfile, closedAfterEach } from '../test-support/engine-harness';
import type { Handler } from '../test-support/engine-harness';
import { wireComment, wireCommentAdd, wireFeed, wirePost } from '../test-support/wire-fixtures';
import type { WireThreadedCommentsResponse } from '../../sync';
import { threadsFromState } from './post-extras';

// Added (profile), issue 12: a deleted or unknown post's page is "not available", also offline.

const keep = closedAfterEach();

/** The feed of posts 1 and 2; post 1 deletes; post 2 is gone at the server once `gone` says so; offline: no answer. */
function world() {
  const w = { offline: false, gone: false, deletes: 0 };
  const handler: Handler = ({ method, url }) => {
    if (w.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const hash = url.searchParams.get('query_hash');
    if (method === 'GET' && url.pathname === ApiPath.graphql && hash === QueryHash.feed) return json(wireFeed([wirePost('1'), wirePost('2')]));
    if (method === 'POST' && url.pathname === UploadPath.delete('1')) return (w.deletes++, json({ status: 'ok', did_delete: true }));
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
  const h = keep(createHarness(newProfile(), handler));
  return { w, h };
}

describe('a post that is gone (issue 12)', () => {
  it('deleted here offline: not found at once; still not found offline once the delete is answered and the post left the cache', async () => {
    const { w, h } = world();
    await h.start();
    await h.engine.refreshFeed();
    w.offline = true;
    h.engine.setOnline(false);
    await h.engine.deletePost('1');
    expect(h.engine.getState().posts.byId['1']?.deleted).toBe(true);
    expect(await h.engine.loadPost('code1')).toMatchObject({ ok: false, statusCode: 404, errorType: 'not_found' });
    // Another cached post still opens offline.
    expect(await h.engine.loadPost('code2')).toEqual({ ok: true, value: '2' });

    w.offline = false;
    h.engine.setOnline(true);
    await h.engine.settle();
    await expect.poll(() => w.deletes).toBe(1);
    await expect.poll(() => h.engine.getState().posts.byId['1']).toBeUndefined();
    w.offline = true;
    h.engine.setOnline(false);
    expect(await h.engine.loadPost('code1')).toMatchObject({ ok: false, statusCode: 404 });
  });

  it('unknown at the server: 404, out of the cache, and remembered for an offline visit', async () => {
    const { w, h } = world();
    await h.start();
    await h.engine.refreshFeed();
    expect(await h.engine.loadPost('code2')).toMatchObject({ ok: false, statusCode: 404 });
    expect(h.engine.getState().posts.idByCode['code2']).toBeUndefined();
    w.offline = true;
    expect(await h.engine.loadPost('code2')).toMatchObject({ ok: false, statusCode: 404 });
    // A post never seen, offline: the network's failure, not "not available".
    expect(await h.engine.loadPost('never')).toMatchObject({ ok: false, statusCode: 0 });
  });
});

describe('threads from the cache (the post page opened offline, issue 12)', () => {
  it('top-level comments held, each with the replies held for it', async () => {
    const { h } = world();
    await h.start();
    await h.engine.refreshFeed();
    const state = h.engine.getState();
    const base = { ...state.comments.byId };
    const c = (id: string, parentId: string | null) => ({ id, text: id, userId: 'owner1', postedAt: 1, likeCount: 0, likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false, parentId });
    const withComments = {
      ...state,
      comments: {
        byId: { ...base, a: c('a', null), b: c('b', 'a'), d: { ...c('d', null), deleted: true }, e: c('e', null) },
        byPostId: { ...state.comments.byPostId, '1': { ...(state.comments.byPostId['1'] ?? { commentIds: [], count: 0 }), commentIds: ['a', 'b', 'd', 'e'] } },
      },
    } as typeof state;
    const view = threadsFromState(withComments, 'code1');
    expect(view?.threads).toEqual([
      { commentId: 'a', replyIds: ['b'], replyCount: 1, repliesCursor: null },
      { commentId: 'e', replyIds: [], replyCount: 0, repliesCursor: null },
    ]);
    expect(view?.offline).toBe(true);
    expect(threadsFromState(withComments, 'nope')).toBeNull();
  });

  // Browser chaos, seed 600294989: a post whose comments were never read, opened offline.
  it('a post whose comments were never read shows those of its card', async () => {
    const { h } = world();
    await h.start();
    await h.engine.refreshFeed();
    const state = h.engine.getState();
    const post = state.posts.byId['1'];
    if (!post) throw new Error('no post 1');
    const c = { id: 'p1', text: 'from the card', userId: 'owner1', postedAt: 1, likeCount: 0, likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false, parentId: null };
    const fromCard = {
      ...state,
      posts: { ...state.posts, byId: { ...state.posts.byId, '1': { ...post, previewCommentIds: ['p1'] } } },
      comments: { byId: { ...state.comments.byId, p1: c }, byPostId: {} },
    } as typeof state;
    expect(threadsFromState(fromCard, 'code1')?.threads).toEqual([{ commentId: 'p1', replyIds: [], replyCount: 0, repliesCursor: null }]);
    const none = { ...fromCard, posts: { ...state.posts, byId: { ...state.posts.byId, '1': { ...post, previewCommentIds: [] } } } } as typeof state;
    expect(threadsFromState(none, 'code1')).toMatchObject({ threads: [], offline: true });
  });

  // Browser chaos, seed 502314964: the post page opened offline showed the threads of its last
  // read alone, without the person's comment sent after it.
  it('offline, the threads last read are brought up to the comments held: those added since follow, those deleted are out', async () => {
    const threads: WireThreadedCommentsResponse = {
      status: 'ok',
      data: { shortcode_media: { id: '1', edge_media_to_parent_comment: { count: 2, page_info: { has_next_page: false, end_cursor: null }, edges: [
        { node: { ...wireComment('c1'), edge_threaded_comments: { count: 0, page_info: { has_next_page: false, end_cursor: null }, edges: [] } } },
        { node: { ...wireComment('c2'), edge_threaded_comments: { count: 0, page_info: { has_next_page: false, end_cursor: null }, edges: [] } } },
      ] } } },
    };
    let offline = false;
    const h = createHarness(newProfile(), ({ method, url }) => {
      if (offline) return Promise.reject(new TypeError('Failed to fetch'));
      const hash = url.searchParams.get('query_hash');
      if (method === 'GET' && hash === QueryHash.feed) return json(wireFeed([wirePost('1'), wirePost('2')]));
      if (method === 'GET' && hash === QueryHash.threadedComments) return json(threads);
      if (method === 'POST' && url.pathname === ApiPath.commentAdd('1')) return json(wireCommentAdd('c9', 'mine'));
      if (method === 'POST' && url.pathname === ApiPath.commentDelete('1', 'c1')) return json({ status: 'ok' });
      return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
    });
    keep(h);
    await h.start();
    await h.engine.refreshFeed();
    const ids = async () => {
      const r = await h.engine.loadThreads('code1', null);
      if (!r.ok) throw new Error('no threads');
      return { ids: r.value.threads.map((t) => t.commentId), offline: r.value.offline };
    };
    expect(await ids()).toEqual({ ids: ['c1', 'c2'], offline: false });
    await h.engine.addComment('1', 'mine', null); // sent and answered: c9
    await h.engine.settle();
    offline = true;
    h.engine.setOnline(false);
    await h.engine.deleteComment('1', 'c1'); // waiting in the outbox
    expect(await ids()).toEqual({ ids: ['c2', 'c9'], offline: true });
  });
});
