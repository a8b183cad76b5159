import { Link, useLocation } from 'wouter';
import { HomeIcon } from '../../icons/home-icon';
import { CompassIcon } from '../../icons/compass-icon';
import { GearIcon } from '../../icons/gear-icon';
import { SearchField } from '../../screens/search/search-field';
import { MessagesLink } from './messages-link';
import { ActivityLink, useActivityBadge } from './activity-link';
import { Paths, profilePath } from '../../routes';
import { AccountMenu } from './account-menu';
import { OutboxTray } from './outbox-tray';
import { useLogOutAndLeave } from './use-log-out-and-leave';
import { NewPostLink } from '../uploads/new-post-link';
import { ProfileTabIcon } from './profile-tab-icon';
import { UploadsTray } from '../uploads/uploads-tray';
import './top-bar.css';

/**
 * The top bar: logo, uploads and unsent-activity trays, and (desktop) navigation, New post,
 * settings and log out; on mobile (below 736 px, no navigation here) the account menu with Log out.
 */
export function TopBar({ username }: { username: string | null }) {
  const { logOut, busy } = useLogOutAndLeave();
  const [location] = useLocation();
  useActivityBadge();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link href={Paths.home} className="top-bar__logo" aria-label="Lumen home">
          Lumen
        </Link>
        <SearchField className="top-bar__search" />
        <div className="top-bar__end">
          <UploadsTray />
          <OutboxTray />
          <nav className="top-bar__nav" aria-label="Main">
            <Link href={Paths.home} className="icon-button" aria-label="Home" aria-current={location === Paths.home ? 'page' : undefined}>
              <HomeIcon filled={location === Paths.home} />
            </Link>
            <Link href={Paths.explore} className="icon-button" aria-label="Explore" aria-current={location === Paths.explore ? 'page' : undefined}>
              <CompassIcon filled={location === Paths.explore} />
            </Link>
            <NewPostLink className="icon-button" />
            <MessagesLink className="icon-button" />
            <ActivityLink className="icon-button" />
            {username ? (
              <Link href={profilePath(username)} className="icon-button" aria-label="Profile" aria-current={location === profilePath(username) ? 'page' : undefined}>
                <ProfileTabIcon />
              </Link>
            ) : null}
            <Link href={Paths.accountsEdit} className="icon-button" aria-label="Settings" aria-current={location.startsWith('/accounts/') && location !== Paths.activity ? 'page' : undefined}>
              <GearIcon />
            </Link>
            <button type="button" className="text-button top-bar__logout" disabled={busy} onClick={logOut}>
              Log out
            </button>
          </nav>
          <AccountMenu username={username} />
        </div>
      </div>
    </header>
  );
}
