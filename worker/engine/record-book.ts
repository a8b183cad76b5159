/**
 * The engine's in-memory copy of the outbox records not yet reconciled, and the client ids
 * already resolved to server ids. The store reads it to re-apply pending work (rule 5).
 * Records being written to the outbox right now (their optimistic effect already applied) are
 * in `inFlight`: re-applied like the others, not shown as outbox items until stored.
 * Records sent and settled while reads were on their way are in `settled`: their success is
 * re-applied over what those reads bring (./read-leases.ts), never shown as outbox items.
 */
import { clientIdsUsed, entityKey, summary } from '../../sync';
import type { MutationRecord, WireCommentAddResponse } from '../../sync';
import type { OutboxItemView } from '../model';
import type { MutationContext } from '../store/mutation-actions';
import { refusalText } from './toasts';

export interface RecordBook {
  records: Map<string, MutationRecord>;
  /** Made and applied, being written to the outbox (not in `records` until stored). */
  inFlight: Map<string, MutationRecord>;
  resolved: Map<string, string>;
  /**
   * Sent records (done) out of `records`, with the read mark of when they settled: a read open
   * then may bring the state from before the server applied them (issue 17).
   */
  settled: Map<string, { record: MutationRecord; mark: number }>;
  pending(): MutationRecord[];
  /** What the store re-applies after server data (rule 5): the settled records' successes, then the pending work (newer on each entity). */
  reapplied(): MutationRecord[];
  /** A sent record leaves `records`; kept in `settled` while a read open now has not ended (`mark`: its read mark, null: none open). */
  settle(record: MutationRecord, mark: number | null): void;
  /** The settled records whose reads have all ended go. */
  dropSettled(ended: (mark: number) => boolean): void;
  context(viewerId: string | null): MutationContext;
  /** Learn the server id of a done comment-add from its result. */
  learn(record: MutationRecord): void;
  view(record: MutationRecord): OutboxItemView | null;
  views(): OutboxItemView[];
}

/** Client ids a record refers to (its own comment's, the one it replies to, the one it acts on). */
export function clientIdsOf(record: MutationRecord): string[] {
  return record.name === 'comment-add' ? [record.args.clientId, ...clientIdsUsed(record)] : clientIdsUsed(record);
}

export function createRecordBook(): RecordBook {
  const records = new Map<string, MutationRecord>();
  const inFlight = new Map<string, MutationRecord>();
  const resolved = new Map<string, string>();
  const settled = new Map<string, { record: MutationRecord; mark: number }>();
  const resolve = (id: string) => resolved.get(id) ?? id;

  const book: RecordBook = {
    records,
    inFlight,
    resolved,
    settled,
    pending: () => (inFlight.size === 0 ? [...records.values()] : [...records.values(), ...inFlight.values()]),
    // Settled first: each was sent before any record of its entity still waiting (FIFO per
    // entity), and the rebase keeps this order for records made in the same millisecond.
    reapplied: () => (settled.size === 0 ? book.pending() : [...[...settled.values()].map((s) => s.record), ...book.pending()]),
    settle(record, mark) {
      records.delete(record.id);
      if (mark === null) settled.delete(record.id);
      else settled.set(record.id, { record: { ...record, state: 'done' } as MutationRecord, mark });
    },
    dropSettled(ended) {
      for (const [id, s] of settled) if (ended(s.mark)) settled.delete(id);
    },
    context: (viewerId) => ({ viewerId, resolveCommentId: resolve }),
    learn(record) {
      if (record.name !== 'comment-add' || record.state !== 'done') return;
      const id = (record.result as Partial<WireCommentAddResponse> | undefined)?.id;
      if (typeof id === 'string') resolved.set(record.args.clientId, id);
    },
    view(record) {
      if (record.state === 'done') return null;
      // Pending marks follow the comment's current id once its comment-add is done.
      const key = entityKey(record).replace(/^comment:(.*)$/, (_m, id: string) => `comment:${resolve(id)}`);
      return {
        id: record.id,
        name: record.name,
        entityKey: key,
        state: record.state,
        attempts: record.attempts,
        createdAt: record.createdAt,
        summary: summary(record),
        error: refusalText(record.name, record.error),
      };
    },
    views: () => [...records.values()].map(book.view).filter((v): v is OutboxItemView => v !== null),
  };
  return book;
}
