import { Link } from 'wouter';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { CloseIcon } from '../../icons/close-icon';
import { fire } from '../../lib/fire';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { Paths } from '../../routes';
import { FollowButton } from './follow-button';
import { UserRow } from './user-row';
import './people.css';

/**
 * Follow and "×" (dismiss: aysf_dismiss through the outbox, hidden at once). Added (people): with
 * `chainingUserId`, a related profile of that profile's list (chaining_dismiss).
 */
export function SuggestionActions({ userId, chainingUserId }: { userId: string; chainingUserId?: string }) {
  const worker = useWorker();
  const username = useSnapshot((s) => s.users.users[userId]?.username ?? '');
  const dismiss = () =>
    chainingUserId === undefined ? fire(worker.dismissSuggestion(userId), 'dismiss suggestion') : fire(worker.dismissRelatedProfile(chainingUserId, userId), 'dismiss related profile');
  return (
    <>
      <FollowButton userId={userId} compact />
      <button type="button" className="icon-button suggestions__dismiss" aria-label={`Dismiss ${chainingUserId === undefined ? 'suggestion ' : ''}${username}`} onClick={dismiss}>
        <CloseIcon size={16} />
      </button>
    </>
  );
}

/**
 * People the viewer may know (001 §3 suggested users, each with its reason): the column
 * beside the desktop feed, and what an empty feed offers (issue 12).
 */
export function Suggestions({ limit, title = 'Suggested for you' }: { limit: number; title?: string }) {
  const worker = useWorker();
  const query = useWorkerQuery(['suggestions'], () => worker.loadSuggestions());
  const dismissed = useSnapshot((s) => s.activity.dismissedSuggestionIds, shallowEqual);
  const items = (query.data?.items ?? []).filter((s) => !dismissed.includes(s.userId)).slice(0, limit);
  if (items.length === 0) return null;
  return (
    <section className="people-suggestions" aria-labelledby="suggestions-title">
      <div className="suggestions__head">
        <h2 id="suggestions-title" className="suggestions__title">
          {title}
        </h2>
        <Link href={Paths.explorePeople} className="suggestions__all">
          See all
        </Link>
      </div>
      <ul className="user-list">
        {items.map((s) => (
          <UserRow key={s.userId} userId={s.userId} subtitle={s.description} action={<SuggestionActions userId={s.userId} />} />
        ))}
      </ul>
    </section>
  );
}
