/**
 * The cache database (DESIGN.md Persistence): versioned, with a list of migrations. The outbox
 * lives in its own database (sync/outbox), so clearing this one never loses user work.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { Comment, Post, User } from '../model';

export const CACHE_DB_NAME = 'lumen-cache';
export const CACHE_SCHEMA_VERSION = 1;

export const Store = { posts: 'posts', users: 'users', comments: 'comments', meta: 'meta' } as const;
export type StoreName = (typeof Store)[keyof typeof Store];
export const ALL_STORES: StoreName[] = [Store.posts, Store.users, Store.comments, Store.meta];

/** A meta entry: small values keyed by name (see persisted-view.ts for the keys). */
export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface CacheSchema extends DBSchema {
  posts: { key: string; value: Post };
  users: { key: string; value: User };
  comments: { key: string; value: Comment };
  meta: { key: string; value: MetaRecord };
}

export type CacheDb = IDBPDatabase<CacheSchema>;
type UpgradeTx = IDBPTransaction<CacheSchema, StoreNames<CacheSchema>[], 'versionchange'>;

export interface Migration {
  version: number;
  migrate(db: CacheDb, tx: UpgradeTx): void;
}

/** Each migration takes the schema from version - 1 to version. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    migrate(db) {
      db.createObjectStore(Store.posts, { keyPath: 'id' });
      db.createObjectStore(Store.users, { keyPath: 'id' });
      db.createObjectStore(Store.comments, { keyPath: 'id' });
      db.createObjectStore(Store.meta, { keyPath: 'key' });
    },
  },
];

export function runMigrations(db: CacheDb, tx: UpgradeTx, from: number, to: number, migrations = MIGRATIONS): void {
  for (const m of migrations) if (m.version > from && m.version <= to) m.migrate(db, tx);
}
