import { Link, useParams } from 'wouter';
import { useWorker } from '../../state';
import { isNotFound, useWorkerQuery } from '../../hooks/use-worker-query';
import { useViewerId } from '../../hooks/use-viewer';
import { formatNumber } from '../../lib/format-count';
import { tagPath } from '../../routes';
import { HashtagFollowButton } from '../explore/hashtag-follow-button';
import { FollowingTabs } from './following-tabs';
import { useProfile } from './profile-screen';
import '../../components/people/people.css';
import './follow-list.css';

function HashtagList({ userId, own }: { userId: string; own: boolean }) {
  const worker = useWorker();
  const query = useWorkerQuery(['hashtag-following', userId], () => worker.loadHashtagFollowing(userId));
  if (query.isPending) return <p className="center-state muted" role="status">Loading…</p>;
  if (query.isError) return <p className="center-state muted">{isNotFound(query.error) ? "You can't see this list." : "Couldn't load this list."}</p>;
  const { hashtags, offline } = query.data;
  return (
    <>
      {offline ? <p className="offline-note muted">You're offline: this list is as last seen.</p> : null}
      {hashtags.length === 0 ? <p className="center-state muted">{own ? 'Hashtags you follow will show here.' : 'No hashtags followed yet.'}</p> : null}
      <ul className="user-list" aria-label="Hashtags followed">
        {hashtags.map((h) => (
          <li key={h.name} className="user-row">
            <span className="user-row__avatar hashtag-row__badge" aria-hidden="true">
              #
            </span>
            <div className="user-row__text">
              <Link href={tagPath(h.name)} className="user-row__username">
                #{h.name}
              </Link>
              <span className="user-row__sub muted">
                {formatNumber(h.mediaCount)} {h.mediaCount === 1 ? 'post' : 'posts'}
              </span>
            </div>
            <div className="user-row__action">{own ? <HashtagFollowButton name={h.name} /> : null}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /{username}/hashtag_following/ (001 §2): the hashtags a person follows, beside the people they follow. */
export function HashtagFollowingScreen() {
  const { username = '' } = useParams<{ username: string }>();
  const profile = useProfile(username);
  const viewerId = useViewerId();
  return (
    <main className="app-main">
      <div className="column">
        <h1 className="page-title">Following</h1>
        <FollowingTabs username={username} current="hashtags" />
        {profile.data ? (
          <HashtagList userId={profile.data.userId} own={profile.data.userId === viewerId} />
        ) : profile.isError ? (
          <p className="center-state muted">{"Couldn't load this list."}</p>
        ) : (
          <p className="center-state muted" role="status">Loading…</p>
        )}
      </div>
    </main>
  );
}
