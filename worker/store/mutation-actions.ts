/**
 * Mutation records (sync/mutations) → the store actions of their optimistic effect, their
 * success and their revert (001 §4 Staging: init, await, resolve, then commit or revert).
 */
import type { MutationRecord, WireCommentAddResponse, WirePost } from '../../sync';
import { normalizeCommentAdd } from '../normalize/comment';
import { normalizePost } from '../normalize/post';
import { collectionMutationAction } from '../collections/collection-mutation-actions';
import { directMutationAction } from '../direct/direct-mutation-actions';
import { reportMutationAction } from '../reports/report-mutation-actions';
import { highlightMutationAction } from '../stories/highlight-mutation-actions';
import { usertagMutationAction } from '../usertags/usertag-mutation-actions';
import type { Action } from './actions';
import { settledPhase } from './gone';

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

/** Added (upload helper): a configure's answer, {status:'ok', media: WirePost} (001 §7). */
function publishedMedia(v: unknown): WirePost | null {
  if (typeof v !== 'object' || v === null) return null;
  const media = (v as { media?: Partial<WirePost> }).media;
  const usable = typeof media === 'object' && media !== null && typeof media.id === 'string' && typeof media.shortcode === 'string'
    && typeof media.owner === 'object' && media.owner !== null && typeof media.edge_media_preview_comment === 'object';
  return usable ? (media as WirePost) : null;
}

/**
 * Added (upload helper), 001 §7 Creation and upload: the local post was shown when the upload
 * was composed, so the request changes nothing more; success puts the server's post in its
 * place (a story is not a feed post: nothing to place); failure takes the local post away.
 */
function configureAction(record: Extract<MutationRecord, { name: 'media-configure' | 'story-configure' | 'igtv-configure' }>, phase: Phase): Action | null {
  const { uploadId } = record.args;
  if (phase === 'requested') return { type: 'upload-configure-requested', uploadId };
  if (phase === 'failed') return { type: 'upload-configure-failed', uploadId };
  const media = record.name === 'story-configure' ? null : publishedMedia(record.result);
  if (media === null) return null;
  const { post, users, comments } = normalizePost(media);
  const toFeed = record.name === 'media-configure' || (record.name === 'igtv-configure' && record.args.shareToFeed);
  return { type: 'upload-configure-succeeded', uploadId, postId: post.id, toFeed, bundle: { posts: [post], users, comments } };
}

/** Added (people helper): a follow's answer, {status:'ok', result} (001 §4; anything else is invalid). */
export function followResult(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return null;
  const result = (v as { result?: unknown }).result;
  return typeof result === 'string' ? result : null;
}

function actionFor(record: MutationRecord, phase: Phase, ctx: MutationContext): Action | null {
  switch (record.name) {
    case 'user-follow':
      if (phase === 'succeeded') return { type: 'user-follow-succeeded', userId: record.args.userId, result: followResult(record.result) };
      return { type: `user-follow-${phase}`, userId: record.args.userId };
    case 'user-unfollow':
    case 'user-block':
    case 'user-unblock':
    case 'follow-request-approve':
    case 'follow-request-ignore':
    case 'suggestion-dismiss':
      return { type: `${record.name}-${phase}`, userId: record.args.userId };
    case 'chaining-dismiss':
      return { type: `chaining-dismiss-${phase}`, userId: record.args.userId, chainingUserId: record.args.chainingUserId };
    // Added (explore helper): hashtags followed (001 §4 field rules) and mark_su_seen.
    case 'hashtag-follow':
    case 'hashtag-unfollow':
      return { type: `${record.name}-${phase}`, name: record.args.name };
    case 'suggestions-mark-seen':
      return { type: `suggestions-mark-seen-${phase}`, at: Math.floor(record.createdAt / 1000) };
    case 'activity-mark-checked':
      return { type: `activity-mark-checked-${phase}`, timestamp: record.args.timestamp };
    case 'search-history-clear':
      return { type: `search-history-clear-${phase}` };
    // Added (contacts): the uploaded contacts hidden at once, shown again if refused.
    case 'address-book-unlink':
      return { type: `address-book-unlink-${phase}` };
    case 'post-like':
    case 'post-unlike':
    case 'post-save':
    case 'post-unsave':
      return { type: `${record.name}-${phase}`, postId: record.args.postId };
    case 'comment-like':
    case 'comment-unlike':
      return { type: `${record.name}-${phase}`, commentId: ctx.resolveCommentId(record.args.commentId) };
    case 'comment-delete':
      // Answered 404 (the comment, or its post, deleted elsewhere meanwhile): gone, as the person
      // wanted; its revert would bring it back until read again (issue 17, the sync model).
      return { type: `comment-delete-${settledPhase(record, phase)}`, postId: record.args.postId, commentId: ctx.resolveCommentId(record.args.commentId) };
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
    case 'media-configure':
    case 'story-configure':
    case 'igtv-configure':
      return configureAction(record, phase);
    // Added (ppost), issue 12: the owner's post menu.
    case 'post-delete':
      return { type: `post-delete-${phase}`, postId: record.args.postId };
    case 'post-caption-edit': {
      const { postId, caption, previousCaption } = record.args;
      const trimmed = caption.trim() === '' ? null : caption.trim();
      return { type: `post-caption-edit-${phase}`, postId, caption: phase === 'failed' ? previousCaption : trimmed };
    }
    // Added (profile), issue 12: collections of saved posts.
    case 'collection-create':
    case 'collection-add':
    case 'collection-rename':
    case 'collection-delete':
    case 'collection-remove':
      return collectionMutationAction(record, phase);
    case 'direct-send':
    case 'direct-unsend':
    case 'direct-react':
    case 'direct-unreact':
    case 'direct-seen':
    case 'direct-approve':
    case 'direct-decline':
      return directMutationAction(record, phase, ctx.viewerId ?? '');
    // Added (stories): 001 §4 "Item seen keeps the maximum seen value".
    case 'story-seen': {
      const { reelId, takenAt } = record.args;
      if (phase === 'requested') return { type: 'story-seen-requested', reelId, takenAt };
      if (phase === 'failed') return { type: 'story-seen-failed', reelId };
      const seen = (record.result as { seen?: unknown } | undefined)?.seen;
      return { type: 'story-seen-succeeded', reelId, seen: typeof seen === 'number' ? seen : takenAt };
    }
    // Added (reports): 001 §4 "Report success sets didReportAsSpam" (../reports/reports-actions.ts).
    case 'media-report':
    case 'comment-report':
    case 'user-report':
    case 'message-report':
      return reportMutationAction(record, phase, ctx.resolveCommentId);
    // Added (highlights): made, edited, deleted (../stories/highlights-reducer.ts).
    case 'highlight-create':
    case 'highlight-edit':
    case 'highlight-delete':
      return highlightMutationAction(record, phase);
    // Added (usertags): the viewer's tag removed or approved, the review preference (../usertags/).
    case 'usertag-untag':
    case 'usertag-review':
    case 'usertag-review-preference':
      return usertagMutationAction(record, phase);
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
