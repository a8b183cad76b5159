import type { Database } from 'better-sqlite3';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';

/**
 * Added (contacts): the contact opt-out (migration 026; ../routes/contact-optout.ts). Opted-out
 * points by their hashed_contact only; pending links with the point in plaintext until they are
 * confirmed or 7 days old. Callers run the writes that belong together in one transaction.
 */
export interface ContactOptoutRow {
  hashedContact: string;
  kind: WireContactPointKind;
  masked: string;
  /** Seconds. */
  optedOutAt: number;
}

export interface ContactOptoutLinkRow {
  hashedContact: string;
  kind: WireContactPointKind;
  /** Normalised: '+' and digits, or the email in lower case. */
  value: string;
  masked: string;
  /** Seconds: the latest request. */
  requestedAt: number;
  /** Seconds: the start of the point's current 24-hour window. */
  windowStart: number;
  /** Links sent to the point in that window. */
  sends: number;
}

export interface ContactOptoutsRepo {
  optout(hashedContact: string): ContactOptoutRow | undefined;
  /** Keeps the opt-out; one already kept keeps its first time. */
  putOptout(row: ContactOptoutRow): void;
  /** Deletes the opt-out; returns whether there was one. */
  deleteOptout(hashedContact: string): boolean;
  /** Whether any point is opted out at all (contact syncing skips the hashing when none is). */
  anyOptout(): boolean;
  /** Those of the hashes that are opted out. */
  optedOut(hashedContacts: readonly string[]): Set<string>;
  link(hashedContact: string): ContactOptoutLinkRow | undefined;
  putLink(row: ContactOptoutLinkRow): void;
  deleteLink(hashedContact: string): void;
  /** Deletes the pending links whose latest request is before `before` (seconds); returns how many. */
  pruneLinks(before: number): number;
  /** Deletes the point from every uploaded address book, every owner's; returns how many rows. */
  deleteFromAddressBooks(kind: WireContactPointKind, value: string): number;
}

/** SQLite's default limit of bound parameters is 32,766; lookups go in chunks well under it. */
const CHUNK = 500;

export function sqliteContactOptouts(db: Database): ContactOptoutsRepo {
  const optout = db.prepare<[string], ContactOptoutRow>(
    'SELECT hashed_contact AS hashedContact, kind, masked, opted_out_at AS optedOutAt FROM contact_optouts WHERE hashed_contact = ?',
  );
  const putOptout = db.prepare<[string, string, string, number]>(
    'INSERT INTO contact_optouts (hashed_contact, kind, masked, opted_out_at) VALUES (?, ?, ?, ?) ON CONFLICT (hashed_contact) DO NOTHING',
  );
  const deleteOptout = db.prepare<[string]>('DELETE FROM contact_optouts WHERE hashed_contact = ?');
  const anyOptout = db.prepare<[], { one: number }>('SELECT 1 AS one FROM contact_optouts LIMIT 1');
  const link = db.prepare<[string], ContactOptoutLinkRow>(
    `SELECT hashed_contact AS hashedContact, kind, value, masked, requested_at AS requestedAt, window_start AS windowStart, sends
     FROM contact_optout_links WHERE hashed_contact = ?`,
  );
  const putLink = db.prepare<[string, string, string, string, number, number, number]>(
    `INSERT INTO contact_optout_links (hashed_contact, kind, value, masked, requested_at, window_start, sends) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (hashed_contact) DO UPDATE SET requested_at = excluded.requested_at, window_start = excluded.window_start, sends = excluded.sends`,
  );
  const deleteLink = db.prepare<[string]>('DELETE FROM contact_optout_links WHERE hashed_contact = ?');
  const pruneLinks = db.prepare<[number]>('DELETE FROM contact_optout_links WHERE requested_at < ?');
  const deleteFromBooks = db.prepare<[string, string]>('DELETE FROM address_book WHERE kind = ? AND value = ?');
  const inChunk = (n: number) =>
    db.prepare<string[], { h: string }>(`SELECT hashed_contact AS h FROM contact_optouts WHERE hashed_contact IN (${Array(n).fill('?').join(', ')})`);
  const fullChunk = inChunk(CHUNK);
  return {
    optout: (h) => optout.get(h),
    putOptout: (r) => void putOptout.run(r.hashedContact, r.kind, r.masked, r.optedOutAt),
    deleteOptout: (h) => deleteOptout.run(h).changes > 0,
    anyOptout: () => anyOptout.get() !== undefined,
    optedOut: (hashes) => {
      const out = new Set<string>();
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const part = hashes.slice(i, i + CHUNK);
        for (const { h } of (part.length === CHUNK ? fullChunk : inChunk(part.length)).all(...part)) out.add(h);
      }
      return out;
    },
    link: (h) => link.get(h),
    putLink: (r) => void putLink.run(r.hashedContact, r.kind, r.value, r.masked, r.requestedAt, r.windowStart, r.sends),
    deleteLink: (h) => void deleteLink.run(h),
    pruneLinks: (before) => pruneLinks.run(before).changes,
    deleteFromAddressBooks: (kind, value) => deleteFromBooks.run(kind, value).changes,
  };
}
