import { Link, useLocation } from 'wouter';
import { HomeIcon } from '../../icons/home-icon';
import { UserIcon } from '../../icons/user-icon';
import { Paths, profilePath } from '../../routes';
import { NewPostLink } from '../uploads/new-post-link';
import './tab-bar.css';

/** The bottom tab bar on mobile. */
export function TabBar({ username }: { username: string | null }) {
  const [location] = useLocation();
  const home = location === Paths.home;
  return (
    <nav className="tab-bar" aria-label="Tabs">
      <Link href={Paths.home} className="tab-bar__tab" aria-label="Home" aria-current={home ? 'page' : undefined}>
        <HomeIcon filled={home} />
      </Link>
      <NewPostLink className="tab-bar__tab" />
      {username ? (
        <Link href={profilePath(username)} className="tab-bar__tab" aria-label="Profile">
          <UserIcon />
        </Link>
      ) : null}
    </nav>
  );
}
