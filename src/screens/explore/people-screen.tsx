import { useEffect, useRef, useState } from 'react';
import type { SuggestionItem } from '../../../worker/api-types';
import { Link } from 'wouter';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { SuggestionActions } from '../../components/people/suggestions';
import { UserRow } from '../../components/people/user-row';
import { Paths } from '../../routes';
import { LoadError } from '../../components/people/load-error';
import '../../components/people/people.css';
import './explore.css';

/**
 * /explore/people/ and /explore/people/suggested/ (001 §2): every suggestion with its reason
 * ("Followed by a + 2 more", "Follows you", "Popular"), Follow and dismiss (aysf_dismiss);
 * opening the list marks the suggestions seen (mark_su_seen, once a visit, when some are new).
 */
export function PeopleScreen() {
  const worker = useWorker();
  const query = useWorkerQuery(['suggestions'], () => worker.loadSuggestions());
  const dismissed = useSnapshot((s) => s.activity.dismissedSuggestionIds, shallowEqual);
  const seenAt = useSnapshot((s) => s.discover.suggestionsSeenAt);
  const marked = useRef(false);
  // Seconds this visit began: a mark made before it (an earlier visit) outranks a kept answer's "new".
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const isNew = (s: SuggestionItem) => s.isNew && !(seenAt > 0 && seenAt < openedAt);
  const items = (query.data?.items ?? []).filter((s) => !dismissed.includes(s.userId));
  const hasNew = items.some(isNew);
  const online = !(query.data?.offline ?? false);
  useEffect(() => {
    // The "New" marks stay on screen for this visit; the server hears they were seen.
    if (hasNew && online && !marked.current) {
      marked.current = true;
      fire(worker.markSuggestionsSeen(), 'mark suggestions seen');
    }
  }, [hasNew, online, worker]);
  return (
    <main className="app-main">
      <div className="column explore-people">
        <h1 className="page-title">Suggested</h1>
        {query.data?.offline ? <p className="offline-note muted">You're offline: these are the suggestions last seen here.</p> : null}
        {query.isPending ? <p className="center-state muted" role="status">Loading…</p> : null}
        {query.isError ? <LoadError text="Couldn't load suggestions." onRetry={() => void query.refetch()} /> : null}
        {query.data && items.length === 0 ? (
          <div className="center-state">
            <p className="muted">No suggestions right now.</p>
            <Link href={Paths.directoryProfiles}>Browse all profiles</Link>
          </div>
        ) : null}
        <ul className="user-list people-suggestions" aria-label="Suggested people">
          {items.map((s) => (
            <UserRow
              key={s.userId}
              userId={s.userId}
              subtitle={`${s.description || 'Suggested for you'}${isNew(s) ? ' · New' : ''}`}
              action={<SuggestionActions userId={s.userId} />}
            />
          ))}
        </ul>
      </div>
    </main>
  );
}
