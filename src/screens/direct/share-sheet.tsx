import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWorker } from '../../state';
import { useUsersByIds } from '../../hooks/use-users';
import { Avatar } from '../../components/avatar';
import { unwrap } from '../../hooks/use-worker-query';
import { CloseIcon } from '../../icons/close-icon';
import { fire } from '../../lib/fire';
import { threadTitle } from '../../lib/direct/thread-labels';
import { useDebounced } from '../create/use-debounced';
import { useDirect } from './use-direct';
import './direct.css';

type Target = { kind: 'thread'; id: string; name: string; picture: string } | { kind: 'person'; id: string; name: string; picture: string };

/**
 * Added (dmui), issue 13: "Share to…" a post as a media_share message: a conversation of the
 * inbox (works offline: the message waits in the outbox), or a person found by search (their
 * one-to-one thread, made online).
 */
export function ShareSheet({ postId, onClose }: { postId: string; onClose: () => void }) {
  const worker = useWorker();
  const direct = useDirect();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useDebounced(query.trim(), 150);
  const results = useQuery({ queryKey: ['direct-share', q], queryFn: () => unwrap(worker.search(q)), enabled: q !== '', placeholderData: keepPreviousData, retry: false });
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    dialog.current?.querySelector('input')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    if (direct.inbox.threadIds.length === 0) fire(worker.loadDirectInbox('inbox', false), 'inbox');
  }, [worker, direct.inbox.threadIds.length]);

  const threads: Target[] = direct.inbox.threadIds.slice(0, 20).flatMap((id) => {
    const t = direct.threads[id];
    if (!t || !t.canSend) return [];
    const first = direct.users[t.userIds[0] ?? ''];
    return [{ kind: 'thread' as const, id, name: threadTitle(t, direct.users), picture: first?.profile_pic_url ?? '' }];
  });
  const people: Target[] = useUsersByIds(results.data?.users.map((u) => u.userId) ?? [])
    .filter((user) => user.id !== direct.viewerId)
    .map((user) => ({ kind: 'person' as const, id: user.id, name: user.username, picture: user.profilePictureUrl }));
  const targets = q === '' ? threads : people;

  const send = async (t: Target) => {
    setError(null);
    let threadId = t.id;
    if (t.kind === 'person') {
      const r = await worker.createDirectThread([t.id], '');
      if (!r.ok) {
        setError(r.statusCode === 0 ? "You're offline. Choose a conversation you already have." : r.message);
        return;
      }
      threadId = r.value;
    }
    await worker.shareDirectPost(threadId, postId);
    fire(worker.showToast(`Sent to ${t.name}.`), 'toast');
    onClose();
  };

  return (
    <div className="share-sheet__backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="share-sheet" role="dialog" aria-modal="true" aria-labelledby="share-sheet-title" ref={dialog}>
        <header className="direct-thread__head">
          <h2 id="share-sheet-title" className="direct-thread__title direct-new__title">
            Share
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="direct-new__to">
          <label htmlFor="share-sheet-search" className="direct-new__label">
            To:
          </label>
          <input id="share-sheet-search" className="direct-new__search" type="search" aria-label="Search people to send to" placeholder="Search…" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
        </div>
        {error ? (
          <p className="direct-new__error" role="alert">
            {error}
          </p>
        ) : null}
        <h3 className="direct-new__heading">{q === '' ? 'Conversations' : 'People'}</h3>
        {targets.length === 0 ? <p className="center-state muted">{q === '' ? 'No conversations yet. Search for someone.' : results.isFetching ? 'Searching…' : 'No account found.'}</p> : null}
        <ul className="direct-new__people" aria-label="Send to">
          {targets.map((t) => (
            <li key={`${t.kind}${t.id}`}>
              <button type="button" className="direct-new__person" aria-label={`Send to ${t.name}`} onClick={() => void send(t)}>
                <Avatar src={t.picture} username={t.name} size={44} />
                <span className="direct-row__text">
                  <span className="direct-row__title">{t.name}</span>
                </span>
                <span className="direct-new__send">Send</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
