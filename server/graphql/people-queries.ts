import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import type {
  WireChainingReason,
  WireChainingResponse,
  WireChainingUser,
  WireCollection,
  WireFollowListResponse,
  WireHashtagFollowingResponse,
  WirePostConnection,
  WireProfileResponse,
  WireProfileUser,
  WireSuggestion,
  WireSuggestionsResponse,
  WireUserPostsResponse,
} from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { PageKey, PostRow, UserRow } from '../db/types';
import { canSeeContent, requireContent, visibleUserById, visibleUserByName } from '../domain/people';
import { badRequest, notFound } from '../http/errors';
import { parseId, parseInput } from '../http/validate';
import { avatarUrl, imageFileName, mediaUrl } from '../media/media-files';
import { afterKey, emptyPageInfo, pageOf } from './page';
import { MAX_PAGE_SIZE } from './queries';
import { followedByText, listUsers } from './serialize-people';
import { serializePosts } from './serialize-post';

/** Profile and follow-graph queries of issue 12 (GET /graphql/query/; sync/api/paths.ts QueryHash). */
const after = z.string().max(128).nullable().optional();
const first = (fallback: number) => z.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);
const userId = z.string().regex(/^\d{1,15}$/, 'not a user id');
const UsernameVars = z.object({ username: z.string().min(1).max(30) });
const UserPageVars = z.object({ id: userId, first: first(Limits.peoplePageSize), after });
const CollectionVars = UserPageVars.extend({ collection_id: z.string().regex(/^\d{1,15}$/, 'not a collection id') });
const UserVars = z.object({ id: userId });
const SuggestionVars = z.object({ first: first(30) });

/** Our choice: an account is "new" for 30 days. */
const NEW_ACCOUNT_SECONDS = 30 * 86_400;

const postKey = (p: PostRow): PageKey => ({ time: p.takenAt, id: p.id });

/** A page of posts as a connection; `rows` has up to first + 1 rows. */
export function postConnection<T extends PostRow>(
  ctx: AppContext,
  viewerId: number | null,
  rows: T[],
  firstN: number,
  count: number,
  keyOf: (p: T) => PageKey = postKey,
): WirePostConnection {
  const { page, page_info } = pageOf(rows, firstN, keyOf);
  return { count, page_info, edges: serializePosts(ctx, viewerId, page).map((node) => ({ node })) };
}

export function profileQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireProfileResponse {
  const v = parseInput(UsernameVars, variables, 'variables');
  const user = visibleUserByName(ctx, viewerId, v.username);
  const { repos } = ctx;
  const isViewer = viewerId === user.id;
  const blocking = viewerId !== null && !isViewer && repos.blocks.blocks(viewerId, user.id);
  const canSee = !blocking && canSeeContent(repos, viewerId, user);
  const outgoing = viewerId === null || isViewer ? null : repos.follows.status(viewerId, user.id);
  const incoming = viewerId === null || isViewer ? null : repos.follows.status(user.id, viewerId);
  const counts = repos.follows.counts(user.id);
  const gridCount = repos.peoplePosts.countByOwner(user.id, 'grid');
  const mutual = viewerId === null || isViewer ? { count: 0, ids: [] } : repos.follows.mutual(viewerId, user.id, 3);
  const mutualUsers = repos.users.byIds(mutual.ids);
  const posts = canSee
    ? postConnection(ctx, viewerId, repos.peoplePosts.byOwner(user.id, 'grid', null, Limits.peoplePageSize + 1), Limits.peoplePageSize, gridCount)
    : { count: gridCount, page_info: emptyPageInfo, edges: [] };
  const profile: WireProfileUser = {
    id: String(user.id),
    username: user.username,
    full_name: user.fullName,
    biography: user.biography,
    external_url: user.externalUrl,
    external_url_linkshimmed: ctx.linkshim.shim(user.externalUrl, nowSeconds(ctx)),
    profile_pic_url: avatarUrl(user),
    profile_pic_url_hd: avatarUrl(user),
    has_profile_pic: user.avatarFile !== null,
    is_private: user.isPrivate,
    is_verified: user.isVerified,
    is_unpublished: false,
    is_new: nowSeconds(ctx) - user.createdAt < NEW_ACCOUNT_SECONDS,
    has_public_story: false,
    highlight_reel_count: canSee ? repos.highlights.countOf(user.id) : 0,
    edge_followed_by: { count: counts.followers },
    edge_follow: { count: counts.following },
    edge_mutual_followed_by: {
      count: mutual.count,
      edges: mutual.ids.flatMap((id) => {
        const m = mutualUsers.get(id);
        return m ? [{ node: { id: String(m.id), username: m.username, profile_pic_url: avatarUrl(m) } }] : [];
      }),
    },
    edge_owner_to_timeline_media: posts,
    edge_felix_video_timeline: { count: repos.peoplePosts.countByOwner(user.id, 'channel') },
    edge_user_to_photos_of_you: { count: canSee ? repos.peoplePosts.countTagged(user.id, viewerId ?? 0) : 0 },
    followed_by_viewer: outgoing === 'following',
    follows_viewer: incoming === 'following',
    requested_by_viewer: outgoing === 'requested',
    has_requested_viewer: incoming === 'requested',
    blocked_by_viewer: blocking,
    has_blocked_viewer: false,
    viewer_can_see_posts: canSee,
    is_viewer: isViewer,
  };
  if (isViewer) {
    profile.edge_saved_media = { count: repos.peoplePosts.countSaved(user.id, null) };
    const collections = repos.peoplePosts.collections(user.id);
    profile.edge_media_collections = { count: collections.length, edges: collections.map((c) => ({ node: collectionOf(ctx, c) })) };
  }
  return { status: 'ok', data: { user: profile } };
}

export function collectionOf(ctx: AppContext, c: { id: number; name: string; count: number; coverPostIds: number[] }): WireCollection {
  const media = ctx.repos.posts.media(c.coverPostIds);
  return {
    id: String(c.id),
    name: c.name,
    count: c.count,
    cover_media_thumbnails: c.coverPostIds.flatMap((id) => {
      const m = media.get(id)?.[0];
      return m ? [mediaUrl(imageFileName(m.imageKey, 150))] : [];
    }),
  };
}

type PostsKind = 'grid' | 'channel' | 'tagged' | 'saved' | 'collection';

/** profilePosts, channelPosts, taggedPosts, savedPosts (owner only), collectionPosts (owner only). */
export function userPostsQuery(kind: PostsKind) {
  return (ctx: AppContext, viewerId: number | null, variables: unknown): WireUserPostsResponse => {
    const v = parseInput(CollectionVars.partial({ collection_id: true }), variables, 'variables');
    if (kind === 'collection' && v.collection_id === undefined) throw badRequest('collection_id: Required');
    const user = requireContent(ctx, viewerId, visibleUserById(ctx, viewerId, v.id));
    const { peoplePosts } = ctx.repos;
    const key = afterKey(v.after);
    const n = v.first + 1;
    const viewer = viewerId ?? 0;
    let media: WirePostConnection;
    if (kind === 'grid' || kind === 'channel') {
      media = postConnection(ctx, viewerId, peoplePosts.byOwner(user.id, kind, key, n), v.first, peoplePosts.countByOwner(user.id, kind));
    } else if (kind === 'tagged') {
      media = postConnection(ctx, viewerId, peoplePosts.tagged(user.id, viewer, key, n), v.first, peoplePosts.countTagged(user.id, viewer));
    } else {
      // Saved posts and collections are their owner's only (issue 12); to others they do not exist.
      if (viewerId !== user.id) throw notFound();
      const collection = kind === 'collection' && v.collection_id !== undefined ? ownCollection(ctx, user, v.collection_id) : null;
      // Saved lists page by when each post was saved.
      const rows = peoplePosts.saved(user.id, collection, key, n);
      media = postConnection(ctx, viewerId, rows, v.first, peoplePosts.countSaved(user.id, collection), (p) => ({ time: p.savedAt, id: p.id }));
    }
    return { status: 'ok', data: { user: { id: String(user.id), media } } };
  };
}

function ownCollection(ctx: AppContext, user: UserRow, raw: string): number {
  const id = parseId(raw);
  if (id === null || !ctx.repos.peoplePosts.collections(user.id).some((c) => c.id === id)) throw notFound();
  return id;
}

/** followers / following: 12 a page, newest first, under 001 §5. */
export function followListQuery(direction: 'followers' | 'following') {
  return (ctx: AppContext, viewerId: number | null, variables: unknown): WireFollowListResponse => {
    const v = parseInput(UserPageVars, variables, 'variables');
    const user = requireContent(ctx, viewerId, visibleUserById(ctx, viewerId, v.id));
    const { follows } = ctx.repos;
    const rows = follows.page(user.id, direction, afterKey(v.after), v.first + 1);
    const { page, page_info } = pageOf(rows, v.first, (r) => ({ time: r.createdAt, id: r.userId }));
    const counts = follows.counts(user.id);
    const connection = {
      count: direction === 'followers' ? counts.followers : counts.following,
      page_info,
      edges: listUsers(ctx, viewerId, page.map((r) => r.userId)).map((node) => ({ node })),
    };
    const key = direction === 'followers' ? 'edge_followed_by' : 'edge_follow';
    return { status: 'ok', data: { user: { id: String(user.id), [key]: connection } } };
  };
}

export function hashtagFollowingQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireHashtagFollowingResponse {
  const v = parseInput(UserVars, variables, 'variables');
  const user = requireContent(ctx, viewerId, visibleUserById(ctx, viewerId, v.id));
  const tags = ctx.repos.hashtags.followedBy(user.id);
  return {
    status: 'ok',
    data: {
      user: {
        id: String(user.id),
        edge_following_hashtag: {
          count: tags.length,
          edges: tags.map((h) => ({ node: { id: String(h.id), name: h.name, profile_pic_url: null, media_count: h.mediaCount } })),
        },
      },
    },
  };
}

/**
 * similar_accounts / related_profiles (chaining): 12 accounts like this one, each with its
 * reason. "Followed by this profile's followers" reads its follow lists, so only a viewer who
 * may see them (001 §5: the owner, an approved follower, anyone for a public account, not
 * whom it blocks nor who blocks it) gets those; anyone else gets popular accounts, and
 * nothing of a private account's followers shows through the order (issue 12 matrix).
 */
export function chainingQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireChainingResponse {
  const v = parseInput(UserVars, variables, 'variables');
  if (viewerId !== null) ctx.actionLimits.lookups.take(viewerId);
  const user = visibleUserById(ctx, viewerId, v.id);
  const { repos } = ctx;
  const blocking = viewerId !== null && viewerId !== user.id && repos.blocks.blocks(viewerId, user.id);
  const fromFollowers = !blocking && canSeeContent(repos, viewerId, user);
  const rows = repos.discover.chaining(user.id, viewerId ?? 0, Limits.peoplePageSize, fromFollowers);
  const similar = new Set(rows.filter((r) => r.similar).map((r) => r.userId));
  const edges = listUsers(ctx, viewerId, rows.map((r) => r.userId)).map((u): { node: WireChainingUser } => {
    const id = Number(u.id);
    const social = viewerId === null ? null : socialReason(ctx, viewerId, id, u.follows_viewer);
    const reason: WireChainingReason = social?.reason ?? (similar.has(id) ? 'similar' : 'popular');
    const description = social?.description ?? (reason === 'similar' ? 'Similar account' : 'Popular');
    return { node: { ...u, suggestion_reason: reason, suggestion_description: description } };
  });
  return { status: 'ok', data: { user: { id: String(user.id), edge_chaining: { edges } } } };
}

/**
 * Why the viewer may know someone: they follow the viewer (said first: the card offers "Follow
 * Back"), else people the viewer follows follow them; null when neither.
 */
function socialReason(
  ctx: AppContext,
  viewerId: number,
  userId: number,
  followsViewer: boolean,
): { reason: 'mutual' | 'follows_you'; description: string } | null {
  if (followsViewer) return { reason: 'follows_you', description: 'Follows you' };
  const mutual = mutualOf(ctx, viewerId, userId);
  return mutual.count > 0 ? { reason: 'mutual', description: followedByText(mutual.usernames, mutual.count) } : null;
}

/** Up to 3 people the viewer follows who follow `userId`, and how many in all. */
function mutualOf(ctx: AppContext, viewerId: number, userId: number): { count: number; usernames: string[] } {
  const mutual = ctx.repos.follows.mutual(viewerId, userId, 3);
  const byId = ctx.repos.users.byIds(mutual.ids);
  return { count: mutual.count, usernames: mutual.ids.flatMap((id) => byId.get(id)?.username ?? []) };
}

/**
 * People the viewer may know (001 §3 Suggested users), best first, each with its reason as
 * shown. Added (contacts): the accounts of the viewer's uploaded contacts come first, reason
 * 'contacts', "In your contacts" (repos.addressBook.suggestions: the same candidates as the rest).
 */
export function suggestionEdges(ctx: AppContext, viewer: UserRow, firstN: number): { node: WireSuggestion }[] {
  const { repos } = ctx;
  const contacts = repos.addressBook.suggestions(viewer.id, firstN).map((r) => ({ userId: r.userId, reason: 'contacts' as const, since: r.since }));
  const fromContacts = new Set(contacts.map((r) => r.userId));
  const rows = [...contacts, ...repos.discover.suggestions(viewer.id, firstN).filter((r) => !fromContacts.has(r.userId))].slice(0, firstN);
  const users = new Map(listUsers(ctx, viewer.id, rows.map((r) => r.userId)).map((u) => [u.id, u]));
  const seenAt = repos.activity.suggestionsSeenAt(viewer.id);
  return rows.flatMap((r): { node: WireSuggestion }[] => {
    const user = users.get(String(r.userId));
    if (!user) return [];
    if (r.reason === 'contacts') {
      return [{ node: { user, reason: r.reason, description: 'In your contacts', mutual: { count: 0, usernames: [] }, is_new: r.since > seenAt } }];
    }
    const mutual = r.reason === 'mutual' ? mutualOf(ctx, viewer.id, r.userId) : { count: 0, usernames: [] };
    // Someone who follows the viewer says so first, whatever ranked them (the card offers "Follow Back").
    const reason = user.follows_viewer ? 'follows_you' : r.reason;
    const description = reason === 'follows_you' ? 'Follows you' : reason === 'mutual' ? followedByText(mutual.usernames, mutual.count) : 'Popular';
    return [{ node: { user, reason, description, mutual, is_new: r.since > seenAt } }];
  });
}

export function suggestionsQuery(ctx: AppContext, viewer: UserRow, variables: unknown): WireSuggestionsResponse {
  const v = parseInput(SuggestionVars, variables, 'variables');
  const edges = suggestionEdges(ctx, viewer, v.first);
  return {
    status: 'ok',
    data: {
      user: {
        edge_suggested_users: { page_info: emptyPageInfo, edges },
        new_suggestions_count: edges.filter((e) => e.node.is_new).length,
      },
    },
  };
}
