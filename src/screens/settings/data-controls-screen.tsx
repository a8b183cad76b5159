import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { AuthFlowPaths, Paths } from '../../routes';
import { SettingsLayout } from './settings-layout';
import './access-tool.css';

/** Where each of the person's data controls is, in the page's order. */
const CONTROLS = [
  { href: Paths.accessTool, title: 'Access data', text: 'See what Lumen keeps about your account.' },
  { href: AuthFlowPaths.downloadRequest, title: 'Download your data', text: 'Get a copy of your photos, videos, comments and profile information.' },
  { href: Paths.contactHistory, title: 'Contact syncing', text: 'See and delete the contacts you uploaded.' },
  { href: Paths.search, title: 'Search history', text: 'See and clear your recent searches.' },
  { href: Paths.loginActivity, title: 'Login activity', text: "See where you're logged in, and log out of sessions." },
  { href: Paths.manageAccess, title: 'Apps and websites', text: 'See and remove the apps you let use your account.' },
  { href: Paths.dataUsage, title: 'Data usage', text: 'Use less mobile data on this device.' },
] as const;

/**
 * /accounts/data_controls_support/ (001 §1), "Data controls": where to see, download and delete
 * one's data, each a link to its page. Links only, so it opens offline.
 */
export function DataControlsScreen() {
  const online = useSnapshot((s) => s.status.online);
  return (
    <SettingsLayout title="Data controls" online={online} offlineText="You're offline. The pages below open; some need a connection to load.">
      <p className="settings__hint">See, download and delete what Lumen keeps about you.</p>
      <ul className="access-tool__links" aria-label="Data controls">
        {CONTROLS.map((c) => (
          <li key={c.href}>
            <Link href={c.href} className="access-tool__link data-controls__link">
              <span>
                <span className="data-controls__title">{c.title}</span>
                <span className="settings__hint">{c.text}</span>
              </span>
              <span aria-hidden="true" className="access-tool__count">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsLayout>
  );
}
