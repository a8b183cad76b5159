/**
 * Added (contacts): contact syncing. 001 §6 "/accounts/address_book/link/ {contacts} and
 * /unlink/", §1 /accounts/contact_history/ and §2 /explore/people/contacts/. The person picks
 * contacts on their device (the Contact Picker, `navigator.contacts.select`, where the browser
 * has it); the server keeps each phone number and email of them, normalised, and answers the
 * accounts they belong to; Contact syncing in the settings lists what is kept and deletes all of
 * it. Paths and bodies beyond the spec's two are ours (server/README.md "Contacts"). Shared by
 * the server (server/routes/contacts.ts) and the worker (worker/engine/contacts-reads.ts).
 */
import type { WireListUser } from './people-wire';

export const ContactsPath = {
  /** POST {contacts: JSON text of WireContact[]} → WireAddressBookLinkResponse. */
  link: '/accounts/address_book/link/',
  /** POST (no body) → WireAddressBookUnlinkResponse: everything kept is deleted. */
  unlink: '/accounts/address_book/unlink/',
  /** GET (ours) → WireContactMatchesResponse: the accounts of what is kept now. */
  matches: '/accounts/address_book/matches/',
  /** GET ?__a=1&cursor= (the page's own path, 001 §1) → WireContactHistoryResponse. */
  history: '/accounts/contact_history/',
} as const;

export const ContactLimits = {
  /** Contacts in one link call; a larger pick goes in several calls. */
  perUpload: 500,
  /** Phone numbers, and emails, of one contact (more are refused: 400). */
  pointsPerContact: 10,
  /** A contact's name, in characters (longer is cut). */
  nameLength: 100,
  /** Phone numbers and emails kept for one person in all; a link beyond it is refused (400). */
  keptPerPerson: 5000,
  /** New phone numbers and emails one person may upload in 24 hours, Delete all or not (more: 429). */
  newPerDay: 5000,
  /** Rows of the contact history a page. */
  historyPage: 50,
  /** Accounts answered as matches, at most. */
  matches: 200,
} as const;

/** One contact as the page sends it (from the Contact Picker's name, tel and email). */
export interface WireContact {
  name?: string;
  phone_numbers?: string[];
  email_addresses?: string[];
}

/** An account one of the person's contacts belongs to. */
export interface WireContactMatch {
  user: WireListUser;
  /** The name the person's contact has on their device (the first one kept for it). */
  contact_name: string;
}

export interface WireAddressBookLinkResponse {
  status: 'ok';
  /** Phone numbers and emails of this call that were valid (kept now, new or again). */
  uploaded: number;
  /** Those that were not a phone number or an email, left out. */
  skipped: number;
  /** Kept for this person in all, after this call. */
  total: number;
  /** The accounts of everything kept, those the person does not follow first. */
  matches: WireContactMatch[];
}

export interface WireAddressBookUnlinkResponse {
  status: 'ok';
  /** Phone numbers and emails deleted (0 when nothing was kept). */
  deleted: number;
}

export interface WireContactMatchesResponse {
  status: 'ok';
  /** Kept for this person in all (0: contacts not connected). */
  total: number;
  matches: WireContactMatch[];
}

export type WireContactPointKind = 'phone' | 'email';

export interface WireContactHistoryItem {
  name: string;
  kind: WireContactPointKind;
  /** Normalised: '+' and digits, or the email in lower case. */
  value: string;
  /** Seconds: when it was first uploaded. */
  uploaded_at: number;
}

export interface WireContactHistoryResponse {
  status: 'ok';
  total: number;
  /** Newest first, then by value. */
  items: WireContactHistoryItem[];
  /** Opaque; null on the last page. */
  next_cursor: string | null;
}
