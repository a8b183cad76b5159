import { Link, useLocation } from 'wouter';
import { HomeIcon } from '../../icons/home-icon';
import { SearchIcon } from '../../icons/search-icon';
import { MessagesLink } from './messages-link';
import { ActivityLink } from './activity-link';
import { Paths, profilePath } from '../../routes';
import { NewPostLink } from '../uploads/new-post-link';
import { ProfileTabIcon } from './profile-tab-icon';
import './tab-bar.css';

/** The bottom tab bar on mobile: Home, Search and Explore, New post, Activity, Profile. */
export function TabBar({ username }: { username: string | null }) {
  const [location] = useLocation();
  const home = location === Paths.home;
  return (
    <nav className="tab-bar" aria-label="Tabs">
      <Link href={Paths.home} className="tab-bar__tab" aria-label="Home" aria-current={home ? 'page' : undefined}>
        <HomeIcon filled={home} />
      </Link>
      <Link href={Paths.explore} className="tab-bar__tab" aria-label="Search and explore" aria-current={location.startsWith('/explore/') ? 'page' : undefined}>
        <SearchIcon />
      </Link>
      <NewPostLink className="tab-bar__tab" />
      <MessagesLink className="tab-bar__tab" />
      <ActivityLink className="tab-bar__tab" />
      {username ? (
        <Link href={profilePath(username)} className="tab-bar__tab" aria-label="Profile" aria-current={location === profilePath(username) ? 'page' : undefined}>
          <ProfileTabIcon />
        </Link>
      ) : null}
    </nav>
  );
}
