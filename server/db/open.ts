import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrate } from './migrate';

/** Opens (creating if needed) the SQLite database in WAL mode and migrates it. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
