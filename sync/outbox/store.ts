/**
 * The outbox store on IndexedDB (implements OutboxStore of ./types). One idb transaction per
 * operation; records come back in insertion (FIFO) order.
 */
import type { MutationRecord } from '../mutations/types';
import type { SessionConfig } from '../transport/types';
import { planEnqueue } from './coalesce';
import { MetaKey, openOutboxIdb, stripSeq } from './db';
import type { OutboxIdb, StoredMutation } from './db';
import type { EnqueueResult, OutboxStore } from './types';

/** Changes a record: answer the new record, or null to leave it as it is. */
export type RecordUpdate = (current: MutationRecord) => MutationRecord | null;

/** The outbox store with what the replayer and the service worker need besides the contract. */
export interface OutboxDb extends OutboxStore {
  /**
   * Read-modify-write of one record in one transaction. Answers the record as stored after
   * the call, or undefined when there is no such record (it is never re-created).
   */
  update(id: string, change: RecordUpdate): Promise<MutationRecord | undefined>;
  /** Removes several records in one transaction (reconciled done records). */
  removeMany(ids: readonly string[]): Promise<void>;
  /** Remembers the server id of a comment created from a client id. */
  setServerId(clientId: string, serverId: string): Promise<void>;
  /** The latest session the worker wrote, for the service worker's requests. */
  readSession(): Promise<SessionConfig | undefined>;
  writeSession(session: SessionConfig): Promise<void>;
}

export async function openOutboxStore(options: { name?: string } = {}): Promise<OutboxDb> {
  return createOutboxStore(await openOutboxIdb(options.name));
}

export function createOutboxStore(db: OutboxIdb): OutboxDb {
  return {
    async enqueue(record: MutationRecord): Promise<EnqueueResult> {
      const tx = db.transaction(['mutations', 'meta'], 'readwrite');
      const mutations = tx.objectStore('mutations');
      const queue = (await mutations.index('by-seq').getAll()).map(stripSeq);
      const plan = planEnqueue(queue, record);
      for (const id of plan.cancel) await mutations.delete(id);
      if (plan.add) await mutations.put({ ...record, seq: await nextSeq(tx.objectStore('meta')) });
      await tx.done;
      return { added: plan.add ? record : null, cancelled: plan.cancel };
    },

    async list(): Promise<MutationRecord[]> {
      return (await db.getAllFromIndex('mutations', 'by-seq')).map(stripSeq);
    },

    async get(id: string): Promise<MutationRecord | undefined> {
      const stored = await db.get('mutations', id);
      return stored === undefined ? undefined : stripSeq(stored);
    },

    async put(record: MutationRecord): Promise<void> {
      const tx = db.transaction(['mutations', 'meta'], 'readwrite');
      const existing = await tx.objectStore('mutations').get(record.id);
      const seq = existing?.seq ?? (await nextSeq(tx.objectStore('meta')));
      await tx.objectStore('mutations').put({ ...record, seq });
      await tx.done;
    },

    async update(id: string, change: RecordUpdate): Promise<MutationRecord | undefined> {
      const tx = db.transaction('mutations', 'readwrite');
      const existing = await tx.store.get(id);
      let result: MutationRecord | undefined;
      if (existing !== undefined) {
        const next = change(stripSeq(existing));
        result = next ?? stripSeq(existing);
        if (next !== null) await tx.store.put({ ...next, id, seq: existing.seq } as StoredMutation);
      }
      await tx.done;
      return result;
    },

    async remove(id: string): Promise<void> {
      await db.delete('mutations', id);
    },

    async removeMany(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const tx = db.transaction('mutations', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },

    async resolveId(clientId: string): Promise<string | undefined> {
      return db.get('ids', clientId);
    },

    async setServerId(clientId: string, serverId: string): Promise<void> {
      await db.put('ids', serverId, clientId);
    },

    async readSession(): Promise<SessionConfig | undefined> {
      const value = await db.get('meta', MetaKey.session);
      return typeof value === 'object' ? value : undefined;
    },

    async writeSession(session: SessionConfig): Promise<void> {
      await db.put('meta', session, MetaKey.session);
    },

    close(): void {
      db.close();
    },
  };
}

interface MetaStore {
  get(key: string): Promise<number | SessionConfig | undefined>;
  put(value: number | SessionConfig, key: string): Promise<string>;
}

async function nextSeq(meta: MetaStore): Promise<number> {
  const last = await meta.get(MetaKey.seq);
  const seq = (typeof last === 'number' ? last : 0) + 1;
  await meta.put(seq, MetaKey.seq);
  return seq;
}
