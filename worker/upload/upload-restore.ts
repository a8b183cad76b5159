/**
 * After a reload (engine start, or another viewer logging in): the viewer's unfinished uploads
 * from 'lumen-uploads' with what the database holds of their files, and the leftovers of
 * uploads that never became safe (pieces stored before a reload or a crash, no record: the
 * user was never told they were accepted) removed in the background. A leftover's pieces are
 * removed under its upload's Web Lock: another tab may still be storing them.
 */
import type { Logger } from '../platform';
import { FINAL_PHASES } from './machine-types';
import type { StoredFile, UploadDb } from './upload-db';
import { uploadLockName } from './upload-lock';
import type { WithLock } from './upload-lock';
import type { UploadRecord } from './upload-record';
import type { UploadStorage } from './upload-storage';

export interface RestoreDeps {
  storage: Pick<UploadStorage, 'open' | 'write'>;
  /** An id this tab knows already (sending, or being made safe). */
  known(id: string): boolean;
  withLock?: WithLock | undefined;
  track(work: Promise<unknown>): void;
  log: Logger;
}

export interface Restored {
  record: UploadRecord;
  files: Map<string, StoredFile>;
}

async function removeLeftover(d: RestoreDeps, x: UploadDb, id: string): Promise<void> {
  if (d.known(id)) return;
  const remove = async (): Promise<void> => {
    if (!d.known(id) && (await x.get(id)) === undefined) await x.removeFiles(id);
  };
  if (d.withLock) d.track(d.withLock(uploadLockName(id), remove));
  else await remove();
}

/** The viewer's uploads to adopt; done or cancelled ones found on the way are removed. */
export async function restoreUploads(d: RestoreDeps, viewerId: string): Promise<Restored[]> {
  const x = await d.storage.open();
  if (!x) return [];
  const out: Restored[] = [];
  for (const record of await x.list()) {
    if (record.viewerId !== viewerId || d.known(record.id)) continue;
    if (FINAL_PHASES.has(record.machine.phase)) {
      void d.storage.write((y) => y.remove(record.id));
      continue;
    }
    const files = new Map<string, StoredFile>();
    for (const part of record.parts) {
      const file = await x.file(part);
      if (file) files.set(part.blobKey, file);
    }
    out.push({ record, files });
  }
  // Not on the way to the first snapshot: the leftovers are removed in the background (tracked).
  d.track(removeLeftovers(d, x));
  return out;
}

async function removeLeftovers(d: RestoreDeps, x: UploadDb): Promise<void> {
  try {
    for (const id of await x.orphans()) await removeLeftover(d, x, id);
  } catch (e) {
    d.log.warn('uploads: could not remove leftover files', e);
  }
}
