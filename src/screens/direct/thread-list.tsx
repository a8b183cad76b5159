import { Link } from 'wouter';
import { useWorker } from '../../state';
import { useNow } from '../../hooks/use-now';
import { useViewerUsername } from '../../hooks/use-viewer';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { EditIcon } from '../../icons/edit-icon';
import { ChevronIcon } from '../../icons/chevron-icon';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';
import { ConnectivityLine } from './connectivity-line';
import { ThreadRow } from './thread-row';
import { useDirect } from './use-direct';

/**
 * The list of conversations (inbox) or of message requests, from the persisted direct slice:
 * it shows at once, offline too; the first page is asked for on open (TanStack Query), the
 * next ones with "Load more".
 */
export function ThreadList({ box, activeId }: { box: 'inbox' | 'requests'; activeId: string | null }) {
  const worker = useWorker();
  const direct = useDirect();
  const now = useNow();
  const username = useViewerUsername();
  const query = useWorkerQuery(['direct', box], () => worker.loadDirectInbox(box, false));
  const page = direct[box];
  const ids = page.threadIds;
  const requests = direct.requests.total;
  return (
    <div className="direct-list">
      <header className="direct-list__head">
        {box === 'requests' ? (
          <Link href={Paths.directInbox} className="icon-button" aria-label="Back to messages">
            <ChevronIcon direction="left" />
          </Link>
        ) : null}
        <h1 className="direct-list__title">{box === 'requests' ? 'Message requests' : (username ?? 'Messages')}</h1>
        {box === 'inbox' ? (
          <Link href={Paths.directNew} className="icon-button" aria-label="New message">
            <EditIcon />
          </Link>
        ) : null}
      </header>
      <ConnectivityLine />
      {box === 'inbox' ? (
        <div className="direct-list__bar">
          <span className="direct-list__label">Messages</span>
          <Link href={Paths.directRequests} className="direct-list__requests">
            {requests > 0 ? `Requests (${requests})` : 'Requests'}
          </Link>
        </div>
      ) : (
        <RequestsBar count={ids.length} />
      )}
      {query.data?.offline ? <p className="offline-note muted">{"You're offline: conversations as last seen on this device."}</p> : null}
      {query.isError && ids.length === 0 ? (
        <div className="center-state" role="alert">
          <p>{"Couldn't load your messages."}</p>
          <button type="button" className="text-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {query.isPending && ids.length === 0 ? <p className="center-state muted" role="status">Loading…</p> : null}
      {!query.isPending && ids.length === 0 && !query.isError ? (
        <p className="center-state muted">{box === 'requests' ? 'No message requests.' : 'No messages yet.'}</p>
      ) : null}
      <ul className="direct-list__rows" aria-label={box === 'requests' ? 'Message requests' : 'Conversations'}>
        {ids.map((id) => (
          <ThreadRow key={id} direct={direct} threadId={id} active={id === activeId} now={now} />
        ))}
      </ul>
      {page.hasOlder ? (
        <button type="button" className="text-button direct-list__more" onClick={() => fire(worker.loadDirectInbox(box, true), 'older threads')}>
          Load more
        </button>
      ) : null}
    </div>
  );
}

/** Requests: what they are, and Decline all (001 §4, §6). */
function RequestsBar({ count }: { count: number }) {
  const worker = useWorker();
  return (
    <div className="direct-list__bar">
      <span className="muted direct-list__note">{"Messages from people you don't follow. They won't know you've seen them until you accept."}</span>
      {count > 0 ? (
        <button type="button" className="text-button direct-list__decline-all" onClick={() => fire(worker.declineAllDirectRequests(), 'decline all')}>
          Decline all
        </button>
      ) : null}
    </div>
  );
}
