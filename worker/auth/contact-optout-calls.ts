/**
 * The contact opt-out's calls (sync/api/contact-optout-wire.ts; 001 §2 /invites/contact_optout/,
 * §6 /invites/contact_optout_confirmed/): anyone, logged in or not, asks for a link to their
 * phone number or email, and the link's page opts it out (or back in). Online calls: what the
 * person waits for is the server's answer (a link sent, a status), nothing to keep for later.
 */
import { ContactOptoutPath } from '../../sync/api/contact-optout-wire';
import type { WireContactOptoutRequestResponse, WireContactOptoutStatusResponse } from '../../sync/api/contact-optout-wire';
import type { CallResult } from '../api-types';
import { call } from './call';
import type { AuthFlowDeps } from './call';

/** The signed link's two values (the page reads them from its address). */
export interface ContactOptoutLink {
  hashedContact: string;
  signature: string;
}

export function contactOptoutRequest(d: AuthFlowDeps, a: { contactPoint: string }): Promise<CallResult<WireContactOptoutRequestResponse>> {
  return call(d, { method: 'POST', path: ContactOptoutPath.request, form: { contact_point: a.contactPoint.trim() } });
}

/** Opts the link's phone number or email out, or, with `optIn`, back in. */
export function contactOptoutConfirm(d: AuthFlowDeps, a: ContactOptoutLink & { optIn: boolean }): Promise<CallResult<WireContactOptoutStatusResponse>> {
  return call(d, {
    method: 'POST',
    path: ContactOptoutPath.confirmed,
    form: { hashed_contact: a.hashedContact, signature: a.signature, ...(a.optIn ? { opt_in: '1' } : {}) },
  });
}

export function contactOptoutStatus(d: AuthFlowDeps, a: ContactOptoutLink): Promise<CallResult<WireContactOptoutStatusResponse>> {
  return call(d, { method: 'GET', path: ContactOptoutPath.status, query: { __a: '1', hashed_contact: a.hashedContact, signature: a.signature } });
}
