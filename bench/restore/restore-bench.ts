/**
 * Benchmark 1 (Node side): restore a cache of 10,000 posts into the worker, to the first
 * snapshot on the main thread, against a raw idb getAll of the same stores in the same page.
 */
import type { BenchEnv } from '../lib/bench-env';
import { runBenchPage } from '../lib/bench-page';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { RestoreOptions } from '../lib/page-api';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';

export const RESTORE_GOAL = 1.5;

export async function runRestoreBench(env: BenchEnv, opts: RestoreOptions = { posts: 10_000, runs: 7 }): Promise<BenchReport> {
  const browser = await launchProfileBrowser(); // IndexedDB on disk, as for a person (issue 16)
  try {
    const r = await runBenchPage(browser.context, `${env.benchOrigin}/restore/index.html`, 'restore', opts, 120_000);
    const raw = { label: 'raw idb openDB + getAll: posts, users, comments, meta', summary: summarize(r.rawMs) };
    const c = r.counts;
    return {
      id: '1',
      title: `Restore a cache of ${c.posts.toLocaleString('en')} posts into the worker, to the first snapshot`,
      rows: [
        {
          title: 'worker running: init() → first snapshot applied by the mirror',
          measured: { label: 'engine init: outbox, cache restore, snapshot → mirror', summary: summarize(r.warmMs) },
          baseline: raw,
          stat: 'median',
          goalMax: RESTORE_GOAL,
        },
        {
          title: 'cold: new Worker() → first snapshot applied',
          measured: { label: 'worker start + engine init + snapshot → mirror', summary: summarize(r.coldMs) },
          baseline: raw,
          stat: 'median',
          goalMax: RESTORE_GOAL,
        },
      ],
      notes: [
        `cache: ${c.posts} posts, ${c.users} users, ${c.comments} comments, ${c.meta} meta records; written through worker/persistence in ${r.seedMs.toFixed(0)} ms`,
        `runs alternate the two paths, after one warm-up each; cross-origin isolated: ${r.crossOriginIsolated}; Chromium with a persistent profile in a temp folder (IndexedDB on disk)`,
      ],
    };
  } finally {
    await browser.close();
  }
}
