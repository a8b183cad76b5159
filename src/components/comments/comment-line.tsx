import { memo } from 'react';
import { useSnapshot } from '../../state';
import { UsernameLink } from '../username-link';
import { RichText } from '../rich-text';
import { CommentLikeButton } from './comment-like-button';
import { CommentSync } from './comment-sync';
import './comment.css';

/**
 * A preview comment on a feed card: username, text, sync mark and a small like button.
 * Memoised (issue 17): the card's preview list changes as comments are added or acknowledged,
 * and the lines it keeps have nothing new to render. Added (reports): a comment the viewer reported
 * is not shown to them (001 §3 didReportAsSpam).
 */
export const CommentLine = memo(function CommentLine({ commentId }: { commentId: string }) {
  const text = useSnapshot((s) => s.comments.byId[commentId]?.text ?? '');
  const reported = useSnapshot((s) => s.comments.byId[commentId]?.didReportAsSpam === true);
  const username = useSnapshot((s) => {
    const userId = s.comments.byId[commentId]?.userId;
    return userId ? (s.users.users[userId]?.username ?? '') : '';
  });
  if (reported) return null;
  return (
    <li className="comment-line">
      <p className="comment-line__text">
        <UsernameLink username={username} className="post__username" /> <RichText text={text} />
        <CommentSync commentId={commentId} />
      </p>
      <CommentLikeButton commentId={commentId} />
    </li>
  );
});
