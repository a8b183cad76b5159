import { useState, type FormEvent } from 'react';
import { fire } from '../../lib/fire';
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { TextField } from '../auth/text-field';
import { SaveOutcome } from './settings-layout';
import { useFormCall } from './use-form-call';
import type { useTwoFactorStatus } from './use-two-factor-status';

type Deps = Pick<ReturnType<typeof useTwoFactorStatus>, 'online' | 'call' | 'put'> & { status: WireTwoFactorStatus; codes: string[] | null };

/** Backup codes: how many are left, and "Get new codes" (shown once: the server keeps them hashed). */
export function BackupCodes({ online, call, put, status, codes }: Deps) {
  const { busy, error, run } = useFormCall();
  const refresh = async () => {
    const value = await run(() => call('twoFactorBackupCodes', { refresh: true }), "Couldn't make new backup codes.");
    if (value) put(value);
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
  const { busy, errors, error, run, reset } = useFormCall();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || busy || password === '') return;
    const value = await run(() => call('twoFactorDisable', { password, factor }), "Couldn't turn it off.");
    if (value) put(value);
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
      <TextField label="Password" type="password" name="password" autoComplete="current-password" value={password} onValue={setPassword} error={errors['password']} />
      <div className="settings__row">
        <button type="submit" className="primary-button" disabled={!online || busy || password === ''}>
          {busy ? 'Turning off…' : label}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={() => { setAsking(false); setPassword(''); reset(); }}>
          Cancel
        </button>
      </div>
      <SaveOutcome done={null} error={error} />
    </form>
  );
}
