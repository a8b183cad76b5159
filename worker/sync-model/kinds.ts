/**
 * The mutation kinds the model of the sync core exercises (issue 17), as a table, so that new
 * mutations join it as their areas land: follow/unfollow and block are toggle pairs, a sent
 * message a create (and its unsend a delete). Plain data and functions, no test framework:
 * a browser chaos test can drive the same table through the UI.
 */
import { ApiPath } from '../../sync/api/paths';
import type { WorkerApi } from '../api-types';
import type { ClientState, Post } from '../model';

/**
 * A toggle pair: a set operation whose final state the person chose is what the server must
 * hold (DESIGN.md rule 7). `screen` reads it on the entity as shown.
 */
export interface ToggleKind {
  key: 'like' | 'save';
  set(api: WorkerApi, postId: string, on: boolean): Promise<void>;
  screen(post: Post): boolean;
  onPath(postId: string): string;
  offPath(postId: string): string;
}

export const TOGGLES = [
  {
    key: 'like',
    set: (api, postId, on) => (on ? api.likePost(postId) : api.unlikePost(postId)),
    screen: (p) => p.likedByViewer,
    onPath: ApiPath.like,
    offPath: ApiPath.unlike,
  },
  {
    key: 'save',
    set: (api, postId, on) => (on ? api.savePost(postId) : api.unsavePost(postId)),
    screen: (p) => p.savedByViewer,
    onPath: ApiPath.save,
    offPath: ApiPath.unsave,
  },
] as const satisfies readonly ToggleKind[];

export type ToggleKey = (typeof TOGGLES)[number]['key'];

/**
 * A create/delete pair: each create the person made and did not delete exists on the server
 * exactly once. `shown` lists what the screen shows of them (id and text) on a post.
 */
export interface CreateDeleteKind {
  key: 'comment';
  create(api: WorkerApi, postId: string, text: string): Promise<void>;
  remove(api: WorkerApi, postId: string, id: string): Promise<void>;
  shown(state: ClientState, postId: string): { id: string; text: string }[];
}

export const CREATE_DELETES = [
  {
    key: 'comment',
    create: (api, postId, text) => api.addComment(postId, text, null),
    remove: (api, postId, id) => api.deleteComment(postId, id),
    // What the card shows (its preview and the comments the client holds for the post, as
    // src/lib/comment-preview.ts joins them) and the post page (the list), each comment once.
    shown: (state, postId) =>
      [...new Set([...(state.posts.byId[postId]?.previewCommentIds ?? []), ...(state.comments.byPostId[postId]?.commentIds ?? [])])]
        .map((id) => state.comments.byId[id])
        .filter((c): c is NonNullable<typeof c> => c !== undefined && !c.deleted)
        .map((c) => ({ id: c.id, text: c.text })),
  },
] as const satisfies readonly CreateDeleteKind[];
