import { Icon } from '../../icons/icon';
import { useDisclosure } from '../../hooks/use-disclosure';
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
 * Log out button is hidden, so a person on a phone can log out.
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
          <button type="button" className="account-menu__item" disabled={busy} onClick={onLogOut}>
            {busy ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The mobile account menu: opens on its button, closes on Escape (focus back on the button) or a tap outside. */
export function AccountMenu({ username }: { username: string | null }) {
  const { open, toggle, root, panelId } = useDisclosure();
  const { logOut, busy } = useLogOutAndLeave();

  return (
    <div className="account-menu" ref={root}>
      <AccountMenuView open={open} panelId={panelId} username={username} busy={busy} onToggle={toggle} onLogOut={logOut} />
    </div>
  );
}
