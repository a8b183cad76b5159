/**
 * Benchmark (Node side): persist 1,000 outbox mutations made in one burst, each durable before
 * it is shown as pending (issue 16), through the real worker and mirror, against one IndexedDB
 * transaction of the same 1,000 records, in the same page of a persistent profile.
 */
import type { BenchEnv } from '../lib/bench-env';
import type { OutboxBurstOptions } from '../lib/page-api';
import { runBenchPage } from '../lib/bench-page';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';

export const OUTBOX_BURST_GOAL = 1.5;

export async function runOutboxBurstBench(env: BenchEnv, id: string, opts: OutboxBurstOptions = { mutations: 1_000, runs: 11 }): Promise<BenchReport> {
  const browser = await launchProfileBrowser(); // IndexedDB on disk, as for a person
  try {
    const r = await runBenchPage(browser.context, `${env.benchOrigin}/outbox/index.html`, 'outboxBurst', opts, 300_000);
    const resolved = summarize(r.resolvedMs);
    return {
      id,
      title: `Persist ${opts.mutations.toLocaleString('en')} outbox mutations made in one burst (likes, offline), each durable before it shows as pending`,
      rows: [
        {
          title: `first likePost() → the mirror shows all ${opts.mutations.toLocaleString('en')} items`,
          measured: { label: 'real worker: optimistic like, outbox write, item shown', summary: summarize(r.burstMs) },
          baseline: { label: `one IndexedDB transaction of ${r.records.toLocaleString('en')} puts`, summary: summarize(r.rawMs) },
          stat: 'median',
          goalMax: OUTBOX_BURST_GOAL,
        },
      ],
      notes: [
        `the engine shows an outbox item only once its record is stored (worker/engine/outbox-sync.ts), so the clock stops when all ${opts.mutations} are durable; the outbox database is checked to hold them; every likePost() call had resolved after median ${resolved.median.toFixed(0)} ms (min–max ${resolved.min.toFixed(0)}–${resolved.max.toFixed(0)})`,
        `records: ${r.records} likes on ${r.records} different posts of a restored cache of ${opts.mutations} posts (written in ${r.seedMs.toFixed(0)} ms, not timed), ${(r.recordBytes / 1024).toFixed(0)} KiB as JSON; the baseline puts the very records the burst stored (read back, not timed) into an empty database of the same shape`,
        `not timed: starting the worker, init() and the restore; the cache's flush of the liked posts (after the items show); nothing is sent (offline); ${opts.runs} runs of each, alternating, after one warm-up each; cross-origin isolated: ${r.crossOriginIsolated}; Chromium with a persistent profile`,
      ],
    };
  } finally {
    await browser.close();
  }
}
