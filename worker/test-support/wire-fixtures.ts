/** Wire payload builders for the worker's unit tests. */
import type {
  WireComment,
  WireCommentAddResponse,
  WireFeedNode,
  WireFeedResponse,
  WirePost,
  WirePostResponse,
} from '../../sync/api/wire';

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
