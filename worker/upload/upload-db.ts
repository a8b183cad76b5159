/**
 * The uploads database 'lumen-uploads' (DESIGN.md Persistence: pending uploads live apart from
 * the cache, so clearing or evicting the cache never touches them). Versioned like the cache.
 *
 *   uploads  keyPath id → UploadRecord (written once the upload is safe: ./upload-keeper.ts)
 *   blobs    `${blobKey}@${start}` → Blob: a piece of a file, its bytes from `start` on (the
 *            record's part lists its pieces); `${blobKey}` → the whole file (records written
 *            before pieces). Blob keys start with `${upload id}:`, so an upload's are one range.
 */
import { wrap } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { UploadPartRecord, UploadRecord } from './upload-record';

export const UPLOADS_DB_NAME = 'lumen-uploads';
export const UPLOADS_DB_VERSION = 1;

interface UploadsSchema extends DBSchema {
  uploads: { key: string; value: UploadRecord };
  blobs: { key: string; value: Blob };
}

type Idb = IDBPDatabase<UploadsSchema>;

/** What of a part's file the database holds: its bytes from `from` to the end, or nothing. */
export interface StoredFile {
  blob: Blob;
  from: number;
}

export interface UploadDb {
  list(): Promise<UploadRecord[]>;
  get(id: string): Promise<UploadRecord | undefined>;
  put(record: UploadRecord): Promise<void>;
  /** One piece of a file: the bytes of `blob` from `start` on (./upload-record.ts pieceKey). */
  putPiece(key: string, blob: Blob): Promise<void>;
  /** The part's stored bytes, pieces joined (a Blob made of Blobs: nothing is read). */
  file(part: UploadPartRecord): Promise<StoredFile | undefined>;
  /** The record and its files. */
  remove(id: string): Promise<void>;
  /** The files of an upload without a record (pieces stored before it was safe). */
  removeFiles(id: string): Promise<void>;
  /** Upload ids that own blobs but no record. */
  orphans(): Promise<string[]>;
  close(): void;
}

export const pieceKey = (blobKey: string, start: number): string => `${blobKey}@${start}`;
const ownerOf = (key: string): string => key.split(':')[0] ?? key;
const filesOf = (id: string): IDBKeyRange => IDBKeyRange.bound(`${id}:`, `${id}:\uffff`);

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
    async putPiece(key, blob) {
      await db.put('blobs', blob, key);
    },
    async file(part) {
      if (part.pieces === undefined) {
        const whole = await db.get('blobs', part.blobKey);
        return whole ? { blob: whole, from: 0 } : undefined;
      }
      const tx = db.transaction('blobs');
      const blobs = await Promise.all(part.pieces.map((start) => tx.store.get(pieceKey(part.blobKey, start))));
      await tx.done;
      // Pieces are stored before the record lists them; should one be missing, only what follows it counts.
      const gap = blobs.lastIndexOf(undefined);
      const usable = blobs.slice(gap + 1).filter((b): b is Blob => b !== undefined);
      const from = part.pieces[gap + 1];
      if (from === undefined) return undefined;
      return { blob: usable.length === 1 ? (usable[0] as Blob) : new Blob(usable), from };
    },
    async remove(id) {
      const tx = db.transaction(['uploads', 'blobs'], 'readwrite');
      await Promise.all([tx.objectStore('uploads').delete(id), tx.objectStore('blobs').delete(filesOf(id)), tx.done]);
    },
    async removeFiles(id) {
      await db.delete('blobs', filesOf(id));
    },
    async orphans() {
      const tx = db.transaction(['uploads', 'blobs']);
      const [ids, keys] = await Promise.all([tx.objectStore('uploads').getAllKeys(), tx.objectStore('blobs').getAllKeys(), tx.done]);
      const owned = new Set(ids);
      return [...new Set(keys.map(ownerOf))].filter((id) => !owned.has(id));
    },
    close: () => db.close(),
  };
}
