import { Link } from 'wouter';
import { hashtagFollowingPath, profilePath } from '../../routes';
import './follow-list.css';

/** People | Hashtags above a following list (/{username}/following/ and /hashtag_following/). */
export function FollowingTabs({ username, current }: { username: string; current: 'people' | 'hashtags' }) {
  const tab = (which: 'people' | 'hashtags', href: string, label: string) => (
    <Link href={href} className={`following-tabs__tab${current === which ? ' following-tabs__tab--current' : ''}`} aria-current={current === which ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav className="following-tabs" aria-label="Following">
      {tab('people', `${profilePath(username)}following/`, 'People')}
      {tab('hashtags', hashtagFollowingPath(username), 'Hashtags')}
    </nav>
  );
}
