/**
 * Wire types of the people calls (issue 12): profiles, relationships, follow lists,
 * suggestions, explore, tag and location pages, search, activity and liked-by lists.
 * Field names follow spec 001 §3 (User, Location, Relationship, Search) and the GraphQL-style
 * payloads of ./wire.ts; ids are strings, times are seconds. Paths and query hashes are in
 * ./paths.ts (PeoplePath, QueryHash); server/README.md "People" lists each call.
 *
 * Stable contract: fields are only ever added.
 */
import type { WireComment, WirePageInfo, WirePost, WireUser } from './wire';

// ---- Users and relationships (001 §3 User, Relationship; 001 §4 Relationships) ----------

/** A user in a list (follow lists, likers, suggestions, search, chaining). */
export interface WireListUser {
  id: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
  is_private: boolean;
  is_verified: boolean;
  /** The viewer follows this user (approved). False when logged out. */
  followed_by_viewer: boolean;
  /** The viewer asked to follow this private user and waits for approval. */
  requested_by_viewer: boolean;
  /** This user follows the viewer (approved). */
  follows_viewer: boolean;
  /** This user asked to follow the viewer (private) and waits for the viewer's answer. */
  has_requested_viewer: boolean;
}

/** 001 §4 Relationships: the result of a follow. */
export type WireFollowResult = 'following' | 'requested';

/**
 * The viewer's relationship to one user (show_many; 001 §3 Relationship). An account that has
 * blocked the viewer is left out of every answer (to the viewer it does not exist, 001 §6).
 */
export interface WireFriendshipStatus {
  /** The viewer follows them (approved): followedByViewer. */
  following: boolean;
  /** They follow the viewer (approved): followsViewer. */
  followed_by: boolean;
  /** The viewer blocks them: blockedByViewer. */
  blocking: boolean;
  is_private: boolean;
  /** They asked to follow the viewer (the viewer may approve or ignore). */
  incoming_request: boolean;
  /** The viewer asked to follow them (private requested). */
  outgoing_request: boolean;
}

/** Mutual followers of a profile: people the viewer follows who follow this user. */
export interface WireMutualFollowers {
  /** All of them; "Followed by a, b + N more" shows edges then count - edges.length more. */
  count: number;
  /** At most 3, the viewer's most recent follows first. */
  edges: { node: { id: string; username: string; profile_pic_url: string } }[];
}

/** A page of posts (profile grid, tagged, saved, channel, tag and location media, explore). */
export interface WirePostConnection {
  count: number;
  page_info: WirePageInfo;
  edges: { node: WirePost }[];
}

/** A page of users (followers, following, likers). */
export interface WireUserConnection {
  count: number;
  page_info: WirePageInfo;
  edges: { node: WireListUser }[];
}

/**
 * A profile (001 §3 User) as the profile query answers it. Counts are always there; posts,
 * tagged and channel edges are empty (count kept) when the viewer may not see the account's
 * posts (private and not followed: 001 §6). Saved media and collections are the owner's only
 * (absent for anyone else).
 */
export interface WireProfileUser extends WireUser {
  biography: string;
  external_url: string | null;
  /** Added (links): what the website opens: its shimmed form (sync/api/linkshim-wire.ts); null with no website. */
  external_url_linkshimmed: string | null;
  profile_pic_url_hd: string;
  has_profile_pic: boolean;
  is_unpublished: boolean;
  /** Joined in the last 30 days (our choice of window). */
  is_new: boolean;
  has_public_story: boolean;
  highlight_reel_count: number;
  edge_followed_by: { count: number };
  edge_follow: { count: number };
  edge_mutual_followed_by: WireMutualFollowers;
  /** The first page (12, 001 §9); continue with QueryHash.profilePosts. */
  edge_owner_to_timeline_media: WirePostConnection;
  /** Long-form videos (the channel): count only; pages through QueryHash.channelPosts. */
  edge_felix_video_timeline: { count: number };
  /** Photos of this user (usertags): count only; pages through QueryHash.taggedPosts. */
  edge_user_to_photos_of_you: { count: number };
  /** Owner only: count; pages through QueryHash.savedPosts. */
  edge_saved_media?: { count: number };
  /** Owner only. */
  edge_media_collections?: { count: number; edges: { node: WireCollection }[] };
  followed_by_viewer: boolean;
  follows_viewer: boolean;
  requested_by_viewer: boolean;
  /** This user asked to follow the viewer. */
  has_requested_viewer: boolean;
  blocked_by_viewer: boolean;
  /** Always false in answers: an account that blocked the viewer is 404. */
  has_blocked_viewer: boolean;
  /** The viewer may see the posts (own, public, or followed). */
  viewer_can_see_posts: boolean;
  is_viewer: boolean;
}

/** A saved-posts collection (owner only). */
export interface WireCollection {
  id: string;
  name: string;
  /** Up to 4 covers (thumbnail URLs of the newest saved posts). */
  cover_media_thumbnails: string[];
  count: number;
}

/** POST /collections/create/, /collections/{id}/edit/, /add/, /remove/ → this body (PeoplePath). */
export interface WireCollectionResponse {
  status: 'ok';
  collection: WireCollection;
}

/** GraphQL profile query → this body. 404 when there is no such user or it blocked the viewer. */
export interface WireProfileResponse {
  status: 'ok';
  data: { user: WireProfileUser };
}

/** profilePosts, taggedPosts, savedPosts, channelPosts, collectionPosts → this body. */
export interface WireUserPostsResponse {
  status: 'ok';
  data: { user: { id: string; media: WirePostConnection } };
}

/** followers / following → this body (12 a page; 001 §5 visibility rule, else 404). */
export interface WireFollowListResponse {
  status: 'ok';
  data: { user: { id: string; edge_followed_by?: WireUserConnection; edge_follow?: WireUserConnection } };
}

export interface WireHashtagSummary {
  id: string;
  name: string;
  profile_pic_url: string | null;
  media_count: number;
}

/** hashtagFollowing → this body (same visibility as follow lists). */
export interface WireHashtagFollowingResponse {
  status: 'ok';
  data: { user: { id: string; edge_following_hashtag: { count: number; edges: { node: WireHashtagSummary }[] } } };
}

/** chaining (similar_accounts, related_profiles) → this body, at most 12 (001 §9). */
export interface WireChainingResponse {
  status: 'ok';
  data: { user: { id: string; edge_chaining: { edges: { node: WireChainingUser }[] } } };
}

/**
 * A related profile (chaining) with why it is there, relative to the viewer (001 §3 User
 * suggestionDescription): people the viewer follows follow them, they follow the viewer,
 * the profile's followers follow them (only to whom may see its follow lists), or popular.
 */
export interface WireChainingUser extends WireListUser {
  suggestion_reason: WireChainingReason;
  /** As shown: "Followed by a, b + 2 more", "Follows you", "Similar account", "Popular". */
  suggestion_description: string;
}

export type WireChainingReason = WireSuggestionReason | 'similar';

// ---- Friendships (001 §7 Friendships) ----------------------------------------------------

/** POST /web/friendships/{id}/follow/ → this body. */
export interface WireFollowResponse {
  status: 'ok';
  result: WireFollowResult;
}

/** POST /web/friendships/follow_all/ {user_ids} → this body (ids that were not found are left out). */
export interface WireFollowAllResponse {
  status: 'ok';
  results: Record<string, WireFollowResult>;
}

/** POST /web/friendships/show_many/ {user_ids} → this body. */
export interface WireShowManyResponse {
  status: 'ok';
  friendship_statuses: Record<string, WireFriendshipStatus>;
}

// ---- Suggestions (001 §3 Feed "Suggested users", §4 Suggestions) -------------------------

/** Why a user is suggested: followed by people the viewer follows, follows the viewer, or popular. */
export type WireSuggestionReason = 'mutual' | 'follows_you' | 'popular' | 'contacts';

export interface WireSuggestion {
  user: WireListUser;
  reason: WireSuggestionReason;
  /** The reason as shown ("Followed by a + 2 more", "Follows you", "Popular"): 001 §3 suggestionDescription. */
  description: string;
  /** Up to 3 people the viewer follows who follow this user. */
  mutual: { count: number; usernames: string[] };
  /** Not yet seen (after the last mark_su_seen). */
  is_new: boolean;
}

/** suggestions query → this body. */
export interface WireSuggestionsResponse {
  status: 'ok';
  data: {
    user: {
      edge_suggested_users: { page_info: WirePageInfo; edges: { node: WireSuggestion }[] };
      /** How many suggestions are new since the last mark_su_seen (newSuggestionsCount). */
      new_suggestions_count: number;
    };
  };
}

// ---- Explore, tags, locations, directories (001 §7 Discover) -----------------------------

/** explore query (16 a page) and discover (24) → this body. */
export interface WireExploreResponse {
  status: 'ok';
  data: { explore: WirePostConnection };
}

/** A hashtag page: top posts (first page only) and recent posts. */
export interface WireHashtag extends WireHashtagSummary {
  is_following: boolean;
  allow_following: boolean;
  /** Recent posts, newest first, 12 a page. */
  edge_hashtag_to_media: WirePostConnection;
  /** Top 9 by engagement; empty on pages after the first. */
  edge_hashtag_to_top_posts: { edges: { node: WirePost }[] };
}

export interface WireTagResponse {
  status: 'ok';
  data: { hashtag: WireHashtag };
}

/** 001 §3 Location, with what a location page shows. */
export interface WireLocationPage {
  id: string;
  name: string;
  slug: string;
  lat: number | null;
  lng: number | null;
  address: string;
  city: { id: string; name: string; slug: string } | null;
  country: { id: string; name: string; slug: string } | null;
  has_public_page: boolean;
  has_public_story: boolean;
  profile_pic_url: string | null;
  edge_location_to_media: WirePostConnection;
  edge_location_to_top_posts: { edges: { node: WirePost }[] };
}

export interface WireLocationResponse {
  status: 'ok';
  data: { location: WireLocationPage };
}

export interface WireDirectoryEntry {
  id: string;
  name: string;
  slug: string;
}

/**
 * POST /explore/locations/ {page} (countries), /explore/locations/{country}/ (cities),
 * /explore/locations/{city}/{slug}/ is a location page, but POST /explore/locations/c{cityId}/
 * lists the city's places. `next_page` is null on the last page.
 */
export interface WireLocationDirectoryResponse {
  status: 'ok';
  country_info: WireDirectoryEntry | null;
  city_info: WireDirectoryEntry | null;
  country_list: WireDirectoryEntry[];
  city_list: WireDirectoryEntry[];
  location_list: WireDirectoryEntry[];
  next_page: number | null;
}

/** directoryHashtags / directoryProfiles queries {page} → this body (pages of 60, 1-based). */
export interface WireDirectoryResponse {
  status: 'ok';
  data: {
    directory: {
      hashtags?: WireHashtagSummary[];
      profiles?: WireListUser[];
      next_page: number | null;
    };
  };
}

// ---- Search (001 §3 Search) --------------------------------------------------------------

export type WireSearchContext = 'blended' | 'user' | 'hashtag' | 'place';
export type WireSearchResultType = 'user' | 'hashtag' | 'place';

export interface WireSearchUser extends WireListUser {
  follower_count: number;
  /** "Followed by a + 2 more" when the viewer follows people who follow them, else "". */
  search_social_context: string;
  friendship_status: WireFriendshipStatus;
}

export interface WireSearchPlace {
  location: { id: string; name: string; address: string; city: string; lat: number | null; lng: number | null };
  title: string;
  subtitle: string;
  slug: string;
}

/** GET /web/search/topsearch/?context=&query= → this body; positions are one ranking over all three lists. */
export interface WireSearchResponse {
  status: 'ok';
  query: string;
  context: WireSearchContext;
  users: { position: number; user: WireSearchUser }[];
  hashtags: { position: number; hashtag: WireHashtagSummary }[];
  places: { position: number; place: WireSearchPlace }[];
  has_more: boolean;
}

/** One recent search: exactly one of user, hashtag, place is set. */
export interface WireRecentSearch {
  position: number;
  type: WireSearchResultType;
  user?: WireListUser;
  hashtag?: WireHashtagSummary;
  place?: WireSearchPlace;
  /** When it was clicked (seconds). */
  clicked_at: number;
}

/** GET /web/search/recent_searches/ → this body, newest first (at most 30, our choice). */
export interface WireRecentSearchesResponse {
  status: 'ok';
  recent: WireRecentSearch[];
}

// ---- Activity (001 §7 Activity and sessions) ---------------------------------------------

export type WireActivityType = 'like' | 'comment' | 'comment_like' | 'mention' | 'usertag' | 'follow';

/** A media thumbnail in an activity story. */
export interface WireActivityMedia {
  id: string;
  shortcode: string;
  thumbnail_src: string;
}

/**
 * One story of the activity feed. Likes, comment likes and follows are grouped (per post,
 * per comment, per day of follows): `users` holds up to 2 of the newest actors and
 * `others_count` the rest ("a, b and 3 others liked your post").
 */
export interface WireActivityStory {
  id: string;
  type: WireActivityType;
  /** The newest event of the group (seconds). */
  timestamp: number;
  users: WireListUser[];
  others_count: number;
  /** like, comment, comment_like, mention (in a caption or comment), usertag. */
  media?: WireActivityMedia;
  /** comment, mention in a comment, comment_like: the comment text and id. */
  text?: string;
  comment_id?: string;
  /** Newer than the viewer's last mark_checked. */
  unread: boolean;
}

/** GET /accounts/activity/?__a=1 → this body (the newest 50 stories, our choice). */
export interface WireActivityResponse {
  status: 'ok';
  graphql: {
    user: {
      activity_feed: {
        /** The viewer's last mark_checked (seconds; 0 never). */
        timestamp: number;
        edge_web_activity_feed: { count: number; edges: { node: WireActivityStory }[] };
      };
      /** Pending follow requests to the viewer, newest first (approve or ignore in place). */
      edge_follow_requests: { count: number; edges: { node: WireListUser }[] };
      /** Stories newer than the last mark_checked plus pending requests (the badge caps it at 9, 001 §9). */
      unread_count: number;
    };
  };
}

/** GET /web/activity/counts/ → this body (the nav badge). */
export interface WireActivityCountsResponse {
  status: 'ok';
  unread_count: number;
  follow_requests: number;
}

// ---- Posts finished: likers and threaded comments (001 §9 parent 12, child 3) ------------

export interface WireLikersResponse {
  status: 'ok';
  data: { shortcode_media: { id: string; shortcode: string; edge_liked_by: WireUserConnection } };
}

export interface WireCommentLikersResponse {
  status: 'ok';
  data: { comment: { id: string; edge_liked_by: WireUserConnection } };
}

/** A top-level comment with the first child replies (3, oldest first). */
export interface WireThreadedComment extends WireComment {
  edge_threaded_comments: { count: number; page_info: WirePageInfo; edges: { node: WireReplyComment }[] };
}

/** A reply: a comment with the comment it answers (replies are flat under their thread's parent). */
export interface WireReplyComment extends WireComment {
  /** The thread's top-level comment. */
  parent_comment_id: string;
  /** The comment it answers (the parent or another reply). */
  replied_to_comment_id: string;
}

/** threadedComments query {shortcode, first (12), after} → this body; count is all comments, edges parents only. */
export interface WireThreadedCommentsResponse {
  status: 'ok';
  data: {
    shortcode_media: {
      id: string;
      edge_media_to_parent_comment: { count: number; page_info: WirePageInfo; edges: { node: WireThreadedComment }[] };
    };
  };
}

/** commentReplies query {comment_id, first (3), after} → this body. */
export interface WireCommentRepliesResponse {
  status: 'ok';
  data: { comment: { id: string; edge_threaded_comments: { count: number; page_info: WirePageInfo; edges: { node: WireReplyComment }[] } } };
}
