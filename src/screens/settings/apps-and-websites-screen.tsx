import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { dateText } from '../../lib/settings/login-activity';
import { authorizedText, scopeText } from '../../lib/settings/oauth-texts';
import type { WireActiveApp, WireAppsAndWebsites, WireTesterInvite } from '../../../sync/api/oauth-wire';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { useAccountForm } from './use-account-form';

type Outcome = { done: string | null; error: string | null };
type Action = { kind: 'remove'; app: WireActiveApp } | { kind: 'invite'; invite: WireTesterInvite; accept: boolean };

const DONE = (a: Action): string =>
  a.kind === 'remove' ? `${a.app.app_name} removed. It can no longer use your account.` : a.accept ? `You're now a tester of ${a.invite.app_name}.` : `Invite from ${a.invite.app_name} declined.`;

/**
 * Settings → Apps and websites (001 §1 /accounts/manage_access/, /accounts/platform_tester_invites/;
 * §7 OAuth revoke_access/ {token}, accept/decline_platform_tester_invite/ {app_id}): the apps the
 * person authorized, what each may see, Remove (its access ends at once); tester invites with
 * Accept and Decline. Online calls of the page, like Login activity: offline it says so and its
 * buttons wait.
 */
export function AppsAndWebsitesScreen() {
  const { online, viewerId, call } = useAccountForm();
  const client = useQueryClient();
  const key = ['apps-and-websites', viewerId] as const;
  const query = useWorkerQuery(key, () => call('appsAndWebsites', {}), online && viewerId !== null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ done: null, error: null });
  const disabled = !online || !query.data || busy;

  const act = async (a: Action) => {
    setBusy(true);
    setOutcome({ done: null, error: null });
    const r = a.kind === 'remove' ? await call('revokeAccess', { token: a.app.token }) : await call('answerTesterInvite', { appId: a.invite.app_id, accept: a.accept });
    setBusy(false);
    if (r.ok) {
      client.setQueryData<WireAppsAndWebsites>(key, r.value);
      setOutcome({ done: DONE(a), error: null });
    } else {
      setOutcome({ done: null, error: failureText(r, "Couldn't save that change.") });
      void query.refetch();
    }
  };
  const run = (a: Action) => fire(act(a), 'apps and websites');

  return (
    <SettingsLayout title="Apps and websites" online={online}>
      {online ? null : <p className="settings__hint settings__needs-net">Apps and websites needs a connection to load and to change: nothing is saved for later.</p>}
      {query.isError ? <p className="settings__error" role="alert">Couldn't load your apps.</p> : null}
      {!query.data && online && !query.isError ? <p className="settings__hint">Loading…</p> : null}
      <h2 className="settings__subtitle">Active</h2>
      <p className="settings__hint">Apps and websites you've allowed to use your account.</p>
      {query.data ? (
        <Rows label="Active apps" empty="You haven't allowed any apps." items={query.data.active}>
          {(a) => (
            <Row key={a.token} title={a.app_name} hint={authorizedText(a.authorized_at)}
              details={<ul className="apps__scopes" aria-label={`What ${a.app_name} can see`}>{a.scopes.map((s) => <li key={s}>{scopeText(s)}</li>)}</ul>}>
              <button type="button" className="secondary-button" aria-label={`Remove ${a.app_name}`} disabled={disabled} onClick={() => run({ kind: 'remove', app: a })}>
                Remove
              </button>
            </Row>
          )}
        </Rows>
      ) : null}
      <h2 className="settings__subtitle" id="tester-invites">Tester invites</h2>
      {query.data ? (
        <Rows label="Tester invites" empty="No invites to test apps." items={query.data.tester_invites}>
          {(i) => (
            <Row key={i.app_id} title={i.app_name} hint={i.accepted ? "You're a tester of this app." : `Invited you to test it on ${dateText(i.invited_at)}.`}>
              <div className="sessions__answers">
                {i.accepted ? null : (
                  <button type="button" className="primary-button" aria-label={`Accept the invite from ${i.app_name}`} disabled={disabled} onClick={() => run({ kind: 'invite', invite: i, accept: true })}>
                    Accept
                  </button>
                )}
                <button type="button" className="secondary-button" aria-label={`${i.accepted ? 'Stop testing' : 'Decline the invite from'} ${i.app_name}`} disabled={disabled} onClick={() => run({ kind: 'invite', invite: i, accept: false })}>
                  {i.accepted ? 'Stop testing' : 'Decline'}
                </button>
              </div>
            </Row>
          )}
        </Rows>
      ) : null}
      <SaveOutcome done={outcome.done} error={outcome.error} />
    </SettingsLayout>
  );
}

/** A list of the page's rows (each item's <li> from `children`), or `empty` when there are none. */
function Rows<T>({ label, empty, items, children }: { label: string; empty: string; items: readonly T[]; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="settings__hint">{empty}</p>;
  return (
    <ul className="sessions" aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

/** One app's row: its name, a line under it, what else it shows, and its buttons on the right. */
function Row({ title, hint, details, children }: { title: string; hint: string; details?: ReactNode; children: ReactNode }) {
  return (
    <li className="sessions__item">
      <div className="sessions__text">
        <p className="sessions__device">{title}</p>
        <p className="settings__hint">{hint}</p>
        {details}
      </div>
      {children}
    </li>
  );
}
