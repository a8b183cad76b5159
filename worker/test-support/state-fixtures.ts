/** Store fixtures for the worker's unit tests. */
import { normalizeFeedPage } from '../normalize/feed-page';
import { normalizePostPage } from '../normalize/post-page';
import type { FeedPage, Log, PostPage } from '../normalize/types';
import type { ClientState } from '../model';
import type { Action } from '../store/actions';
import { initialState } from '../store/initial-state';
import { reduceAll } from '../store/root-reducer';
import type { WireComment, WirePost } from '../../sync/api/wire';
import { wireFeed, wirePostResponse, wirePosts } from './wire-fixtures';

export const silentLog: Log = { warn: () => undefined, error: () => undefined };

export function feedPage(posts: WirePost[], endCursor: string | null = 'c1'): FeedPage {
  return normalizeFeedPage(wireFeed(posts, endCursor), silentLog);
}

/** Posts '1'..'n' as the first page. */
export function pageOf(from: number, count: number, endCursor: string | null = `c${from + count}`): FeedPage {
  return feedPage(wirePosts(from, count), endCursor);
}

export function postPage(post: WirePost, comments: WireComment[], endCursor: string | null = null): PostPage {
  return normalizePostPage(wirePostResponse(post, comments, endCursor));
}

export function fold(actions: Action[], from: ClientState = initialState()): ClientState {
  return reduceAll(from, actions);
}
