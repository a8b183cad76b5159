/**
 * Storage contracts. Routes and queries use only these interfaces; ./sqlite-repos.ts
 * implements them on better-sqlite3. Another SQL store can implement the same interfaces
 * (DESIGN.md "keep the storage code behind interfaces"). All methods are synchronous so a
 * mutation and its idempotency record share one transaction (DESIGN.md rule 2).
 */
import type { DirectRepo } from './direct-types';
import type { ReportsRepo } from './reports-types';
import type { HighlightsRepo } from './highlights-types';
import type { UsertagsRepo } from './usertags-types';
import type { AccessToolRepo } from './sqlite-access-tool';
import type { AddressBookRepo } from './sqlite-address-book';
import type { ContactOptoutsRepo } from './sqlite-contact-optouts';
import type { AccountSettingsRepo } from './account-settings-types';
import type { EmailPreferencesRepo } from './sqlite-email-preferences';
import type { LoginReviewsRepo } from './sqlite-login-reviews';
import type { OAuthRepo } from './sqlite-oauth';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  fullName: string;
  passwordHash: string;
  biography: string;
  externalUrl: string | null;
  avatarFile: string | null;
  isPrivate: boolean;
  isVerified: boolean;
  birthday: string | null;
  createdAt: number;
}

export type NewUser = Pick<UserRow, 'username' | 'passwordHash' | 'createdAt'> &
  Partial<Omit<UserRow, 'id' | 'username' | 'passwordHash' | 'createdAt'>>;

export type FollowStatus = 'following' | 'requested';

export interface LocationRow {
  id: number;
  name: string;
  slug: string;
}

export type PostKind = 'image' | 'video' | 'sidecar';

export interface MediaRow {
  id: number;
  postId: number;
  position: number;
  shortcode: string;
  isVideo: boolean;
  width: number;
  height: number;
  imageKey: string;
  videoFile: string | null;
  videoDuration: number | null;
  accessibilityCaption: string | null;
  /** The picture files' own size when it differs from width × height (a video's cover, or a
   * small upload: files are never upscaled); null means width × height. */
  imageWidth: number | null;
  imageHeight: number | null;
}

/** 'feed' posts and 'igtv' long videos (001 §3 productType). */
export type ProductType = 'feed' | 'igtv';

export interface PostRow {
  id: number;
  shortcode: string;
  ownerId: number;
  kind: PostKind;
  caption: string | null;
  captionIsEdited: boolean;
  commentsDisabled: boolean;
  locationId: number | null;
  videoViewCount: number;
  takenAt: number;
  /** The upload_id configure made it from (its idempotency key), null for seeded posts. */
  uploadId: string | null;
  productType: ProductType;
  /** IGTV title (001 §5: at most 75 characters). */
  title: string | null;
  /** false for an IGTV draft (publish_mode igtv_draft): seen only by its owner. */
  isPublished: boolean;
  /** IGTV: whether the preview shows in feeds (igtv_share_preview_to_feed). */
  sharePreviewToFeed: boolean;
}

type MediaDefaults = 'imageWidth' | 'imageHeight';
export type NewMedia = Omit<MediaRow, 'id' | 'postId' | 'position' | MediaDefaults> & Partial<Pick<MediaRow, MediaDefaults>>;
type PostDefaults = 'captionIsEdited' | 'videoViewCount' | 'uploadId' | 'productType' | 'title' | 'isPublished' | 'sharePreviewToFeed';
export type NewPost = Omit<PostRow, 'id' | PostDefaults> & Partial<Pick<PostRow, PostDefaults>> & { media: NewMedia[] };

/** What /media/{id}/edit/ and publishing a draft may change. */
export type PostChanges = Partial<Pick<PostRow, 'caption' | 'captionIsEdited' | 'title' | 'isPublished' | 'sharePreviewToFeed' | 'takenAt'>>;

/** 001 §3 Post usertags: a user at (x, y), fractions of the picture at `position`. */
export interface UsertagRow {
  position: number;
  userId: number;
  x: number;
  y: number;
  /** Added (usertags, migration 020): made while the tagged person reviews tags, not approved yet. */
  pending?: boolean;
}

export interface CommentRow {
  id: number;
  postId: number;
  userId: number;
  text: string;
  repliedToCommentId: number | null;
  createdAt: number;
}

/** Keyset position for newest-first (posts) or oldest-first (comments) paging. */
export interface PageKey {
  time: number;
  id: number;
}

export interface StoredMutation {
  mutationId: string;
  userId: number;
  route: string;
  status: number;
  response: string;
}

export interface UsersRepo {
  create(user: NewUser): UserRow;
  byId(id: number): UserRow | undefined;
  byIds(ids: readonly number[]): Map<number, UserRow>;
  byUsername(username: string): UserRow | undefined;
  byEmail(email: string): UserRow | undefined;
  /** Which of these usernames are taken. */
  takenUsernames(candidates: readonly string[]): Set<string>;
  count(): number;
  setAvatar(userId: number, avatarFile: string | null): void;
  setPrivate(userId: number, isPrivate: boolean): void;
}

/** Where a session was started (Login activity, migration 017). */
export interface SessionDevice {
  userAgent: string;
  ip: string;
}

/** A live session as Login activity lists it (times in seconds). */
export interface SessionRow extends SessionDevice {
  /** Public id (random, not the token hash). */
  id: string;
  tokenHash: string;
  createdAt: number;
  lastActiveAt: number;
  /** Added (login review, migration 021): the person had logged in before, never with this User-Agent. */
  newDevice: boolean;
  /** When the person said "This was me" (seconds), or null. */
  avowedAt: number | null;
}

export interface SessionsRepo {
  create(tokenHash: string, userId: number, now: number, expiresAt: number, device?: SessionDevice): void;
  /** The session's user id when it exists and has not expired at `now`. */
  userIdFor(tokenHash: string, now: number): number | undefined;
  /** The live session's user and last use (seconds), for the request hook. */
  live(tokenHash: string, now: number): { userId: number; lastActiveAt: number } | undefined;
  /** Sets the session's last use to `now`. */
  touch(tokenHash: string, now: number): void;
  delete(tokenHash: string): void;
  /** The user's live sessions, the last used first. */
  listFor(userId: number, now: number): SessionRow[];
  /** Deletes the user's session of that public id; its token hash, or undefined when the user has none of that id. */
  deleteOwn(userId: number, id: string): string | undefined;
  /** Deletes every session of the user but `keepTokenHash`; the token hashes ended. */
  deleteOthers(userId: number, keepTokenHash: string): string[];
}

export interface FollowsRepo {
  set(followerId: number, followeeId: number, status: FollowStatus, now: number): void;
  status(followerId: number, followeeId: number): FollowStatus | null;
  counts(userId: number): { followers: number; following: number };
  // People (issue 12)
  /** Removes the follow or request; true when there was one. */
  remove(followerId: number, followeeId: number): boolean;
  /** Approved followers of the user ('followers') or the accounts it follows ('following'),
   * newest follow first, keyed by (follow time, other user's id). */
  page(userId: number, direction: 'followers' | 'following', after: PageKey | null, limit: number): RelationRow[];
  /** Pending requests to the user, newest first. */
  requestsTo(userId: number, limit: number): RelationRow[];
  countRequestsTo(userId: number): number;
  /** Both directions between the viewer and each of `ids`. */
  between(viewerId: number, ids: readonly number[]): Map<number, { outgoing: FollowStatus | null; incoming: FollowStatus | null }>;
  /** People the viewer follows who follow the user: how many, and the `limit` the viewer followed last. */
  mutual(viewerId: number, userId: number, limit: number): { count: number; ids: number[] };
}

// ---- People (issue 12) -------------------------------------------------------------------

/** Another user in a relation list, with when the relation began (seconds). */
export interface RelationRow {
  userId: number;
  createdAt: number;
}

export interface BlocksRepo {
  block(blockerId: number, blockedId: number, now: number): void;
  /** True when there was a block. */
  unblock(blockerId: number, blockedId: number): boolean;
  blocks(blockerId: number, blockedId: number): boolean;
  /** Of `ids`, those the viewer blocks or that block the viewer. */
  hiddenFrom(viewerId: number, ids: readonly number[]): Set<number>;
}

export interface HashtagRow {
  id: number;
  name: string;
  mediaCount: number;
}

export interface HashtagsRepo {
  byName(name: string): HashtagRow | undefined;
  byIds(ids: readonly number[]): Map<number, HashtagRow>;
  follow(userId: number, hashtagId: number, now: number): void;
  unfollow(userId: number, hashtagId: number): void;
  isFollowing(userId: number, hashtagId: number): boolean;
  /** Hashtags the user follows, newest first. */
  followedBy(userId: number): HashtagRow[];
  /** Most used first. */
  directory(offset: number, limit: number): HashtagRow[];
}

/** Lists of posts a viewer may see (viewer 0 = logged out): published, owner visible. */
export interface PeoplePostsRepo {
  /** The owner's grid ('grid': feed posts and shared IGTV previews) or channel ('channel': IGTV), newest first. */
  byOwner(ownerId: number, kind: 'grid' | 'channel', after: PageKey | null, limit: number): PostRow[];
  countByOwner(ownerId: number, kind: 'grid' | 'channel'): number;
  /** Posts where the user is tagged, among those the viewer may see, newest first. */
  tagged(userId: number, viewerId: number, after: PageKey | null, limit: number): PostRow[];
  countTagged(userId: number, viewerId: number): number;
  /** The user's saved posts (key time = when saved), or those of one collection. */
  saved(userId: number, collectionId: number | null, after: PageKey | null, limit: number): (PostRow & { savedAt: number })[];
  countSaved(userId: number, collectionId: number | null): number;
  collections(userId: number): CollectionRow[];
  /** Recent posts with the hashtag, newest first. */
  withHashtag(hashtagId: number, viewerId: number, after: PageKey | null, limit: number): PostRow[];
  /** Top posts by likes and comments since `since` (seconds; then newest). */
  topWithHashtag(hashtagId: number, viewerId: number, limit: number, since: number): PostRow[];
  atLocation(locationId: number, viewerId: number, after: PageKey | null, limit: number): PostRow[];
  topAtLocation(locationId: number, viewerId: number, limit: number, since: number): PostRow[];
  countAtLocation(locationId: number, viewerId: number): number;
  /** Public posts of accounts the viewer does not follow, by engagement since `since` (offset paging). */
  explore(viewerId: number, offset: number, limit: number, since: number): PostRow[];
  /** Who liked a post or comment, newest first (key time = when liked). */
  likers(target: { postId: number } | { commentId: number }, viewerId: number, after: PageKey | null, limit: number): RelationRow[];
  countLikers(target: { postId: number } | { commentId: number }, viewerId: number): number;
}

export interface CollectionRow {
  id: number;
  userId: number;
  name: string;
  count: number;
  /** Newest first, at most 4. */
  coverPostIds: number[];
}

/** Collections of saved posts (issue 12; owner only). */
export interface CollectionsRepo {
  create(userId: number, name: string, now: number): CollectionRow;
  byId(id: number): { id: number; userId: number; name: string } | undefined;
  /** Adds the post (set semantics). */
  add(collectionId: number, postId: number, now: number): void;
  remove(collectionId: number, postId: number): void;
  delete(id: number): void;
  rename(id: number, name: string): void;
  /** The collections of the user that hold this post. */
  holding(userId: number, postId: number): number[];
}

/**
 * Comment lists and counts take the viewer (0 or left out: logged out) and leave out comments
 * by accounts blocked either way with the viewer (001 §6).
 */
export interface ThreadsRepo {
  /** Top-level comments, oldest first. */
  parents(postId: number, after: PageKey | null, limit: number, viewerId?: number): CommentRow[];
  countParents(postId: number, viewerId?: number): number;
  /** Replies in the thread of a top-level comment (replies to replies included), oldest first. */
  replies(parentId: number, after: PageKey | null, limit: number, viewerId?: number): CommentRow[];
  replyCounts(parentIds: readonly number[], viewerId?: number): Map<number, number>;
  /** The thread's top-level comment of a comment (itself when top-level). */
  rootOf(commentId: number): number;
}

export type SearchEntityType = 'user' | 'hashtag' | 'place';

export interface RecentSearchRow {
  type: SearchEntityType;
  entityId: number;
  clickedAt: number;
}

export interface SearchRepo {
  /** User ids matching the prefix query, ranked: exact username, followed by the viewer, followers. */
  users(query: string, viewerId: number, limit: number): number[];
  hashtags(query: string, limit: number): HashtagRow[];
  places(query: string, limit: number): PlaceRow[];
  followerCounts(ids: readonly number[]): Map<number, number>;
  addRecent(userId: number, type: SearchEntityType, entityId: number, now: number): void;
  recent(userId: number, limit: number): RecentSearchRow[];
  clearRecent(userId: number): void;
}

export type ActivityEventType = 'like' | 'comment' | 'comment_like' | 'mention' | 'usertag' | 'follow';

export interface ActivityEvent {
  type: ActivityEventType;
  actorId: number;
  at: number;
  postId: number | null;
  commentId: number | null;
  text: string | null;
}

export interface ActivityRepo {
  /** The newest events about the user by others, newest first (at most `limit` of each type). */
  events(userId: number, limit: number): ActivityEvent[];
  checkedAt(userId: number): number;
  markChecked(userId: number, at: number): void;
  suggestionsSeenAt(userId: number): number;
  markSuggestionsSeen(userId: number, at: number): void;
}

export interface SuggestionRow {
  userId: number;
  reason: 'mutual' | 'follows_you' | 'popular';
  mutualCount: number;
  /** When the reason arose (seconds; for "new since seen"). */
  since: number;
}

export interface ChainingRow {
  userId: number;
  /** Followed by the profile's followers (else only popular). */
  similar: boolean;
}

export interface DirectoryEntryRow {
  id: string;
  name: string;
  slug: string;
}

export interface DiscoverRepo {
  /** People the viewer may know, best first, without followed, requested, blocked or dismissed ones. */
  suggestions(viewerId: number, limit: number): SuggestionRow[];
  /**
   * Accounts like this one, best first, the viewer's dismissals left out: followed by its
   * followers (similar: true) when `fromFollowers` (the viewer may see its follow lists),
   * then the most followed accounts.
   */
  chaining(userId: number, viewerId: number, limit: number, fromFollowers: boolean): ChainingRow[];
  dismiss(userId: number, targetId: number, chainingUserId: number, now: number): void;
  /** Public profiles with the most followers first. */
  profiles(offset: number, limit: number): number[];
  countries(offset: number, limit: number): DirectoryEntryRow[];
  country(code: string): DirectoryEntryRow | undefined;
  cities(countryCode: string, offset: number, limit: number): DirectoryEntryRow[];
  city(id: number): (DirectoryEntryRow & { countryCode: string }) | undefined;
  placesInCity(cityId: number, offset: number, limit: number): DirectoryEntryRow[];
  /** The city and country of a place. */
  placeArea(locationId: number): { city: DirectoryEntryRow; country: DirectoryEntryRow } | undefined;
}

export interface PostsRepo {
  create(post: NewPost): PostRow;
  byId(id: number): PostRow | undefined;
  byShortcode(shortcode: string): PostRow | undefined;
  /** Posts of the viewer and of accounts the viewer follows (approved), newest first. */
  feedPage(viewerId: number, after: PageKey | null, limit: number): PostRow[];
  media(postIds: readonly number[]): Map<number, MediaRow[]>;
  locations(ids: readonly number[]): Map<number, LocationRow>;
  createLocation(name: string, slug: string, lat: number | null, lng: number | null): LocationRow;
  countByOwner(ownerId: number): number;
  /** The post configure made from this upload_id (published or not). */
  byUploadId(uploadId: string): PostRow | undefined;
  update(id: number, changes: PostChanges): PostRow;
  delete(id: number): void;
  /** The owner's unpublished posts (IGTV drafts), newest first. */
  drafts(ownerId: number): PostRow[];
  setUsertags(postId: number, tags: readonly UsertagRow[]): void;
  usertags(postIds: readonly number[]): Map<number, UsertagRow[]>;
}

export interface LikesRepo {
  likePost(postId: number, userId: number, now: number): void;
  unlikePost(postId: number, userId: number): void;
  postLikeCounts(postIds: readonly number[]): Map<number, number>;
  postsLikedBy(userId: number, postIds: readonly number[]): Set<number>;
  likeComment(commentId: number, userId: number, now: number): void;
  unlikeComment(commentId: number, userId: number): void;
  commentLikeCounts(commentIds: readonly number[]): Map<number, number>;
  commentsLikedBy(userId: number, commentIds: readonly number[]): Set<number>;
}

export interface SavesRepo {
  save(postId: number, userId: number, now: number): void;
  unsave(postId: number, userId: number): void;
  savedBy(userId: number, postIds: readonly number[]): Set<number>;
}

export interface CommentsRepo {
  create(c: Omit<CommentRow, 'id'>): CommentRow;
  byId(id: number): CommentRow | undefined;
  delete(id: number): void;
  /** Lists and counts leave out comments by accounts blocked either way with `viewerId` (0 or left out: nobody). */
  counts(postIds: readonly number[], viewerId?: number): Map<number, number>;
  /** Oldest first, after the key. */
  page(postId: number, after: PageKey | null, limit: number, viewerId?: number): CommentRow[];
  /** The `limit` newest comments of each post, returned oldest first. */
  latest(postIds: readonly number[], limit: number, viewerId?: number): Map<number, CommentRow[]>;
}

export interface MutationsRepo {
  find(mutationId: string): StoredMutation | undefined;
  record(m: StoredMutation, now: number): void;
}

/** A place of GET /location_search/. */
export interface PlaceRow extends LocationRow {
  lat: number | null;
  lng: number | null;
  address: string;
}

/** Where a place is, for the locations directory (001 §7 Discover): its city and country. */
export interface PlaceArea {
  countryCode: string;
  country: string;
  city: string;
}

export interface LocationsRepo {
  byId(id: number): PlaceRow | undefined;
  bySlug(slug: string): PlaceRow | undefined;
  /** Puts the place in its city (made, with its country, when missing). */
  setArea(id: number, area: PlaceArea): void;
  /** Places whose name or address contains `query` (all when empty), at most `limit`. */
  search(query: string, limit: number): PlaceRow[];
  create(place: Omit<PlaceRow, 'id'>): PlaceRow;
}

/** One file being received (server/uploads/entity-state.ts has the diagram). */
export type UploadEntityState = 'receiving' | 'processing' | 'done' | 'failed';

export interface UploadRow {
  entity: string;
  userId: number;
  uploadId: string;
  /** 1 photo (or a video's cover), 2 video. */
  mediaType: 1 | 2;
  entityType: string;
  declaredLength: number;
  received: number;
  /** The X-Instagram-Rupload-Params JSON, as validated. */
  params: string;
  state: UploadEntityState;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

export type NewUpload = Omit<UploadRow, 'received' | 'state' | 'error' | 'updatedAt'>;

export interface UploadsRepo {
  byEntity(entity: string): UploadRow | undefined;
  byUploadId(uploadId: string): UploadRow[];
  create(u: NewUpload): UploadRow;
  setReceived(entity: string, received: number, now: number): void;
  setState(entity: string, state: UploadEntityState, error: string | null, now: number): void;
  /** Entities in one of `states` not updated since `before`. */
  staleSince(states: readonly UploadEntityState[], before: number): UploadRow[];
  delete(entity: string): void;
}

/** Where a video's cover came from: the client's photo rupload, a frame, or a plain picture. */
export type CoverSource = 'upload' | 'frame' | 'placeholder';

/** A processed picture under DATA_DIR/media (files <key>-640|750|1080|150.jpg). */
export interface ProcessedImage {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** A received, probed video (its file lands in DATA_DIR/media when encoding completes). */
export interface ProbedVideo {
  file: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  bytes: number;
  isIgtv: boolean;
}

/** The processed media of one upload_id, consumed by one post or story. */
export interface UploadMediaRow {
  uploadId: string;
  userId: number;
  image: ProcessedImage | null;
  coverSource: CoverSource | null;
  video: ProbedVideo | null;
  /** 001 §3 Video encoding status (videos only). */
  encodingStatus: string | null;
  error: string | null;
  postId: number | null;
  storyId: number | null;
  consumedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface UploadMediaRepo {
  get(uploadId: string): UploadMediaRow | undefined;
  /** The row of this upload_id, made empty for `userId` when missing. */
  ensure(uploadId: string, userId: number, now: number): UploadMediaRow;
  /** Sets the picture; with `onlyIfEmpty`, only when there is none yet. True when set. */
  setImage(uploadId: string, image: ProcessedImage, source: CoverSource, onlyIfEmpty: boolean, now: number): boolean;
  setVideo(uploadId: string, video: ProbedVideo, encodingStatus: string, now: number): void;
  setEncoding(uploadId: string, encodingStatus: string, error: string | null, now: number): void;
  consume(uploadId: string, target: { postId: number } | { storyId: number }, now: number): void;
  withEncodingStatus(status: string): UploadMediaRow[];
  /** Rows never consumed and not updated since `before`. */
  unconsumedSince(before: number): UploadMediaRow[];
  delete(uploadId: string): void;
}

export interface StoryRow {
  id: number;
  userId: number;
  uploadId: string;
  isVideo: boolean;
  width: number;
  height: number;
  image: Omit<ProcessedImage, 'bytes'>;
  videoFile: string | null;
  videoDuration: number | null;
  caption: string | null;
  takenAt: number;
  expiringAt: number;
}

export interface StoriesRepo {
  create(s: Omit<StoryRow, 'id'>): StoryRow;
  byId(id: number): StoryRow | undefined;
  byUploadId(uploadId: string): StoryRow | undefined;
  /** Accounts the viewer follows (approved, not blocked either way) with a story not expired at `now`, newest story first. */
  reelOwners(viewerId: number, now: number, limit: number): number[];
  /** Added (stories): the items of these owners not expired at `now`, oldest first. */
  liveOf(ownerIds: readonly number[], now: number): StoryRow[];
  /** Added (stories): per owner, the taken_at of the newest item the viewer has seen. */
  seenOf(viewerId: number, ownerIds: readonly number[]): Map<number, number>;
  /** Added (stories): raises the viewer's seen mark of the owner's reel to takenAt (never lowers it); returns the mark. */
  markSeen(viewerId: number, ownerId: number, takenAt: number, at: number): number;
  /** Added (stories): whether any story's upload_id starts with this prefix and is live at `now` (the demo seed's refresh). */
  anyLiveWithUploadPrefix(prefix: string, now: number): boolean;
}

/** Added (story replies): one person who saw a story, and when they last marked that reel seen (seconds). */
export interface StoryViewerRow {
  viewerId: number;
  seenTime: number;
}

/** Added (story replies): who saw an owner's story item (./sqlite-story-viewers.ts). */
export interface StoryViewersRepo {
  /** Newest mark first, after the (seenTime, viewerId) cursor. */
  viewersOf(ownerId: number, takenAt: number, after: StoryViewerRow | null, limit: number): StoryViewerRow[];
  countViewers(ownerId: number, takenAt: number): number;
}

/** A row that names a media file: a profile picture, a post's or story's media, an upload not yet configured. */
export type MediaRef =
  | { kind: 'avatar' }
  | { kind: 'post'; ownerId: number; isPublished: boolean }
  /** Added (stories): expiringAt in seconds; an expired story's files are its owner's alone. */
  | { kind: 'story'; ownerId: number; expiringAt?: number }
  | { kind: 'upload'; ownerId: number }
  /** A photo sent in a direct thread (issue 13): its members only. */
  | { kind: 'direct'; threadId: number };

/** Which rows name a media file, for GET /media/<file> (issue 11 item 8; server/media/media-access.ts). */
export interface MediaRefsRepo {
  refsOf(file: string): MediaRef[];
}

export interface Repos {
  users: UsersRepo;
  sessions: SessionsRepo;
  follows: FollowsRepo;
  posts: PostsRepo;
  likes: LikesRepo;
  saves: SavesRepo;
  comments: CommentsRepo;
  mutations: MutationsRepo;
  locations: LocationsRepo;
  uploads: UploadsRepo;
  uploadMedia: UploadMediaRepo;
  stories: StoriesRepo;
  /** Added (story replies). */
  storyViewers: StoryViewersRepo;
  mediaRefs: MediaRefsRepo;
  blocks: BlocksRepo;
  hashtags: HashtagsRepo;
  peoplePosts: PeoplePostsRepo;
  collections: CollectionsRepo;
  threads: ThreadsRepo;
  search: SearchRepo;
  activity: ActivityRepo;
  discover: DiscoverRepo;
  /** Direct messages (issue 13; ./direct-types.ts). */
  direct: DirectRepo;
  /** Added (reports): reports of posts, comments, accounts and messages (./reports-types.ts). */
  reports: ReportsRepo;
  /** Added (highlights): story highlights and the story archive (./highlights-types.ts). */
  highlights: HighlightsRepo;
  /** Added (usertags): the review preference and the tagged person's approve/remove (./usertags-types.ts). */
  usertags: UsertagsRepo;
  /** Added (access data): the person's own data by category, and the account's changes (./sqlite-access-tool.ts). */
  accessTool: AccessToolRepo;
  /** Account settings (001 §7 Profile edit, Settings): the fields beyond the profile's own (./account-settings-types.ts). */
  accountSettings: AccountSettingsRepo;
  /** Which emails the person wants (001 §1 /accounts/emailpreferences/). */
  emailPreferences: EmailPreferencesRepo;
  /** Added (login review): "Was this you?" answers and disavowed logins (001 §7 Activity and sessions). */
  loginReviews: LoginReviewsRepo;
  /** Added (OAuth): registered apps, grants, codes, tokens and tester invites (001 §7 OAuth). */
  oauth: OAuthRepo;
  /** Added (contacts): the phone numbers and emails a person uploaded, and the accounts they belong to (./sqlite-address-book.ts). */
  addressBook: AddressBookRepo;
  /** Added (contacts): opted-out phone numbers and emails, and the links pending (./sqlite-contact-optouts.ts). */
  contactOptouts: ContactOptoutsRepo;
  /** Runs fn atomically; a throw rolls everything back. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

// ---- Logged-out entry flows of spec 000 (issue 4) ----------------------------------------
// Implemented on SQLite by server/auth/store/sqlite-entry-stores.ts over the same connection
// as Repos, so Repos.transaction covers both. Times are milliseconds.

export interface UserPhonesRepo {
  phoneOf(userId: number): string | undefined;
  userIdByPhone(phoneNumber: string): number | undefined;
  set(userId: number, phoneNumber: string, confirmedMs: number | null): void;
}

export interface TwoFactorRow {
  userId: number;
  totpSecret: string | null;
  totpLastStep: number;
  smsOn: boolean;
}

export interface TwoFactorRepo {
  get(userId: number): TwoFactorRow | undefined;
  set(row: TwoFactorRow): void;
  setTotpLastStep(userId: number, step: number): void;
  /** Replaces the user's backup codes (their HMACs) by these; [] deletes them. */
  replaceBackupCodes(userId: number, codeHashes: readonly string[]): void;
  /** Marks the user's unused backup code of this HMAC used; false when there is none. */
  useBackupCode(userId: number, codeHash: string, nowMs: number): boolean;
  backupCodesLeft(userId: number): number;
}

export interface OneTimeCodeRow {
  id: number;
  purpose: string;
  subject: string;
  codeHash: string;
  userId: number | null;
  /** JSON text owned by the purpose. */
  data: string;
  attempts: number;
  createdMs: number;
  expiresMs: number;
  usedMs: number | null;
}

export interface OneTimeCodesRepo {
  create(row: Omit<OneTimeCodeRow, 'id' | 'attempts' | 'usedMs'>): OneTimeCodeRow;
  byHash(purpose: string, codeHash: string): OneTimeCodeRow | undefined;
  /** The newest code of this purpose and subject that is not used. */
  latestUnused(purpose: string, subject: string): OneTimeCodeRow | undefined;
  /** Counts one wrong attempt; returns the new count. */
  countAttempt(id: number): number;
  /** Marks the code used; false when it already was (single use, race-safe). */
  markUsed(id: number, nowMs: number): boolean;
  setData(id: number, data: string): void;
  /** Marks every unused code of this purpose and subject used. */
  revokeAll(purpose: string, subject: string, nowMs: number): void;
}

export interface OneTapNoncesRepo {
  /** Stores the nonce for this user and device, replacing that device's previous one. */
  put(userId: number, deviceId: string, nonceHash: string, nowMs: number, expiresMs: number): void;
  /** True when this user has this nonce and it has not expired. */
  valid(userId: number, nonceHash: string, nowMs: number): boolean;
  /** Deletes the nonce; false when there was none. */
  delete(userId: number, nonceHash: string): boolean;
  /** Deletes this device's nonce of the user; false when there was none. */
  deleteForDevice(userId: number, deviceId: string): boolean;
  /** Deletes every nonce of the user, on every device (a password reset); how many there were. */
  deleteAllForUser(userId: number): number;
}

export type ParentalStatus = 'pending' | 'approved' | 'denied';

export interface ConsentSessionRow {
  id: string;
  userId: number | null;
  deviceId: string;
  tosVersion: 'default' | 'eu' | 'row';
  /** Consent key → numeric state (000 §3). */
  states: Record<string, number>;
  dob: string | null;
  ageBucket: string | null;
  guardianEmail: string | null;
  parentalStatus: ParentalStatus | null;
  parentName: string | null;
  createdMs: number;
  updatedMs: number;
}

export interface ConsentRepo {
  byId(id: string): ConsentSessionRow | undefined;
  byUser(userId: number): ConsentSessionRow | undefined;
  /** Inserts or replaces the whole row. */
  save(row: ConsentSessionRow): void;
}

export interface UnderageAttemptsRepo {
  record(deviceKeys: readonly string[], nowMs: number): void;
  /** Attempt times of the key since `sinceMs`, oldest first. */
  since(deviceKey: string, sinceMs: number): number[];
}

export interface SocialLinksRepo {
  userIdFor(provider: string, providerUserId: string): number | undefined;
  providerUserIdOf(userId: number, provider: string): string | undefined;
  link(provider: string, providerUserId: string, userId: number, nowMs: number): void;
}

export type DataDownloadStatus = 'running' | 'ready' | 'failed';

export interface DataDownloadRow {
  id: number;
  userId: number;
  email: string;
  status: DataDownloadStatus;
  tokenHash: string | null;
  content: string | null;
  createdMs: number;
  readyMs: number | null;
  expiresMs: number | null;
}

export interface DataDownloadsRepo {
  start(userId: number, email: string, nowMs: number): DataDownloadRow;
  latest(userId: number): DataDownloadRow | undefined;
  byTokenHash(tokenHash: string): DataDownloadRow | undefined;
  finish(id: number, content: string, tokenHash: string, nowMs: number, expiresMs: number): void;
  fail(id: number): void;
  setToken(id: number, tokenHash: string): void;
}

/** What a user's data export holds (a JSON file; our choice of fields). */
export interface UserDataExport {
  posts: { shortcode: string; caption: string | null; taken_at: number; media: number }[];
  comments: { post_shortcode: string; text: string; created_at: number }[];
  liked_posts: string[];
  saved_posts: string[];
  following: string[];
  followers: string[];
}

export interface AccountsRepo {
  setPasswordHash(userId: number, passwordHash: string): void;
  /** Deletes every session of the user (after a password reset). */
  endAllSessions(userId: number): void;
  dataOf(userId: number): UserDataExport;
}

export interface DeviceContactsRepo {
  get(deviceId: string): { email: string | null; phoneNumber: string | null } | undefined;
  remember(deviceId: string, contact: { email?: string; phoneNumber?: string }, nowMs: number): void;
}

export interface OutboxMessageRow {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdMs: number;
}

export interface OutboxRepo {
  add(message: Omit<OutboxMessageRow, 'id'>): OutboxMessageRow;
  /** Newest first. */
  list(filter: { to?: string; kind?: 'email' | 'sms'; limit: number }): OutboxMessageRow[];
}

export interface EntryStores {
  phones: UserPhonesRepo;
  twoFactor: TwoFactorRepo;
  codes: OneTimeCodesRepo;
  oneTap: OneTapNoncesRepo;
  consent: ConsentRepo;
  underage: UnderageAttemptsRepo;
  social: SocialLinksRepo;
  downloads: DataDownloadsRepo;
  accounts: AccountsRepo;
  deviceContacts: DeviceContactsRepo;
  outbox: OutboxRepo;
}
