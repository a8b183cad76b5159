/** Added (reports): report records → the store actions of their optimistic effect, success and revert. */
import type { MutationRecord } from '../../sync';
import type { ReportAction } from './reports-actions';

type ReportRecord = Extract<MutationRecord, { name: 'media-report' | 'comment-report' | 'user-report' | 'message-report' }>;
type Phase = 'requested' | 'succeeded' | 'failed';

export function reportMutationAction(record: ReportRecord, phase: Phase, resolveCommentId: (id: string) => string): ReportAction {
  switch (record.name) {
    case 'comment-report':
      return { type: `comment-report-${phase}`, commentId: resolveCommentId(record.args.commentId) };
    case 'media-report':
      return phase === 'failed'
        ? { type: 'media-report-failed', postId: record.args.postId }
        : { type: `media-report-${phase}`, postId: record.args.postId, hideFromFeed: record.args.hideFromFeed };
    case 'user-report':
      return { type: `report-${phase}`, kind: 'user' };
    case 'message-report':
      return { type: `report-${phase}`, kind: 'message' };
  }
}
