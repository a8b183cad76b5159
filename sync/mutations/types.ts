/**
 * Named, serialisable mutations (DESIGN.md rule 1). Every user action that changes server
 * state is one of these. The worker applies its optimistic effect; the replayer sends it.
 */

export const MutationName = {
  postLike: 'post-like',
  postUnlike: 'post-unlike',
  postSave: 'post-save',
  postUnsave: 'post-unsave',
  commentAdd: 'comment-add',
  commentDelete: 'comment-delete',
  commentLike: 'comment-like',
  commentUnlike: 'comment-unlike',
} as const;
export type MutationName = (typeof MutationName)[keyof typeof MutationName];

export interface MutationArgsMap {
  'post-like': { postId: string };
  'post-unlike': { postId: string };
  'post-save': { postId: string };
  'post-unsave': { postId: string };
  /** clientId is the temporary comment id shown until the server answers ('local:<uuid>'). */
  'comment-add': { postId: string; clientId: string; text: string; repliedToCommentId: string | null };
  /** commentId may be a clientId of a comment-add earlier in the outbox. */
  'comment-delete': { postId: string; commentId: string };
  'comment-like': { commentId: string };
  'comment-unlike': { commentId: string };
}

export type MutationState = 'pending' | 'sending' | 'done' | 'failed';

export type MutationRecord = {
  [N in MutationName]: {
    /** Client-made UUID, sent as X-Mutation-Id. */
    id: string;
    /**
     * Added: the viewer (user id) who made it. The replayer sends it only with that viewer's
     * session; another viewer on the same browser never sees or sends it.
     */
    viewerId: string;
    name: N;
    args: MutationArgsMap[N];
    createdAt: number;
    attempts: number;
    state: MutationState;
    /** Earliest time of the next attempt (backoff), ms since epoch. */
    nextAttemptAt: number;
    /** The server's answer, once done. */
    result?: unknown;
    /** Why it failed, once failed (a 4xx answer's message). */
    error?: { statusCode: number; message: string; errorType: string | null };
  };
}[MutationName];
