import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { splitKey, visibleCommentKey } from '../../lib/comment-preview';
import { fire } from '../../lib/fire';
import { isLocalId } from '../../lib/sync-marks';
import { Spinner } from '../spinner';
import { CommentRow } from './comment-row';

/** The full comments list of the post page, with "Load more comments" (001 §9 page size 24). */
export function CommentList({ postId }: { postId: string }) {
  const worker = useWorker();
  const key = useSnapshot((s) => visibleCommentKey(s, postId));
  const hasNext = useSnapshot((s) => s.comments.byPostId[postId]?.pagination.hasNextPage ?? false);
  const fetching = useSnapshot((s) => s.comments.byPostId[postId]?.pagination.isFetching ?? false);
  const ids = useMemo(() => splitKey(key), [key]);
  const list = useRef<HTMLUListElement>(null);
  const last = ids[ids.length - 1];

  // Bring the viewer's just-posted comment into view.
  useEffect(() => {
    if (last !== undefined && isLocalId(last)) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [last]);

  return (
    <div className="comment-list">
      <ul className="comment-list__items" aria-label="Comments" ref={list}>
        {ids.map((id) => (
          <CommentRow key={id} commentId={id} postId={postId} />
        ))}
      </ul>
      {hasNext ? (
        <div className="comment-list__more">
          {fetching ? (
            <Spinner label="Loading comments" size={20} />
          ) : (
            <button type="button" className="secondary-button" onClick={() => fire(worker.loadMoreComments(postId), 'load more comments')}>
              Load more comments
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
