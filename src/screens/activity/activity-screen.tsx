import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { Avatar } from '../../components/avatar';
import { UserRow } from '../../components/people/user-row';
import { useRelationship } from '../../components/people/use-relationship';
import { FollowButton } from '../../components/people/follow-button';
import { activitySections, activityVerb } from '../../lib/activity-groups';
import { actorsText } from '../../lib/people-labels';
import { relativeTimeShort } from '../../lib/relative-time';
import { fire } from '../../lib/fire';
import { postPath, profilePath } from '../../routes';
import type { ActivityStoryView } from '../../../worker/api-types';
import '../../components/people/people.css';
import './activity.css';

/** A follow request, answered in place: Confirm / Delete (001 §6 approve or ignore). */
function RequestRow({ userId }: { userId: string }) {
  const worker = useWorker();
  const username = useSnapshot((s) => s.users.users[userId]?.username ?? '');
  const rel = useRelationship(userId);
  const action = rel.requestedViewer ? (
    <>
      <button type="button" className="primary-button follow-button" aria-label={`Confirm ${username}'s request`} onClick={() => fire(worker.approveFollowRequest(userId), 'approve')}>
        Confirm
      </button>
      <button type="button" className="secondary-button follow-button" aria-label={`Delete ${username}'s request`} onClick={() => fire(worker.ignoreFollowRequest(userId), 'ignore')}>
        Delete
      </button>
    </>
  ) : rel.followsViewer ? (
    <span className="muted activity__answered">{rel.pending ? 'Confirming…' : 'Now follows you'}</span>
  ) : (
    <span className="muted activity__answered">Request removed</span>
  );
  return <UserRow userId={userId} action={action} />;
}

function StoryRow({ story, now }: { story: ActivityStoryView; now: number }) {
  const names = useSnapshot((s) => story.userIds.map((id) => s.users.users[id]?.username ?? '').join('\n'));
  const usernames = names.split('\n').filter(Boolean);
  const first = useSnapshot((s) => (story.userIds[0] ? s.users.users[story.userIds[0]] : undefined));
  if (!first) return null;
  return (
    <li className={`activity__story${story.unread ? ' activity__story--unread' : ''}`}>
      <Link href={profilePath(first.username)} aria-label={`${first.username}'s profile`} tabIndex={-1}>
        <Avatar src={first.profilePictureUrl} username={first.username} size={44} />
      </Link>
      <p className="activity__text">
        {usernames.map((u, i) => (
          <span key={u}>
            {i > 0 ? (i === usernames.length - 1 && story.othersCount === 0 ? ' and ' : ', ') : null}
            <Link href={profilePath(u)} className="username-link">
              {u}
            </Link>
          </span>
        ))}
        {story.othersCount > 0 ? ` and ${story.othersCount} ${story.othersCount === 1 ? 'other' : 'others'}` : null} {activityVerb(story)}{' '}
        <span className="muted">{relativeTimeShort(story.timestamp, now * 1000)}</span>
      </p>
      {story.media ? (
        <Link href={postPath(story.media.shortcode)} className="activity__thumb" aria-label={`Open the post ${actorsText(usernames, story.othersCount)} acted on`}>
          <img src={story.media.thumbnailSrc} alt="" width={44} height={44} loading="lazy" />
        </Link>
      ) : story.type === 'follow' && story.userIds[0] ? (
        <FollowButton userId={story.userIds[0]} compact />
      ) : null}
    </li>
  );
}

/** /accounts/activity/ (001 §7 Activity): requests first, stories grouped; opening it marks them checked. */
export function ActivityScreen() {
  const worker = useWorker();
  const query = useWorkerQuery(['activity'], () => worker.loadActivity());
  const data = query.data;
  const newest = data?.stories.reduce((m, s) => Math.max(m, s.timestamp), 0) ?? 0;
  useEffect(() => {
    // 001 §7 /web/activity/mark_checked/ {timestamp}: what was shown is seen (the badge clears).
    if (data && !data.offline && newest > data.checkedAt) fire(worker.markActivityChecked(newest), 'mark checked');
  }, [worker, data, newest]);
  const now = Math.floor(Date.now() / 1000);
  return (
    <main className="app-main">
      <div className="column activity">
        <h1 className="page-title">Activity</h1>
        {data?.offline ? <p className="offline-note muted">You're offline: this is your activity as last seen.</p> : null}
        {query.isPending ? <p className="center-state muted" role="status">Loading…</p> : null}
        {query.isError ? (
          <div className="center-state" role="alert">
            <p>{"Couldn't load your activity."}</p>
            <button type="button" className="text-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        ) : null}
        {data && data.requestIds.length > 0 ? (
          <section aria-labelledby="requests-title">
            <h2 id="requests-title" className="activity__section">Follow requests</h2>
            <ul className="user-list">
              {data.requestIds.map((id) => (
                <RequestRow key={id} userId={id} />
              ))}
            </ul>
          </section>
        ) : null}
        {data
          ? activitySections(data.stories, now).map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h2 className="activity__section">{section.title}</h2>
                <ul className="user-list">
                  {section.stories.map((s) => (
                    <StoryRow key={s.id} story={s} now={now} />
                  ))}
                </ul>
              </section>
            ))
          : null}
        {data && data.stories.length === 0 && data.requestIds.length === 0 ? (
          <div className="center-state">
            <p className="feed__empty-title">Activity on your posts</p>
            <p className="muted">When someone likes or comments on one of your posts, you'll see it here.</p>
          </div>
        ) : null}
      </div>
    </main>
  );
}
