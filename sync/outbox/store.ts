/**
 * The outbox store on IndexedDB (implements OutboxStore of ./types). One idb transaction per
 * operation (enqueueMany: one for a whole group of taps); records come back in insertion (FIFO)
 * order.
 */
import { unwrap } from 'idb';
import type { MutationRecord } from '../mutations/types';
import type { SessionConfig } from '../transport/types';
import { createQueuePlanner } from './coalesce';
import { MetaKey, openOutboxIdb, stripSeq } from './db';
import type { OutboxIdb, StoredMutation } from './db';
import type { EnqueueResult, OutboxStore } from './types';

/** Changes a record: answer the new record, or null to leave it as it is. */
export type RecordUpdate = (current: MutationRecord) => MutationRecord | null;

/** Several changes written in one transaction (the replayer's claims and outcomes, batched). */
export interface OutboxCommit {
  /** Read-modify-write of each record, as `update` does; the answers come back in this order. */
  updates: readonly { id: string; change: RecordUpdate }[];
  /** Client id → server id of comments created (comment-add results). */
  serverIds?: readonly (readonly [clientId: string, serverId: string])[];
}

/** The outbox store with what the replayer and the service worker need besides the contract. */
export interface OutboxDb extends OutboxStore {
  /**
   * Enqueues several records in ONE transaction (the group commit of a burst of taps, issue
   * 16): each planned against the queue as the ones before it left it, exactly as that many
   * `enqueue` calls in a row; all are stored or none. Answers each one's result, in order.
   */
  enqueueMany(records: readonly MutationRecord[]): Promise<EnqueueResult[]>;
  /**
   * Read-modify-write of one record in one transaction. Answers the record as stored after
   * the call, or undefined when there is no such record (it is never re-created).
   */
  update(id: string, change: RecordUpdate): Promise<MutationRecord | undefined>;
  /**
   * Several updates (and server ids) in ONE transaction: all are stored or none. Answers each
   * update's record as stored after the call (undefined: no such record), in order.
   */
  commit(batch: OutboxCommit): Promise<(MutationRecord | undefined)[]>;
  /** Several records read in one transaction, in the order of `ids` (undefined: gone). */
  getMany(ids: readonly string[]): Promise<(MutationRecord | undefined)[]>;
  /** Removes several records in one transaction (reconciled done records). */
  removeMany(ids: readonly string[]): Promise<void>;
  /** Remembers the server id of a comment created from a client id. */
  setServerId(clientId: string, serverId: string): Promise<void>;
  /** The latest session the worker wrote, for the service worker's requests. */
  readSession(): Promise<SessionConfig | undefined>;
  writeSession(session: SessionConfig): Promise<void>;
}

export interface OpenOutboxOptions {
  name?: string;
  /** The database was deleted (site data cleared elsewhere) or closed by the browser: this connection is gone. */
  onGone?: () => void;
}

export async function openOutboxStore(options: OpenOutboxOptions = {}): Promise<OutboxDb> {
  return createOutboxStore(await openOutboxIdb(options.name, options.onGone));
}

export function createOutboxStore(db: OutboxIdb): OutboxDb {
  async function commit({ updates, serverIds = [] }: OutboxCommit): Promise<(MutationRecord | undefined)[]> {
    const tx = db.transaction(['mutations', 'ids'], 'readwrite');
    const mutations = tx.objectStore('mutations');
    // All requests are queued at once (one round of reads, one of writes): the transaction
    // stays busy, so it cannot commit in between, and a batch costs about what one write does.
    const ids = [...new Set(updates.map((u) => u.id))];
    const found = await Promise.all(ids.map((id) => mutations.get(id)));
    const current = new Map(ids.map((id, i) => [id, found[i]]));
    const writes: Promise<unknown>[] = serverIds.map(([clientId, serverId]) => tx.objectStore('ids').put(serverId, clientId));
    const results = updates.map(({ id, change }): MutationRecord | undefined => {
      const existing = current.get(id);
      if (existing === undefined) return undefined;
      const next = change(stripSeq(existing));
      if (next === null) return stripSeq(existing);
      const stored = { ...next, id, seq: existing.seq } as StoredMutation;
      current.set(id, stored); // a later update of the same id in the batch starts from this one
      writes.push(mutations.put(stored));
      return stripSeq(stored);
    });
    await Promise.all([...writes, tx.done]);
    return results;
  }

  async function enqueueMany(records: readonly MutationRecord[]): Promise<EnqueueResult[]> {
    if (records.length === 0) return [];
    const tx = db.transaction(['mutations', 'meta'], 'readwrite');
    const mutations = tx.objectStore('mutations');
    const meta = tx.objectStore('meta');
    // The queue and the last insertion number are read once for the group; every write is
    // queued at once, in order (a record added then cancelled in the same group: put, delete).
    const [queue, last] = await Promise.all([mutations.index('by-seq').getAll(), meta.get(MetaKey.seq)]);
    const planner = createQueuePlanner(queue.map(stripSeq));
    const first = typeof last === 'number' ? last : 0;
    let seq = first;
    // The requests without idb's promise each (a burst is a thousand): a failed one aborts the
    // transaction, which rejects tx.done. Committed as soon as the last is made, so that the
    // records are on disk without their thousand answers reaching this thread first.
    const rawMutations = unwrap(mutations);
    let results: EnqueueResult[];
    try {
      results = records.map((record): EnqueueResult => {
        const plan = planner.enqueue(record);
        for (const id of plan.cancel) rawMutations.delete(id);
        if (plan.add) rawMutations.put({ ...record, seq: (seq += 1) });
        return { added: plan.add ? record : null, cancelled: plan.cancel };
      });
      if (seq !== first) unwrap(meta).put(seq, MetaKey.seq);
    } catch (error) {
      tx.abort(); // a record that cannot be stored (e.g. not cloneable): none is, as promised
      tx.done.catch(() => undefined);
      throw error;
    }
    tx.commit();
    await tx.done;
    return results;
  }

  return {
    commit,
    enqueueMany,
    async enqueue(record: MutationRecord): Promise<EnqueueResult> {
      const [result] = await enqueueMany([record]);
      return result as EnqueueResult;
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
      const [result] = await commit({ updates: [{ id, change }] });
      return result;
    },

    async getMany(ids: readonly string[]): Promise<(MutationRecord | undefined)[]> {
      if (ids.length === 0) return [];
      const tx = db.transaction('mutations', 'readonly');
      const found = await Promise.all(ids.map((id) => tx.store.get(id)));
      await tx.done;
      return found.map((stored) => (stored === undefined ? undefined : stripSeq(stored)));
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
