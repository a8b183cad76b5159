import { AgeBucket, ConsentKey, ConsentState, ScreenKey } from '../../sync/api/auth-wire';
import type { ConsentSessionRow } from '../db/types';
import { AgeLimits, ageOfDob, bucketOf, readIsoDob } from './age';

/**
 * The consent flow (000 §3 keys, states and screens; 000 §4 Consent) as pure functions of a
 * consent session. The screen is derived from the states, never stored:
 *
 *   under 13 (bucket, dob or state 11) ────────────────────────────────▶ under_13 (blocking)
 *   existing user, gdpr, intro not seen ──▶ qp_intro
 *   tos not consented ──▶ tos | tos_and_{two,three}_age_button (gdpr and age unknown)
 *   gdpr, age unknown ──▶ age_consent_{two,three}_button ──(13_to_18 | under_18)──▶ dob
 *   gdpr, 13 to 17, parent not asked (or denied) ──▶ parental_consent
 *   otherwise ──▶ finished (already_finished when nothing was left at fetch time)
 *
 * New users get the three-button age screens (under_13 is a choice); existing users, who
 * said they were 13 or more at sign-up, get two buttons (above_18, under_18).
 */
export type ConsentSession = ConsentSessionRow;

const { consented: CONSENTED, reviewed: REVIEWED, blocking: BLOCKING } = ConsentState;

export const state = (s: ConsentSession, key: ConsentKey): number => s.states[key] ?? ConsentState.defaultNotSeen;

export function ageOf(s: ConsentSession, today: Date): number | null {
  return s.dob === null ? null : ageOfDob(s.dob, today);
}

export function isUnderage(s: ConsentSession, today: Date): boolean {
  const age = ageOf(s, today);
  return state(s, ConsentKey.age) === BLOCKING || s.ageBucket === AgeBucket.under13 || (age !== null && age < AgeLimits.minProduct);
}

export function parentalRequired(s: ConsentSession, today: Date): boolean {
  const age = ageOf(s, today);
  return s.tosVersion === 'eu' && age !== null && age >= AgeLimits.minProduct && age < AgeLimits.adult;
}

export function nextScreen(s: ConsentSession, today: Date, newUser: boolean): ScreenKey {
  const gdpr = s.tosVersion === 'eu';
  if (isUnderage(s, today)) return ScreenKey.under13;
  if (!newUser && gdpr && state(s, ConsentKey.existingUserIntro) === ConsentState.defaultNotSeen) return ScreenKey.qpIntro;
  const ageUnknown = gdpr && s.dob === null && s.ageBucket === null;
  if (state(s, ConsentKey.tosDataPolicy) !== CONSENTED) {
    if (!ageUnknown) return ScreenKey.tos;
    return newUser ? ScreenKey.tosAndThreeAgeButton : ScreenKey.tosAndTwoAgeButton;
  }
  if (ageUnknown) return newUser ? ScreenKey.ageConsentThreeButton : ScreenKey.ageConsentTwoButton;
  if (gdpr && s.dob === null && s.ageBucket !== AgeBucket.above18) return ScreenKey.dob;
  if (parentalRequired(s, today)) {
    const asked = s.parentalStatus === 'pending' || s.parentalStatus === 'approved';
    const skipped = state(s, ConsentKey.parentalIntro) === REVIEWED && s.parentalStatus !== 'denied';
    if (!asked && !skipped) return ScreenKey.parentalConsent;
  }
  return ScreenKey.finished;
}

export interface ConsentInput {
  screen: ScreenKey;
  updates: Record<string, unknown>;
  dob?: string;
  action?: 'skip';
}

export type ApplyResult =
  | { ok: true; session: ConsentSession; becameUnderage: boolean }
  | { ok: false; error: 'invalid_dob' | 'bad_update'; message: string };

/** What a client may set itself; the rest is set by the server's answers (age, parent). */
const CLIENT_STATES: Partial<Record<ConsentKey, readonly number[]>> = {
  [ConsentKey.tosDataPolicy]: [REVIEWED, CONSENTED, ConsentState.withdrawn],
  [ConsentKey.existingUserIntro]: [REVIEWED, CONSENTED],
};

const BUCKETS = Object.values(AgeBucket) as string[];

export function setDob(s: ConsentSession, dob: string, today: Date): ConsentSession {
  const age = ageOfDob(dob, today);
  const under = age < AgeLimits.minProduct;
  return {
    ...s,
    dob,
    ageBucket: bucketOf(age),
    states: { ...s.states, [ConsentKey.dob]: CONSENTED, [ConsentKey.age]: under ? BLOCKING : CONSENTED },
  };
}

function setBucket(s: ConsentSession, bucket: AgeBucket): ConsentSession {
  const ageState = bucket === AgeBucket.under13 ? BLOCKING : bucket === AgeBucket.above18 ? CONSENTED : REVIEWED;
  const states: Record<string, number> = { ...s.states, [ConsentKey.age]: ageState };
  if (bucket === AgeBucket.above18 && s.dob === null) states[ConsentKey.dob] = ConsentState.notApplicable;
  return { ...s, ageBucket: bucket, states };
}

export function applyInput(before: ConsentSession, input: ConsentInput, today: Date): ApplyResult {
  const wasUnderage = isUnderage(before, today);
  let s: ConsentSession = { ...before, states: { ...before.states } };
  for (const [key, value] of Object.entries(input.updates)) {
    if (key === 'age_bucket') {
      if (typeof value !== 'string' || !BUCKETS.includes(value)) return bad(`updates.age_bucket: one of ${BUCKETS.join(', ')}`);
      s = setBucket(s, value as AgeBucket);
      continue;
    }
    if (key === ConsentKey.dob && typeof value === 'string' && value.includes('-')) {
      const dob = readIsoDob(value, today);
      if (!dob) return { ok: false, error: 'invalid_dob', message: 'Enter a valid date of birth.' };
      s = setDob(s, dob, today);
      continue;
    }
    const allowed = CLIENT_STATES[key as ConsentKey];
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    if (!allowed) return bad(`updates.${key}: not a consent the client sets`);
    if (!allowed.includes(n)) return bad(`updates.${key}: state must be one of ${allowed.join(', ')}`);
    s.states[key] = n;
  }
  if (input.dob !== undefined && input.dob !== '') {
    const dob = readIsoDob(input.dob, today);
    if (!dob) return { ok: false, error: 'invalid_dob', message: 'Enter a valid date of birth.' };
    s = setDob(s, dob, today);
  }
  if (input.action === 'skip') {
    if (input.screen === ScreenKey.qpIntro) s.states[ConsentKey.existingUserIntro] = REVIEWED;
    else if (input.screen === ScreenKey.parentalConsent) s.states[ConsentKey.parentalIntro] = REVIEWED;
    else return bad(`action: skip is only possible on ${ScreenKey.qpIntro} and ${ScreenKey.parentalConsent}`);
  }
  return { ok: true, session: s, becameUnderage: !wasUnderage && isUnderage(s, today) };
}

const bad = (message: string): ApplyResult => ({ ok: false, error: 'bad_update', message });
