import { Link, useLocation } from 'wouter';
import { useLogout } from '../../state';
import { HomeIcon } from '../../icons/home-icon';
import { UserIcon } from '../../icons/user-icon';
import { Paths, profilePath } from '../../routes';
import { fire } from '../../lib/fire';
import { OutboxTray } from './outbox-tray';
import { NewPostLink } from '../uploads/new-post-link';
import { UploadsTray } from '../uploads/uploads-tray';
import './top-bar.css';

/** The top bar: logo, uploads and unsent-activity trays, and (desktop) navigation, New post and log out. */
export function TopBar({ username }: { username: string | null }) {
  const logOut = useLogout();
  const [location] = useLocation();
  // Once logged out (the service worker's pages of this viewer dropped), a full navigation;
  // a failed logout stays here, and the worker's toast says so.
  const logout = () => {
    fire(
      logOut().then((loggedOut) => {
        if (loggedOut) window.location.assign(Paths.login);
      }),
      'log out',
    );
  };
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link href={Paths.home} className="top-bar__logo" aria-label="Lumen home">
          Lumen
        </Link>
        <div className="top-bar__end">
          <UploadsTray />
          <OutboxTray />
          <nav className="top-bar__nav" aria-label="Main">
            <Link href={Paths.home} className="icon-button" aria-label="Home" aria-current={location === Paths.home ? 'page' : undefined}>
              <HomeIcon filled={location === Paths.home} />
            </Link>
            <NewPostLink className="icon-button" />
            {username ? (
              <Link href={profilePath(username)} className="icon-button" aria-label="Profile">
                <UserIcon />
              </Link>
            ) : null}
            <button type="button" className="text-button top-bar__logout" onClick={logout}>
              Log out
            </button>
          </nav>
        </div>
      </div>
    </header>
  );
}
