import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useWorker } from '../../state';
import { useUsersByIds } from '../../hooks/use-users';
import { Avatar } from '../../components/avatar';
import { unwrap } from '../../hooks/use-worker-query';
import { CloseIcon } from '../../icons/close-icon';
import { useDebounced } from '../create/use-debounced';
import { DirectLimits } from '../../../sync/api/direct-wire';
import { directThreadPath, Paths } from '../../routes';
import { useDirect } from './use-direct';

const DEBOUNCE_MS = 150;

interface Person {
  id: string;
  username: string;
  fullName: string;
  picture: string;
}

/** People of the search (users slice), else those of the conversations (suggested). */
function usePeople(query: string): { people: Person[]; offline: boolean; searching: boolean } {
  const worker = useWorker();
  const direct = useDirect();
  const q = useDebounced(query.trim(), DEBOUNCE_MS);
  const results = useQuery({ queryKey: ['direct-new', q], queryFn: () => unwrap(worker.search(q)), enabled: q !== '', placeholderData: keepPreviousData, retry: false });
  const ids = q === '' ? [] : (results.data?.users.map((u) => u.userId) ?? []);
  const viewerId = direct.viewerId;
  const found = useUsersByIds(ids)
    .filter((u) => u.id !== viewerId)
    .map((u) => ({ id: u.id, username: u.username, fullName: u.fullName, picture: u.profilePictureUrl }));
  const suggested: Person[] = [];
  for (const tid of direct.inbox.threadIds) {
    const t = direct.threads[tid];
    if (!t || t.isGroup) continue;
    const u = direct.users[t.userIds[0] ?? ''];
    if (u && !suggested.some((p) => p.id === u.pk)) suggested.push({ id: u.pk, username: u.username, fullName: u.full_name, picture: u.profile_pic_url });
  }
  return { people: q === '' ? suggested : found, offline: results.data?.offline ?? false, searching: results.isFetching };
}

/** /direct/new/: choose people (a search over people), name a group, then Chat opens the thread. */
export function NewMessageScreen() {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { people, offline, searching } = usePeople(query);
  const toggle = (p: Person) => {
    setChosen((c) => (c.some((x) => x.id === p.id) ? c.filter((x) => x.id !== p.id) : c.length >= DirectLimits.maxRecipients ? c : [...c, p]));
  };
  const chat = async () => {
    setBusy(true);
    setError(null);
    const r = await worker.createDirectThread(chosen.map((p) => p.id), chosen.length > 1 ? title : '');
    setBusy(false);
    if (r.ok) navigate(directThreadPath(r.value));
    else setError(r.statusCode === 0 ? "You're offline. Starting a new conversation needs a connection." : r.message || "Couldn't start the conversation.");
  };
  return (
    <div className="direct-new">
      <header className="direct-thread__head">
        <Link href={Paths.directInbox} className="icon-button" aria-label="Close new message">
          <CloseIcon />
        </Link>
        <h1 className="direct-thread__title direct-new__title">New message</h1>
        <button type="button" className="text-button" disabled={chosen.length === 0 || busy} onClick={() => void chat()}>
          Chat
        </button>
      </header>
      <div className="direct-new__to">
        <label htmlFor="direct-new-search" className="direct-new__label">
          To:
        </label>
        <ul className="direct-new__chips" aria-label="Chosen people">
          {chosen.map((p) => (
            <li key={p.id}>
              <button type="button" className="direct-new__chip" aria-label={`Remove ${p.username}`} onClick={() => toggle(p)}>
                {p.username} ×
              </button>
            </li>
          ))}
        </ul>
        <input id="direct-new-search" className="direct-new__search" type="search" aria-label="Search people to message" placeholder="Search…" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
      </div>
      {chosen.length > 1 ? (
        <div className="direct-new__group">
          <label htmlFor="direct-new-title" className="visually-hidden">
            Group name
          </label>
          <input id="direct-new-title" className="direct-new__search" placeholder="Group name (optional)" maxLength={DirectLimits.maxTitleLength} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
      ) : null}
      {error ? (
        <p className="direct-new__error" role="alert">
          {error}
        </p>
      ) : null}
      {offline ? <p className="offline-note muted">{"You're offline: people you've seen on this device."}</p> : null}
      <h2 className="direct-new__heading">{query.trim() === '' ? 'Suggested' : searching && people.length === 0 ? 'Searching…' : 'People'}</h2>
      {query.trim() !== '' && !searching && people.length === 0 ? <p className="center-state muted">No account found.</p> : null}
      <ul className="direct-new__people" aria-label="People">
        {people.map((p) => {
          const on = chosen.some((x) => x.id === p.id);
          return (
            <li key={p.id}>
              <button type="button" className="direct-new__person" aria-pressed={on} aria-label={`${on ? 'Unselect' : 'Select'} ${p.username}`} onClick={() => toggle(p)}>
                <Avatar src={p.picture} username={p.username} size={44} />
                <span className="direct-row__text">
                  <span className="direct-row__title">{p.username}</span>
                  <span className="direct-row__preview muted">{p.fullName}</span>
                </span>
                <span className={`direct-new__check${on ? ' direct-new__check--on' : ''}`} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
