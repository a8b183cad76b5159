import { useWorkerQuery } from '../../hooks/use-worker-query';
import { isoTime } from '../../lib/relative-time';
import { dateText } from '../../lib/settings/login-activity';
import { EMAILS_SENT_DAYS } from '../../../sync/api/settings-wire';
import { SettingsLayout } from './settings-layout';
import { useAccountForm } from './use-account-form';

/**
 * /emails/emails_sent/ (001 §1): the security and login emails sent to the person's address in
 * the last 14 days, subjects and dates, read-only (the links they held are never shown again).
 * Online only: offline the page says it needs a connection.
 */
export function EmailsSentScreen() {
  const { online, viewerId, call } = useAccountForm();
  const query = useWorkerQuery(['emails-sent', viewerId], () => call('emailsSent', {}), online && viewerId !== null);
  const emails = query.data?.emails ?? null;
  return (
    <SettingsLayout title="Emails from Lumen" online={online}>
      {online ? null : <p className="settings__hint settings__needs-net">Emails from Lumen need a connection to load.</p>}
      <p className="settings__hint">Security and login emails sent to you in the last {EMAILS_SENT_DAYS} days.</p>
      {query.isError ? <p className="settings__error" role="alert">Couldn't load your emails.</p> : null}
      {emails?.length === 0 ? <p className="settings__status">No emails in the last {EMAILS_SENT_DAYS} days.</p> : null}
      {emails && emails.length > 0 ? (
        <ul className="sessions" aria-label="Emails sent">
          {emails.map((e) => (
            <li key={e.id} className="sessions__item">
              <div className="sessions__text">
                <p className="sessions__device">{e.subject}</p>
                <p className="settings__hint">
                  <time dateTime={isoTime(e.sent_at)}>Sent {dateText(e.sent_at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </SettingsLayout>
  );
}
