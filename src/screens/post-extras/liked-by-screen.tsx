import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import { useWorker } from '../../state';
import { isNotFound, useWorkerPages } from '../../hooks/use-worker-query';
import { DESKTOP, useMediaQuery } from '../../hooks/use-media-query';
import { UserRow } from '../../components/people/user-row';
import { MoreButton } from '../../components/people/more-button';
import { postPath } from '../../routes';
import { PostScreen } from '../post/post-screen';
import { PeopleListFrame } from './people-list-frame';
import '../../components/people/people.css';

/**
 * Added (ppost), issue 12: /p/{shortcode}/liked_by/ and /p/{shortcode}/c/{commentId}/liked_by
 * (001 §2): who liked the post or the comment, 12 a page (001 §9), newest first, each with a
 * Follow button (the follow mutation of the outbox). A page on a phone, a dialog over the post
 * on desktop.
 */
export function LikedByScreen({ of }: { of: 'post' | 'comment' }) {
  const { shortcode = '', commentId = '' } = useParams<{ shortcode: string; commentId: string }>();
  const worker = useWorker();
  const desktop = useMediaQuery(DESKTOP);
  const [, navigate] = useLocation();
  const close = useCallback(() => navigate(postPath(shortcode)), [navigate, shortcode]);
  const pages = useWorkerPages(['liked-by', of, of === 'post' ? shortcode : commentId], (after) =>
    of === 'post' ? worker.loadLikers(shortcode, after) : worker.loadCommentLikers(commentId, after),
  );
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  const ids = [...new Set(pages.data?.pages.flatMap((p) => p.userIds) ?? [])];
  const body = pages.isPending ? (
    <p className="center-state muted" role="status">Loading…</p>
  ) : pages.isError ? (
    <p className="center-state muted">{isNotFound(pages.error) ? "This isn't available." : "Couldn't load who liked this."}</p>
  ) : (
    <>
      {pages.data.pages[0]?.offline ? <p className="offline-note muted">You're offline: this list is as last seen.</p> : null}
      {ids.length === 0 ? <p className="center-state muted">No likes yet.</p> : null}
      <ul className="user-list" aria-label="People who liked this">
        {ids.map((id) => (
          <UserRow key={id} userId={id} />
        ))}
      </ul>
      <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} />
    </>
  );
  return (
    <PeopleListFrame title="Likes" desktop={desktop} behind={<PostScreen />} onClose={close}>
      {body}
    </PeopleListFrame>
  );
}
