import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';
import { EMAIL_PREFERENCE_KEYS } from '../../../sync/api/settings-wire';
import type { EmailPreferenceKey, WireEmailPreferences } from '../../../sync/api/settings-wire';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { SwitchRow } from './settings-switch';
import { useAccountForm } from './use-account-form';

/** Instagram's email kinds, their switch's label and hint. */
const KINDS: Record<EmailPreferenceKey, { label: string; hint: string }> = {
  feedback_emails: { label: 'Feedback emails', hint: 'Give feedback on Lumen.' },
  reminder_emails: { label: 'Reminder emails', hint: "Get notifications you may have missed." },
  product_emails: { label: 'Product emails', hint: 'Get tips about Lumen’s tools.' },
  news_emails: { label: 'News emails', hint: 'Learn about new Lumen features.' },
  support_emails: { label: 'Support emails', hint: 'Get updates on reports and violations of our Community Guidelines.' },
};

/**
 * /accounts/emailpreferences/ (and /emails/settings/; 001 §7 "Email preference {key: subscribe
 * or unsubscribe}"): a switch per kind of email, each change sent at once. Online calls of the
 * page, like the privacy switches: offline the page says it needs a connection and the
 * switches wait. Links to the emails sent (/emails/emails_sent/).
 */
export function EmailPreferencesScreen() {
  const { online, viewerId, call } = useAccountForm();
  const client = useQueryClient();
  const query = useWorkerQuery(['email-preferences', viewerId], () => call('emailPreferences', {}), online && viewerId !== null);
  const prefs = query.data?.preferences ?? null;
  const [pending, setPending] = useState<{ key: EmailPreferenceKey; on: boolean } | null>(null);
  const [outcome, setOutcome] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  const disabled = !online || prefs === null || pending !== null;

  const change = async (key: EmailPreferenceKey, on: boolean) => {
    setPending({ key, on });
    setOutcome({ done: null, error: null });
    const r = await call('setEmailPreference', { key, on });
    if (r.ok) {
      client.setQueryData<WireEmailPreferences>(['email-preferences', viewerId], r.value);
      setOutcome({ done: `${KINDS[key].label} ${on ? 'on' : 'off'}.`, error: null });
    } else setOutcome({ done: null, error: failureText(r, "Couldn't change that setting.") });
    setPending(null);
  };

  return (
    <SettingsLayout title="Email notifications" online={online}>
      {online ? null : <p className="settings__hint settings__needs-net">Email notifications need a connection to load and to change.</p>}
      <h2 className="settings__subtitle">Subscribe to</h2>
      {EMAIL_PREFERENCE_KEYS.map((key) => (
        <SwitchRow
          key={key}
          label={KINDS[key].label}
          hint={KINDS[key].hint}
          checked={pending?.key === key ? pending.on : (prefs?.[key] ?? false)}
          disabled={disabled}
          onChange={(on) => fire(change(key, on), 'email preference')}
        />
      ))}
      <SaveOutcome done={outcome.done} error={outcome.error} />
      <p className="settings__hint">
        <Link href={Paths.emailsSent} className="link">
          Emails from Lumen
        </Link>{' '}
        — security and login emails sent to you in the last 14 days.
      </p>
    </SettingsLayout>
  );
}
