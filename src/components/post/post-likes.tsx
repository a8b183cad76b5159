import { useSnapshot } from '../../state';
import { useEntitySync } from '../../hooks/use-entity-sync';
import { formatLikes } from '../../lib/format-count';
import { isPostAction, postKey } from '../../lib/sync-marks';
import { SyncMark } from '../sync-mark';

/** "1,234 likes" with the post's pending or failed mark (likes and saves). */
export function PostLikes({ postId }: { postId: string }) {
  const numLikes = useSnapshot((s) => s.posts.byId[postId]?.numLikes ?? 0);
  const sync = useEntitySync(postKey(postId), isPostAction);
  return (
    <div className="post__likes">
      {numLikes > 0 ? <span className="post__like-count">{formatLikes(numLikes)}</span> : <span>Be the first to like this</span>}
      <SyncMark sync={sync} />
    </div>
  );
}
