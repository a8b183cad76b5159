/**
 * Mutation records (sync/mutations) → the store actions of their optimistic effect, their
 * success and their revert (001 §4 Staging: init, await, resolve, then commit or revert).
 */
import type { MutationRecord, WireCommentAddResponse } from '../../sync';
import { normalizeCommentAdd } from '../normalize/comment';
import type { Action } from './actions';

export interface MutationContext {
  viewerId: string | null;
  /** A comment id as it is now: a client id whose comment-add is done maps to the server id. */
  resolveCommentId(id: string): string;
}

type Phase = 'requested' | 'succeeded' | 'failed';

function isCommentAddResponse(v: unknown): v is WireCommentAddResponse {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<WireCommentAddResponse>;
  return typeof r.id === 'string' && typeof r.text === 'string' && typeof r.from === 'object' && r.from !== null;
}

function actionFor(record: MutationRecord, phase: Phase, ctx: MutationContext): Action | null {
  switch (record.name) {
    case 'post-like':
    case 'post-unlike':
    case 'post-save':
    case 'post-unsave':
      return { type: `${record.name}-${phase}`, postId: record.args.postId };
    case 'comment-like':
    case 'comment-unlike':
      return { type: `${record.name}-${phase}`, commentId: ctx.resolveCommentId(record.args.commentId) };
    case 'comment-delete':
      return { type: `comment-delete-${phase}`, postId: record.args.postId, commentId: ctx.resolveCommentId(record.args.commentId) };
    case 'comment-add': {
      const { postId, clientId, text, repliedToCommentId } = record.args;
      if (phase === 'requested') {
        const postedAt = Math.floor(record.createdAt / 1000);
        return { type: 'comment-add-requested', postId, clientId, text, repliedToCommentId, userId: ctx.viewerId ?? '', postedAt };
      }
      if (phase === 'failed') return { type: 'comment-add-failed', postId, clientId, repliedToCommentId };
      if (!isCommentAddResponse(record.result)) return null;
      const { comment, user } = normalizeCommentAdd(record.result);
      return { type: 'comment-add-succeeded', postId, clientId, repliedToCommentId, comment, user };
    }
  }
}

/** The optimistic effect, applied at once and re-applied after pulls (DESIGN.md rules 1, 5). */
export function optimisticAction(record: MutationRecord, ctx: MutationContext): Action {
  const a = actionFor(record, 'requested', ctx);
  if (!a) throw new Error(`no optimistic action for ${record.name}`);
  return a;
}

/** The commit once the server answered; null when the answer cannot be read (refresh instead). */
export function successAction(record: MutationRecord, ctx: MutationContext): Action | null {
  return actionFor(record, 'succeeded', ctx);
}

/** The revert of a final failure (DESIGN.md rule 3). */
export function revertAction(record: MutationRecord, ctx: MutationContext): Action {
  const a = actionFor(record, 'failed', ctx);
  if (!a) throw new Error(`no revert action for ${record.name}`);
  return a;
}
