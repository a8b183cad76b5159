import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { useViewerId } from '../../hooks/use-viewer';
import { fire } from '../../lib/fire';
import { isLocalId } from '../../lib/sync-marks';
import { Icon } from '../../icons/icon';
import { postPath, profilePath } from '../../routes';
import { useRelationship } from '../people/use-relationship';
import { SaveToCollectionSheet } from '../collections/save-to-collection-sheet';
import { ConfirmSheet, Sheet } from './sheet';
import { openReport } from '../reports/report-host';

type Step = 'closed' | 'menu' | 'confirm-delete' | 'confirm-untag' | 'collection';

/**
 * Added (ppost), issue 12: the "…" of a post. The owner: Delete (after a confirmation), Edit
 * (the caption, inline), Go to post, Copy link. Anyone else: Unfollow (when following), Go to
 * post, Copy link, and (added, reports) Report first, as Instagram lists it (../reports/report-sheet.tsx).
 * Delete, Edit and Report go through the outbox (named mutations): offline too. Added
 * (usertags): on a post the viewer is tagged in, "Remove me from post" (after a confirmation),
 * through the outbox too: the tag and the post's place on the Tagged tab go at once.
 */
export function PostMenu({ postId, onPage, onEdit }: { postId: string; onPage: boolean; onEdit: () => void }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const viewerId = useViewerId();
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const ownerId = useSnapshot((s) => s.posts.byId[postId]?.owner ?? '');
  const username = useSnapshot((s) => s.users.users[ownerId]?.username ?? '');
  const tagged = useSnapshot((s) => s.posts.byId[postId]?.viewerInPhotoOfYou === true);
  const online = useSnapshot((s) => s.status.online);
  const rel = useRelationship(ownerId);
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  if (isLocalId(postId) || viewerId === null) return null;
  const own = ownerId === viewerId;

  const copy = () => {
    const url = new URL(postPath(code), window.location.origin).href;
    fire(navigator.clipboard?.writeText(url) ?? Promise.resolve(), 'copy link');
    fire(worker.showToast('Link copied.'), 'toast');
    close();
  };
  const remove = () => {
    fire(worker.deletePost(postId), 'delete post');
    close();
    if (onPage) navigate(profilePath(username));
  };
  const following = rel.status === 'following';
  const untag = () => {
    fire(worker.removeMeFromPost(postId), 'remove me from post');
    close();
  };

  return (
    <>
      <button type="button" className="icon-button post__menu-button" aria-label="More options" aria-haspopup="dialog" onClick={() => setStep('menu')}>
        <Icon>
          <circle cx="5" cy="12" r="1" />
          <circle cx="12" cy="12" r="1" />
          <circle cx="19" cy="12" r="1" />
        </Icon>
      </button>
      {step === 'menu' ? (
        <Sheet label="Post options" onClose={close}>
          {own ? (
            <>
              <button type="button" className="sheet__item sheet__item--danger" onClick={() => setStep('confirm-delete')}>
                Delete
              </button>
              <button type="button" className="sheet__item" onClick={() => (close(), onEdit())}>
                Edit
              </button>
            </>
          ) : (
            <button
              type="button"
              className="sheet__item sheet__item--danger"
              onClick={() => (close(), openReport({ kind: 'media', postId, ownerId, source: onPage ? 'post' : 'feed' }))}
            >
              Report
            </button>
          )}
          {tagged ? (
            <button type="button" className="sheet__item sheet__item--danger" onClick={() => setStep('confirm-untag')}>
              Remove me from post
            </button>
          ) : null}
          {!own && following ? (
            <button type="button" className="sheet__item sheet__item--danger" onClick={() => (fire(worker.unfollowUser(ownerId), 'unfollow'), close())}>
              Unfollow
            </button>
          ) : null}
          {onPage ? null : (
            <Link href={postPath(code)} className="sheet__item" onClick={close}>
              Go to post
            </Link>
          )}
          <button type="button" className="sheet__item" onClick={copy}>
            Copy link
          </button>
          {/* Added (profile), issue 12: collections of saved posts. */}
          <button type="button" className="sheet__item" onClick={() => setStep('collection')}>
            Save to collection
          </button>
          <button type="button" className="sheet__item" onClick={close}>
            Cancel
          </button>
        </Sheet>
      ) : step === 'collection' ? (
        <SaveToCollectionSheet postId={postId} onClose={close} />
      ) : step === 'confirm-untag' ? (
        <ConfirmSheet
          title="Remove me from post?"
          text={`You won't be tagged in @${username}'s post any more, and it leaves your Tagged tab.${online ? '' : " You're offline: this will be saved when you're back online."}`}
          confirm="Remove"
          onConfirm={untag}
          onClose={close}
        />
      ) : step === 'confirm-delete' ? (
        <ConfirmSheet title="Delete post?" text="Are you sure you want to delete this post?" confirm="Delete" onConfirm={remove} onClose={close} />
      ) : null}
    </>
  );
}
