import { Link } from 'wouter';
import { useWorker } from '../../state';
import { isNotFound, useWorkerQuery } from '../../hooks/use-worker-query';
import { formatNumber } from '../../lib/format-count';
import { tagPath } from '../../routes';
import { HashtagFollowButton } from '../explore/hashtag-follow-button';
import '../../components/people/people.css';
import './follow-list.css';

/** /{username}/hashtag_following/ (001 §2): the hashtags a person follows (FollowListScreen's Hashtags tab). */
export function HashtagList({ userId, own }: { userId: string; own: boolean }) {
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
