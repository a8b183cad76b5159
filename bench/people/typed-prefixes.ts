import type { Database } from 'better-sqlite3';

/**
 * What a person types into search, key by key: the prefixes (1 to 6 characters) of usernames
 * spread over the whole id range of the data, `names` of them, deterministic.
 */
export function typedPrefixes(db: Database, names: number): string[] {
  const max = db.prepare<[], { n: number }>('SELECT MAX(id) AS n FROM users').get()?.n ?? 0;
  const byId = db.prepare<[number], { username: string }>('SELECT username FROM users WHERE id >= ? ORDER BY id LIMIT 1');
  const out: string[] = [];
  for (let i = 0; i < names; i++) {
    const username = byId.get(Math.floor(((i + 0.5) * max) / names))?.username;
    if (!username) continue;
    for (let len = 1; len <= Math.min(6, username.length); len++) out.push(username.slice(0, len));
  }
  return out;
}
