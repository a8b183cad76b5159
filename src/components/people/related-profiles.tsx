import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { CloseIcon } from '../../icons/close-icon';
import { fire } from '../../lib/fire';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { profilePath, similarAccountsPath } from '../../routes';
import { Avatar } from '../avatar';
import { FollowButton } from './follow-button';
import { useRelationship } from './use-relationship';
import './related-profiles.css';
import { VerifiedBadge } from './verified-badge';

/**
 * Added (people), issue 12: whether a profile's related row (chaining) is open. It opens with
 * the "similar accounts" button beside Follow, and by itself when the viewer taps Follow here
 * (as Instagram does): a follow the server has not answered yet, made on this page.
 */
export function useRelatedRow(userId: string): { open: boolean; toggle: () => void } {
  const rel = useRelationship(userId);
  // The profile whose row is open: another profile opened in the same screen starts closed.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const before = useRef({ userId, status: rel.status });
  useEffect(() => {
    const was = before.current;
    if (was.userId === userId && was.status === 'not-following' && rel.status !== 'not-following' && rel.pending) setOpenFor(userId);
    before.current = { userId, status: rel.status };
  }, [userId, rel.status, rel.pending]);
  const open = openFor === userId && userId !== '';
  return { open, toggle: () => setOpenFor(open ? null : userId) };
}

export const RELATED_ROW_ID = 'related-profiles';

/**
 * A card of a sideways row: a related profile of chainingUserId's (dismissed through
 * chaining_dismiss), or, without it, a suggested user (the feed's unit: aysf_dismiss).
 */
export function RelatedCard({ chainingUserId, userId, reason }: { chainingUserId?: string; userId: string; reason: string }) {
  const worker = useWorker();
  const user = useSnapshot((s) => s.users.users[userId]);
  if (!user) return null;
  const href = profilePath(user.username);
  const dismiss = () =>
    chainingUserId === undefined ? fire(worker.dismissSuggestion(userId), 'dismiss suggestion') : fire(worker.dismissRelatedProfile(chainingUserId, userId), 'dismiss related profile');
  return (
    <li className="related-card">
      <button type="button" className="icon-button related-card__dismiss" aria-label={`Dismiss ${user.username}`} onClick={dismiss}>
        <CloseIcon size={16} />
      </button>
      <Link href={href} className="related-card__avatar" aria-label={`${user.username}'s profile`} tabIndex={-1}>
        <Avatar src={user.profilePictureUrl} username={user.username} size={56} />
      </Link>
      <Link href={href} className="related-card__username">
        {user.username}
        {user.isVerified ? <VerifiedBadge /> : null}
      </Link>
      <span className="related-card__reason muted">{reason}</span>
      <FollowButton userId={userId} />
    </li>
  );
}

/** A profile's related profiles (read through the worker) less those dismissed here. */
export function useRelatedProfiles(userId: string) {
  const worker = useWorker();
  const query = useWorkerQuery(['related-profiles', userId], () => worker.loadRelatedProfiles(userId));
  const dismissed = useSnapshot((s) => s.activity.dismissedChaining, shallowEqual);
  // Keys as ClientState.activity.dismissedChaining holds them: <profile id>:<related id>.
  const items = (query.data?.items ?? []).filter((i) => !dismissed.includes(`${userId}:${i.userId}`));
  return { query, items };
}

/** The row of related profiles on someone's profile: cards scrolling sideways, each with Follow and dismiss. */
export function RelatedProfiles({ userId, username, onClose }: { userId: string; username: string; onClose: () => void }) {
  const { query, items } = useRelatedProfiles(userId);
  return (
    <section className="related" id={RELATED_ROW_ID} aria-labelledby="related-title">
      <div className="related__head">
        <h2 id="related-title" className="related__title">
          Suggested for you
        </h2>
        <div className="related__links">
          <Link href={similarAccountsPath(username)} className="related__all">
            See all
          </Link>
          <button type="button" className="text-button related__close" onClick={onClose}>
            Hide
          </button>
        </div>
      </div>
      {query.data?.offline ? <p className="related__note muted">{"You're offline: these are the accounts last shown."}</p> : null}
      {items.length > 0 ? (
        <ul className="related__cards" aria-label="Suggested accounts">
          {items.map((i) => (
            <RelatedCard key={i.userId} chainingUserId={userId} userId={i.userId} reason={i.reason} />
          ))}
        </ul>
      ) : (
        <p className="related__note muted" role="status">
          {query.isPending ? 'Loading…' : query.isError ? "Couldn't load suggestions." : 'No suggestions right now.'}
        </p>
      )}
    </section>
  );
}
