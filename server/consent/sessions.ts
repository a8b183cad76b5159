import { randomBytes } from 'node:crypto';
import { AuthErrorType, ConsentEntryPoint, ConsentKey, ConsentState, CONSENT_KEYS, ScreenKey } from '../../sync/api/auth-wire';
import type { ConsentState as ConsentStateValue, TosVersion, WireConsentResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError } from '../auth/flow-errors';
import type { UserRow } from '../db/types';
import { nextScreen, parentalRequired, state } from './flow';
import type { ConsentSession } from './flow';
import { SCREENS } from './screens';

/**
 * Consent sessions: one per user, or one per pending sign-up (user_id null) that the client
 * names with gdpr_s (000 §4 "For a new user, finishing or parental consent triggers sign-up
 * with gdpr_s"). gdpr_s is `<session id>.<HMAC>`, so a parent who knows the session id (the
 * pc_id of the consent link) cannot act as the teen.
 */
export const TOS_VERSIONS: readonly TosVersion[] = ['default', 'eu', 'row'];

export const isTosVersion = (v: string | undefined): v is TosVersion => TOS_VERSIONS.includes(v as TosVersion);

/** A user without a row signed up before consent existed: treated as finished under 'default'. */
const settled = (): Record<string, number> =>
  Object.fromEntries(CONSENT_KEYS.map((k) => [k, k === ConsentKey.tosDataPolicy ? ConsentState.consented : ConsentState.notApplicable]));

export function blankSession(ctx: AppContext, deviceId: string, tosVersion: TosVersion, userId: number | null): ConsentSession {
  const now = ctx.now();
  return {
    id: randomBytes(12).toString('base64url'),
    userId,
    deviceId,
    tosVersion,
    states: {},
    dob: null,
    ageBucket: null,
    guardianEmail: null,
    parentalStatus: null,
    parentName: null,
    createdMs: now,
    updatedMs: now,
  };
}

export function userSession(ctx: AppContext, user: UserRow, deviceId: string): ConsentSession {
  return ctx.entry.stores.consent.byUser(user.id) ?? { ...blankSession(ctx, deviceId, 'default', user.id), states: settled() };
}

export function saveSession(ctx: AppContext, s: ConsentSession): ConsentSession {
  const saved = { ...s, updatedMs: ctx.now() };
  ctx.entry.stores.consent.save(saved);
  return saved;
}

const mac = (ctx: AppContext, id: string) => ctx.entry.hash('gdpr_s', id, '').slice(0, 32);

export const gdprToken = (ctx: AppContext, s: ConsentSession): string => `${s.id}.${mac(ctx, s.id)}`;

const invalidSession = () =>
  flowError(400, AuthErrorType.invalidConsentSession, 'Your consent session has expired. Please start again.');

/** The pending (sign-up) session named by gdpr_s, or a 400 invalid_consent_session. */
export function pendingSession(ctx: AppContext, token: string): ConsentSession {
  const [id = '', given = ''] = token.split('.');
  const s = id !== '' && given === mac(ctx, id) ? ctx.entry.stores.consent.byId(id) : undefined;
  if (!s || s.userId !== null) throw invalidSession();
  return s;
}

export interface ResponseOptions {
  newUser: boolean;
  entryPoint: ConsentEntryPoint;
  /** A fetch: a flow with nothing left answers already_finished rather than finished. */
  atFetch: boolean;
}

export function consentResponse(ctx: AppContext, s: ConsentSession, opts: ResponseOptions): WireConsentResponse {
  const today = new Date(ctx.now());
  let screen = nextScreen(s, today, opts.newUser);
  if (opts.atFetch && screen === ScreenKey.finished) screen = ScreenKey.alreadyFinished;
  const { contents, primary } = SCREENS[screen];
  return {
    status: 'ok',
    screen_key: screen,
    contents,
    primary_button_text: primary,
    tos_version: s.tosVersion,
    gdpr_s: gdprToken(ctx, s),
    session_id: s.id,
    entry_point: opts.entryPoint,
    consents: Object.fromEntries(CONSENT_KEYS.map((k) => [k, state(s, k) as ConsentStateValue])) as WireConsentResponse['consents'],
    age_bucket: (s.ageBucket as WireConsentResponse['age_bucket']) ?? null,
    dob: s.dob,
    parental_consent_required: parentalRequired(s, today),
    parental_email_sent: s.parentalStatus !== null,
    blocking: screen === ScreenKey.under13,
  };
}

export const ENTRY_POINTS = Object.values(ConsentEntryPoint) as string[];

export const readEntryPoint = (v: string | undefined, fallback: ConsentEntryPoint): ConsentEntryPoint =>
  v !== undefined && ENTRY_POINTS.includes(v) ? (v as ConsentEntryPoint) : fallback;
