/**
 * Ages of the sign-up and consent flows (000 §3 Age buckets, 000 §9): minimum age to attempt
 * sign-up 6, for the product 13, for a parent 18; date-picker default offsets 25 years, teen
 * 16, under-age 12.
 */
import { AuthLimits, DatePickerOffset, type DatePickerKind } from './auth-limits';

export interface Dob {
  /** 1 to 12. */
  month: number;
  day: number;
  year: number;
}

export function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDate(d: Dob): boolean {
  return Number.isInteger(d.year) && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysIn(d.month, d.year);
}

/** Whole years between the date of birth and today. */
export function ageAt(d: Dob, now: Date): number {
  const m = now.getMonth() + 1;
  const before = m < d.month || (m === d.month && now.getDate() < d.day);
  return now.getFullYear() - d.year - (before ? 1 : 0);
}

/** 000 §9: the date picker starts 25 years back (teen 16, under-age 12). */
export function datePickerDefault(kind: DatePickerKind, now: Date): Dob {
  return { month: now.getMonth() + 1, day: now.getDate(), year: now.getFullYear() - DatePickerOffset[kind] };
}

export type AgeBucket = 'under_13' | '13_to_18' | 'above_18';

/** 000 §3 Age buckets (under_18 is the union of the first two, used by the server). */
export function ageBucket(age: number): AgeBucket {
  if (age < AuthLimits.minProductAge) return 'under_13';
  return age < AuthLimits.minParentAge ? '13_to_18' : 'above_18';
}

/** 000 §9: below 6 a sign-up is not even attempted (submit stays disabled). */
export function canAttemptSignup(d: Dob, now: Date): boolean {
  return isRealDate(d) && ageAt(d, now) >= AuthLimits.minAttemptAge;
}

/** 000 §9: a parent (guardian) is at least 18. */
export function isParentAge(d: Dob, now: Date): boolean {
  return isRealDate(d) && ageAt(d, now) >= AuthLimits.minParentAge;
}
