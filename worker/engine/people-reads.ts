/**
 * Added (people helper), issue 12: the people reads behind WorkerApi. Each one asks the server
 * (GET /graphql/query/ with the people query hashes, or the paths of sync/api PeoplePath),
 * puts the entities it brings in the store ('people-loaded': users, posts, relationships; the
 * persisted slices keep what 001 §3 lists) and answers a view of ids. The last answer of each
 * is kept in the answer cache; a read that gets no answer (offline) is answered from it,
 * marked `offline` (DESIGN.md: TanStack Query's query functions call the worker).
 *
 * A profile opens offline even without its answer: the user is in the persisted users slice
 * (username → id) and its posts in posts.byId, newest first.
 */
import { ApiPath, Limits, PeoplePath, QueryHash } from '../../sync';
import type {
  ExploreVariables, LocationVariables, ProfileVariables, TagVariables, UserPageVariables, WireActivityResponse, WireExploreResponse,
  WireFollowListResponse, WireLocationResponse, WireProfileResponse, WireRecentSearchesResponse, WireRecentSearch, WireSearchResponse,
  WireSuggestionsResponse, WireTagResponse, WireUserPostsResponse,
} from '../../sync';
import type { CallResult } from '../api-types';
import type { ClientState } from '../model';
import { keptBundleFill } from './kept-bundle';
import { addPost, emptyBundle, friendshipPatch, normalizeListUser, normalizePostConnection, normalizeProfile, normalizeUserConnection } from '../normalize/people';
import type { IdPage } from '../normalize/people';
import type { PageInfo, PeopleBundle } from '../normalize/types';
import type {
  ActivityView, HashtagHit, PageView, PlaceHit, PlaceView, PostListView, ProfileTab, ProfileView, RecentSearch, RecentSearchesView, SearchView,
  SuggestionsView, TagView, UserListView,
} from '../people-types';
import { collectionPatch } from '../collections/collection-mutation-actions';
import type { AnswerCache } from './answer-cache';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';

export interface PeopleCore extends EngineCore {
  answers: AnswerCache;
}

interface Answer<V> {
  view: V;
  bundle: PeopleBundle;
}

export const pageView = (p: { count: number; pageInfo: PageInfo }): PageView => ({ hasMore: p.pageInfo.hasNextPage, endCursor: p.pageInfo.endCursor, count: p.count });

export function gql<T>(core: EngineCore, queryHash: string, variables: object): Promise<T> {
  return core.transport.request<T>({ method: 'GET', path: ApiPath.graphql, query: { query_hash: queryHash, variables: JSON.stringify(variables) } });
}

/** The answer cache's key: per viewer (the cache is also cleared when the viewer changes). */
export function keyOf(core: EngineCore, what: string): string {
  return `${core.store.getState().users.viewerId ?? '-'}|${what}`;
}

/**
 * With no answer: `derive` builds a view from the persisted slices when none was kept; `merge`
 * brings a kept view up to what the slices hold now (what changed here since it was kept).
 */
export interface OfflineView<V> {
  derive?: () => V | null;
  merge?: (kept: V) => V;
}

/**
 * Ask; on an answer, store its entities and keep it (first pages only: `keep`); with no answer,
 * the kept one (its entities where the store lacks them: keptBundleFill), else a derived one.
 */
export async function read<V extends { offline: boolean }>(
  core: PeopleCore, what: string, keep: boolean, fetch: () => Promise<Answer<V>>, offline: OfflineView<V> = {},
): Promise<CallResult<V>> {
  const key = keyOf(core, what);
  try {
    const answer = await fetch();
    core.store.dispatch({ type: 'people-loaded', bundle: answer.bundle });
    if (keep) await core.answers.put(key, answer).catch((e: unknown) => core.log.warn('answers: write failed', e));
    return { ok: true, value: answer.view };
  } catch (err) {
    if (isNoAnswer(err)) {
      const kept = await core.answers.get<Answer<V>>(key).catch(() => undefined);
      if (kept) {
        core.store.dispatch({ type: 'people-loaded', bundle: keptBundleFill(core.store.getState(), kept.bundle) });
        const view = { ...kept.view, offline: true };
        return { ok: true, value: offline.merge ? offline.merge(view) : view };
      }
      const derived = offline.derive?.();
      if (derived) return { ok: true, value: derived };
    }
    core.log.warn(`people: ${what} failed`, err);
    return toCallFailure(err);
  }
}

/** A profile from the persisted slices alone: the user, and its posts held, newest first. */
export function profileFromState(state: ClientState, username: string): ProfileView | null {
  const userId = state.users.usernameToId[username];
  const user = userId === undefined ? undefined : state.users.users[userId];
  if (!user || userId === undefined) return null;
  const postIds = Object.values(state.posts.byId)
    .filter((p) => p.owner === userId && !p.id.startsWith('local:') && p.deleted !== true)
    .sort((a, b) => b.postedAt - a.postedAt)
    .slice(0, Limits.peoplePageSize)
    .map((p) => p.id);
  const isViewer = userId === state.users.viewerId;
  const follows = state.relationships.byUserId[userId]?.followedByViewer.state === 'following';
  return {
    userId, username, isViewer, postIds,
    viewerCanSeePosts: isViewer || !user.isPrivate || follows,
    page: { hasMore: false, endCursor: null, count: user.counts?.media ?? postIds.length },
    taggedCount: 0,
    savedCount: null,
    channelCount: 0,
    offline: true,
  };
}

export function loadProfile(core: PeopleCore, username: string): Promise<CallResult<ProfileView>> {
  const variables: ProfileVariables = { username };
  return read(core, `profile:${username}`, true, async () => {
    const wire = await gql<WireProfileResponse>(core, QueryHash.profile, variables);
    const bundle = emptyBundle();
    const f = normalizeProfile(wire.data.user, bundle);
    // Added (profile): the viewer's own collections of saved posts (the collections slice).
    const collections = wire.data.user.edge_media_collections;
    if (collections) bundle.collections = collections.edges.map(({ node }) => collectionPatch(node));
    const view: ProfileView = {
      userId: f.userId, username: f.username, viewerCanSeePosts: f.viewerCanSeePosts, isViewer: f.isViewer,
      postIds: f.posts.ids, page: pageView(f.posts), taggedCount: f.taggedCount, savedCount: f.savedCount, channelCount: f.channelCount, offline: false,
    };
    return { view, bundle };
  }, { derive: () => profileFromState(core.store.getState(), username) });
}

const TAB_HASH: Record<ProfileTab, string> = {
  posts: QueryHash.profilePosts, tagged: QueryHash.taggedPosts, saved: QueryHash.savedPosts, channel: QueryHash.channelPosts,
};

/** A profile's posts, tagged, saved (the owner's) or channel (IGTV: product_type igtv) posts, 12 a page (001 §9). */
export function loadProfilePosts(core: PeopleCore, userId: string, tab: ProfileTab, after: string | null): Promise<CallResult<PostListView>> {
  const variables: UserPageVariables = { id: userId, first: Limits.peoplePageSize, after };
  return read(core, `posts:${tab}:${userId}`, after === null, async () => {
    const wire = await gql<WireUserPostsResponse>(core, TAB_HASH[tab], variables);
    const bundle = emptyBundle();
    const page = normalizePostConnection(wire.data.user.media, bundle);
    return { view: { postIds: page.ids, page: pageView(page), offline: false }, bundle };
  });
}

/** Followers or following, 12 a page, under 001 §5's visibility rule (the server answers 404 otherwise). */
export function loadFollowList(core: PeopleCore, userId: string, kind: 'followers' | 'following', after: string | null): Promise<CallResult<UserListView>> {
  const variables: UserPageVariables = { id: userId, first: Limits.peoplePageSize, after };
  return read(core, `${kind}:${userId}`, after === null, async () => {
    const wire = await gql<WireFollowListResponse>(core, kind === 'followers' ? QueryHash.followers : QueryHash.following, variables);
    const conn = kind === 'followers' ? wire.data.user.edge_followed_by : wire.data.user.edge_follow;
    const bundle = emptyBundle();
    const page: IdPage = conn ? normalizeUserConnection(conn, bundle) : { ids: [], count: 0, pageInfo: { hasNextPage: false, endCursor: null } };
    return { view: { userIds: page.ids, page: pageView(page), offline: false }, bundle };
  });
}

/** The explore grid, 16 a page (001 §9). */
export function loadExplore(core: PeopleCore, after: string | null): Promise<CallResult<PostListView>> {
  const variables: ExploreVariables = { first: Limits.explorePageSize, after };
  return read(core, 'explore', after === null, async () => {
    const wire = await gql<WireExploreResponse>(core, QueryHash.explore, variables);
    const bundle = emptyBundle();
    const page = normalizePostConnection(wire.data.explore, bundle);
    return { view: { postIds: page.ids, page: pageView(page), offline: false }, bundle };
  });
}

export function loadTag(core: PeopleCore, tag: string, after: string | null): Promise<CallResult<TagView>> {
  const name = tag.toLowerCase();
  const variables: TagVariables = { tag_name: name, first: Limits.peoplePageSize, after };
  return read(core, `tag:${name}`, after === null, async () => {
    const wire = await gql<WireTagResponse>(core, QueryHash.tag, variables);
    const h = wire.data.hashtag;
    const bundle = emptyBundle();
    const topIds = h.edge_hashtag_to_top_posts.edges.map(({ node }) => addPost(node, bundle));
    const page = normalizePostConnection(h.edge_hashtag_to_media, bundle);
    // Added (explore helper): the follow state goes to the discover slice (the button reads it there).
    if (after === null) bundle.hashtags = [{ name: h.name.toLowerCase(), following: h.is_following }];
    const view: TagView = { name: h.name, mediaCount: h.media_count, isFollowing: h.is_following, topIds, postIds: page.ids, page: pageView(page), offline: false };
    return { view, bundle };
  });
}

export function loadPlace(core: PeopleCore, id: string, after: string | null): Promise<CallResult<PlaceView>> {
  const variables: LocationVariables = { id, first: Limits.peoplePageSize, after };
  return read(core, `place:${id}`, after === null, async () => {
    const wire = await gql<WireLocationResponse>(core, QueryHash.location, variables);
    const l = wire.data.location;
    const bundle = emptyBundle();
    const topIds = l.edge_location_to_top_posts.edges.map(({ node }) => addPost(node, bundle));
    const page = normalizePostConnection(l.edge_location_to_media, bundle);
    const view: PlaceView = {
      id: l.id, name: l.name, slug: l.slug, address: l.address, lat: l.lat, lng: l.lng, topIds, postIds: page.ids, page: pageView(page), offline: false,
    };
    return { view, bundle };
  });
}

function placeHit(p: NonNullable<WireRecentSearch['place']>): PlaceHit {
  return { id: p.location.id, slug: p.slug, title: p.title, subtitle: p.subtitle };
}

/** Offline search (issue 12): the people, hashtags and places this device has seen, by prefix. */
export async function offlineSearch(core: PeopleCore, query: string): Promise<SearchView> {
  const q = query.trim().toLowerCase().replace(/^[#@]/, '');
  const state = core.store.getState();
  const users = Object.values(state.users.users)
    .filter((u) => u.id !== state.users.viewerId && (u.username.toLowerCase().startsWith(q) || u.fullName.toLowerCase().split(/\s+/).some((w) => w.startsWith(q))))
    .sort((a, b) => (b.username.toLowerCase() === q ? 1 : 0) - (a.username.toLowerCase() === q ? 1 : 0) || (b.counts?.followedBy ?? 0) - (a.counts?.followedBy ?? 0))
    .slice(0, 20)
    .map((u) => ({ userId: u.id, socialContext: '' }));
  const tags = new Map<string, HashtagHit>();
  const places = new Map<string, PlaceHit>();
  for (const tag of await core.answers.values<Answer<TagView>>(keyOf(core, 'tag:')).catch(() => [])) {
    tags.set(tag.view.name, { id: tag.view.name, name: tag.view.name, mediaCount: tag.view.mediaCount });
  }
  const recent = await core.answers.get<Answer<RecentSearchesView>>(keyOf(core, 'recent')).catch(() => undefined);
  for (const item of recent?.view.items ?? []) {
    if (item.type === 'hashtag') tags.set(item.hashtag.name, item.hashtag);
    if (item.type === 'place') places.set(item.place.id, item.place);
  }
  const match = (s: string) => q !== '' && s.toLowerCase().startsWith(q);
  return {
    query,
    users: q === '' ? [] : users,
    hashtags: [...tags.values()].filter((t) => match(t.name)).slice(0, 10),
    places: [...places.values()].filter((p) => match(p.title)).slice(0, 10),
    offline: true,
  };
}

/** Blended search (001 §3 Search contexts); offline, what this device has seen. */
export async function search(core: PeopleCore, query: string): Promise<CallResult<SearchView>> {
  try {
    const wire = await core.transport.request<WireSearchResponse>({ method: 'GET', path: PeoplePath.search, query: { context: 'blended', query } });
    const bundle = emptyBundle();
    const users = wire.users.map(({ user }) => {
      normalizeListUser(user, bundle);
      bundle.relationships.push(friendshipPatch(user.id, user.friendship_status));
      return { userId: user.id, socialContext: user.search_social_context };
    });
    core.store.dispatch({ type: 'people-loaded', bundle });
    return {
      ok: true,
      value: {
        query: wire.query,
        users,
        hashtags: wire.hashtags.map(({ hashtag }) => ({ id: hashtag.id, name: hashtag.name, mediaCount: hashtag.media_count })),
        places: wire.places.map(({ place }) => placeHit(place)),
        offline: false,
      },
    };
  } catch (err) {
    if (isNoAnswer(err)) return { ok: true, value: await offlineSearch(core, query) };
    core.log.warn('search failed', err);
    return toCallFailure(err);
  }
}

export function loadRecentSearches(core: PeopleCore): Promise<CallResult<RecentSearchesView>> {
  return read(core, 'recent', true, async () => {
    const wire = await core.transport.request<WireRecentSearchesResponse>({ method: 'GET', path: PeoplePath.recentSearches });
    const bundle = emptyBundle();
    const items: RecentSearch[] = [];
    for (const r of wire.recent) {
      if (r.type === 'user' && r.user) items.push({ type: 'user', userId: normalizeListUser(r.user, bundle) });
      else if (r.type === 'hashtag' && r.hashtag) items.push({ type: 'hashtag', hashtag: { id: r.hashtag.id, name: r.hashtag.name, mediaCount: r.hashtag.media_count } });
      else if (r.type === 'place' && r.place) items.push({ type: 'place', place: placeHit(r.place) });
    }
    return { view: { items, offline: false }, bundle };
  });
}

/** Activity (001 §7 GET /accounts/activity/?__a=1), grouped by the server; the badge follows. */
export function loadActivity(core: PeopleCore): Promise<CallResult<ActivityView>> {
  return read(core, 'activity', true, async () => {
    const wire = await core.transport.request<WireActivityResponse>({ method: 'GET', path: PeoplePath.activity });
    const u = wire.graphql.user;
    const bundle = emptyBundle();
    const stories = u.activity_feed.edge_web_activity_feed.edges.map(({ node }) => ({
      id: node.id,
      type: node.type,
      timestamp: node.timestamp,
      userIds: node.users.map((user) => normalizeListUser(user, bundle)),
      othersCount: node.others_count,
      media: node.media ? { id: node.media.id, shortcode: node.media.shortcode, thumbnailSrc: node.media.thumbnail_src } : null,
      text: node.text ?? null,
      unread: node.unread,
    }));
    const requestIds = u.edge_follow_requests.edges.map(({ node }) => normalizeListUser(node, bundle));
    core.store.dispatch({ type: 'activity-counts-loaded', unread: u.unread_count, checkedAt: u.activity_feed.timestamp });
    const view: ActivityView = { stories, requestIds, requestCount: u.edge_follow_requests.count, checkedAt: u.activity_feed.timestamp, offline: false };
    return { view, bundle };
  });
}

/** The nav badge (001 §9: at most 9 shown). No answer: the badge keeps what it showed. */
export async function refreshActivityCounts(core: EngineCore): Promise<void> {
  try {
    const wire = await core.transport.request<{ unread_count: number }>({ method: 'GET', path: PeoplePath.activityCounts });
    core.store.dispatch({ type: 'activity-counts-loaded', unread: wire.unread_count, checkedAt: null });
  } catch (err) {
    if (!isNoAnswer(err)) core.log.warn('activity counts failed', err);
  }
}

/**
 * The kept answer of `what` without the item of `userId`: a dismissal (already in the outbox)
 * stays hidden offline after a reload, when the dismissed ids held in memory (the activity
 * slice, not persisted) are gone once it was sent.
 */
export async function forgetKeptItem(core: PeopleCore, what: string, userId: string): Promise<void> {
  const key = keyOf(core, what);
  try {
    const kept = await core.answers.get<{ view: { items: { userId: string }[] }; bundle: PeopleBundle }>(key);
    if (!kept || !kept.view.items.some((i) => i.userId === userId)) return;
    await core.answers.put(key, { ...kept, view: { ...kept.view, items: kept.view.items.filter((i) => i.userId !== userId) } });
  } catch (e) {
    core.log.warn(`answers: ${what} not updated`, e);
  }
}

/** What the suggestions' answer is kept as. */
export const SUGGESTIONS = 'suggestions';

export function loadSuggestions(core: PeopleCore): Promise<CallResult<SuggestionsView>> {
  return read(core, SUGGESTIONS, true, async () => {
    const wire = await gql<WireSuggestionsResponse>(core, QueryHash.suggestions, { first: 30 });
    const bundle = emptyBundle();
    const items = wire.data.user.edge_suggested_users.edges.map(({ node }) => {
      const userId = normalizeListUser(node.user, bundle);
      bundle.users.push({ id: userId, username: node.user.username, suggestionDescription: node.description });
      return { userId, description: node.description, isNew: node.is_new };
    });
    return { view: { items, offline: false }, bundle };
  });
}

/** Records a result the viewer opened as a recent search (our path; not worth an outbox record). */
export async function registerRecentSearch(core: EngineCore, type: 'user' | 'hashtag' | 'place', id: string): Promise<void> {
  try {
    await core.transport.request({ method: 'POST', path: PeoplePath.registerRecentSearch, form: { entity_type: type, entity_id: id } });
  } catch (err) {
    core.log.warn('recent search not recorded', err);
  }
}
