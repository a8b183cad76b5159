import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../icons/icon';
import { Paths } from '../../routes';
import { useDisclosure } from '../../hooks/use-disclosure';
import { logEvent } from '../../lib/analytics/log-client';
import { useLogOutAndLeave } from './use-log-out-and-leave';
import './account-menu.css';

/** Three dots: the account menu's button (decorative; the button has the name). */
function MoreIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </Icon>
  );
}

export interface AccountMenuViewProps {
  open: boolean;
  panelId: string;
  username: string | null;
  busy: boolean;
  onToggle: () => void;
  onLogOut: () => void;
}

/**
 * The account menu's markup (a disclosure: a button with aria-expanded, and the panel it
 * controls). Shown in the top bar below 736 px, where the desktop navigation with its
 * Log out button is hidden, so a person on a phone can log out or reach the settings and the
 * push settings (on desktop, the top bar's gear and the own profile's Options do).
 */
export function AccountMenuView({ open, panelId, username, busy, onToggle, onLogOut }: AccountMenuViewProps) {
  return (
    <>
      <button type="button" className="icon-button" aria-label="Account menu" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <MoreIcon />
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel">
          {username ? <p className="account-menu__who">Logged in as {username}</p> : null}
          <Link href={Paths.accountsEdit} className="account-menu__item account-menu__link" onClick={onToggle}>
            Settings
          </Link>
          <Link href={Paths.pushSettings} className="account-menu__item account-menu__link" onClick={onToggle}>
            Notification settings
          </Link>
          <button type="button" className="account-menu__item" disabled={busy} onClick={onLogOut}>
            {busy ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** 001 §2 navigation events: the mobile menu's open and close (not its first, closed, render). */
function useMenuLogging(open: boolean): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) logEvent(MOBILE_MENU_OPEN);
    else if (wasOpen.current) logEvent(MOBILE_MENU_CLOSE);
    wasOpen.current = open;
  }, [open]);
}

export const MOBILE_MENU_OPEN = 'mobile_menu_open';
export const MOBILE_MENU_CLOSE = 'mobile_menu_close';

/** The mobile account menu: opens on its button, closes on Escape (focus back on the button) or a tap outside. */
export function AccountMenu({ username }: { username: string | null }) {
  const { open, toggle, root, panelId } = useDisclosure();
  const { logOut, busy } = useLogOutAndLeave();
  useMenuLogging(open);

  return (
    <div className="account-menu" ref={root}>
      <AccountMenuView open={open} panelId={panelId} username={username} busy={busy} onToggle={toggle} onLogOut={logOut} />
    </div>
  );
}
