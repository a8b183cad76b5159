/**
 * Wire types: the JSON the server sends and the client reads. Shared by server, worker and sw.
 * Shapes follow the GraphQL-style payloads of spec 001 §7 (GET /graphql/query/) and the
 * field lists of 001 §3 (Post, Comment, User, Pagination); the worker normalises them into
 * the client model of 001 §3.
 */
import type { WireListUser, WireSuggestion } from './people-wire';
import type { WireTaggedUser } from './usertags-wire';

/** Numeric media types of 001 §3 ("image 1, video 2, ... carousel v2 8"). */
export const WireMediaType = { image: 1, video: 2, album: 3, carouselV2: 8 } as const;
export type WireMediaType = (typeof WireMediaType)[keyof typeof WireMediaType];

export type WireTypename = 'GraphImage' | 'GraphVideo' | 'GraphSidecar';

/** 001 §3 displayResources / thumbnailResources (src, configWidth, configHeight). */
export interface WireResource {
  src: string;
  config_width: number;
  config_height: number;
}

export interface WireUser {
  id: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
  is_private: boolean;
  is_verified: boolean;
  biography?: string;
  external_url?: string | null;
  edge_followed_by?: { count: number };
  edge_follow?: { count: number };
  edge_owner_to_timeline_media?: { count: number };
  followed_by_viewer?: boolean;
  follows_viewer?: boolean;
}

export interface WireLocation {
  id: string;
  name: string;
  slug: string;
  has_public_page: boolean;
}

/** A child of a sidecar (carousel): 001 §3 sidecarChildren. */
export interface WireSidecarChild {
  __typename: 'GraphImage' | 'GraphVideo';
  id: string;
  shortcode: string;
  dimensions: { height: number; width: number };
  display_url: string;
  display_resources: WireResource[];
  is_video: boolean;
  video_url?: string;
  video_duration?: number;
  accessibility_caption?: string | null;
}

export interface WirePageInfo {
  has_next_page: boolean;
  /** An end cursor that is empty or '0' counts as no more (001 §3 Pagination). */
  end_cursor: string | null;
}

export interface WireComment {
  id: string;
  text: string;
  created_at: number; // seconds
  owner: Pick<WireUser, 'id' | 'username' | 'profile_pic_url' | 'is_verified'>;
  viewer_has_liked: boolean;
  edge_liked_by: { count: number };
  did_report_as_spam: boolean;
}

export interface WirePost {
  __typename: WireTypename;
  id: string;
  shortcode: string;
  dimensions: { height: number; width: number };
  display_url: string;
  display_resources: WireResource[];
  thumbnail_src: string;
  thumbnail_resources: WireResource[];
  is_video: boolean;
  video_url?: string;
  video_duration?: number;
  video_view_count?: number;
  accessibility_caption: string | null;
  caption: string | null;
  caption_is_edited: boolean;
  comments_disabled: boolean;
  taken_at_timestamp: number; // seconds
  owner: WireUser;
  location: WireLocation | null;
  viewer_has_liked: boolean;
  viewer_has_saved: boolean;
  edge_media_preview_like: { count: number };
  edge_media_to_comment: { count: number };
  /** Up to 4 preview comments (001 §9 "Comments shown 4"). */
  edge_media_preview_comment: { count: number; edges: { node: WireComment }[] };
  edge_sidecar_to_children?: { edges: { node: WireSidecarChild }[] };
  /** Added (usertags): 001 §3 usertags (./usertags-wire.ts). */
  edge_media_to_tagged_user?: { edges: { node: WireTaggedUser }[] };
  /** Added (usertags): 001 §3 viewerInPhotoOfYou, the viewer is tagged in the post. */
  viewer_in_photo_of_you?: boolean;
}

/**
 * 001 §3 Feed "suggested-user unit (tracking token and type, user ids)": people the viewer may
 * know, placed in the first feed page (server/graphql/feed-units.ts says where). The
 * suggestions themselves come along, so the unit renders without another call.
 */
export interface WireSuggestedUserFeedUnit {
  __typename: 'GraphSuggestedUserFeedUnit';
  id: string;
  tracking_token: string;
  user_ids: string[];
  /** 001 §3 "type": 'suggested_users' (people the viewer may know). */
  type?: 'suggested_users';
  /** Title as shown ("Suggestions for you"). */
  title?: string;
  /** The suggestions in user_ids order, each with its reason (sync/api/people-wire.ts WireSuggestion). */
  edge_suggested_users?: { edges: { node: WireSuggestion }[] };
}

/**
 * 001 §3 Feed "stories-in-feed unit (tracking token, hideUnitIfSeen, reel ids, title, filtering
 * tag)". Reel ids are the ids of followed accounts with a story not yet expired (a reel's id is
 * its owner's id), newest first, then, while stories are not built (no issue builds them
 * yet), the followed accounts whose new posts this first page carries, so the row has life;
 * `reels` says which each is and carries its owner, so the unit renders without another call.
 */
export interface WireStoriesInFeedUnit {
  __typename: 'GraphStoriesInFeedItem';
  id: string;
  tracking_token: string;
  hide_unit_if_seen: boolean;
  reel_ids: string[];
  title: string;
  filtering_tag: string | null;
  /** Added (people): the reels in reel_ids order with their owners. */
  reels?: WireStoriesInFeedReel[];
}

/** Added (people): one reel of the stories-in-feed unit (001 §3 Reel: id is the owner's id for a user reel). */
export interface WireStoriesInFeedReel {
  id: string;
  user: WireListUser;
  /** 'story': a story not yet expired; 'recent_posts': new posts in this feed page (until stories exist). */
  kind: 'story' | 'recent_posts';
}

/** Feed item node: a post, or one of the units of 001 §3 Feed. */
export type WireFeedNode = WirePost | WireSuggestedUserFeedUnit | WireStoriesInFeedUnit;

/** GET /graphql/query/?query_hash=FEED → this body. */
export interface WireFeedResponse {
  status: 'ok';
  data: {
    user: {
      edge_web_feed_timeline: { page_info: WirePageInfo; edges: { node: WireFeedNode }[] };
    };
  };
}

/** GET /graphql/query/?query_hash=POST&variables={"shortcode"} → this body. */
export interface WirePostResponse {
  status: 'ok';
  data: { shortcode_media: WirePost & { edge_media_to_parent_comment: WireCommentConnection } };
}

export interface WireCommentConnection {
  count: number;
  page_info: WirePageInfo;
  edges: { node: WireComment }[];
}

/** GET /graphql/query/?query_hash=COMMENTS&variables={"shortcode","first","after"} → this body. */
export interface WireCommentsResponse {
  status: 'ok';
  data: { shortcode_media: { id: string; edge_media_to_parent_comment: WireCommentConnection } };
}

/** POST /web/likes/{id}/like/ and friends → this body. */
export interface WireOkResponse {
  status: 'ok';
}

/** POST /web/comments/{postId}/add/ → this body. */
export interface WireCommentAddResponse {
  status: 'ok';
  id: string;
  text: string;
  created_time: number; // seconds
  from: { id: string; username: string; full_name: string; profile_picture: string };
}

/** 000 §3 Login response. */
export interface WireLoginResponse {
  status: 'ok' | 'fail';
  authenticated: boolean;
  /** true means the username exists. */
  user: boolean;
  userId?: string;
  reactivated?: boolean;
  oneTapPrompt?: boolean;
  nonce?: string;
  showAccountRecoveryModal?: boolean;
  message?: string;
  error_type?: string;
}

/** 000 §3 Sign-up response. */
export interface WireSignupResponse {
  status: 'ok' | 'fail';
  account_created: boolean;
  dryrun_passed?: boolean;
  user_id?: string;
  username?: string;
  errors?: Record<string, { message: string; code: string }[]>;
  /** 3 means the account already exists (000 §9). */
  code?: number;
  username_suggestions?: string[];
}
