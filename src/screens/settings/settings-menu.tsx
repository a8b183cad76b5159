import { Link, useLocation } from 'wouter';
import { Paths } from '../../routes';
import { useLogOutAndLeave } from '../../components/shell/use-log-out-and-leave';

/** The settings pages, in the menu's order (001 §1, §2 /accounts/…, /session/login_activity/ and /push/web/settings/). */
export const SETTINGS_LINKS = [
  { href: Paths.accountsEdit, label: 'Edit profile' },
  { href: Paths.passwordChange, label: 'Change password' },
  { href: Paths.privacyAndSecurity, label: 'Privacy and security' },
  { href: Paths.twoFactorSettings, label: 'Two-factor authentication' },
  { href: Paths.commentFilter, label: 'Comments' },
  { href: Paths.usertagSettings, label: 'Tags' },
  { href: Paths.loginActivity, label: 'Login activity' },
  { href: Paths.manageAccess, label: 'Apps and websites' },
  { href: Paths.emailPreferences, label: 'Email notifications' },
  { href: Paths.pushSettings, label: 'Push notifications' },
  { href: Paths.accessTool, label: 'Access data' },
  { href: Paths.contactHistory, label: 'Contact syncing' },
  { href: Paths.dataUsage, label: 'Data usage' },
  { href: Paths.nametag, label: 'Nametag' },
] as const;

/**
 * The settings menu: a link to each settings page and Log out. The gear on the viewer's own
 * profile opens it (settings-options.tsx); from 736 px the settings pages show it beside the page.
 */
export function SettingsMenu({ onPick, label = 'Settings' }: { onPick?: () => void; label?: string }) {
  const [location] = useLocation();
  const { logOut, busy } = useLogOutAndLeave();
  return (
    <nav className="settings-menu" aria-label={label}>
      <ul className="settings-menu__list">
        {SETTINGS_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="settings-menu__item" aria-current={location === l.href ? 'page' : undefined} onClick={onPick}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="settings-menu__item settings-menu__logout" disabled={busy} onClick={logOut}>
            {busy ? 'Logging out…' : 'Log out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
