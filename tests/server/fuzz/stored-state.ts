import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * What the server has stored, to tell that a refused request stored nothing: a digest of every
 * table of the database (as listed by sqlite_master, so a new table is watched by itself) and
 * the list of files under the data folder. Read through a connection of its own; PRAGMA
 * data_version tells when another connection (the server's) committed, so the digests are
 * only computed again after a change.
 *
 * No table is excused: a refused request leaves every table as it was, sessions, mutation
 * records, the search index queue and the derived *_fts indexes included (rate limits are
 * counted in memory, not in the database).
 * The one refusal that keeps something by design is the verdict on an uploaded file
 * (./api-fuzz-suite.ts isFileVerdict).
 */
export interface StoredState {
  tables: Map<string, string>;
  files: string;
}

export interface StateWatch {
  snapshot(): StoredState;
  /** Tables and files that differ. */
  diff(before: StoredState, after: StoredState): string[];
  /** The state of the upload of this entity, if there is one. */
  uploadState(entity: string): string | undefined;
  close(): void;
}

export function watchStoredState(dataDir: string): StateWatch {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  const version = (): number => db.pragma('data_version', { simple: true }) as number;
  let cached: { version: number; tables: Map<string, string> } | null = null;

  const digestTables = (): Map<string, string> => {
    const names = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => r.name);
    const out = new Map<string, string>();
    for (const name of names) {
      const rows = db.prepare(`SELECT * FROM "${name}"`).raw().all();
      const lines = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : Buffer.isBuffer(v) ? v.toString('base64') : v))).sort();
      out.set(name, `${rows.length}:${createHash('sha1').update(lines.join('\n')).digest('hex')}`);
    }
    return out;
  };

  const files = (): string =>
    (readdirSync(dataDir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
      .filter((e) => e.isFile() && !/^app\.db/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .sort()
      .join('\n');

  return {
    snapshot: () => {
      const v = version();
      if (cached === null || cached.version !== v) cached = { version: v, tables: digestTables() };
      return { tables: cached.tables, files: files() };
    },
    diff: (before, after) => {
      const changed = [...new Set([...before.tables.keys(), ...after.tables.keys()])]
        .filter((t) => before.tables.get(t) !== after.tables.get(t))
        .map((t) => `table ${t}: ${before.tables.get(t) ?? 'absent'} → ${after.tables.get(t) ?? 'absent'}`);
      if (before.files !== after.files) changed.push(`files: ${before.files} → ${after.files}`);
      return changed;
    },
    uploadState: (entity) => db.prepare<[string], { state: string }>('SELECT state FROM uploads WHERE entity = ?').get(entity)?.state,
    close: () => db.close(),
  };
}
