/** Consent and terms calls (000 §7 Consent; the fields of server/routes/consent*.ts). */
import type { CallResult } from '../api-types';
import { AuthPath } from './paths';
import { call, type AuthFlowDeps } from './call';
import type {
  ConsentContext, ConsentNewUserArgs, Dob, ParentalActionArgs, WireAgeEligibility, WireConsentResponse, WireOk, WireParentalActionResponse,
  WireParentalInfoResponse,
} from './types';

const dobFields = (d: Dob) => ({ day: String(d.day), month: String(d.month), year: String(d.year) });
const isoDob = (d: Dob) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Drops empty values, so the server sees only what is known. */
function present(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** A new user's flow (GET fetch_parental_consent_reg) or a logged-in user's (GET get/roadblocking). */
export function consentFetch(
  d: AuthFlowDeps,
  a: { which: 'parental_reg'; gdprS: string; tosVersion: string } | { which: 'roadblocking'; entryPoint: string },
): Promise<CallResult<WireConsentResponse>> {
  return a.which === 'roadblocking'
    ? call(d, { method: 'GET', path: AuthPath.consentRoadblocking, query: present({ entry_point: a.entryPoint }) })
    : call(d, { method: 'GET', path: AuthPath.consentParentalReg, query: present({ gdpr_s: a.gdprS, tos_version: a.tosVersion }) });
}

export function consentNewUser(d: AuthFlowDeps, a: ConsentNewUserArgs): Promise<CallResult<WireConsentResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.consentNewUser,
    form: {
      current_screen_key: a.currentScreenKey,
      ...present({ dob: a.dob ? isoDob(a.dob) : '', gdpr_s: a.gdprS, tos_version: a.tosVersion, client_id: a.clientId }),
      updates: JSON.stringify(a.updates),
      ...(a.skip ? { action: 'skip' } : {}),
    },
  });
}

export function consentUpdate(d: AuthFlowDeps, a: { currentScreenKey: string; updates: Record<string, number | string>; skip: boolean; entryPoint: string }): Promise<CallResult<WireConsentResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.consentUpdate,
    form: {
      current_screen_key: a.currentScreenKey,
      updates: JSON.stringify(a.updates),
      ...present({ entry_point: a.entryPoint }),
      ...(a.skip ? { action: 'skip' } : {}),
    },
  });
}

export function consentAgeCheck(d: AuthFlowDeps, a: Dob & ConsentContext): Promise<CallResult<WireAgeEligibility>> {
  return call(d, { method: 'POST', path: AuthPath.consentAgeCheck, form: { ...dobFields(a), ...present({ gdpr_s: a.gdprS, tos_version: a.tosVersion, client_id: a.clientId }) } });
}

export function consentUpdateDob(d: AuthFlowDeps, a: Dob & ConsentContext): Promise<CallResult<WireConsentResponse>> {
  return call(d, { method: 'POST', path: AuthPath.consentUpdateDob, form: { ...dobFields(a), ...present({ gdpr_s: a.gdprS, client_id: a.clientId }) } });
}

export function consentParentalEmail(d: AuthFlowDeps, a: { guardianEmail: string; currentScreenKey: string; gdprS: string }): Promise<CallResult<WireConsentResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.consentParentalEmail,
    form: { guardian_email: a.guardianEmail.trim(), current_screen_key: a.currentScreenKey, ...present({ gdpr_s: a.gdprS }) },
  });
}

export function consentParentalInfo(d: AuthFlowDeps, a: { nonce: string; pcId: string }): Promise<CallResult<WireParentalInfoResponse>> {
  return call(d, { method: 'GET', path: AuthPath.consentParentalInfo, query: present({ nonce: a.nonce, pc_id: a.pcId }) });
}

export function consentParentalAction(d: AuthFlowDeps, a: ParentalActionArgs): Promise<CallResult<WireParentalActionResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.consentParentalAction,
    form: {
      nonce: a.nonce,
      action: a.action,
      first_name: a.firstName,
      last_name: a.lastName,
      pc_id: a.pcId,
      ...(a.parentDob ? { day: String(a.parentDob.day), month: String(a.parentDob.month), year: String(a.parentDob.year) } : {}),
    },
  });
}

export function consentReset(d: AuthFlowDeps, a: { gdprS: string; tosVersion: string }): Promise<CallResult<WireConsentResponse>> {
  return call(d, { method: 'POST', path: AuthPath.consentReset, form: present({ gdpr_s: a.gdprS, tos_version: a.tosVersion }) });
}

export function termsAccept(d: AuthFlowDeps): Promise<CallResult<WireConsentResponse>> {
  return call(d, { method: 'POST', path: AuthPath.termsAccept, form: {} });
}

export function underageAppeal(d: AuthFlowDeps, a: Dob & { contact: string }): Promise<CallResult<WireOk>> {
  return call(d, { method: 'POST', path: AuthPath.underageAppeal, form: { ...dobFields(a), contact_point: a.contact } });
}
