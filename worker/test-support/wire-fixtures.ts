/** Wire payload builders for the worker's unit tests. */
import type {
  WireComment,
  WireCommentAddResponse,
  WireFeedNode,
  WireFeedResponse,
  WirePost,
  WirePostResponse,
} from '../../sync/api/wire';
import type { WireProfileUser } from '../../sync/api/people-wire';
import type { WireReel } from '../../sync/api/stories-wire';

export function wireComment(id: string, over: Partial<WireComment> = {}): WireComment {
  return {
    id,
    text: `comment ${id}`,
    created_at: 1_700_000_000,
    owner: { id: `u-${id}`, username: `user_${id}`, profile_pic_url: `/p/${id}.jpg`, is_verified: false },
    viewer_has_liked: false,
    edge_liked_by: { count: 0 },
    did_report_as_spam: false,
    ...over,
  };
}

export function wirePost(id: string, over: Partial<WirePost> = {}): WirePost {
  return {
    __typename: 'GraphImage',
    id,
    shortcode: `code${id}`,
    dimensions: { height: 1080, width: 1080 },
    display_url: `/media/${id}.jpg`,
    display_resources: [{ src: `/media/${id}.jpg`, config_width: 1080, config_height: 1080 }],
    thumbnail_src: `/media/${id}-t.jpg`,
    thumbnail_resources: [{ src: `/media/${id}-t.jpg`, config_width: 150, config_height: 150 }],
    is_video: false,
    accessibility_caption: null,
    caption: `caption ${id}`,
    caption_is_edited: false,
    comments_disabled: false,
    taken_at_timestamp: 1_700_000_000,
    owner: { id: 'owner1', username: 'owner', full_name: 'Owner', profile_pic_url: '/o.jpg', is_private: false, is_verified: true },
    location: null,
    viewer_has_liked: false,
    viewer_has_saved: false,
    edge_media_preview_like: { count: 10 },
    edge_media_to_comment: { count: 0 },
    edge_media_preview_comment: { count: 0, edges: [] },
    ...over,
  };
}

export function wireFeed(nodes: WireFeedNode[], endCursor: string | null = 'c1', hasNext = true): WireFeedResponse {
  return {
    status: 'ok',
    data: {
      user: {
        edge_web_feed_timeline: {
          page_info: { has_next_page: hasNext, end_cursor: endCursor },
          edges: nodes.map((node) => ({ node })),
        },
      },
    },
  };
}

export function wirePostResponse(post: WirePost, comments: WireComment[], endCursor: string | null = null): WirePostResponse {
  return {
    status: 'ok',
    data: {
      shortcode_media: {
        ...post,
        edge_media_to_parent_comment: {
          count: comments.length,
          page_info: { has_next_page: endCursor !== null, end_cursor: endCursor },
          edges: comments.map((node) => ({ node })),
        },
      },
    },
  };
}

export function wireCommentAdd(id: string, text: string): WireCommentAddResponse {
  return {
    status: 'ok',
    id,
    text,
    created_time: 1_700_000_100,
    from: { id: 'viewer1', username: 'me', full_name: 'Me', profile_picture: '/me.jpg' },
  };
}

/** Ids '1'..'n' as image posts. */
export function wirePosts(from: number, count: number): WirePost[] {
  return Array.from({ length: count }, (_, i) => wirePost(String(from + i)));
}

/** A profile (001 §3 User, Relationship) as the profile query answers it; a private one shows no posts. */
export function wireProfileUser(id: string, username: string, isPrivate: boolean, over: Partial<WireProfileUser> = {}): WireProfileUser {
  const posts = isPrivate ? [] : [wirePost(`${id}-p1`, { owner: { id, username, full_name: username, profile_pic_url: '/a.jpg', is_private: false, is_verified: false } })];
  return {
    id, username, full_name: `${username} full`, profile_pic_url: '/a.jpg', is_private: isPrivate, is_verified: false,
    biography: 'bio', external_url: null, external_url_linkshimmed: null, profile_pic_url_hd: '/a.jpg', has_profile_pic: true, is_unpublished: false, is_new: false,
    has_public_story: false, highlight_reel_count: 0, edge_followed_by: { count: 10 }, edge_follow: { count: 3 },
    edge_mutual_followed_by: { count: 0, edges: [] },
    edge_owner_to_timeline_media: { count: posts.length, page_info: { has_next_page: false, end_cursor: null }, edges: posts.map((node) => ({ node })) },
    edge_felix_video_timeline: { count: 0 }, edge_user_to_photos_of_you: { count: 0 },
    followed_by_viewer: false, follows_viewer: false, requested_by_viewer: false, has_requested_viewer: false, blocked_by_viewer: false,
    has_blocked_viewer: false, viewer_can_see_posts: !isPrivate, is_viewer: false,
    ...over,
  };
}

/**
 * A user reel as the stories tray and reels_media answer it: photo items taken at those times
 * (seconds), each live 24 h; `seen` the newest taken_at the viewer has seen. The viewer follows
 * the owner unless `followedByViewer` says otherwise.
 */
export function wireReel(owner: { id: string; username: string; followedByViewer?: boolean }, items: readonly { id: string; takenAt: number }[], seen: number): WireReel {
  const pic = { id: owner.id, username: owner.username, profile_pic_url: `/${owner.username}.jpg` };
  const followed = owner.followedByViewer ?? true;
  const wireItems = items.map((i) => ({
    id: i.id, media_type: 1 as const, taken_at: i.takenAt, expiring_at: i.takenAt + 24 * 3600, dimensions: { width: 1080, height: 1920 },
    display_url: `/s/${i.id}.jpg`, display_resources: [], thumbnail_src: `/s/${i.id}-t.jpg`, caption: null, owner: pic,
  }));
  const newest = wireItems[wireItems.length - 1];
  return {
    id: owner.id, reel_type: 'user_reel', items: wireItems, latest_reel_media: newest?.taken_at ?? 0, expiring_at: newest?.expiring_at ?? 0,
    seen, ranked_position: 1, seen_ranked_position: 1, muted: false, can_reply: true, can_reshare: true,
    user: { ...pic, full_name: owner.username, is_private: false, is_verified: false, followed_by_viewer: followed, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false },
  };
}
