import { useSnapshot, useWorker } from '../../state';
import { HeartIcon } from '../../icons/heart-icon';
import { fire } from '../../lib/fire';

/** 001 §4 Comments: like and unlike toggle at once. */
export function CommentLikeButton({ commentId, size = 12 }: { commentId: string; size?: number }) {
  const worker = useWorker();
  const liked = useSnapshot((s) => s.comments.byId[commentId]?.likedByViewer ?? false);
  const toggle = () => fire(liked ? worker.unlikeComment(commentId) : worker.likeComment(commentId), 'comment like');
  return (
    <button
      type="button"
      className={`icon-button comment__like${liked ? ' is-liked' : ''}`}
      aria-label={liked ? 'Unlike comment' : 'Like comment'}
      aria-pressed={liked}
      onClick={toggle}
    >
      <HeartIcon filled={liked} size={size} />
    </button>
  );
}
