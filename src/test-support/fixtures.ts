/** Small ClientState builders for the UI's render tests. */
import type { ClientState, Comment, OutboxItemView, Post, User } from '../../worker/model';
import { emptyClientState } from '../state/empty-state';

export function user(id: string, username: string, over: Partial<User> = {}): User {
  return { id, username, fullName: '', profilePictureUrl: `/pic/${id}.jpg`, isPrivate: false, isVerified: false, bio: null, counts: null, ...over };
}

export function post(id: string, owner: string, over: Partial<Post> = {}): Post {
  return {
    id,
    code: `code${id}`,
    caption: null,
    captionIsEdited: false,
    accessibilityCaption: null,
    commentsDisabled: false,
    dimensions: { width: 1080, height: 1350 },
    displayResources: [
      { src: `/m/${id}-640.jpg`, configWidth: 640, configHeight: 800 },
      { src: `/m/${id}-1080.jpg`, configWidth: 1080, configHeight: 1350 },
    ],
    thumbnailResources: [],
    src: `/m/${id}-1080.jpg`,
    thumbnailSrc: `/m/${id}-150.jpg`,
    videoUrl: null,
    videoDuration: null,
    videoViews: null,
    isVideo: false,
    isSidecar: false,
    sidecarChildren: [],
    likedByViewer: false,
    numLikes: 0,
    numPreviewLikes: 0,
    savedByViewer: false,
    numComments: 0,
    previewCommentIds: [],
    owner,
    location: null,
    postedAt: 1_700_000_000,
    ...over,
  };
}

export function comment(id: string, userId: string, over: Partial<Comment> = {}): Comment {
  return { id, text: `text ${id}`, userId, postedAt: 1_700_000_100, likeCount: 0, likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false, ...over };
}

export function outboxItem(id: string, over: Partial<OutboxItemView> = {}): OutboxItemView {
  return { id, name: 'post-like', entityKey: 'post:1', state: 'pending', attempts: 0, createdAt: 1, summary: 'Like', error: null, ...over };
}

export function state(parts: { posts?: Post[]; users?: User[]; comments?: Comment[]; outbox?: OutboxItemView[]; viewerId?: string | null; online?: boolean }): ClientState {
  const users = parts.users ?? [];
  const posts = parts.posts ?? [];
  const comments = parts.comments ?? [];
  const empty = emptyClientState();
  const pagination = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null, visibleCount: 12, loadedCount: 0, isFetching: false };
  return {
    posts: { byId: Object.fromEntries(posts.map((p) => [p.id, p])), idByCode: Object.fromEntries(posts.map((p) => [p.code, p.id])) },
    users: { users: Object.fromEntries(users.map((u) => [u.id, u])), usernameToId: Object.fromEntries(users.map((u) => [u.username, u.id])), viewerId: parts.viewerId ?? null },
    feed: { items: posts.map((p) => p.id), visibleCount: 12, pagination, source: 'network', isLoading: false, error: null },
    comments: { byId: Object.fromEntries(comments.map((c) => [c.id, c])), byPostId: {} },
    outbox: { byId: Object.fromEntries((parts.outbox ?? []).map((o) => [o.id, o])) },
    uploads: empty.uploads,
    relationships: empty.relationships,
    direct: empty.direct,
    activity: empty.activity,
    discover: empty.discover,
    collections: empty.collections,
    usertags: empty.usertags,
    stories: empty.stories,
    status: { online: parts.online ?? true, restored: true, viewerId: parts.viewerId ?? null, toast: null, redirectTo: null },
  };
}
