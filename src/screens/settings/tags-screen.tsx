import { useEffect } from 'react';
import { useSnapshot, useWorker } from '../../state';
import type { PendingUsertag } from '../../../worker/usertags/usertags-state';
import { fire } from '../../lib/fire';
import { Avatar } from '../../components/avatar';
import { UsernameLink } from '../../components/username-link';
import { SettingsLayout } from './settings-layout';
import { SwitchRow } from './settings-switch';

export const TAGS_OFFLINE_TEXT = "You're offline — your changes will be saved when you're back online.";
const NO_PENDING: readonly PendingUsertag[] = [];

/**
 * Added (usertags): /accounts/tags/ (001 §6, §7 Settings /web/usertags/…): "Manually approve
 * tags" and, when tags wait, "Pending tags" (the post's thumbnail, who tagged, Approve and
 * Remove). Every change is an outbox mutation: shown at once, offline too (sent once back online).
 */
export function TagsScreen() {
  const worker = useWorker();
  const online = useSnapshot((s) => s.status.online);
  const enabled = useSnapshot((s) => s.usertags.reviewEnabled);
  const loaded = useSnapshot((s) => s.usertags.loaded);
  const pending = useSnapshot((s) => s.usertags.pending ?? NO_PENDING);
  useEffect(() => {
    if (online) fire(worker.loadUsertagReview(), 'load pending tags');
  }, [worker, online]);

  return (
    <SettingsLayout title="Tags" online={online} offlineText={TAGS_OFFLINE_TEXT}>
      <h2 className="settings__subtitle">Tagged posts</h2>
      <SwitchRow
        label="Manually approve tags"
        hint="Posts you're tagged in show on your profile once you approve them. Until then, only you and the person who tagged you see the tag."
        checked={enabled ?? false}
        disabled={!loaded && online}
        onChange={(on) => fire(worker.setUsertagReview(on), 'set tag review')}
      />
      {pending.length > 0 ? (
        <>
          <h2 className="settings__subtitle" id="pending-tags-title">
            Pending tags
          </h2>
          <ul className="tags-pending" aria-labelledby="pending-tags-title">
            {pending.map((p) => (
              <PendingTagRow key={p.postId} tag={p} />
            ))}
          </ul>
        </>
      ) : loaded ? (
        <p className="muted">No tags are waiting for your approval.</p>
      ) : null}
    </SettingsLayout>
  );
}

function PendingTagRow({ tag }: { tag: PendingUsertag }) {
  const worker = useWorker();
  const thumb = useSnapshot((s) => s.posts.byId[tag.postId]?.thumbnailSrc ?? '');
  const alt = useSnapshot((s) => s.posts.byId[tag.postId]?.accessibilityCaption ?? '');
  const username = useSnapshot((s) => s.users.users[tag.ownerId]?.username ?? '');
  const picture = useSnapshot((s) => s.users.users[tag.ownerId]?.profilePictureUrl ?? '');
  return (
    <li className="tags-pending__row">
      {thumb ? <img className="tags-pending__thumb" src={thumb} alt={alt || `Post by ${username}`} width={56} height={56} /> : <span className="tags-pending__thumb" />}
      <span className="tags-pending__who">
        <Avatar src={picture} username={username} size={32} />
        <span>
          <UsernameLink username={username} /> tagged you
        </span>
      </span>
      <span className="tags-pending__actions">
        <button type="button" className="primary-button" aria-label={`Approve tag by ${username}`} onClick={() => fire(worker.reviewUsertag(tag.postId, true), 'approve tag')}>
          Approve
        </button>
        <button type="button" className="secondary-button" aria-label={`Remove tag by ${username}`} onClick={() => fire(worker.reviewUsertag(tag.postId, false), 'remove tag')}>
          Remove
        </button>
      </span>
    </li>
  );
}
