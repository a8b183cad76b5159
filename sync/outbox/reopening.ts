/**
 * An outbox that outlives its database (issue 17: site data cleared while the app runs, in
 * another tab). When the database is deleted (`versionchange` with no next version: the
 * connection is closed so the deletion proceeds) or the browser closes the connection itself
 * (`close`), a new, empty database is opened and `recreated` writes into it what this context
 * still holds; calls made meanwhile wait for that, and a call that failed because its
 * connection went is made once more on the new one.
 *
 *   open ──gone──▶ reopening (calls wait) ──opened, recreated──▶ open
 */
import type { OpenOutboxOptions, OutboxDb } from './store';

export type OpenOutbox = (options: Pick<OpenOutboxOptions, 'onGone'>) => Promise<OutboxDb>;

/** The error IndexedDB throws for a request on a closed connection. */
const isClosedError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ['InvalidStateError', 'TransactionInactiveError'].includes(String((e as { name?: unknown }).name));

export async function openReopeningOutbox(open: OpenOutbox, recreated: (db: OutboxDb) => Promise<void>): Promise<OutboxDb> {
  let closed = false;
  let generation = 0;
  const onGone = (): void => {
    if (closed) return;
    generation += 1;
    current = current.then(
      () => reopen(),
      () => reopen(),
    );
  };
  const reopen = async (): Promise<OutboxDb> => {
    const db = await open({ onGone });
    await recreated(db);
    return db;
  };
  let current: Promise<OutboxDb> = open({ onGone });
  await current;

  async function call<T>(fn: (db: OutboxDb) => Promise<T>): Promise<T> {
    const seen = generation;
    const db = await current;
    try {
      return await fn(db);
    } catch (error) {
      // The connection went under this call: once more on the new one.
      if (!isClosedError(error) || (seen === generation && !(await goneSince(db)))) throw error;
      return fn(await current);
    }
  }

  /** True when `db` is no longer the current connection (a deletion came during the call). */
  async function goneSince(db: OutboxDb): Promise<boolean> {
    await Promise.resolve();
    return (await current) !== db;
  }

  return {
    enqueue: (record) => call((db) => db.enqueue(record)),
    enqueueMany: (records) => call((db) => db.enqueueMany(records)),
    list: () => call((db) => db.list()),
    get: (id) => call((db) => db.get(id)),
    put: (record) => call((db) => db.put(record)),
    remove: (id) => call((db) => db.remove(id)),
    resolveId: (clientId) => call((db) => db.resolveId(clientId)),
    update: (id, change) => call((db) => db.update(id, change)),
    commit: (batch) => call((db) => db.commit(batch)),
    getMany: (ids) => call((db) => db.getMany(ids)),
    removeMany: (ids) => call((db) => db.removeMany(ids)),
    setServerId: (clientId, serverId) => call((db) => db.setServerId(clientId, serverId)),
    readSession: () => call((db) => db.readSession()),
    writeSession: (session) => call((db) => db.writeSession(session)),
    close() {
      closed = true;
      void current.then((db) => db.close(), () => undefined);
    },
  };
}
