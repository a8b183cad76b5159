/**
 * The upload engine's side of 'lumen-uploads' (./upload-db.ts): opened once, writes one after
 * another (a later write never lands before an earlier one), and an upload's record written
 * only when what is stored of its machine changed (phase, offsets, chunk size, error).
 */
import type { Logger } from '../platform';
import type { Live } from './upload-runner';
import type { UploadDb } from './upload-db';
import { storedMachine } from './upload-record';
import type { UploadRecord } from './upload-record';
import { FINAL_PHASES } from './machine-types';

export interface UploadStorage {
  open(): Promise<UploadDb | null>;
  /** Runs after the writes queued before it; the promise says how it went (it is also tracked). */
  write(fn: (db: UploadDb) => Promise<void>): Promise<void>;
  /** Store the live upload's progress if it changed (nothing before it is accepted, or once it is done or cancelled). */
  persist(live: Live): void;
  /** What is stored now: later persist() calls compare with it. */
  remember(live: Live): void;
  /** Resolves once the writes made so far are done. */
  flush(): Promise<void>;
  close(): void;
}

export function createUploadStorage(d: { openDb(): Promise<UploadDb | null>; log: Logger; track(work: Promise<unknown>): void }): UploadStorage {
  let db: UploadDb | null = null;
  let opened: Promise<UploadDb | null> | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const lastStored = new WeakMap<Live, string>();

  const open = (): Promise<UploadDb | null> =>
    (opened ??= d.openDb().then((x) => (db = x)).catch((e: unknown) => (d.log.error('uploads: database unavailable', e), null)));

  function write(fn: (x: UploadDb) => Promise<void>): Promise<void> {
    const run = writes.then(async () => (db ? fn(db) : undefined));
    writes = run.catch(() => undefined);
    d.track(run);
    return run;
  }

  return {
    open,
    write,
    persist(live) {
      if (!live.accepted || FINAL_PHASES.has(live.machine.phase)) return;
      const record: UploadRecord = { ...live.record, machine: storedMachine(live.machine) };
      const json = JSON.stringify(record.machine);
      if (lastStored.get(live) === json) return;
      lastStored.set(live, json);
      live.record = record;
      void write((x) => x.put(record));
    },
    remember(live) {
      lastStored.set(live, JSON.stringify(live.record.machine));
    },
    async flush() {
      await writes;
    },
    close() {
      db?.close();
    },
  };
}
