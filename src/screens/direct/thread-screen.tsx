import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { Avatar } from '../../components/avatar';
import { ToastDock } from '../../components/shell/toast-dock';
import { useDisclosure } from '../../hooks/use-disclosure';
import { useKeepAtBottom } from '../../hooks/use-keep-at-bottom';
import { DESKTOP, useMediaQuery } from '../../hooks/use-media-query';
import { useNow } from '../../hooks/use-now';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { ChevronIcon } from '../../icons/chevron-icon';
import { Icon } from '../../icons/icon';
import { fire } from '../../lib/fire';
import { seenLabel, threadRows, threadTitle, timeLine, typingNames } from '../../lib/direct/thread-labels';
import { withUploads } from '../../lib/direct/upload-items';
import { Paths, profilePath } from '../../routes';
import type { DirectItem, DirectState, DirectThread } from '../../../worker/direct/direct-state';
import { TypingStatus } from '../../../sync/api/direct-wire';
import { Composer } from './composer';
import { ConnectivityLine } from './connectivity-line';
import { MessageBubble } from './message-bubble';
import { useDirect } from './use-direct';
import '../../components/shell/account-menu.css';

/** The thread's options: view profile, mute or unmute, leave a group. */
function ThreadOptions({ thread, title, username }: { thread: DirectThread; title: string; username: string | null }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const { open, toggle, root, panelId } = useDisclosure();
  return (
    <div className="direct-menu" ref={root}>
      <button type="button" className="icon-button" aria-label={`Conversation details for ${title}`} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </Icon>
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel">
          {username ? (
            <Link href={profilePath(username)} className="account-menu__item account-menu__link">
              View profile
            </Link>
          ) : null}
          <button type="button" className="account-menu__item" onClick={() => (fire(worker.muteDirectThread(thread.id, !thread.muted), 'mute'), toggle())}>
            {thread.muted ? 'Unmute messages' : 'Mute messages'}
          </button>
          {thread.isGroup ? (
            <button
              type="button"
              className="account-menu__item profile__danger"
              onClick={() => {
                toggle();
                fire(worker.leaveDirectThread(thread.id).then((r) => r.ok && navigate(Paths.directInbox)), 'leave');
              }}
            >
              Leave chat
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A request's answer (001 §4, §6): Accept moves it to the inbox; Decline removes it. */
function RequestBar({ thread, title }: { thread: DirectThread; title: string }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  return (
    <div className="direct-request" role="region" aria-label="Message request">
      <p className="muted">{`${title} wants to send you a message. They won't know you've seen it until you accept.`}</p>
      <div className="direct-request__actions">
        <button type="button" className="secondary-button" onClick={() => (fire(worker.declineDirectRequest(thread.id), 'decline'), navigate(Paths.directRequests))}>
          Decline
        </button>
        <button type="button" className="primary-button" onClick={() => fire(worker.approveDirectRequest(thread.id), 'accept')}>
          Accept
        </button>
      </div>
    </div>
  );
}

function newestFrom(direct: DirectState, thread: DirectThread): DirectItem | undefined {
  return thread.itemIds.map((id) => direct.items[id]).find((i) => i !== undefined && i.delivery === 'sent');
}

/** /direct/t/{id}/: the conversation, oldest at the top, the composer below; marks what it shows as seen. */
export function ThreadScreen({ threadId }: { threadId: string }) {
  const worker = useWorker();
  const direct = useDirect();
  const desktop = useMediaQuery(DESKTOP);
  const now = useNow(1000);
  const query = useWorkerQuery(['direct', 'thread', threadId], () => worker.loadDirectThread(threadId, false));
  const thread = direct.threads[threadId];
  const scroller = useRef<HTMLDivElement>(null);
  // The uploads slice (not its table, src/state/tables.ts): photos on their way show as messages (dmphoto).
  const uploads = useSnapshot((s) => s.uploads);
  const stored = thread ? thread.itemIds.map((id) => direct.items[id]).filter((i): i is DirectItem => i !== undefined) : [];
  const items = withUploads(stored, uploads.byId, threadId, direct.viewerId);
  const rows = threadRows(items, direct.viewerId);
  const newestId = items[0]?.id;

  // Newest at the bottom in view: on open and when a message arrives.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId, threadId]);

  // The toast's dock (below) or the connectivity line taking room keeps the newest in view.
  useKeepAtBottom(scroller, thread !== undefined);

  // What the viewer sees is seen (not for a request: its sender is not told until it is accepted).
  const newest = thread ? newestFrom(direct, thread) : undefined;
  const viewerSeen = thread && direct.viewerId ? thread.lastSeenAt[direct.viewerId]?.timestamp ?? 0 : 0;
  useEffect(() => {
    if (!thread || thread.pending || !newest || newest.userId === direct.viewerId || newest.timestamp <= viewerSeen) return;
    if (document.visibilityState !== 'visible') return;
    fire(worker.markDirectSeen(thread.id, newest.id), 'mark seen');
  }, [worker, thread, newest, viewerSeen, direct.viewerId]);

  if (!thread) {
    return (
      <div className="direct-thread">
        <div className="center-state" role={query.isPending ? 'status' : 'alert'}>
          {query.isPending ? <p className="muted">Loading…</p> : query.data?.offline ? <p>{"This conversation isn't available offline."}</p> : <p>{"This conversation isn't available."}</p>}
          <Link href={Paths.directInbox} className="text-button">
            Back to messages
          </Link>
        </div>
      </div>
    );
  }
  const title = threadTitle(thread, direct.users);
  const first = direct.users[thread.userIds[0] ?? ''];
  const seen = seenLabel(thread, direct.items, direct.viewerId, direct.users);
  const typing = typingNames(thread, direct.users, now);
  return (
    <div className="direct-thread">
      <header className="direct-thread__head">
        {!desktop ? (
          <Link href={thread.pending ? Paths.directRequests : Paths.directInbox} className="icon-button" aria-label="Back to messages">
            <ChevronIcon direction="left" />
          </Link>
        ) : null}
        <Avatar src={first?.profile_pic_url} username={first?.username ?? title} size={32} />
        <h1 className="direct-thread__title">{title}</h1>
        <ThreadOptions thread={thread} title={title} username={thread.isGroup ? null : (first?.username ?? null)} />
      </header>
      <ConnectivityLine />
      <div className="direct-thread__scroll" ref={scroller}>
        {thread.hasOlder ? (
          <div className="center-state direct-thread__older">
            <button type="button" className="text-button" onClick={() => fire(worker.loadDirectThread(threadId, true), 'older messages')}>
              Load older messages
            </button>
          </div>
        ) : null}
        <ol className="direct-thread__items" aria-label={`Messages with ${title}`}>
          {rows.map((row) =>
            row.kind === 'time' ? (
              <li key={row.key} className="direct-thread__time muted">
                {timeLine(row.timestamp, now)}
              </li>
            ) : row.kind === 'event' ? (
              <li key={row.key} className="direct-thread__event muted">
                {row.item.content.actionLog?.description ?? ''}
              </li>
            ) : (
              <MessageBubble
                key={row.key}
                item={row.item}
                own={row.own}
                firstOfGroup={row.firstOfGroup}
                lastOfGroup={row.lastOfGroup}
                sender={direct.users[row.item.userId]}
                showName={thread.isGroup}
                viewerId={direct.viewerId}
                canReact={!thread.pending}
              />
            ),
          )}
        </ol>
        {seen ? <p className="direct-thread__seen muted">{seen}</p> : null}
        {typing.length > 0 ? (
          <p className="direct-thread__typing" role="status" aria-label={`${typing.join(', ')} ${typing.length === 1 ? 'is' : 'are'} typing`}>
            <span className="typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </p>
        ) : null}
      </div>
      <ToastDock />
      {thread.pending ? <RequestBar thread={thread} title={title} /> : <Composer threadId={threadId} disabled={!thread.canSend} onTyping={(on) => worker.sendTyping(threadId, on ? TypingStatus.text : TypingStatus.off)} />}
    </div>
  );
}
