/** Open and delete the cache database through an injected IDBFactory (idb's wrap). */
import { wrap } from 'idb';
import type { CacheDb, CacheSchema } from './schema';
import { CACHE_DB_NAME, CACHE_SCHEMA_VERSION, runMigrations } from './schema';
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

type UpgradeTx = IDBPTransaction<CacheSchema, StoreNames<CacheSchema>[], 'versionchange'>;

export async function openCacheDb(factory: IDBFactory, name = CACHE_DB_NAME, version = CACHE_SCHEMA_VERSION): Promise<CacheDb> {
  const request = factory.open(name, version);
  request.addEventListener('upgradeneeded', (event) => {
    const db = wrap(request.result) as unknown as IDBPDatabase<CacheSchema>;
    const tx = wrap(request.transaction as IDBTransaction) as unknown as UpgradeTx;
    runMigrations(db, tx, event.oldVersion, event.newVersion ?? version);
  });
  const db = await wrap(request);
  if (!db) throw new Error('cache database did not open');
  return db as unknown as CacheDb;
}

export async function deleteCacheDb(factory: IDBFactory, name = CACHE_DB_NAME): Promise<void> {
  await wrap(factory.deleteDatabase(name));
}
