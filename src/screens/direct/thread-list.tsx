import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
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
 * Rows in the list's first frame: a tall screen's worth (72 px rows). The other rows (up to
 * 200 cached, 001 §9) come in the frame after, so a start paints the conversations one sees
 * without waiting for React to build the 200 (benchmark 13c: ≈ 70 ms of the first row's 300).
 */
export const FIRST_FRAME_ROWS = 24;

/** How many rows to render: FIRST_FRAME_ROWS at first, all of them once that frame is painted. */
function useRowsAfterFirstFrame(count: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || count <= FIRST_FRAME_ROWS) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next animation frame, then a task queued from it: after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [all, count]);
  return all ? count : Math.min(count, FIRST_FRAME_ROWS);
}

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
  const online = useSnapshot((s) => s.status.online);
  const page = direct[box];
  const ids = page.threadIds;
  const shown = useRowsAfterFirstFrame(ids.length);
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
      {/* Offline, the connectivity line above says so already; this is for a list read from the
          device while the page counts as online (the server unreachable). */}
      {query.data?.offline && online ? <p className="offline-note muted">{"Couldn't reach Lumen: conversations as last seen on this device."}</p> : null}
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
        {ids.slice(0, shown).map((id) => (
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
