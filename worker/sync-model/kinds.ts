/**
 * The mutation kinds the model of the sync core exercises (issue 17), as a table, so that new
 * mutations join it as their areas land: like, save, follow and block are toggle pairs; a
 * comment a create (its delete a delete), and so is a sent message (its unsend). Plain data and functions, no test framework:
 * a browser chaos test can drive the same table through the UI.
 */
import { ApiPath, PeoplePath } from '../../sync/api/paths';
import type { WorkerApi } from '../api-types';
import type { ClientState, Post, Relationship } from '../model';

/** What a toggle acts on: one of the model's posts, or one of its people. */
export type ToggleEntity = 'post' | 'user';

/**
 * A toggle pair: a set operation whose final state the person chose is what the server must
 * hold (DESIGN.md rule 7). `screen` reads it on the entity as shown (undefined: not shown).
 */
export interface ToggleKind {
  key: 'like' | 'save' | 'follow' | 'block';
  entity: ToggleEntity;
  set(api: WorkerApi, id: string, on: boolean): Promise<void>;
  screen(state: ClientState, id: string): boolean | undefined;
  /** The screen offers the tap (a blocked profile offers Unblock, not Follow). */
  offered(state: ClientState, id: string): boolean;
  onPath(id: string): string;
  offPath(id: string): string;
  /** Toggles of the same entity whose state turning this one on decides at the server (a block ends the follow, 001 §4). */
  decides: readonly ('like' | 'save' | 'follow' | 'block')[];
}

const onPost = (read: (p: Post) => boolean) => (state: ClientState, id: string) => {
  const p = state.posts.byId[id];
  return p === undefined ? undefined : read(p);
};
const onPerson = (read: (r: Relationship) => boolean) => (state: ClientState, id: string) => {
  if (state.users.users[id] === undefined) return undefined;
  const r = state.relationships.byUserId[id];
  return r === undefined ? false : read(r);
};
const blockedOnScreen = onPerson((r) => r.blockedByViewer.state === 'blocked');

export const TOGGLES = [
  {
    key: 'like',
    entity: 'post',
    set: (api, postId, on) => (on ? api.likePost(postId) : api.unlikePost(postId)),
    screen: onPost((p) => p.likedByViewer),
    offered: () => true,
    onPath: ApiPath.like,
    offPath: ApiPath.unlike,
    decides: [],
  },
  {
    key: 'save',
    entity: 'post',
    set: (api, postId, on) => (on ? api.savePost(postId) : api.unsavePost(postId)),
    screen: onPost((p) => p.savedByViewer),
    offered: () => true,
    onPath: ApiPath.save,
    offPath: ApiPath.unsave,
    decides: [],
  },
  // Issue 17 names follow, unfollow and block among the taps once the people area landed (issue 12).
  {
    key: 'follow',
    entity: 'user',
    set: (api, userId, on) => (on ? api.followUser(userId) : api.unfollowUser(userId)),
    screen: onPerson((r) => r.followedByViewer.state === 'following'),
    offered: (state, userId) => blockedOnScreen(state, userId) === false,
    onPath: PeoplePath.follow,
    offPath: PeoplePath.unfollow,
    decides: [],
  },
  {
    key: 'block',
    entity: 'user',
    set: (api, userId, on) => (on ? api.blockUser(userId) : api.unblockUser(userId)),
    screen: blockedOnScreen,
    offered: (state, userId) => blockedOnScreen(state, userId) !== undefined,
    onPath: PeoplePath.block,
    offPath: PeoplePath.unblock,
    decides: ['follow'],
  },
] as const satisfies readonly ToggleKind[];

export type ToggleKey = (typeof TOGGLES)[number]['key'];

/**
 * A create/delete pair: each create the person made and did not delete exists on the server
 * exactly once. `shown` lists what the screen shows of them (id, text, and whether the screen
 * offers to delete it) on its target: a post's comments, a conversation's messages.
 */
export interface CreateDeleteKind {
  key: 'comment' | 'message';
  target: 'post' | 'thread';
  create(api: WorkerApi, target: string, text: string): Promise<void>;
  remove(api: WorkerApi, target: string, id: string): Promise<void>;
  /** Undefined: the target is not on screen. */
  shown(state: ClientState, target: string): { id: string; text: string; removable: boolean }[] | undefined;
}

export const CREATE_DELETES = [
  {
    key: 'comment',
    target: 'post',
    create: (api, postId, text) => api.addComment(postId, text, null),
    remove: (api, postId, id) => api.deleteComment(postId, id),
    // What the card shows (its preview and the comments the client holds for the post, as
    // src/lib/comment-preview.ts joins them) and the post page (the list), each comment once.
    shown: (state, postId) =>
      state.posts.byId[postId] === undefined
        ? undefined
        : [...new Set([...(state.posts.byId[postId]?.previewCommentIds ?? []), ...(state.comments.byPostId[postId]?.commentIds ?? [])])]
            .map((id) => state.comments.byId[id])
            .filter((c): c is NonNullable<typeof c> => c !== undefined && !c.deleted)
            .map((c) => ({ id: c.id, text: c.text, removable: true })),
  },
  // Issue 17 names sending a message once direct messages landed (issue 13). A message refused
  // stays "Not delivered" (told, with Retry and Delete): not counted as shown. Only a message
  // the server holds offers Unsend.
  {
    key: 'message',
    target: 'thread',
    create: (api, threadId, text) => api.sendDirectText(threadId, text),
    remove: (api, threadId, id) => api.unsendDirectMessage(threadId, id),
    shown: (state, threadId) =>
      state.direct.threads[threadId]?.itemIds
        .map((id) => state.direct.items[id])
        .filter((i): i is NonNullable<typeof i> => i !== undefined && i.itemType === 'text' && i.delivery !== 'failed')
        .map((i) => ({ id: i.id, text: i.content.text ?? '', removable: i.delivery === 'sent' })),
  },
] as const satisfies readonly CreateDeleteKind[];

export type CreateKey = (typeof CREATE_DELETES)[number]['key'];
