/**
 * A post page: the post and its first page of comments (GET /graphql/query/ with the post
 * query hash), then more comments (the comments query hash, 24 a page, 001 §9).
 */
import { ApiPath, Limits, QueryHash } from '../../sync';
import type { CommentsVariables, PostVariables, WireCommentsResponse, WirePostResponse } from '../../sync';
import type { CallResult } from '../api-types';
import { normalizeCommentsPage, normalizePostPage } from '../normalize/post-page';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';

export async function loadPost(core: EngineCore, shortcode: string): Promise<CallResult<string>> {
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
    // Offline: the cached post is the answer.
    const cached = store.getState().posts.idByCode[shortcode];
    if (cached !== undefined && isNoAnswer(err)) return { ok: true, value: cached };
    log.warn('post: load failed', err);
    return toCallFailure(err);
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
