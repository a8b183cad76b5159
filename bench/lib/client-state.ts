/**
 * A client state of N posts as the worker holds it, built from wire payloads by the REAL
 * normalisers and reducers (worker/normalize, worker/store): the viewer; the post pages
 * (a page of 12 comments each) of the first few posts; then the N feed posts with their
 * owners and preview comments, merged as a cache restore (the feed keeps its first page).
 * (A feed page of N posts would do as well now: the posts reducer writes idByCode once per batch.)
 */
import { Limits } from '../../sync/api/constants';
import type { WirePost, WirePostResponse } from '../../sync/api/wire';
import { createRng } from '../../fixtures/seed/prng';
import type { ClientState } from '../../worker/model';
import { normalizeFeedPage, normalizePostPage, normalizeUser } from '../../worker/normalize';
import { initialState, rootReducer } from '../../worker/store';
import { wireComment, wireFeed, wirePost } from './wire-posts';
import { wireUsers } from './wire-users';

export interface StateSpec {
  posts: number;
  users?: number;
  /** How many posts also have their post page (12 comments) loaded. */
  postPages?: number;
  seed?: number;
  /** The viewer's id (default: the first user's, '1000'): the app's own viewer when the cache is seeded for it. */
  viewerId?: string;
}

const NOW = 1_750_000_000; // seconds; fixed so every run builds the same data
const silent = { warn: () => undefined, error: () => undefined };

function postResponse(post: WirePost, comments: WirePostResponse['data']['shortcode_media']['edge_media_to_parent_comment']['edges']): WirePostResponse {
  const connection = { count: post.edge_media_to_comment.count, page_info: { has_next_page: true, end_cursor: 'after-12' }, edges: comments };
  return { status: 'ok', data: { shortcode_media: { ...post, edge_media_to_parent_comment: connection } } };
}

const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x.id, x]));

export function buildClientState(spec: StateSpec): { state: ClientState; viewerId: string } {
  const rng = createRng(spec.seed ?? 7);
  const users = wireUsers(rng, spec.users ?? 500);
  const first = users[0];
  if (!first) throw new Error('no viewer');
  const viewer = spec.viewerId === undefined ? first : { ...first, id: spec.viewerId };
  users[0] = viewer;
  const posts = Array.from({ length: spec.posts }, (_, i) => wirePost(rng, users.slice(1), i, NOW));
  let state = rootReducer(initialState(), { type: 'viewer-changed', viewerId: viewer.id, user: normalizeUser(viewer) });
  for (const [i, post] of posts.slice(0, spec.postPages ?? 100).entries()) {
    const comments = Array.from({ length: 12 }, (_, n) => ({ node: wireComment(rng, users, post.taken_at_timestamp, `17800${i * 100 + n}`) }));
    state = rootReducer(state, { type: 'post-page-loaded', page: normalizePostPage(postResponse(post, comments)) });
  }
  const feed = normalizeFeedPage(wireFeed(posts, 'cursor-1'), silent);
  state = rootReducer(state, { type: 'users-received', users: feed.users });
  const page = Limits.feedPageSize;
  const cache = {
    posts: byId(feed.posts), users: {}, usernameToId: {}, viewerId: viewer.id, comments: byId(feed.comments), commentsByPostId: {}, relationships: {}, direct: null,
    feed: { items: feed.postIds.slice(0, page), visibleCount: page, endCursor: 'cursor-1' },
  };
  state = rootReducer(state, { type: 'cache-restored', cache });
  return { state, viewerId: viewer.id };
}
