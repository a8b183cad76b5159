import type { Database } from 'better-sqlite3';
import { NOT_BLOCKED } from './sqlite-visible';
import type { ChainingRow, DirectoryEntryRow, DiscoverRepo, SuggestionRow } from './types';

/**
 * Suggestions and chaining (001 §3 Suggested users, §4 Suggestions, §7 Discover) and the
 * directories. A candidate is anyone the viewer neither follows nor asked to follow, neither
 * blocks nor is blocked by, and has not dismissed (chaining_user_id 0 = the suggestion list).
 */
const CANDIDATE = (col: string, chaining: string) => `${col} <> @viewer
  AND NOT EXISTS (SELECT 1 FROM follows x WHERE x.follower_id = @viewer AND x.followee_id = ${col})
  AND ${NOT_BLOCKED(col)}
  AND NOT EXISTS (SELECT 1 FROM dismissed_suggestions d WHERE d.user_id = @viewer AND d.target_id = ${col} AND d.chaining_user_id = ${chaining})`;

export function sqliteDiscover(db: Database): DiscoverRepo {
  type Q = { viewer: number; limit: number };
  const mutual = db.prepare<Q, SuggestionRow>(
    `SELECT t.followee_id AS userId, 'mutual' AS reason, COUNT(*) AS mutualCount, MAX(t.created_at) AS since
     FROM follows mine JOIN follows t ON t.follower_id = mine.followee_id AND t.status = 'following'
     WHERE mine.follower_id = @viewer AND mine.status = 'following' AND ${CANDIDATE('t.followee_id', '0')}
     GROUP BY t.followee_id ORDER BY mutualCount DESC, since DESC, userId LIMIT @limit`,
  );
  const followsYou = db.prepare<Q, SuggestionRow>(
    `SELECT f.follower_id AS userId, 'follows_you' AS reason, 0 AS mutualCount, f.created_at AS since
     FROM follows f WHERE f.followee_id = @viewer AND f.status = 'following' AND ${CANDIDATE('f.follower_id', '0')}
     ORDER BY f.created_at DESC, userId LIMIT @limit`,
  );
  const popular = db.prepare<Q, SuggestionRow>(
    `SELECT c.user_id AS userId, 'popular' AS reason, 0 AS mutualCount, u.created_at AS since
     FROM user_counts c JOIN users u ON u.id = c.user_id
     WHERE ${CANDIDATE('c.user_id', '0')} ORDER BY c.followers DESC, c.user_id LIMIT @limit`,
  );
  // Account settings (001 §7 chaining_enabled, migration 014): an account that turned
  // suggestions off shows none on its profile and is suggested on no one else's.
  const CHAINING_ON = (col: string) => `NOT EXISTS (SELECT 1 FROM account_settings s WHERE s.user_id = ${col} AND s.chaining_enabled = 0)`;
  const chaining = db.prepare<Q & { user: number }, { id: number }>(
    `SELECT t.followee_id AS id FROM follows f JOIN follows t ON t.follower_id = f.follower_id AND t.status = 'following'
     WHERE f.followee_id = @user AND f.status = 'following' AND t.followee_id <> @user AND ${CANDIDATE('t.followee_id', '@user')}
       AND ${CHAINING_ON('t.followee_id')} AND ${CHAINING_ON('@user')}
     GROUP BY t.followee_id ORDER BY COUNT(*) DESC, t.followee_id LIMIT @limit`,
  );
  const chainingPopular = db.prepare<Q & { user: number }, { id: number }>(
    `SELECT c.user_id AS id FROM user_counts c WHERE c.user_id <> @user AND ${CANDIDATE('c.user_id', '@user')}
       AND ${CHAINING_ON('c.user_id')} AND ${CHAINING_ON('@user')}
     ORDER BY c.followers DESC, c.user_id LIMIT @limit`,
  );
  const dismiss = db.prepare(
    'INSERT OR IGNORE INTO dismissed_suggestions (user_id, target_id, chaining_user_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const profiles = db.prepare<[number, number], { id: number }>(
    `SELECT u.id FROM users u JOIN user_counts c ON c.user_id = u.id WHERE u.is_private = 0
     ORDER BY c.followers DESC, u.id LIMIT ? OFFSET ?`,
  );
  const countries = db.prepare<[number, number], DirectoryEntryRow>(
    `SELECT code AS id, name, slug FROM countries c WHERE EXISTS (SELECT 1 FROM cities ci JOIN locations l ON l.city_id = ci.id WHERE ci.country_code = c.code)
     ORDER BY name LIMIT ? OFFSET ?`,
  );
  const country = db.prepare<[string], DirectoryEntryRow>('SELECT code AS id, name, slug FROM countries WHERE code = ?');
  const cities = db.prepare<[string, number, number], DirectoryEntryRow>(
    `SELECT 'c' || id AS id, name, slug FROM cities ci WHERE country_code = ? AND EXISTS (SELECT 1 FROM locations l WHERE l.city_id = ci.id)
     ORDER BY name LIMIT ? OFFSET ?`,
  );
  const city = db.prepare<[number], DirectoryEntryRow & { countryCode: string }>(
    "SELECT 'c' || id AS id, name, slug, country_code AS countryCode FROM cities WHERE id = ?",
  );
  const places = db.prepare<[number, number, number], DirectoryEntryRow>(
    'SELECT CAST(id AS TEXT) AS id, name, slug FROM locations WHERE city_id = ? ORDER BY name LIMIT ? OFFSET ?',
  );
  const area = db.prepare<[number], { cityId: string; cityName: string; citySlug: string; code: string; countryName: string; countrySlug: string }>(
    `SELECT 'c' || ci.id AS cityId, ci.name AS cityName, ci.slug AS citySlug, co.code, co.name AS countryName, co.slug AS countrySlug
     FROM locations l JOIN cities ci ON ci.id = l.city_id JOIN countries co ON co.code = ci.country_code WHERE l.id = ?`,
  );

  return {
    suggestions: (viewer, limit) => {
      const out: SuggestionRow[] = [];
      const seen = new Set<number>();
      for (const list of [mutual, followsYou, popular]) {
        for (const row of list.all({ viewer, limit })) {
          if (out.length >= limit || seen.has(row.userId)) continue;
          seen.add(row.userId);
          out.push(row);
        }
      }
      return out;
    },
    chaining: (user, viewer, limit, fromFollowers) => {
      const rows: ChainingRow[] = fromFollowers ? chaining.all({ user, viewer, limit }).map((r) => ({ userId: r.id, similar: true })) : [];
      for (const { id } of chainingPopular.all({ user, viewer, limit })) {
        if (rows.length < limit && !rows.some((r) => r.userId === id)) rows.push({ userId: id, similar: false });
      }
      return rows;
    },
    dismiss: (user, target, chainingUser, now) => {
      dismiss.run(user, target, chainingUser, now);
    },
    profiles: (offset, limit) => profiles.all(limit, offset).map((r) => r.id),
    countries: (offset, limit) => countries.all(limit, offset),
    country: (code) => country.get(code),
    cities: (code, offset, limit) => cities.all(code, limit, offset),
    city: (id) => city.get(id),
    placesInCity: (id, offset, limit) => places.all(id, limit, offset),
    placeArea: (id) => {
      const a = area.get(id);
      return a && { city: { id: a.cityId, name: a.cityName, slug: a.citySlug }, country: { id: a.code, name: a.countryName, slug: a.countrySlug } };
    },
  };
}
