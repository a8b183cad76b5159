/**
 * A post page: the post and its first page of comments (GET /graphql/query/ with the post
 * query hash), then more comments (the comments query hash, 24 a page, 001 §9).
 */
import { ApiPath, Limits, QueryHash } from '../../sync';
import type { CommentsVariables, PostVariables, WireCommentsResponse, WirePostResponse } from '../../sync';
import type { CallFailure, CallResult } from '../api-types';
import { normalizeCommentsPage, normalizePostPage } from '../normalize/post-page';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';
import type { PeopleCore } from './people-reads';
import { keyOf } from './people-reads';

/**
 * Added (profile), issue 12: a post known to be gone (its owner deleted it here, or the server
 * answered 404) is remembered in the answer cache as 'post-gone:<shortcode>', so that its page
 * opened offline afterwards says it is not available rather than that the network is down.
 */
const goneKey = (core: EngineCore, shortcode: string): string => keyOf(core, `post-gone:${shortcode}`);

export function rememberGonePost(core: PeopleCore, shortcode: string): Promise<void> {
  return core.answers.put(goneKey(core, shortcode), true).catch((e: unknown) => core.log.warn('post: remembering a deleted post failed', e));
}

const GONE: CallFailure = { ok: false, statusCode: 404, message: "Sorry, this page isn't available.", errorType: 'not_found', body: null };

export async function loadPost(core: PeopleCore, shortcode: string): Promise<CallResult<string>> {
  const { store, transport, log } = core;
  const variables: PostVariables = { shortcode };
  try {
    const wire = await transport.request<WirePostResponse>({
      method: 'GET',
      path: ApiPath.graphql,
      query: { query_hash: QueryHash.post, variables: JSON.stringify(variables) },
    });
    const page = normalizePostPage(wire);
    store.dispatch({ type: 'post-page-loaded', page });
    return { ok: true, value: page.postId };
  } catch (err) {
    const state = store.getState();
    const cached = state.posts.idByCode[shortcode];
    const failure = toCallFailure(err);
    if (failure.statusCode === 404) {
      // Gone at the server: out of the cache too, and remembered for an offline visit.
      if (cached !== undefined) store.dispatch({ type: 'post-deleted', postId: cached });
      await rememberGonePost(core, shortcode);
      return failure;
    }
    if (isNoAnswer(err)) {
      // Offline: the cached post is the answer, unless its delete was made here.
      const post = cached === undefined ? undefined : state.posts.byId[cached];
      if (post && post.deleted !== true) return { ok: true, value: post.id };
      if (await core.answers.get(goneKey(core, shortcode)).catch(() => undefined)) return GONE;
    }
    log.warn('post: load failed', err);
    return failure;
  }
}

export async function loadMoreComments(core: EngineCore, postId: string): Promise<void> {
  const { store, transport, log } = core;
  const state = store.getState();
  const list = state.comments.byPostId[postId];
  const post = state.posts.byId[postId];
  if (!list || !post) return;
  if (list.pagination.isFetching) {
    log.warn('comments: fetch while already fetching ignored (001 §4 Pagination)');
    return;
  }
  if (!list.pagination.hasNextPage || list.pagination.endCursor === null) return;
  const variables: CommentsVariables = { shortcode: post.code, first: Limits.commentsPageSize, after: list.pagination.endCursor };
  store.dispatch({ type: 'comments-page-requested', postId });
  try {
    const wire = await transport.request<WireCommentsResponse>({
      method: 'GET',
      path: ApiPath.graphql,
      query: { query_hash: QueryHash.comments, variables: JSON.stringify(variables) },
    });
    store.dispatch({ type: 'comments-page-loaded', page: normalizeCommentsPage(wire) });
  } catch (err) {
    log.warn('comments: next page failed', err);
    store.dispatch({ type: 'comments-page-failed', postId, error: toCallFailure(err).message });
  }
}
