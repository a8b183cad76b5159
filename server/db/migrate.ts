import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

/**
 * Versioned migrations: files `NNN-name.sql` under ./migrations, applied in order, each in
 * its own transaction that also sets `PRAGMA user_version = NNN`. A database already at or
 * past a file's number skips it, so running on every start is safe.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+-[\w-]+\.sql$/.test(f))
    .map((f) => ({
      version: Number.parseInt(f, 10),
      name: f,
      sql: readFileSync(`${dir}/${f}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies pending migrations; returns the versions applied. */
export function migrate(db: Database, migrations: Migration[] = loadMigrations()): number[] {
  const current = db.pragma('user_version', { simple: true }) as number;
  const applied: number[] = [];
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied.push(m.version);
  }
  return applied;
}
