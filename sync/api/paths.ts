/** API paths of 000 §7 and 001 §7, and the query hashes our GraphQL endpoint understands. */
export const QueryHash = {
  feed: 'b1a9c3e4f0d2a7c6e5d4b3a2f1e0d9c8',
  post: 'c2b8d4f5e1a3b7c9d6e5f4a3b2c1d0e9',
  comments: 'd3c7e5a6f2b4c8d0e7f6a5b4c3d2e1f0',
  // People (issue 12; sync/api/people-wire.ts has the answers, server/README.md "People" the details)
  profile: 'de0a9a3e66a632c9ba63ac3aa86f7f8f',
  profilePosts: '3314a23fa2d96ffdebe7208f848d742f',
  taggedPosts: '53d723b2c1fa1e274cb526e4d85e77ef',
  savedPosts: '194b834842899b51ba7fb7814b53a64e',
  channelPosts: 'f7c90d0264a8a5f20123738e8e049603',
  collectionPosts: 'b3bab858f433d5c346c6e545d142450b',
  followers: '7d780b0fc6f3109fde8c978a65d49e54',
  following: '0b9b59a36b24bcb92e170fb0a8ee7100',
  hashtagFollowing: 'bd84c9d6fc2645e11c1ec7e56676e211',
  chaining: 'b1080b61f4c91e3a9d0a1200e5bb601d',
  suggestions: '2e0c1b02b487b91be72bb0ef1ec847e8',
  explore: '1b6e2b0c41dc50ba839295bd63a90a6e',
  tag: 'f04cc555d0e0f0fabd39134b816d0108',
  location: '0a5814bd83c3db5d831243228c6b231e',
  directoryHashtags: 'b0f459f59300d4a3e1c59e0e1dfe81de',
  directoryProfiles: '365858147a6a2b2e9e04101542f6e564',
  likers: '0fab3e68f752a2af3b397038166f35c5',
  commentLikers: '57e4a968c203063ac798aeb8ee5737b6',
  threadedComments: '3207cf3f18c606d1bf1e7afe035a14d2',
  commentReplies: '64a1b95c47ed13aff83c8039520fb09c',
} as const;

export const ApiPath = {
  graphql: '/graphql/query/',
  login: '/accounts/login/ajax/',
  logout: '/accounts/logout/ajax/',
  signup: '/accounts/web_create_ajax/',
  signupDryRun: '/accounts/web_create_ajax/attempt/',
  like: (postId: string) => `/web/likes/${postId}/like/`,
  unlike: (postId: string) => `/web/likes/${postId}/unlike/`,
  save: (postId: string) => `/web/save/${postId}/save/`,
  unsave: (postId: string) => `/web/save/${postId}/unsave/`,
  commentAdd: (postId: string) => `/web/comments/${postId}/add/`,
  commentDelete: (postId: string, commentId: string) => `/web/comments/${postId}/delete/${commentId}/`,
  commentLike: (commentId: string) => `/web/comments/like/${commentId}/`,
  commentUnlike: (commentId: string) => `/web/comments/unlike/${commentId}/`,
  /** Ours (issue 17): the outbox's mutations of one task as one request (server/routes/batch.ts). */
  batch: '/web/batch/',
} as const;

/** Variables of the GraphQL queries, JSON-encoded in the `variables` query param. */
export interface FeedVariables { first: number; after?: string | null }
export interface PostVariables { shortcode: string }
export interface CommentsVariables { shortcode: string; first: number; after?: string | null }

/** Paging variables of the people queries: `first` defaults to the page size of 001 §9. */
export interface PageVariables { first?: number; after?: string | null }
export interface ProfileVariables { username: string }
/** profilePosts, taggedPosts, savedPosts (owner only), channelPosts, followers, following. */
export interface UserPageVariables extends PageVariables { id: string }
export interface CollectionPostsVariables extends PageVariables { id: string; collection_id: string }
export interface UserIdVariables { id: string }
/** explore: 16 a page; `discover: true` makes it 24 (001 §9). */
export interface ExploreVariables extends PageVariables { discover?: boolean }
export interface SuggestionsVariables { first?: number }
export interface TagVariables extends PageVariables { tag_name: string }
export interface LocationVariables extends PageVariables { id: string }
export interface DirectoryVariables { page?: number }
export interface LikersVariables extends PageVariables { shortcode: string }
export interface CommentPageVariables extends PageVariables { comment_id: string }
export interface ThreadedCommentsVariables extends PageVariables { shortcode: string }

/** People calls of issue 12 (001 §7 Friendships, Discover, Settings, Activity). POST unless marked GET. */
export const PeoplePath = {
  follow: (userId: string) => `/web/friendships/${userId}/follow/`,
  unfollow: (userId: string) => `/web/friendships/${userId}/unfollow/`,
  block: (userId: string) => `/web/friendships/${userId}/block/`,
  unblock: (userId: string) => `/web/friendships/${userId}/unblock/`,
  approve: (userId: string) => `/web/friendships/${userId}/approve/`,
  ignore: (userId: string) => `/web/friendships/${userId}/ignore/`,
  /** Ours (Instagram's name): the owner removes one of their followers. */
  removeFollower: (userId: string) => `/web/friendships/${userId}/remove_follower/`,
  followAll: '/web/friendships/follow_all/',
  showMany: '/web/friendships/show_many/',
  followHashtag: (name: string) => `/web/tags/follow/${encodeURIComponent(name)}/`,
  unfollowHashtag: (name: string) => `/web/tags/unfollow/${encodeURIComponent(name)}/`,
  chainingDismiss: '/web/discover/chaining_dismiss/',
  aysfDismiss: '/web/discover/aysf_dismiss/',
  markSuSeen: '/web/discover/mark_su_seen/',
  /** GET ?context=blended|user|hashtag|place&query= */
  search: '/web/search/topsearch/',
  /** GET */
  recentSearches: '/web/search/recent_searches/',
  /** Ours: {entity_type: user|hashtag|place, entity_id} records a recent search. */
  registerRecentSearch: '/web/search/register_recent_search_click/',
  clearSearchHistory: '/web/search/clear_search_history/',
  /** GET with ?__a=1 (the same path without it is the page). */
  activity: '/accounts/activity/?__a=1',
  /** GET: the nav badge. */
  activityCounts: '/web/activity/counts/',
  markChecked: '/web/activity/mark_checked/',
  /** POST {page}: countries; `/explore/locations/{country}/` cities; `/explore/locations/c{cityId}/` places. */
  locationsDirectory: (segment?: string) => (segment ? `/explore/locations/${segment}/` : '/explore/locations/'),
  /** Ours (the spec names no collection calls): {name, added_media_ids?} → WireCollectionResponse. */
  createCollection: '/collections/create/',
  /** {name} */
  editCollection: (collectionId: string) => `/collections/${collectionId}/edit/`,
  deleteCollection: (collectionId: string) => `/collections/${collectionId}/delete/`,
  /** {media_id}: adds a post (and saves it). */
  addToCollection: (collectionId: string) => `/collections/${collectionId}/add/`,
  /** {media_id}: takes a post out (it stays saved). */
  removeFromCollection: (collectionId: string) => `/collections/${collectionId}/remove/`,
} as const;

/**
 * Direct messages of issue 13 (ours; 001 §7 shows no paths: "a realtime chat websocket
 * gateway (details not shown)"). Answers in ./direct-wire.ts; server/README.md "Direct".
 * POST unless marked GET; every POST takes X-Mutation-Id.
 */
export const DirectPath = {
  /** GET ?cursor= : approved threads, newest activity first (WireDirectInboxResponse). */
  inbox: '/api/v1/direct_v2/inbox/',
  /** GET ?cursor= : pending requests (001 §4, §6), same shape. */
  pendingInbox: '/api/v1/direct_v2/pending_inbox/',
  /** GET ?cursor= : the thread with a page of items older than the cursor (WireDirectThreadResponse). */
  thread: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/`,
  /** {recipient_users: string[], thread_title?} → WireDirectThreadCreated. */
  createThread: '/api/v1/direct_v2/create_group_thread/',
  /** DirectSendBody → WireDirectSendResponse (idempotent by mutation_token). */
  send: '/api/v1/direct_v2/threads/broadcast/',
  unsend: (threadId: string, itemId: string) => `/api/v1/direct_v2/threads/${threadId}/items/${itemId}/delete/`,
  react: (threadId: string, itemId: string) => `/api/v1/direct_v2/threads/${threadId}/items/${itemId}/react/`,
  unreact: (threadId: string, itemId: string) => `/api/v1/direct_v2/threads/${threadId}/items/${itemId}/unreact/`,
  seen: (threadId: string, itemId: string) => `/api/v1/direct_v2/threads/${threadId}/items/${itemId}/seen/`,
  mute: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/mute/`,
  unmute: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/unmute/`,
  leave: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/leave/`,
  /** {title} (groups only). */
  updateTitle: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/update_title/`,
  approve: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/approve/`,
  decline: (threadId: string) => `/api/v1/direct_v2/threads/${threadId}/decline/`,
  declineAll: '/api/v1/direct_v2/threads/decline_all/',
  /** GET: WireDirectBadgeResponse (the nav badge). */
  badge: '/api/v1/direct_v2/get_badge_count/',
  /** GET: WireDirectPresenceResponse. */
  presence: '/api/v1/direct_v2/get_presence/',
  /** GET, WebSocket upgrade: the real-time channel (WireDirectClientMessage / WireDirectServerMessage). */
  realtime: '/api/v1/direct_v2/realtime/',
} as const;
