/**
 * `npm run bench`: runs every benchmark and prints, for each, the measured values, the baseline
 * measured in the same run, the ratio, the goal and PASS/FAIL (DESIGN.md Testing). A missed
 * goal is printed, not fatal, unless `--check` is given; a benchmark that could not run makes
 * the exit code 1.
 *
 *   node bench/run.ts [--check] [ids…]   e.g. `tsx bench/run.ts 2 3` runs benchmarks 2 and 3 only;
 *                                        --check: exit 1 also when a goal row fails
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './lib/browser';
import type { BenchEnv } from './lib/bench-env';
import { BENCH_DIST, buildBenchPages } from './lib/build-pages';
import type { BenchReport } from './lib/report';
import { formatReport, formatSummaryTable, passes } from './lib/report';
import { serveStatic } from './lib/static-server';
import type { StaticServer } from './lib/static-server';

interface Bench {
  id: string;
  title: string;
  run(env: BenchEnv): Promise<BenchReport>;
}

/** Each benchmark's module is loaded when it runs (`bench/run.ts 2` needs no server code). */
const BENCHES: readonly Bench[] = [
  { id: '1', title: 'restore 10,000 posts → first snapshot', run: async (env) => (await import('./restore/restore-bench')).runRestoreBench(env) },
  { id: '2', title: 'patch delivery worker → mirror', run: async (env) => (await import('./patch/patch-bench')).runPatchBench(env) },
  { id: '3', title: 'like tap → painted', run: async (env) => (await import('./like-tap/like-tap-bench')).runLikeTapBench(env) },
  { id: '4', title: 'upload throughput, 200 MiB on loopback', run: async (env) => (await import('./upload/throughput-bench')).runUploadThroughputBench(env) },
  { id: '5', title: 'uploads with three drops vs tus', run: async (env) => (await import('./upload/drops-bench')).runDropsBench(env) },
  { id: '6', title: 'page and worker memory uploading 1 GiB', run: async (env) => (await import('./upload/memory-bench')).runMemoryBench(env) },
  { id: '7', title: "1,000 queued actions: the server's return → the last acknowledged", run: async (env) => (await import('./replay/replay-bench')).runReplayBench(env, '7') },
  { id: '8', title: 'persist 1,000 outbox mutations made in one burst', run: async (env) => (await import('./outbox/outbox-bench')).runOutboxBurstBench(env, '8') },
  { id: '9', title: 'a new tab with no network → first feed post painted', run: async (env) => (await import('./start/start-bench')).runStartBench(env) },
  { id: '10', title: 'main-thread heap and DOM nodes after scrolling 2,000 feed posts', run: async (env) => (await import('./feed-memory/feed-memory-bench')).runFeedMemoryBench(env) },
  { id: '11', title: 'logging 10,000 events from the main thread', run: async (env) => (await import('./telemetry/log-bench')).runLogEventsBench(env, '11') },
  { id: '12', title: 'a scroll of the feed, logging on vs off', run: async (env) => (await import('./telemetry/scroll-bench')).runScrollBench(env, '12') },
  { id: '13', title: '2,000 sockets, one group message fanned out to each', run: async (env) => (await import('./direct/fanout-bench')).runFanoutBench(env, '13') },
  { id: '13b', title: 'a message from one page to another: send → painted', run: async (env) => (await import('./direct/message-bench')).runMessageBench(env, '13b') },
  { id: '13c', title: 'the inbox of 200 cached conversations opened offline', run: async (env) => (await import('./direct/inbox-bench')).runInboxBench(env, '13c') },
  { id: '14', title: 'search as you type over 100,000 users (scale data)', run: async (env) => (await import('./people/people-bench')).runSearchScaleBench(env, '14') },
  { id: '15', title: 'feed page: 1,000 followed of 100,000 accounts, 1,000,000 posts', run: async (env) => (await import('./people/people-bench')).runFeedScaleBench(env, '15') },
  { id: '14b', title: 'search as you type in the browser over 100,000 users: keystroke → results painted', run: async (env) => (await import('./people/people-bench')).runSearchBrowserBench(env, '14b') },
  { id: '15b', title: 'opening a cached profile: tap → header and 12 tiles painted', run: async (env) => (await import('./people/profile-bench')).runProfileBench(env, '15b') },
];

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const wanted = args.filter((a) => a !== '--check');
  const benches = wanted.length ? BENCHES.filter((b) => wanted.includes(b.id)) : BENCHES;
  const started = Date.now();
  console.log(`Building the bench pages (bench/vite.config.ts → ${BENCH_DIST})…`);
  const dist = await buildBenchPages();
  const pages: StaticServer = await serveStatic(dist);
  let browser: Browser | null = null;
  const reports: BenchReport[] = [];
  const failed: { id: string; title: string; error: string }[] = [];
  try {
    browser = await launchBrowser();
    const env: BenchEnv = { browser, benchOrigin: pages.origin, probeScript: await readFile(join(dist, 'probe.js'), 'utf8') };
    console.log(`Bench pages on ${pages.origin}; Chromium ${browser.version()}`);
    for (const bench of benches) {
      const t0 = Date.now();
      try {
        const report = await bench.run(env);
        reports.push(report);
        console.log(formatReport(report));
        console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed.push({ id: bench.id, title: bench.title, error: message(error) });
        console.error(`\n━━ ${bench.id}. ${bench.title}: COULD NOT RUN\n  ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      }
    }
  } finally {
    await browser?.close();
    await pages.close();
  }
  console.log(formatSummaryTable(reports, failed));
  const missed = reports.flatMap((r) => r.rows.filter((row) => passes(row) === false).map((row) => `${r.id}. ${row.title}`));
  const gate = check ? `--check: goal rows failed: ${missed.length}` : `goals missed are reported, not fatal (--check makes them fatal): ${missed.length}`;
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s. ${gate}; benchmarks that could not run: ${failed.length}.`);
  return failed.length > 0 || (check && missed.length > 0) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('bench: could not run', error);
    process.exitCode = 1;
  },
);
