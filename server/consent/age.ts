import { AgeBucket } from '../../sync/api/auth-wire';
import { ageOn } from '../signup/validate-signup';

/**
 * Age rules (000 §9): at least 6 to attempt sign-up (the date picker's floor), 13 for the
 * product, 18 for a parent. Where gdpr applies (tos version 'eu', our choice) a 13 to 17
 * year old needs parental consent.
 */
export const AgeLimits = { minAttempt: 6, minProduct: 13, adult: 18 } as const;

/** A real date of birth as 'YYYY-MM-DD' from day, month, year (1900 to today), or null. */
export function readDob(year: string, month: string, day: string, today: Date): string | null {
  const parts = [year, month, day].map((v) => (/^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : NaN));
  const [y, m, d] = parts as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real || date.getTime() > today.getTime()) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' (as update payloads carry it) → the same, when it is a real past date. */
export function readIsoDob(iso: string, today: Date): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(iso.trim());
  return m ? readDob(m[1] ?? '', m[2] ?? '', m[3] ?? '', today) : null;
}

export function ageOfDob(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  return ageOn(today, y, m, d);
}

export function bucketOf(age: number): AgeBucket {
  if (age < AgeLimits.minProduct) return AgeBucket.under13;
  return age < AgeLimits.adult ? AgeBucket.from13To18 : AgeBucket.above18;
}

export interface Eligibility {
  eligible_to_register: boolean;
  parental_consent_required: boolean;
}

/** 000 §4 Age: the check returns parental_consent_required and eligible_to_register. */
export function eligibility(age: number, gdpr: boolean): Eligibility {
  const eligible = age >= AgeLimits.minProduct;
  return { eligible_to_register: eligible, parental_consent_required: eligible && gdpr && age < AgeLimits.adult };
}
