import { useState, type FormEvent } from 'react';
import { fire } from '../../lib/fire';
import { fieldErrorsOf } from '../../lib/settings/account-draft';
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { TextField } from '../auth/text-field';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome } from './settings-layout';
import type { useTwoFactorStatus } from './use-two-factor-status';

type Deps = Pick<ReturnType<typeof useTwoFactorStatus>, 'online' | 'call' | 'put'> & { status: WireTwoFactorStatus; codes: string[] | null };

/** Backup codes: how many are left, and "Get new codes" (shown once: the server keeps them hashed). */
export function BackupCodes({ online, call, put, status, codes }: Deps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = async () => {
    setBusy(true);
    setError(null);
    const r = await call('twoFactorBackupCodes', { refresh: true });
    setBusy(false);
    if (r.ok) put(r.value);
    else setError(failureText(r, "Couldn't make new backup codes."));
  };
  return (
    <section className="settings__section" aria-label="Backup codes">
      <h2 className="settings__subtitle">Backup codes</h2>
      <p className="settings__hint">
        Use a backup code to log in when you can’t get a code from your phone. Each code works once.
        {codes ? ' Save these somewhere safe: they won’t be shown again.' : ` You have ${status.backup_codes_remaining} unused backup code${status.backup_codes_remaining === 1 ? '' : 's'}.`}
      </p>
      {codes ? (
        <ul className="settings__codes" aria-label="Your backup codes">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="secondary-button settings__save" disabled={!online || busy} onClick={() => fire(refresh(), 'backup codes')}>
        {busy ? 'Getting codes…' : 'Get new codes'}
      </button>
      <SaveOutcome done={null} error={error} />
    </section>
  );
}

/** Turning a factor off: asks for the password first (the server checks it). */
export function TurnOff({ online, call, put, factor, label }: Pick<Deps, 'online' | 'call' | 'put'> & { factor: 'sms' | 'totp'; label: string }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || busy || password === '') return;
    setBusy(true);
    setFieldError(null);
    setError(null);
    const r = await call('twoFactorDisable', { password, factor });
    setBusy(false);
    if (r.ok) {
      put(r.value);
      return;
    }
    const fields = fieldErrorsOf(r.body);
    setFieldError(fields['password'] ?? null);
    if (!fields['password']) setError(failureText(r, "Couldn't turn it off."));
  };
  if (!asking) {
    return (
      <button type="button" className="secondary-button settings__save" disabled={!online} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <form className="settings__form" onSubmit={(e) => fire(submit(e), 'two-factor off')} noValidate>
      <p className="settings__hint">Enter your password to turn this off. Your account will be less secure.</p>
      <TextField label="Password" type="password" name="password" autoComplete="current-password" value={password} onValue={setPassword} error={fieldError} />
      <div className="settings__row">
        <button type="submit" className="primary-button" disabled={!online || busy || password === ''}>
          {busy ? 'Turning off…' : label}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={() => { setAsking(false); setPassword(''); setFieldError(null); }}>
          Cancel
        </button>
      </div>
      <SaveOutcome done={null} error={error} />
    </form>
  );
}
