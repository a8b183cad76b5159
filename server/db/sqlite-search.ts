import type { Database } from 'better-sqlite3';
import { NOT_BLOCKED } from './sqlite-visible';
import type { HashtagRow, PlaceRow, RecentSearchRow, SearchEntityType, SearchRepo } from './types';

/**
 * The FTS5 query of what a person typed: each word a quoted prefix, all required
 * ("anna k" → "anna"* "k"*). Null when nothing searchable is left.
 */
export function ftsPrefixQuery(typed: string): string | null {
  const words = typed.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}._]+/gu) ?? [];
  const terms = words.map((w) => w.replace(/^[._]+|[._]+$/g, '')).filter((w) => w.length > 0);
  if (terms.length === 0) return null;
  return terms.slice(0, 8).map((t) => `"${t}"*`).join(' ');
}

/** Search (001 §3 Search) over the FTS5 tables of migrations/004-people.sql. */
export function sqliteSearch(db: Database, drain: () => void): SearchRepo {
  const users = db.prepare<{ match: string; exact: string; viewer: number; limit: number }, { id: number }>(
    `SELECT u.id FROM users_fts f JOIN users u ON u.id = f.rowid LEFT JOIN user_counts c ON c.user_id = u.id
     WHERE users_fts MATCH @match AND ${NOT_BLOCKED('u.id')}
     ORDER BY (u.username = @exact) DESC,
       EXISTS (SELECT 1 FROM follows fl WHERE fl.follower_id = @viewer AND fl.followee_id = u.id AND fl.status = 'following') DESC,
       COALESCE(c.followers, 0) DESC, u.id
     LIMIT @limit`,
  );
  const hashtags = db.prepare<{ match: string; exact: string; limit: number }, HashtagRow>(
    `SELECT h.id, h.name, h.media_count AS mediaCount
     FROM hashtags_fts f JOIN hashtags h ON h.id = f.rowid
     WHERE hashtags_fts MATCH @match AND h.media_count > 0
     ORDER BY (h.name = @exact) DESC, mediaCount DESC, h.name LIMIT @limit`,
  );
  const places = db.prepare<{ match: string; exact: string; limit: number }, PlaceRow>(
    `SELECT l.id, l.name, l.slug, l.lat, l.lng, l.address FROM locations_fts f JOIN locations l ON l.id = f.rowid
     WHERE locations_fts MATCH @match
     ORDER BY (lower(l.name) = @exact) DESC, (SELECT COUNT(*) FROM posts p WHERE p.location_id = l.id) DESC, l.name
     LIMIT @limit`,
  );
  const followerCounts = db.prepare<[string], { id: number; n: number }>(
    'SELECT user_id AS id, followers AS n FROM user_counts WHERE user_id IN (SELECT value FROM json_each(?))',
  );
  const addRecent = db.prepare(
    `INSERT INTO recent_searches (user_id, entity_type, entity_id, clicked_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, entity_type, entity_id) DO UPDATE SET clicked_at = excluded.clicked_at`,
  );
  const recent = db.prepare<[number, number], RecentSearchRow>(
    `SELECT entity_type AS type, entity_id AS entityId, clicked_at AS clickedAt FROM recent_searches
     WHERE user_id = ? ORDER BY clicked_at DESC, rowid DESC LIMIT ?`,
  );
  const clear = db.prepare('DELETE FROM recent_searches WHERE user_id = ?');
  const exactOf = (q: string) => q.trim().toLowerCase().replace(/^[@#]/, '');

  return {
    users: (query, viewer, limit) => {
      const match = ftsPrefixQuery(query);
      return match ? users.all({ match, exact: exactOf(query), viewer, limit }).map((r) => r.id) : [];
    },
    hashtags: (query, limit) => {
      drain();
      const match = ftsPrefixQuery(query);
      return match ? hashtags.all({ match, exact: exactOf(query), limit }) : [];
    },
    places: (query, limit) => {
      const match = ftsPrefixQuery(query);
      return match ? places.all({ match, exact: exactOf(query), limit }) : [];
    },
    followerCounts: (ids) => new Map(followerCounts.all(JSON.stringify(ids)).map((r) => [r.id, r.n])),
    addRecent: (user, type: SearchEntityType, id, now) => {
      addRecent.run(user, type, id, now);
    },
    recent: (user, limit) => recent.all(user, limit),
    clearRecent: (user) => {
      clear.run(user);
    },
  };
}
