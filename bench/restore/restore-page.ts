/**
 * Bench page: restore a cache of N posts. Seeds the cache once, then alternates the timed
 * path (the real worker → mirror) and the baseline (raw idb getAll), after one warm-up each.
 */
import type { RestoreOptions, RestoreResult } from '../lib/page-api';
import { seedCache } from './seed-cache';
import { timeEngineRestore } from './time-engine-restore';
import type { EngineRestore } from './time-engine-restore';
import { timeRawIdb } from './time-raw-idb';
import type { RawRead } from './time-raw-idb';

const settle = () => new Promise((r) => setTimeout(r, 150)); // let the last run's garbage go

async function restore(opts: RestoreOptions): Promise<RestoreResult> {
  const seeded = await seedCache(opts.posts);
  const engine = () => timeEngineRestore(seeded.viewerId, opts.posts);
  const raw = await timeRawIdb(); // warm-up of both paths (the first init also creates the outbox database)
  await engine();
  if (raw.counts.posts !== opts.posts) throw new Error(`the cache holds ${raw.counts.posts} posts, expected ${opts.posts}`);
  const warmMs: number[] = [];
  const coldMs: number[] = [];
  const rawMs: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    let e: EngineRestore;
    let r: RawRead;
    await settle();
    if (i % 2 === 0) {
      e = await engine();
      await settle();
      r = await timeRawIdb();
    } else {
      r = await timeRawIdb();
      await settle();
      e = await engine();
    }
    warmMs.push(e.warmMs);
    coldMs.push(e.coldMs);
    rawMs.push(r.ms);
  }
  return { counts: raw.counts, seedMs: seeded.ms, warmMs, coldMs, rawMs, crossOriginIsolated: self.crossOriginIsolated };
}

window.lumenBench = { ...window.lumenBench, restore };
