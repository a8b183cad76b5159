/**
 * Baseline: the same N records (read back from the outbox the burst wrote) put into a scratch
 * database of the same shape (the outbox's own schema, its indexes included: openOutboxIdb) in
 * ONE readwrite transaction, timed from the transaction's start to its `complete` event
 * (default durability, as the outbox's own transactions).
 */
import { deleteDB, openDB } from 'idb';
import { openOutboxIdb } from '../../sync/outbox/db';
import type { OutboxIdb, StoredMutation } from '../../sync/outbox/db';
import { OUTBOX_DB_NAME } from '../../sync/outbox/types';

const SCRATCH = 'lumen-bench-outbox-raw';

export async function outboxRecords(): Promise<StoredMutation[]> {
  const db = await openDB(OUTBOX_DB_NAME);
  const all = (await db.getAll('mutations')) as StoredMutation[];
  db.close();
  return all;
}

async function scratch(): Promise<OutboxIdb> {
  await deleteDB(SCRATCH);
  return openOutboxIdb(SCRATCH);
}

export async function timeRawPuts(records: readonly StoredMutation[]): Promise<number> {
  const db = await scratch();
  try {
    const t0 = performance.now();
    const tx = db.transaction('mutations', 'readwrite');
    const store = tx.objectStore('mutations');
    for (const r of records) void store.put(r);
    await tx.done;
    return performance.now() - t0;
  } finally {
    db.close();
  }
}
