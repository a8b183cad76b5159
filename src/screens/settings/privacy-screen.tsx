import { useState } from 'react';
import { Link } from 'wouter';
import { Paths } from '../../routes';
import { useSnapshot } from '../../state';
import { fire } from '../../lib/fire';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { SwitchRow } from './settings-switch';
import { useAccountForm } from './use-account-form';

type Outcome = { done: string | null; error: string | null };

/**
 * /accounts/privacy_and_security/ (001 §7 set_private, set_presence_disabled): the private
 * account switch (the server hides posts from non-followers and turns follows into requests;
 * going public approves the requests) and the activity status switch. Each switch saves at once.
 */
export function PrivacyScreen() {
  const { form, online, viewerId, call, saved } = useAccountForm();
  const cachedPrivate = useSnapshot((s) => (viewerId ? (s.users.users[viewerId]?.isPrivate ?? null) : null));
  // The switch a save is under way for shows its new state until the answer (or goes back on a refusal).
  const [pending, setPending] = useState<{ which: 'private' | 'presence'; on: boolean } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ done: null, error: null });
  const isPrivate = form?.is_private ?? cachedPrivate ?? false;
  const disabled = !online || form === null || pending !== null;

  const run = async (which: 'private' | 'presence', on: boolean) => {
    if (!form) return;
    setPending({ which, on });
    setOutcome({ done: null, error: null });
    if (which === 'private') {
      const r = await call('setPrivate', { isPrivate: on });
      if (r.ok) {
        await saved({ ...form, is_private: r.value.is_private });
        setOutcome({ done: on ? 'Your account is private.' : 'Your account is public.', error: null });
      } else setOutcome({ done: null, error: failureText(r, "Couldn't change your account's privacy.") });
    } else {
      const r = await call('setPresenceDisabled', { disabled: !on });
      if (r.ok) {
        await saved({ ...form, presence_disabled: r.value.presence_disabled });
        setOutcome({ done: on ? 'Your activity status is shown.' : 'Your activity status is hidden.', error: null });
      } else setOutcome({ done: null, error: failureText(r, "Couldn't change your activity status.") });
    }
    setPending(null);
  };

  return (
    <SettingsLayout title="Privacy and security" online={online}>
      <h2 className="settings__subtitle">Account privacy</h2>
      <SwitchRow
        label="Private account"
        hint="Only people you approve can see your posts and follow you. Going public approves the requests that wait."
        checked={pending?.which === 'private' ? pending.on : isPrivate}
        disabled={disabled}
        onChange={(on) => fire(run('private', on), 'set private')}
      />
      <h2 className="settings__subtitle">Activity status</h2>
      <SwitchRow
        label="Show activity status"
        hint="People you message can see when you were last active."
        checked={pending?.which === 'presence' ? pending.on : !(form?.presence_disabled ?? false)}
        disabled={disabled}
        onChange={(on) => fire(run('presence', on), 'set presence')}
      />
      <SaveOutcome done={outcome.done} error={outcome.error} />
      <h2 className="settings__subtitle">Your data</h2>
      <Link href={Paths.dataControls} className="settings__link">
        Data controls: see, download and delete your data
      </Link>
    </SettingsLayout>
  );
}
