/**
 * The uploads database 'lumen-uploads' (DESIGN.md Persistence: pending uploads live apart from
 * the cache, so clearing or evicting the cache never touches them). Versioned like the cache.
 *
 *   uploads  keyPath id → UploadRecord
 *   blobs    blobKey → Blob (a file or a cover, stored whole once; read in slices when sent)
 */
import { wrap } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { UploadRecord } from './upload-record';

export const UPLOADS_DB_NAME = 'lumen-uploads';
export const UPLOADS_DB_VERSION = 1;

interface UploadsSchema extends DBSchema {
  uploads: { key: string; value: UploadRecord };
  blobs: { key: string; value: Blob };
}

type Idb = IDBPDatabase<UploadsSchema>;

export interface UploadDb {
  list(): Promise<UploadRecord[]>;
  get(id: string): Promise<UploadRecord | undefined>;
  put(record: UploadRecord): Promise<void>;
  /** The record and its files, in one transaction: an upload is stored whole or not at all. */
  create(record: UploadRecord, blobs: ReadonlyMap<string, Blob>): Promise<void>;
  blob(key: string): Promise<Blob | undefined>;
  /** The record and its files. */
  remove(id: string): Promise<void>;
  close(): void;
}

export async function openUploadDb(factory: IDBFactory, name = UPLOADS_DB_NAME): Promise<UploadDb> {
  const request = factory.open(name, UPLOADS_DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const raw = request.result;
    // Migration 0 → 1.
    if (event.oldVersion < 1) {
      raw.createObjectStore('uploads', { keyPath: 'id' });
      raw.createObjectStore('blobs');
    }
  });
  const db = (await wrap(request)) as unknown as Idb;
  return {
    list: () => db.getAll('uploads'),
    get: (id) => db.get('uploads', id),
    async put(record) {
      await db.put('uploads', record);
    },
    async create(record, blobs) {
      const tx = db.transaction(['uploads', 'blobs'], 'readwrite');
      const writes: Promise<unknown>[] = [tx.objectStore('uploads').put(record)];
      for (const [key, blob] of blobs) writes.push(tx.objectStore('blobs').put(blob, key));
      await Promise.all([...writes, tx.done]);
    },
    blob: (key) => db.get('blobs', key),
    async remove(id) {
      const tx = db.transaction(['uploads', 'blobs'], 'readwrite');
      const record = await tx.objectStore('uploads').get(id);
      const deletes: Promise<unknown>[] = [tx.objectStore('uploads').delete(id)];
      for (const part of record?.parts ?? []) deletes.push(tx.objectStore('blobs').delete(part.blobKey));
      await Promise.all([...deletes, tx.done]);
    },
    close: () => db.close(),
  };
}
