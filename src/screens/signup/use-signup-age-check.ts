import { useRef } from 'react';
import type { Dob } from '../../lib/auth/age-rules';
import type { FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { serverCount, useAgeAttempts } from '../auth-flows/consent/use-age-attempts';
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';
import { AgeMessages } from './signup-texts';

/**
 * 000 §4 Age: the age check answers parental_consent_required and eligible_to_register; not
 * eligible counts as an invalid attempt; after 2 the check is blocked for a cooldown. A
 * birthday that passed is not checked again; whether it needs a parent is kept.
 */
export function useSignupAgeCheck(ctx: { clientId: string; tosVersion: string; gdprS: () => string; onErrors: (e: FieldErrors) => void }) {
  const call = useAuthCall();
  const ages = useAgeAttempts();
  /** The birthday that passed the age check, and whether it needs parental consent. */
  const passed = useRef<{ key: string; parental: boolean } | null>(null);

  const check = async (birthday: Dob | null): Promise<boolean> => {
    const key = JSON.stringify(birthday);
    if (passed.current?.key === key) return true;
    if (ages.blocked || !birthday) {
      ctx.onErrors({ fields: { birthday: AgeMessages.blocked }, form: null });
      return false;
    }
    const r = await call('consentAgeCheck', { ...birthday, gdprS: ctx.gdprS(), tosVersion: ctx.tosVersion, clientId: ctx.clientId });
    // A server without the age check (404) leaves the age rule to the sign-up call itself.
    if (!r.ok && r.statusCode === 404) {
      passed.current = { key, parental: false };
      return true;
    }
    if (r.ok) ages.dispatch({ type: 'age-checked', eligible: r.value.eligible_to_register, at: Date.now() });
    const counted = serverCount(r.ok ? 200 : r.statusCode, r.ok ? r.value : r.body, Date.now());
    if (counted) ages.dispatch(counted);
    if (!r.ok) {
      ctx.onErrors(r.statusCode === 0 ? { fields: {}, form: failureText(r, '') } : { fields: { birthday: failureText(r, AgeMessages.notEligible) }, form: null });
      return false;
    }
    if (!r.value.eligible_to_register) {
      ctx.onErrors({ fields: { birthday: AgeMessages.notEligible }, form: null });
      return false;
    }
    passed.current = { key, parental: r.value.parental_consent_required };
    return true;
  };

  return {
    check,
    blocked: ages.blocked,
    /** The birthday that passed needs parental consent. */
    parentalRequired: () => passed.current?.parental === true,
  };
}
