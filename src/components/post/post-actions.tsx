import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { changePost, useClient, useSnapshot, useWorker } from '../../state';
import { HeartIcon } from '../../icons/heart-icon';
import { CommentIcon } from '../../icons/comment-icon';
import { BookmarkIcon } from '../../icons/bookmark-icon';
import { postPath } from '../../routes';
import { fire } from '../../lib/fire';
import { likedPost, savedPost } from '../../lib/post-toggles';
import { SendIcon } from '../../icons/send-icon';
import { useDirectEligible } from '../../screens/direct/use-direct';
import { SaveToCollectionSheet } from '../collections/save-to-collection-sheet';

/** Added (dmui), issue 13: "Share to…" a conversation, loaded when first opened. */
const ShareSheet = lazy(() => import('../../screens/direct/share-sheet').then((m) => ({ default: m.ShareSheet })));

/**
 * Like, Comment and Save (001 §4 Posts: like and save toggle optimistically). On the post
 * page the Comment button focuses the comment box instead of linking to the page. A tap shows
 * its effect in the same task (the mirror's prediction, src/state/predictions.ts) while the
 * worker applies and queues it.
 */
export function PostActions({ postId, onComment }: { postId: string; onComment?: () => void }) {
  const worker = useWorker();
  const liked = useSnapshot((s) => s.posts.byId[postId]?.likedByViewer ?? false);
  const saved = useSnapshot((s) => s.posts.byId[postId]?.savedByViewer ?? false);
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const commentsDisabled = useSnapshot((s) => s.posts.byId[postId]?.commentsDisabled ?? false);

  const { mirror } = useClient();
  const canShare = useDirectEligible();
  const [sharing, setSharing] = useState(false);
  // Added (profile), issue 12: a long press (or right click) on Save opens "Save to collection".
  const [collecting, setCollecting] = useState(false);
  const endCollecting = useCallback(() => setCollecting(false), []);
  const toggleLike = () => {
    const call = liked ? worker.unlikePost(postId) : worker.likePost(postId);
    changePost(mirror, postId, (p) => likedPost(p, !liked), call);
    fire(call, 'like');
  };
  const toggleSave = () => {
    const call = saved ? worker.unsavePost(postId) : worker.savePost(postId);
    changePost(mirror, postId, (p) => savedPost(p, !saved), call);
    fire(call, 'save');
  };

  return (
    <section className="post__actions">
      <button type="button" className={`icon-button${liked ? ' is-liked' : ''}`} aria-label={liked ? 'Unlike' : 'Like'} aria-pressed={liked} onClick={toggleLike}>
        <HeartIcon filled={liked} />
      </button>
      {commentsDisabled ? null : onComment ? (
        <button type="button" className="icon-button" aria-label="Comment" onClick={onComment}>
          <CommentIcon />
        </button>
      ) : (
        <Link href={postPath(code)} className="icon-button" aria-label="Comment">
          <CommentIcon />
        </Link>
      )}
      {canShare && !postId.startsWith('local:') ? (
        <button type="button" className="icon-button" aria-label="Share to…" onClick={() => setSharing(true)}>
          <SendIcon />
        </button>
      ) : null}
      {/* On the body, as every sheet (post/sheet.tsx): a feed row's paint is contained (feed.css). */}
      {sharing
        ? createPortal(
            <Suspense fallback={null}>
              <ShareSheet postId={postId} onClose={() => setSharing(false)} />
            </Suspense>,
            document.body,
          )
        : null}
      <button
        type="button"
        className="icon-button post__save"
        aria-label={saved ? 'Remove from saved' : 'Save'}
        aria-pressed={saved}
        onClick={toggleSave}
        onContextMenu={(e) => {
          if (postId.startsWith('local:')) return;
          e.preventDefault();
          setCollecting(true);
        }}
      >
        <BookmarkIcon filled={saved} />
      </button>
      {collecting ? <SaveToCollectionSheet postId={postId} onClose={endCollecting} /> : null}
    </section>
  );
}
