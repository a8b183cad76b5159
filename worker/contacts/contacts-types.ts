/** Added (contacts): the views the contacts reads answer (./contacts-api.ts). */
import type { WireContactPointKind } from '../../sync/api/contacts-wire';

/** An account one of the person's contacts belongs to (its user in the store). */
export interface ContactMatchItem {
  userId: string;
  /** The contact's name on the person's device. */
  contactName: string;
}

export interface ContactMatchesView {
  /** Phone numbers and emails kept at the server (0: contacts not connected). */
  total: number;
  items: ContactMatchItem[];
  offline: boolean;
}

export interface ContactLinkResult {
  /** Contacts sent (those with a phone number or an email). */
  picked: number;
  /** Their phone numbers and emails the server took, and those it did not. */
  uploaded: number;
  skipped: number;
  total: number;
  items: ContactMatchItem[];
}

export interface ContactHistoryItem {
  name: string;
  kind: WireContactPointKind;
  value: string;
  /** Seconds. */
  uploadedAt: number;
}

export interface ContactHistoryView {
  total: number;
  items: ContactHistoryItem[];
  page: { hasMore: boolean; endCursor: string | null };
  offline: boolean;
}
