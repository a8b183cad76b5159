import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../hooks/use-search-params';
import { fire } from '../../lib/fire';
import { fieldErrorsOf, passwordFormErrors, passwordFormReady } from '../../lib/settings/account-draft';
import type { FieldErrors, PasswordForm } from '../../lib/settings/account-draft';
import { TextField } from '../auth/text-field';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { useAccountForm } from './use-account-form';

const EMPTY: PasswordForm = { oldPassword: '', newPassword1: '', newPassword2: '' };
const FIELD_OF = { oldPassword: 'old_password', newPassword1: 'new_password1', newPassword2: 'new_password2' } as const;

/**
 * /accounts/password/change/ (001 §7 Password change): the old password, the new one twice
 * (000 §9: at least 6 characters). The server ends the account's other sessions.
 */
export function PasswordChangeScreen() {
  const { online, call } = useAccountForm();
  // Added (login review): Login activity's "This wasn't me" brings the person here.
  const afterDisavow = useSearchParams().get('after') === 'disavow';
  const [f, setF] = useState<PasswordForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  const errors = { ...serverErrors, ...passwordFormErrors(f) };
  const canSave = online && !busy && passwordFormReady(f);
  const set = (key: keyof PasswordForm) => (value: string) => {
    setF((old) => ({ ...old, [key]: value }));
    setServerErrors((e) => ({ ...e, [FIELD_OF[key]]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    setBusy(true);
    setOutcome({ done: null, error: null });
    const r = await call('passwordChange', f);
    setBusy(false);
    if (r.ok) {
      setF(EMPTY);
      setServerErrors({});
      const others = r.value.other_sessions_ended;
      setOutcome({ done: `Password changed.${others > 0 ? ' You were logged out everywhere else.' : ''}`, error: null });
      return;
    }
    const fields = fieldErrorsOf(r.body);
    setServerErrors(fields);
    setOutcome({ done: null, error: Object.keys(fields).length > 0 ? null : failureText(r, "Couldn't change your password.") });
  };

  return (
    <SettingsLayout title="Change password" online={online}>
      {afterDisavow ? (
        <p className="settings__notice" role="status">
          We logged out of the session you didn't recognize. Change your password so that whoever used it can't log in again.
        </p>
      ) : null}
      <form className="settings__form" onSubmit={(e) => fire(submit(e), 'change password')} noValidate>
        <TextField label="Old password" type="password" name="old_password" autoComplete="current-password" value={f.oldPassword} onValue={set('oldPassword')} error={errors['old_password']} />
        <TextField label="New password" type="password" name="new_password1" autoComplete="new-password" value={f.newPassword1} onValue={set('newPassword1')} error={errors['new_password1']} />
        <TextField label="Confirm new password" type="password" name="new_password2" autoComplete="new-password" value={f.newPassword2} onValue={set('newPassword2')} error={errors['new_password2']} />
        <p className="settings__hint">Changing your password logs you out on your other devices.</p>
        <button type="submit" className="primary-button settings__save" disabled={!canSave}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
        <SaveOutcome done={outcome.done} error={outcome.error} />
      </form>
    </SettingsLayout>
  );
}
