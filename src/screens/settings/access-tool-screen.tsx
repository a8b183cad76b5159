import { Link } from 'wouter';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { dateText } from '../../lib/settings/login-activity';
import { accessToolPath } from '../../routes';
import { ACCESS_TOOL_SECTIONS } from '../../../sync/api/access-tool-wire';
import type { AccessToolCategory } from '../../../sync/api/access-tool-wire';
import { SettingsLayout } from './settings-layout';
import { useAccountForm } from './use-account-form';
import './access-tool.css';

/**
 * /accounts/access_tool/ (001 §1, "Access data"): what Lumen keeps about the person's account,
 * by section, each category a link to its list with how many entries it holds. Online only,
 * like the other pages that read the account from the server.
 */
export function AccessToolScreen() {
  const { online, viewerId, call } = useAccountForm();
  const query = useWorkerQuery(['access-tool', viewerId], () => call('accessToolSummary', {}), online && viewerId !== null);
  const summary = query.data ?? null;
  return (
    <SettingsLayout title="Access data" online={online}>
      {online ? null : <p className="settings__hint settings__needs-net">Access data needs a connection to load.</p>}
      <p className="settings__hint">What Lumen keeps about your account. Only you can see this.</p>
      {query.isError ? (
        <p className="settings__error" role="alert">
          {"Couldn't load your data."}
        </p>
      ) : null}
      {summary ? <p className="access-tool__joined">Date joined: {dateText(summary.date_joined)}</p> : null}
      {ACCESS_TOOL_SECTIONS.map((section) => (
        <section key={section.title} className="access-tool__section" aria-label={section.title}>
          <h2 className="access-tool__heading">{section.title}</h2>
          <ul className="access-tool__links">
            {(Object.entries(section.categories) as [AccessToolCategory, string][]).map(([name, title]) => (
              <li key={name}>
                <Link href={accessToolPath(name)} className="access-tool__link">
                  <span>{title}</span>
                  {summary ? <span className="access-tool__count">{summary.counts[name]}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </SettingsLayout>
  );
}
