/**
 * Bench page: persist N outbox mutations made in one burst. Seeds a cache of N posts once,
 * then alternates the timed path (N likes through the real worker → mirror, ./time-burst.ts)
 * and the baseline (the same N records in one IndexedDB transaction, ./time-raw-puts.ts),
 * after one warm-up each. Each burst starts from an empty outbox database.
 */
import { deleteDB } from 'idb';
import { OUTBOX_DB_NAME } from '../../sync/outbox/types';
import type { OutboxBurstOptions, OutboxBurstResult } from '../lib/page-api';
import { seedCache } from '../restore/seed-cache';
import { timeBurst } from './time-burst';
import type { Burst } from './time-burst';
import { outboxRecords, timeRawPuts } from './time-raw-puts';

const settle = () => new Promise((r) => setTimeout(r, 150)); // let the last run's garbage and disk writes go

async function outboxBurst(opts: OutboxBurstOptions): Promise<OutboxBurstResult> {
  const seeded = await seedCache(opts.mutations);
  const burst = async (): Promise<Burst> => {
    await deleteDB(OUTBOX_DB_NAME);
    const b = await timeBurst(seeded.viewerId, opts.mutations);
    if (b.stored !== opts.mutations) throw new Error(`the outbox holds ${b.stored} records after the burst, expected ${opts.mutations}`);
    return b;
  };
  await burst(); // warm-up of both paths
  const records = await outboxRecords();
  await timeRawPuts(records);
  const burstMs: number[] = [];
  const resolvedMs: number[] = [];
  const rawMs: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    await settle();
    const one = async () => {
      const b = await burst();
      burstMs.push(b.ms);
      resolvedMs.push(b.resolvedMs);
    };
    const raw = async () => void rawMs.push(await timeRawPuts(records));
    if (i % 2 === 0) {
      await one();
      await settle();
      await raw();
    } else {
      await raw();
      await settle();
      await one();
    }
  }
  const bytes = new Blob([JSON.stringify(records)]).size;
  return { burstMs, resolvedMs, rawMs, records: records.length, recordBytes: bytes, seedMs: seeded.ms, crossOriginIsolated: self.crossOriginIsolated };
}

window.lumenBench = { ...window.lumenBench, outboxBurst };
