/**
 * Added (contacts): the contact opt-out. 001 §2 "/invites/contact_optout/ and its status page",
 * §6 "/invites/contact_optout_confirmed/ {hashed_contact, signature}". Anyone, with an account
 * or not, whose phone number or email may be in the contacts people upload (contact syncing,
 * ./contacts-wire.ts) can ask Lumen not to keep it: they give it on the opt-out page, Lumen
 * sends a link to it (so only who holds it can opt it out), and the link's page confirms.
 * After that the point is deleted from every uploaded address book, an upload that holds it
 * keeps nothing of it, and it matches no account. The same signed link opts back in. A link
 * lives 7 days (its signature holds the time it was sent).
 * Paths beyond the spec's are ours (server/README.md "Contacts"). Shared by the server
 * (server/routes/contact-optout.ts) and the pages (src/screens/auth-flows/contact-optout/).
 */

export const ContactOptoutPath = {
  /** GET: the page. */
  page: '/invites/contact_optout/',
  /**
   * POST {contact_point} (ours) → WireContactOptoutRequestResponse: a link sent to that phone
   * number or email, whatever it belongs to (the answer is the same for any valid point).
   */
  request: '/invites/contact_optout/request/',
  /**
   * GET ?hashed_contact&signature: the page the link opens. POST {hashed_contact, signature,
   * opt_in?} → WireContactOptoutStatusResponse: opted out (or, with opt_in=1, back in).
   */
  confirmed: '/invites/contact_optout_confirmed/',
  /**
   * GET ?hashed_contact&signature: the status page; with __a=1 (ours) →
   * WireContactOptoutStatusResponse.
   */
  status: '/invites/contact_optout/status/',
} as const;

export const ContactOptoutLimits = {
  /** Links sent to one phone number or email in 24 hours (more: 429). */
  linksPerPointPerDay: 3,
  /** Opt-out requests from one network address in an hour (more: 429). */
  requestsPerAddressPerHour: 10,
  /** Links checked (status read, confirmed, opted back in) from one network address in an hour (more: 429). */
  linkChecksPerAddressPerHour: 120,
} as const;

export interface WireContactOptoutRequestResponse {
  status: 'ok';
  /** Where the link went: the kind of the point given. */
  sent_to: 'phone' | 'email';
}

export interface WireContactOptoutStatusResponse {
  status: 'ok';
  /** True when this phone number or email is opted out now. */
  opted_out: boolean;
  /** The point's kind, and a masked form of it to show (e.g. "j••••@example.com", "+••• ••• ••67"). */
  kind: 'phone' | 'email';
  masked: string;
}
