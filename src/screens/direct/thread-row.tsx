import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { directThreadPath } from '../../routes';
import { previewText, shortTime, threadTitle } from '../../lib/direct/thread-labels';
import type { DirectState } from '../../../worker/direct/direct-state';

/** One conversation in the list: avatar(s), name, newest message and its time; unread in bold with a dot. */
export function ThreadRow({ direct, threadId, active, now }: { direct: DirectState; threadId: string; active: boolean; now: number }) {
  const thread = direct.threads[threadId];
  if (!thread) return null;
  const title = threadTitle(thread, direct.users);
  const newest = thread.itemIds.map((id) => direct.items[id]).find((i) => i !== undefined);
  const unread = thread.unseenCount > 0;
  const first = direct.users[thread.userIds[0] ?? ''];
  const second = thread.isGroup ? direct.users[thread.userIds[1] ?? ''] : undefined;
  const preview = previewText(newest, direct.viewerId, direct.users, thread.isGroup);
  return (
    <li>
      <Link
        href={directThreadPath(threadId)}
        className={`direct-row${unread ? ' direct-row--unread' : ''}${active ? ' direct-row--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={`${title}${unread ? ', unread' : ''}: ${preview}`}
      >
        <span className={`direct-row__avatar${second ? ' direct-row__avatar--group' : ''}`}>
          <Avatar src={first?.profile_pic_url} username={first?.username ?? title} size={second ? 44 : 56} />
          {second ? <Avatar src={second.profile_pic_url} username={second.username} size={44} /> : null}
        </span>
        <span className="direct-row__text">
          <span className="direct-row__title">{title}</span>
          <span className="direct-row__sub">
            <span className="direct-row__preview">{preview}</span>
            {newest ? <span className="direct-row__time"> · {shortTime(thread.lastActivityAt, now)}</span> : null}
          </span>
        </span>
        {thread.muted ? <span className="direct-row__muted muted">Muted</span> : null}
        {unread ? <span className="direct-row__dot" aria-hidden="true" /> : null}
      </Link>
    </li>
  );
}
