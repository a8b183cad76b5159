import { memo, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot, useWorker } from '../../state';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { UserRow } from '../../components/people/user-row';
import { fire } from '../../lib/fire';
import { formatNumber } from '../../lib/format-count';
import { placePath, tagPath } from '../../routes';
import type { HashtagHit, PlaceHit, RecentSearch, SearchView } from '../../../worker/api-types';
import { SearchField, useSearchQuery } from './search-field';
import { nextAsked, shownAnswer } from './next-asked';
import { askAtOnce, searchQuery } from './search-query';
import { PinIcon } from '../../icons/pin-icon';
import '../../components/people/people.css';
import './search.css';


function TagRow({ tag, onOpen }: { tag: HashtagHit; onOpen: () => void }) {
  return (
    <li className="user-row">
      <span className="search__badge" aria-hidden="true">#</span>
      <Link href={tagPath(tag.name)} className="user-row__text" onClick={onOpen}>
        <span className="user-row__username">#{tag.name}</span>
        <span className="user-row__sub muted">{formatNumber(tag.mediaCount)} posts</span>
      </Link>
    </li>
  );
}

function PlaceRow({ place, onOpen }: { place: PlaceHit; onOpen: () => void }) {
  return (
    <li className="user-row">
      <span className="search__badge" aria-hidden="true">
        <PinIcon size={20} />
      </span>
      <Link href={placePath(place.id, place.slug)} className="user-row__text" onClick={onOpen}>
        <span className="user-row__username">{place.title}</span>
        <span className="user-row__sub muted">{place.subtitle}</span>
      </Link>
    </li>
  );
}

/** Memoised, as the answer's rows: the first key hides them without rendering them again. */
const Recents = memo(function Recents() {
  const worker = useWorker();
  const client = useQueryClient();
  const cleared = useSnapshot((s) => s.activity.searchHistoryCleared);
  const recents = useWorkerQuery(['recent-searches'], () => worker.loadRecentSearches());
  const items: RecentSearch[] = cleared ? [] : (recents.data?.items ?? []);
  const clear = () => {
    client.setQueryData(['recent-searches'], { items: [], offline: false });
    fire(worker.clearSearchHistory(), 'clear search history');
  };
  return (
    <section aria-labelledby="recent-title">
      <div className="search__recent-head">
        <h2 id="recent-title" className="search__heading">Recent</h2>
        {items.length > 0 ? (
          <button type="button" className="text-button" onClick={clear}>
            Clear all
          </button>
        ) : null}
      </div>
      {items.length === 0 ? <p className="center-state muted">No recent searches.</p> : null}
      <ul className="user-list">
        {items.map((r) =>
          r.type === 'user' ? (
            <UserRow key={`u${r.userId}`} userId={r.userId} action={null} />
          ) : r.type === 'hashtag' ? (
            <TagRow key={`h${r.hashtag.name}`} tag={r.hashtag} onOpen={() => undefined} />
          ) : (
            <PlaceRow key={`p${r.place.id}`} place={r.place} onOpen={() => undefined} />
          ),
        )}
      </ul>
    </section>
  );
});

type Opened = (type: 'user' | 'hashtag' | 'place', id: string) => void;

/**
 * The rows of an answer. Memoised: a keystroke re-renders the screen (the text, busy), and the
 * rows of the answer still shown would otherwise render again before the request leaves.
 */
const ResultRows = memo(function ResultRows({ data, onOpen }: { data: SearchView | undefined; onOpen: Opened }) {
  return (
    <ul className="user-list">
      {data?.users.map((u) => (
        <UserRow key={`u${u.userId}`} userId={u.userId} subtitle={u.socialContext || null} action={null} onOpen={() => onOpen('user', u.userId)} />
      ))}
      {data?.hashtags.map((t) => <TagRow key={`h${t.name}`} tag={t} onOpen={() => onOpen('hashtag', t.id)} />)}
      {data?.places.map((p) => <PlaceRow key={`p${p.id}`} place={p} onOpen={() => onOpen('place', p.id)} />)}
    </ul>
  );
});

/** /explore/search/ (issue 12): blended results as you type, recents when empty; offline, what this device has seen. */
export function SearchScreen() {
  const worker = useWorker();
  const client = useQueryClient();
  const q = useSearchQuery().trim();
  // Asked at once, one request in flight at most (./next-asked.ts); the last answer stays meanwhile.
  const [asked, setAsked] = useState(q);
  const results = useQuery({ ...searchQuery(worker, asked), enabled: asked !== '', placeholderData: keepPreviousData });
  const next = nextAsked(asked, q, results.isFetching);
  if (next !== asked) setAsked(next);
  // The results shown are the typed text's own answer (aria-busy until then).
  const settled = asked === q && !results.isFetching && !results.isPlaceholderData;
  const record = useCallback<Opened>((type, id) => {
    fire(worker.registerRecentSearch(type, id).then(() => client.invalidateQueries({ queryKey: ['recent-searches'] })), 'recent search');
  }, [worker, client]);
  const askEarly = useCallback((typed: string) => askAtOnce(client, worker, typed), [client, worker]);
  const data = q === '' ? undefined : shownAnswer(q, results.data, results.isPlaceholderData);
  const empty = data && data.users.length + data.hashtags.length + data.places.length === 0;
  return (
    <main className="app-main">
      <div className="column search">
        <h1 className="visually-hidden">Search</h1>
        <div className="search__field">
          <SearchField autoFocus onType={askEarly} />
        </div>
        {/* Both stay mounted (hidden in turn): the first key after the recents costs two attributes, not an unmount and a mount. */}
        <div hidden={q !== ''}>
          <Recents />
        </div>
        <section aria-label="Search results" aria-busy={!settled} hidden={q === ''}>
          {data?.offline ? <p className="offline-note muted">{"You're offline: results from people, tags and places you've seen."}</p> : null}
          {results.isError && q !== '' ? <p className="center-state muted">{"Couldn't search. Try again."}</p> : null}
          {empty ? <p className="center-state muted">No results found.</p> : null}
          <ResultRows data={data} onOpen={record} />
        </section>
      </div>
    </main>
  );
}
