import { useState, type FormEvent } from 'react';
import { fire } from '../../lib/fire';
import { codeReady, keyGroups, typedCode } from '../../lib/settings/security-settings';
import type { WireTotpSetup, WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { LazyQrCode } from '../../components/qr/lazy-qr-code';
import { TextField } from '../auth/text-field';
import { SaveOutcome } from './settings-layout';
import { useFormCall } from './use-form-call';
import type { useTwoFactorStatus } from './use-two-factor-status';

type Deps = Pick<ReturnType<typeof useTwoFactorStatus>, 'online' | 'call'> & { onEnabled: (s: WireTwoFactorStatus) => void };

/**
 * Turning on an authenticator app (ours; the server's …/totp/setup/ and …/totp/enable/): a new
 * key as a QR code to scan, as text to type into the app, or as its otpauth:// address to open;
 * then a code from the app.
 */
export function TotpEnable({ online, call, onEnabled }: Deps) {
  const [setup, setSetup] = useState<WireTotpSetup | null>(null);
  const [code, setCode] = useState('');
  const { busy, errors, error, run } = useFormCall();

  const start = async () => {
    const value = await run(() => call('twoFactorTotpSetup', {}), "Couldn't set up an authentication app.");
    if (value) setSetup(value);
  };
  const enable = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || busy || !codeReady(code)) return;
    const value = await run(() => call('twoFactorTotpEnable', { code }), "Couldn't turn on the authentication app.");
    if (value) onEnabled(value);
  };

  if (!setup) {
    return (
      <>
        <p className="settings__hint">Use an app such as Google Authenticator or 1Password to get login codes, even without a signal.</p>
        <button type="button" className="secondary-button settings__save" disabled={!online || busy} onClick={() => fire(start(), 'totp setup')}>
          {busy ? 'Setting up…' : 'Set up authentication app'}
        </button>
        <SaveOutcome done={null} error={error} />
      </>
    );
  }
  return (
    <form className="settings__form" onSubmit={(e) => fire(enable(e), 'totp enable')} noValidate>
      <p className="settings__hint">
        Scan this QR code with your authentication app, or enter the key below (or <a href={setup.otpauth_uri}>open it in the app</a>), then enter the 6-digit code it shows.
      </p>
      <LazyQrCode text={setup.otpauth_uri} label="QR code of the authentication key" />
      <p className="settings__key" aria-label="Authentication key">
        {keyGroups(setup.secret)}
      </p>
      <TextField label="Code from the app" name="verification_code" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={(v) => setCode(typedCode(v))} error={errors['verification_code']} />
      <button type="submit" className="primary-button settings__save" disabled={!online || busy || !codeReady(code)}>
        {busy ? 'Turning on…' : 'Turn on authentication app'}
      </button>
      <SaveOutcome done={null} error={error} />
    </form>
  );
}
