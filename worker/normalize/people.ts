/**
 * Added (people helper): the people payloads of sync/api/people-wire.ts → entity bundles
 * (users, posts, relationships) and the ids a list shows.
 */
import type {
  WireFriendshipStatus, WireListUser, WirePostConnection, WireProfileUser, WireUserConnection,
} from '../../sync';
import type { FollowStatus } from '../model';
import { normalizePageInfo } from './page-info';
import { normalizePost } from './post';
import { normalizeUser } from './user';
import type { PageInfo, PeopleBundle, RelationshipPatch, UserPatch } from './types';

export function emptyBundle(): PeopleBundle {
  return { posts: [], users: [], comments: [], relationships: [] };
}

/** followed_by_viewer / requested_by_viewer → 001 §4 follow status. */
export function followStatus(followed: boolean, requested: boolean): FollowStatus {
  return followed ? 'following' : requested ? 'requested' : 'not-following';
}

/** A user of a list, and the viewer's relationship to them. */
export function normalizeListUser(w: WireListUser, bundle: PeopleBundle): string {
  bundle.users.push({
    id: w.id, username: w.username, fullName: w.full_name, profilePictureUrl: w.profile_pic_url, isPrivate: w.is_private, isVerified: w.is_verified,
  });
  bundle.relationships.push({
    userId: w.id,
    followedByViewer: followStatus(w.followed_by_viewer, w.requested_by_viewer),
    // Both ways from the wire: a list that said only "follows you or not" would turn a pending
    // request into 'not-following' (Activity's Confirm / Delete then read "Request removed").
    followsViewer: followStatus(w.follows_viewer, w.has_requested_viewer),
  });
  return w.id;
}

/** show_many's status → a relationship patch (001 §3 Relationship). */
export function friendshipPatch(userId: string, f: WireFriendshipStatus): RelationshipPatch {
  return {
    userId,
    followedByViewer: followStatus(f.following, f.outgoing_request),
    followsViewer: followStatus(f.followed_by, f.incoming_request),
    blockedByViewer: f.blocking ? 'blocked' : 'unblocked',
  };
}

export interface IdPage {
  ids: string[];
  count: number;
  pageInfo: PageInfo;
}

export function normalizePostConnection(conn: WirePostConnection, bundle: PeopleBundle): IdPage {
  const ids = conn.edges.map(({ node }) => addPost(node, bundle));
  return { ids, count: conn.count, pageInfo: normalizePageInfo(conn.page_info) };
}

/** A post into the bundle; its id. */
export function addPost(node: WirePostConnection['edges'][number]['node'], bundle: PeopleBundle): string {
  const { post, users, comments } = normalizePost(node);
  bundle.posts.push(post);
  bundle.users.push(...users);
  bundle.comments.push(...comments);
  return post.id;
}

export function normalizeUserConnection(conn: WireUserConnection, bundle: PeopleBundle): IdPage {
  const ids = conn.edges.map(({ node }) => normalizeListUser(node, bundle));
  return { ids, count: conn.count, pageInfo: normalizePageInfo(conn.page_info) };
}

/** What a profile page shows beyond the user entity (not an entity: the read's own answer). */
export interface ProfileFacts {
  userId: string;
  username: string;
  viewerCanSeePosts: boolean;
  isViewer: boolean;
  posts: IdPage;
  taggedCount: number;
  savedCount: number | null;
  channelCount: number;
}

export function normalizeProfile(w: WireProfileUser, bundle: PeopleBundle): ProfileFacts {
  const user: UserPatch = {
    ...normalizeUser({ ...w, edge_owner_to_timeline_media: { count: w.edge_owner_to_timeline_media.count } }),
    bio: w.biography,
    website: w.external_url,
    websiteShimmed: w.external_url_linkshimmed ?? null,
    hasPublicStory: w.has_public_story,
    highlightReelCount: w.highlight_reel_count,
    mutualFollowers: { usernames: w.edge_mutual_followed_by.edges.map((e) => e.node.username), additionalCount: Math.max(0, w.edge_mutual_followed_by.count - w.edge_mutual_followed_by.edges.length) },
  };
  bundle.users.push(user);
  for (const { node } of w.edge_mutual_followed_by.edges) bundle.users.push({ id: node.id, username: node.username, profilePictureUrl: node.profile_pic_url });
  if (!w.is_viewer) {
    bundle.relationships.push({
      userId: w.id,
      followedByViewer: followStatus(w.followed_by_viewer, w.requested_by_viewer),
      followsViewer: followStatus(w.follows_viewer, w.has_requested_viewer),
      blockedByViewer: w.blocked_by_viewer ? 'blocked' : 'unblocked',
      hasBlockedViewer: w.has_blocked_viewer ? 'blocked' : 'unblocked',
    });
  }
  return {
    userId: w.id,
    username: w.username,
    viewerCanSeePosts: w.viewer_can_see_posts,
    isViewer: w.is_viewer,
    posts: normalizePostConnection(w.edge_owner_to_timeline_media, bundle),
    taggedCount: w.edge_user_to_photos_of_you.count,
    savedCount: w.edge_saved_media?.count ?? null,
    channelCount: w.edge_felix_video_timeline.count,
  };
}
