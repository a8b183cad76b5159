/**
 * Added (contacts): what the Contact Picker hands the page (`navigator.contacts.select` with
 * name, tel and email: arrays of strings per contact) as the link call's contacts
 * (../../sync/api/contacts-wire.ts), in calls of at most ContactLimits.perUpload. Pure: the
 * server normalises and checks again; here only what cannot be sent is left out (empty values,
 * repeats, contacts with neither a phone number nor an email, points beyond the limit).
 */
import { ContactLimits } from '../../sync/api/contacts-wire';
import type { WireContact } from '../../sync/api/contacts-wire';

/** One contact as the picker gives it (each property may be missing when not asked or refused). */
export interface PickedContact {
  name?: readonly string[];
  tel?: readonly string[];
  email?: readonly string[];
}

const MAX_POINT_LENGTH = 320;

function points(values: readonly string[] | undefined, key: (v: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    if (typeof raw !== 'string') continue;
    const v = raw.trim();
    if (v === '' || v.length > MAX_POINT_LENGTH || seen.has(key(v))) continue;
    seen.add(key(v));
    out.push(v);
    if (out.length === ContactLimits.pointsPerContact) break;
  }
  return out;
}

export function toWireContact(picked: PickedContact): WireContact | null {
  const phones = points(picked.tel, (v) => v.replace(/[^\d+]/g, ''));
  const emails = points(picked.email, (v) => v.toLowerCase());
  if (phones.length === 0 && emails.length === 0) return null;
  const name = (picked.name ?? []).find((n) => typeof n === 'string' && n.trim() !== '')?.trim().replace(/\s+/g, ' ').slice(0, ContactLimits.nameLength) ?? '';
  return { name, phone_numbers: phones, email_addresses: emails };
}

/** The picked contacts as the calls to make, in the picker's order. */
export function uploadBatches(picked: readonly PickedContact[]): WireContact[][] {
  const contacts = picked.map(toWireContact).filter((c): c is WireContact => c !== null);
  const batches: WireContact[][] = [];
  for (let at = 0; at < contacts.length; at += ContactLimits.perUpload) batches.push(contacts.slice(at, at + ContactLimits.perUpload));
  return batches;
}
