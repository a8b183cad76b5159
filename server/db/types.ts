/**
 * Storage contracts. Routes and queries use only these interfaces; ./sqlite-repos.ts
 * implements them on better-sqlite3. Another SQL store can implement the same interfaces
 * (DESIGN.md "keep the storage code behind interfaces"). All methods are synchronous so a
 * mutation and its idempotency record share one transaction (DESIGN.md rule 2).
 */

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
}

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
}

export type NewMedia = Omit<MediaRow, 'id' | 'postId' | 'position'>;
export type NewPost = Omit<PostRow, 'id' | 'captionIsEdited' | 'videoViewCount'> &
  Partial<Pick<PostRow, 'captionIsEdited' | 'videoViewCount'>> & { media: NewMedia[] };

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

export interface SessionsRepo {
  create(tokenHash: string, userId: number, now: number, expiresAt: number): void;
  /** The session's user id when it exists and has not expired at `now`. */
  userIdFor(tokenHash: string, now: number): number | undefined;
  delete(tokenHash: string): void;
}

export interface FollowsRepo {
  set(followerId: number, followeeId: number, status: FollowStatus, now: number): void;
  status(followerId: number, followeeId: number): FollowStatus | null;
  counts(userId: number): { followers: number; following: number };
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
  counts(postIds: readonly number[]): Map<number, number>;
  /** Oldest first, after the key. */
  page(postId: number, after: PageKey | null, limit: number): CommentRow[];
  /** The `limit` newest comments of each post, returned oldest first. */
  latest(postIds: readonly number[], limit: number): Map<number, CommentRow[]>;
}

export interface MutationsRepo {
  find(mutationId: string): StoredMutation | undefined;
  record(m: StoredMutation, now: number): void;
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
  /** Runs fn atomically; a throw rolls everything back. */
  transaction<T>(fn: () => T): T;
  close(): void;
}
