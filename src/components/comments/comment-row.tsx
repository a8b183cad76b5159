import { Link } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { commentLikedByPath } from '../../routes';
import { isLocalId } from '../../lib/sync-marks';
import { useReply } from './reply-context';
import { Avatar } from '../avatar';
import { UsernameLink } from '../username-link';
import { RichText } from '../rich-text';
import { useNow } from '../../hooks/use-now';
import { useViewerId } from '../../hooks/use-viewer';
import { formatLikes } from '../../lib/format-count';
import { isoTime, relativeTimeShort } from '../../lib/relative-time';
import { fire } from '../../lib/fire';
import { CommentLikeButton } from './comment-like-button';
import { CommentSync } from './comment-sync';
import { openReport } from '../reports/report-host';
import './comment.css';

/**
 * A comment on the post page. 001 §6: the viewer may delete their own comments, and any
 * comment on their own post. Added (reports): anyone else's comment has Report; a comment the
 * viewer reported is hidden for them (001 §3 didReportAsSpam, §4 "Report success sets didReportAsSpam").
 */
export function CommentRow({ commentId, postId }: { commentId: string; postId: string }) {
  const worker = useWorker();
  const reply = useReply();
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const comment = useSnapshot((s) => s.comments.byId[commentId]);
  const author = useSnapshot((s) => (comment ? s.users.users[comment.userId] : undefined));
  const postOwner = useSnapshot((s) => s.posts.byId[postId]?.owner ?? null);
  const viewerId = useViewerId();
  const now = useNow();
  if (!comment || comment.deleted || comment.didReportAsSpam) return null;

  const username = author?.username ?? '';
  const canDelete = viewerId !== null && (comment.userId === viewerId || postOwner === viewerId);
  const canReport = viewerId !== null && comment.userId !== viewerId && !isLocalId(commentId);
  return (
    <li className={comment.parentId ? 'comment-row comment-row--reply' : 'comment-row'}>
      <Avatar src={author?.profilePictureUrl} username={username} size={32} />
      <div className="comment-row__body">
        <p className="comment-row__text">
          <UsernameLink username={username} className="post__username" /> <RichText text={comment.text} />
        </p>
        <div className="comment-row__meta muted">
          <time dateTime={isoTime(comment.postedAt)}>{relativeTimeShort(comment.postedAt, now)}</time>
          {comment.likeCount > 0 && !isLocalId(commentId) ? (
            <Link href={commentLikedByPath(code, commentId)} className="comment-row__likes" aria-label={`${formatLikes(comment.likeCount)}: see who liked ${username}'s comment`}>
              {formatLikes(comment.likeCount)}
            </Link>
          ) : comment.likeCount > 0 ? (
            <span>{formatLikes(comment.likeCount)}</span>
          ) : null}
          {reply ? (
            <button type="button" className="comment-row__delete" aria-label={`Reply to ${username}`} onClick={() => reply.start(commentId, username)}>
              Reply
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className="comment-row__delete" aria-label="Delete comment" onClick={() => fire(worker.deleteComment(postId, commentId), 'delete comment')}>
              Delete
            </button>
          ) : null}
          {canReport ? (
            <button
              type="button"
              className="comment-row__delete"
              aria-label={`Report ${username}'s comment`}
              onClick={() => openReport({ kind: 'comment', postId, commentId, ownerId: comment.userId })}
            >
              Report
            </button>
          ) : null}
          <CommentSync commentId={commentId} />
        </div>
      </div>
      <CommentLikeButton commentId={commentId} />
    </li>
  );
}
