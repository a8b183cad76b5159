import type { Database } from 'better-sqlite3';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';
import { NOT_BLOCKED } from './sqlite-visible';

/**
 * Added (contacts): the phone numbers and emails of the contacts a person uploaded (001 §6
 * "/accounts/address_book/link/ {contacts} and /unlink/", migration 023), and the accounts they
 * belong to. Every query is bound to the owner's id: no one reads another person's points.
 */
export interface ContactPoint {
  kind: WireContactPointKind;
  /** Normalised: '+' and digits, or the email in lower case. */
  value: string;
  /** The contact's name ('' when none). */
  name: string;
}

export interface KeptContactPoint extends ContactPoint {
  /** Seconds: the first upload. */
  uploadedAt: number;
}

/** Where a history page starts: after this row of the page before. */
export interface ContactHistoryAfter {
  uploadedAt: number;
  kind: WireContactPointKind;
  value: string;
}

export interface ContactMatchRow {
  userId: number;
  /** The name of the first kept point of this account (a non-empty one preferred). */
  contactName: string;
  /** Seconds: when the first of its points was uploaded. */
  since: number;
}

export interface AddressBookRepo {
  /**
   * Keeps the points (new ones with uploaded_at `now`; one already kept keeps its time, and
   * takes the new name when that is not empty). Callers run it in their transaction.
   */
  upsert(ownerId: number, points: readonly ContactPoint[], now: number): void;
  count(ownerId: number): number;
  /** Deletes every point of the owner; returns how many. */
  deleteAll(ownerId: number): number;
  /**
   * Counts `fresh` new points against the owner's 24-hour window (a window older than
   * `windowSeconds` starts again at `now`); answers the window's count with them, and when the
   * window started. Kept across Delete all (only counts are kept).
   */
  countNew(ownerId: number, fresh: number, now: number, windowSeconds: number): { points: number; windowStart: number };
  /** Newest first, then by value (then kind), after `after`. */
  history(ownerId: number, after: ContactHistoryAfter | null, limit: number): KeptContactPoint[];
  /**
   * The accounts other than the owner whose email, or confirmed phone number, is a kept point;
   * none blocked either way with the owner. Those the owner does not follow first, then by
   * contact name (named before unnamed), then username.
   */
  matches(ownerId: number, limit: number): ContactMatchRow[];
  /**
   * The matches that may be suggested (001 §3 Suggested users): not followed nor asked to
   * follow by the owner, and not dismissed from the suggestions; the earliest upload first.
   */
  suggestions(ownerId: number, limit: number): ContactMatchRow[];
}

/** Each account one kept point of @viewer belongs to, once, with the point that names it (n = 1). */
const MATCHED = `
  hits AS (
    SELECT u.id AS userId, ab.name AS name, ab.uploaded_at AS at, ab.kind AS kind, ab.value AS value
      FROM address_book ab JOIN users u ON u.email = ab.value
      WHERE ab.owner_id = @viewer AND ab.kind = 'email'
    UNION ALL
    SELECT p.user_id, ab.name, ab.uploaded_at, ab.kind, ab.value
      FROM address_book ab JOIN user_phones p ON p.phone_number = ab.value AND p.confirmed_ms IS NOT NULL
      WHERE ab.owner_id = @viewer AND ab.kind = 'phone'
  ),
  named AS (
    SELECT userId, name, MIN(at) OVER (PARTITION BY userId) AS since,
      ROW_NUMBER() OVER (PARTITION BY userId ORDER BY name = '', at, kind, value) AS n
    FROM hits
  ),
  matched AS (
    SELECT m.userId, m.name AS contactName, m.since FROM named m
    WHERE m.n = 1 AND m.userId <> @viewer AND ${NOT_BLOCKED('m.userId')}
  )`;

export function sqliteAddressBook(db: Database): AddressBookRepo {
  const upsert = db.prepare<[number, string, string, string, number]>(
    `INSERT INTO address_book (owner_id, kind, value, name, uploaded_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (owner_id, kind, value) DO UPDATE SET name = CASE WHEN excluded.name <> '' THEN excluded.name ELSE address_book.name END`,
  );
  const count = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM address_book WHERE owner_id = ?');
  const deleteAll = db.prepare<[number]>('DELETE FROM address_book WHERE owner_id = ?');
  const quota = db.prepare<[number], { windowStart: number; points: number }>('SELECT window_start AS windowStart, points FROM address_book_quota WHERE owner_id = ?');
  const putQuota = db.prepare<[number, number, number]>(
    'INSERT INTO address_book_quota (owner_id, window_start, points) VALUES (?, ?, ?) ON CONFLICT (owner_id) DO UPDATE SET window_start = excluded.window_start, points = excluded.points',
  );
  type HistoryParams = { owner: number; at: number | null; kind: string; value: string; limit: number };
  const history = db.prepare<HistoryParams, { kind: WireContactPointKind; value: string; name: string; uploadedAt: number }>(
    `SELECT kind, value, name, uploaded_at AS uploadedAt FROM address_book
     WHERE owner_id = @owner
       AND (@at IS NULL OR uploaded_at < @at OR (uploaded_at = @at AND (value > @value OR (value = @value AND kind > @kind))))
     ORDER BY uploaded_at DESC, value, kind LIMIT @limit`,
  );
  type Q = { viewer: number; limit: number };
  const matches = db.prepare<Q, ContactMatchRow>(
    `WITH ${MATCHED}
     SELECT m.userId, m.contactName, m.since FROM matched m JOIN users u ON u.id = m.userId
     ORDER BY EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = m.userId AND f.status = 'following'),
       m.contactName = '', m.contactName COLLATE NOCASE, u.username, m.userId
     LIMIT @limit`,
  );
  const suggestions = db.prepare<Q, ContactMatchRow>(
    `WITH ${MATCHED}
     SELECT m.userId, m.contactName, m.since FROM matched m
     WHERE NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = m.userId)
       AND NOT EXISTS (SELECT 1 FROM dismissed_suggestions d WHERE d.user_id = @viewer AND d.target_id = m.userId AND d.chaining_user_id = 0)
     ORDER BY m.since, m.userId LIMIT @limit`,
  );
  return {
    upsert: (owner, points, now) => {
      for (const p of points) upsert.run(owner, p.kind, p.value, p.name, now);
    },
    count: (owner) => count.get(owner)?.n ?? 0,
    deleteAll: (owner) => deleteAll.run(owner).changes,
    countNew: (owner, fresh, now, windowSeconds) => {
      const held = quota.get(owner);
      const current = held && now - held.windowStart < windowSeconds ? held : { windowStart: now, points: 0 };
      const next = { windowStart: current.windowStart, points: current.points + fresh };
      putQuota.run(owner, next.windowStart, next.points);
      return next;
    },
    history: (owner, after, limit) =>
      history.all({ owner, at: after?.uploadedAt ?? null, kind: after?.kind ?? '', value: after?.value ?? '', limit }),
    matches: (viewer, limit) => matches.all({ viewer, limit }),
    suggestions: (viewer, limit) => suggestions.all({ viewer, limit }),
  };
}
