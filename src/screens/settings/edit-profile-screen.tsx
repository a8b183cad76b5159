import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { fire } from '../../lib/fire';
import { changedFields, draftFromUser, EMPTY_DRAFT, fieldErrorsOf, shownDraft } from '../../lib/settings/account-draft';
import type { Draft, FieldErrors } from '../../lib/settings/account-draft';
import { profilePath } from '../../routes';
import { TextField } from '../auth/text-field';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { ProfilePhotoSection } from '../profile-picture/profile-picture-screen';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { useAccountForm, useTypedDraft } from './use-account-form';
import { ProfileLimits } from '../../../sync/api/settings-wire';

/** Ours (the server's, server/settings/profile-rules.ts): a bio of at most 150 characters. */
const GENDERS = [
  { value: 3, label: 'Prefer not to say' },
  { value: 2, label: 'Female' },
  { value: 1, label: 'Male' },
  { value: 4, label: 'Custom' },
] as const;

function BioField({ value, onValue, error }: { value: string; onValue: (v: string) => void; error: string | undefined }) {
  const id = useId();
  return (
    <div className="settings__field">
      <label htmlFor={id} className="settings__label">
        Bio
      </label>
      <textarea id={id} className="settings__textarea" rows={3} value={value} aria-invalid={error ? true : undefined} aria-describedby={`${id}-count`} onChange={(e) => onValue(e.target.value)} />
      <p id={`${id}-count`} className="settings__hint">
        {[...value].length} / {ProfileLimits.maxBiography}
      </p>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

function GenderField({ draft, type, errors }: { draft: Draft; type: <K extends keyof Draft>(k: K, v: Draft[K]) => void; errors: FieldErrors }) {
  const id = useId();
  return (
    <div className="settings__field">
      <label htmlFor={id} className="settings__label">
        Gender
      </label>
      <select id={id} className="settings__select" value={draft.gender} onChange={(e) => type('gender', Number(e.target.value))}>
        {GENDERS.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </select>
      {errors['gender'] ? <p className="field__error">{errors['gender']}</p> : null}
      {draft.gender === 4 ? <TextField label="Your gender" value={draft.custom_gender} onValue={(v) => type('custom_gender', v)} error={errors['custom_gender']} /> : null}
    </div>
  );
}

/** /accounts/edit/ (001 §7 Profile edit): photo, name, username, website, bio, email, phone, gender, suggestions. */
export function EditProfileScreen() {
  const { form, online, viewerId, call, saved } = useAccountForm();
  const cached = useSnapshot((s) => (viewerId ? s.users.users[viewerId] : undefined));
  const { typed, type, clear } = useTypedDraft(viewerId);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  const base: Draft = form ?? (cached ? draftFromUser(cached) : EMPTY_DRAFT);
  const draft = shownDraft(base, typed);
  const changed = form ? changedFields(draft, form) : Object.keys(typed);
  const canSave = online && form !== null && !busy && changed.length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    setBusy(true);
    setOutcome({ done: null, error: null });
    const r = await call('profileEdit', draft);
    if (r.ok) {
      await saved(r.value.form_data);
      clear();
      setErrors({});
      setOutcome({ done: 'Profile saved.', error: null });
    } else {
      const fields = fieldErrorsOf(r.body);
      setErrors(fields);
      setOutcome({ done: null, error: Object.keys(fields).length > 0 ? 'Please fix the fields marked above.' : failureText(r, "Couldn't save your profile.") });
    }
    setBusy(false);
  };

  const text = (key: 'first_name' | 'username' | 'external_url' | 'email' | 'phone_number', label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} name={key} value={draft[key]} onValue={(v) => type(key, v)} error={errors[key]} {...extra} />
  );

  return (
    <SettingsLayout title="Edit profile" online={online}>
      <ProfilePhotoSection />
      <form className="settings__form" onSubmit={(e) => fire(submit(e), 'save profile')} noValidate>
        {text('first_name', 'Name', { autoComplete: 'name' })}
        {text('username', 'Username', { autoCapitalize: 'off', autoCorrect: 'off', autoComplete: 'username' })}
        {text('external_url', 'Website', { type: 'url', inputMode: 'url', autoCapitalize: 'off' })}
        <BioField value={draft.biography} onValue={(v) => type('biography', v)} error={errors['biography']} />
        <h2 className="settings__subtitle">Personal information</h2>
        <p className="settings__hint">Not shown on your public profile.</p>
        {text('email', 'Email', { type: 'email', autoComplete: 'email', autoCapitalize: 'off' })}
        {text('phone_number', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
        <GenderField draft={draft} type={type} errors={errors} />
        <label className="settings__switch">
          <span>
            Show account suggestions on profiles
            <span className="settings__hint">Let people see similar account suggestions on your profile, and suggest your account on others'.</span>
          </span>
          <input type="checkbox" role="switch" checked={draft.chaining_enabled} onChange={(e) => type('chaining_enabled', e.currentTarget.checked)} />
        </label>
        <button type="submit" className="primary-button settings__save" disabled={!canSave}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <SaveOutcome done={outcome.done} error={outcome.error} />
        {outcome.done && form ? (
          <Link href={profilePath(form.username)} className="link">
            View your profile
          </Link>
        ) : null}
      </form>
    </SettingsLayout>
  );
}
