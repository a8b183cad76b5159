import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { likedByPath } from '../../routes';
import { useEntitySync } from '../../hooks/use-entity-sync';
import { formatLikes } from '../../lib/format-count';
import { isPostAction, postKey } from '../../lib/sync-marks';
import { SyncMark } from '../sync-mark';

/** "1,234 likes" with the post's pending or failed mark (likes and saves). */
export function PostLikes({ postId }: { postId: string }) {
  const numLikes = useSnapshot((s) => s.posts.byId[postId]?.numLikes ?? 0);
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const sync = useEntitySync(postKey(postId), isPostAction);
  return (
    <div className="post__likes">
      {numLikes > 0 ? (
        <Link href={likedByPath(code)} className="post__like-count">
          {formatLikes(numLikes)}
        </Link>
      ) : (
        <span>Be the first to like this</span>
      )}
      <SyncMark sync={sync} />
    </div>
  );
}
