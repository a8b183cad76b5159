/**
 * Benchmark 6 (Node side): the memory of the page and of the worker running the real upload
 * engine while it uploads a 1 GiB long video (and its cover) picked from disk to the real
 * server. Both heaps are sampled over the DevTools protocol (./worker-heap.ts) every 100 ms
 * (issue 16: a sample a second missed short peaks) from just before startUpload() to the last
 * byte acknowledged; three runs, each with a fresh server, browser profile and page. The
 * highest peak growth over the start (page + worker, sampled together) must stay under
 * 64 MiB, a sixteenth of the file: the file is streamed in slices, never read whole.
 */
import { statfs } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchEnv } from '../lib/bench-env';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { startRuploadServer } from './rupload-server';
import { makeCoverJpeg, makeTestVideo, MiB } from './test-media';
import type { TestVideo } from './test-media';
import type { EngineRun } from './upload-api';
import { openUploadPage } from './upload-page-driver';
import { chunkSizes, mibps } from './upload-stats';
import { attachWorkerHeap, heldBytes } from './worker-heap';
import type { HeapSample } from './worker-heap';

export const PEAK_GROWTH_MAX_MIB = 64;

export interface MemoryOptions {
  mib: number;
  sampleEveryMs: number;
  runs: number;
}

/** The file, its copy in the browser's IndexedDB and the server's copy, with room to spare. */
async function checkDisk(bytes: number): Promise<void> {
  const fs = await statfs(tmpdir());
  const free = fs.bavail * fs.bsize;
  if (free < bytes * 3.5) throw new Error(`${tmpdir()} has ${(free / 2 ** 30).toFixed(1)} GiB free; benchmark 6 needs ${((bytes * 3.5) / 2 ** 30).toFixed(1)} GiB`);
}

const mib = (bytes: number): string => (bytes / MiB).toFixed(1);

/** The page and its worker, read at the same moment. */
interface Pair {
  atMs: number;
  page: HeapSample;
  worker: HeapSample;
}

const held = (p: Pair): number => heldBytes(p.page) + heldBytes(p.worker);

interface MemoryRun {
  start: Pair;
  peak: Pair;
  end: Pair;
  settled: Pair;
  samples: number;
  /** The longest gap between two samples' starts, ms. */
  longestGapMs: number;
  /** Peak growth of each alone over its start (each at its own peak), bytes. */
  workerGrowth: number;
  pageGrowth: number;
  peakV8: number;
  peakBuffers: number;
  run: EngineRun;
}

async function oneRun(video: TestVideo, cover: string, sampleEveryMs: number): Promise<MemoryRun> {
  const server = await startRuploadServer();
  const browser = await launchProfileBrowser();
  try {
    await server.logIn(browser.context);
    const page = await openUploadPage(browser.context, server, { origin: server.origin, file: video.path, cover, engine: true });
    const heap = await attachWorkerHeap(page.page, 'engine-worker');
    try {
      const pair = async (): Promise<Pair> => {
        const [p, w] = await Promise.all([heap.samplePage(), heap.sample()]);
        return { atMs: w.atMs, page: p, worker: w };
      };
      await Promise.all([heap.collectGarbage(), heap.collectPageGarbage()]);
      const start = await pair();
      const samples: Pair[] = [start];
      let sampling = true;
      let longestGapMs = 0;
      const sampler = (async () => {
        // On a fixed schedule (not a fixed pause after each sample), so a slow reading does not stretch the period.
        const t0 = Date.now();
        let last = t0;
        for (let k = 1; sampling; k++) {
          await new Promise((r) => setTimeout(r, Math.max(0, t0 + k * sampleEveryMs - Date.now())));
          if (!sampling) break;
          const now = Date.now();
          longestGapMs = Math.max(longestGapMs, now - last);
          last = now;
          samples.push(await pair());
        }
      })();
      const run = await page.engine({ kind: 'igtv', facts: video.facts, title: 'Memory benchmark' }, 300_000).finally(() => (sampling = false));
      await sampler;
      const end = await pair();
      samples.push(end);
      await Promise.all([heap.collectGarbage(), heap.collectPageGarbage()]);
      const settled = await pair();
      const peak = samples.reduce((a, b) => (held(b) > held(a) ? b : a));
      return {
        start, peak, end, settled, samples: samples.length, longestGapMs, run,
        workerGrowth: Math.max(...samples.map((s) => heldBytes(s.worker))) - heldBytes(start.worker),
        pageGrowth: Math.max(...samples.map((s) => heldBytes(s.page))) - heldBytes(start.page),
        peakV8: Math.max(...samples.map((s) => s.worker.usedSize)),
        peakBuffers: Math.max(...samples.map((s) => s.worker.backingStorageSize)),
      };
    } finally {
      await heap.detach().catch(() => undefined);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function runMemoryBench(_env: BenchEnv, opts: MemoryOptions = { mib: 1024, sampleEveryMs: 100, runs: 3 }): Promise<BenchReport> {
  const bytes = opts.mib * MiB;
  await checkDisk(bytes);
  const dir = await mkdtemp(join(tmpdir(), 'lumen-bench-files-'));
  try {
    // A long video (001 §5: 60–3600 s, JPEG cover): the only kind allowed past 650 MB.
    const video = await makeTestVideo(dir, `bench-${opts.mib}mib.mp4`, bytes, 61, 16 * MiB);
    const cover = await makeCoverJpeg(dir);
    const runs: MemoryRun[] = [];
    for (let i = 0; i < opts.runs; i++) runs.push(await oneRun(video, cover, opts.sampleEveryMs));
    const growth = runs.map((r) => (held(r.peak) - held(r.start)) / MiB);
    const perRun = runs.map((r, i) =>
      `run ${i + 1}: page + worker (MiB, V8 used + Blink + ArrayBuffers) start ${mib(held(r.start))}, peak ${mib(held(r.peak))} at ${(r.peak.atMs / 1000).toFixed(1)} s, end ${mib(held(r.end))}, after a GC ${mib(held(r.settled))}; worker alone +${mib(r.workerGrowth)}, page alone +${mib(r.pageGrowth)}; worker's largest V8 heap ${mib(r.peakV8)}, ArrayBuffers ${mib(r.peakBuffers)}; ${r.samples} samples, longest gap ${r.longestGapMs} ms`,
    );
    const last = runs.at(-1)?.run;
    return {
      id: '6',
      title: `Page and worker memory while the real engine uploads a ${opts.mib} MiB file (stays flat: streamed in slices)`,
      rows: [
        {
          title: `page + worker memory: peak − start, highest of ${opts.runs} runs, against the file size (goal: < ${PEAK_GROWTH_MAX_MIB} MiB)`,
          measured: { label: 'page + worker: peak − start (V8 + Blink heaps, ArrayBuffers)', summary: summarize(growth) },
          baseline: { label: 'the file uploaded', summary: summarize(runs.map(() => video.bytes / MiB)) },
          stat: 'max',
          goalMax: PEAK_GROWTH_MAX_MIB / opts.mib,
          strict: true,
          unit: 'MiB',
        },
      ],
      notes: [
        ...perRun,
        last ? `last upload: ${video.bytes.toLocaleString('en')} bytes + a ${(last.totalBytes - video.bytes).toLocaleString('en')}-byte cover in ${((last.publishedAt - last.startAt) / 1000).toFixed(1)} s (${mibps(last.totalBytes, last.publishedAt - last.startAt).toFixed(1)} MiB/s; startUpload() resolved, safe to reload, after ${((last.storedAt - last.startAt) / 1000).toFixed(1)} s, with ${(last.storedBytes / MiB).toFixed(0)} MiB of the file copied into IndexedDB from its end while the start was sent); ${last.requests.length} requests, chunk sizes MiB: ${chunkSizes(last.requests)}` : 'no run',
        `sampled every ${opts.sampleEveryMs} ms on a fixed schedule (page and worker together, Runtime.getHeapUsage over CDP), a GC on both before the start sample; each run with a fresh server, browser profile and page`,
        `file: a real 61 s MP4 padded with a 16 MiB random block repeated (a free box); picked from disk with setInputFiles, so the browser reads it from disk; DATA_DIR, the file and the browser profile in ${tmpdir()}, removed afterwards`,
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
