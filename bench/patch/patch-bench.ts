/**
 * Benchmark 2 (Node side): patch delivery from the worker's store to the main-thread mirror,
 * against a raw postMessage of the same payload, one way, many iterations.
 */
import type { BenchEnv } from '../lib/bench-env';
import { runBenchPage } from '../lib/bench-page';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { PatchOptions, PatchSegments } from '../lib/page-api';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';

export const PATCH_GOAL = 1.2;

const KINDS = ['like', 'item added', 'unlike', 'item removed'] as const;

/** The trimmed mean of one kind of message's times, in µs (steps cycle through KINDS). */
function kindMeanUs(times: readonly number[], kind: number, warmup: number): number {
  return summarize(times.filter((_, i) => (warmup + i) % KINDS.length === kind)).trimmedMean * 1000;
}

/** Each kind of message's trimmed means, mirror / raw, in µs. */
function byKind(mirrorMs: readonly number[], rawMs: readonly number[], warmup: number): string {
  return KINDS.map((name, k) => `${name} ${kindMeanUs(mirrorMs, k, warmup).toFixed(1)} / ${kindMeanUs(rawMs, k, warmup).toFixed(1)} µs`).join(', ');
}

/** BENCH_SEGMENTS=1: each kind of message's span in its three parts, per mode. */
function segmentNotes(segments: PatchSegments, warmup: number): string[] {
  return (['mirror', 'raw'] as const).map((mode) => {
    const s = segments[mode];
    const kinds = KINDS.map((name, k) => `${name} ${[s.worker, s.deliver, s.main].map((t) => kindMeanUs(t, k, warmup).toFixed(1)).join(' | ')}`);
    return `segments, ${mode} (trimmed means, µs: worker commit → post | post → first listener | → timed end): ${kinds.join(', ')}`;
  });
}

export async function runPatchBench(env: BenchEnv, opts: PatchOptions = { posts: 1_200, warmup: 80, iterations: 2_400, segments: process.env.BENCH_SEGMENTS === '1' }): Promise<BenchReport> {
  const browser = await launchProfileBrowser(); // as benchmarks 1 and 3–6: a persistent profile (issue 16)
  try {
    const r = await runBenchPage(browser.context, `${env.benchOrigin}/patch/index.html`, 'patch', opts, 90_000);
    const mirror = { label: 'state committed → diff → post → mirror applied', summary: summarize(r.mirrorMs) };
    const withReducers = { label: 'dispatch → reducers → diff → post → mirror applied', summary: summarize(r.mirrorWithReducersMs) };
    const raw = { label: 'raw worker postMessage of the same payload → received', summary: summarize(r.rawMs) };
    return {
      id: '2',
      title: `Patch delivery, worker → mirror, a like in a state of ${r.posts.toLocaleString('en')} posts`,
      rows: [
        { title: 'one way, trimmed mean', measured: mirror, baseline: raw, stat: 'trimmedMean', goalMax: PATCH_GOAL },
        { title: 'one way, median (on the 5 µs clock)', measured: mirror, baseline: raw, stat: 'median', goalMax: null },
        { title: 'one way, p95', measured: mirror, baseline: raw, stat: 'p95', goalMax: null },
        { title: 'one way with the reducers, trimmed mean', measured: withReducers, baseline: raw, stat: 'trimmedMean', goalMax: null },
      ],
      notes: [
        `by message (trimmed means, mirror / raw): ${byKind(r.mirrorMs, r.rawMs, opts.warmup)}`,
        ...(r.segments ? segmentNotes(r.segments, opts.warmup) : []),
        `payloads as JSON: ${r.payloadBytes.map((b) => b.toLocaleString('en')).join(' / ')} bytes (like, item added, unlike, item removed: one message each); ${opts.iterations} iterations each after ${opts.warmup} warm-up, alternating; trimmed mean: the middle 80 %`,
        `clocks: performance.timeOrigin + now(), worker − page offset ${(r.clockOffsetMs * 1000).toFixed(1)} µs (best ping round trip ${(r.pingRttMs * 1000).toFixed(0)} µs), corrected; cross-origin isolated: ${r.crossOriginIsolated}`,
      ],
    };
  } finally {
    await browser.close();
  }
}
