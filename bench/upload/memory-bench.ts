/**
 * Benchmark 6 (Node side): the memory of the worker running the real upload engine while it
 * uploads a 1 GiB long video (and its cover) picked from disk to the real server. The worker's
 * heap is sampled over the DevTools protocol (./worker-heap.ts) every second from just before
 * startUpload() to the last byte acknowledged; the growth of its peak over the start must stay
 * under 64 MiB, a sixteenth of the file: the file is streamed in slices, never read whole.
 */
import { statfs } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchEnv } from '../lib/bench-env';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { launchProfileBrowser } from './profile-browser';
import { startRuploadServer } from './rupload-server';
import { makeCoverJpeg, makeTestVideo, MiB } from './test-media';
import { openUploadPage } from './upload-page-driver';
import { chunkSizes, mibps } from './upload-stats';
import { attachWorkerHeap, heldBytes } from './worker-heap';
import type { HeapSample } from './worker-heap';

export const PEAK_GROWTH_MAX_MIB = 64;

export interface MemoryOptions {
  mib: number;
  sampleEveryMs: number;
}

/** The file, its copy in the browser's IndexedDB and the server's copy, with room to spare. */
async function checkDisk(bytes: number): Promise<void> {
  const fs = await statfs(tmpdir());
  const free = fs.bavail * fs.bsize;
  if (free < bytes * 3.5) throw new Error(`${tmpdir()} has ${(free / 2 ** 30).toFixed(1)} GiB free; benchmark 6 needs ${((bytes * 3.5) / 2 ** 30).toFixed(1)} GiB`);
}

const mib = (bytes: number): string => (bytes / MiB).toFixed(1);

export async function runMemoryBench(_env: BenchEnv, opts: MemoryOptions = { mib: 1024, sampleEveryMs: 1000 }): Promise<BenchReport> {
  const bytes = opts.mib * MiB;
  await checkDisk(bytes);
  const dir = await mkdtemp(join(tmpdir(), 'lumen-bench-files-'));
  const server = await startRuploadServer();
  const browser = await launchProfileBrowser();
  try {
    // A long video (001 §5: 60–3600 s, JPEG cover): the only kind allowed past 650 MB.
    const video = await makeTestVideo(dir, `bench-${opts.mib}mib.mp4`, bytes, 61, 16 * MiB);
    const cover = await makeCoverJpeg(dir);
    await server.logIn(browser.context);
    const page = await openUploadPage(browser.context, server, { origin: server.origin, file: video.path, cover, engine: true });
    const heap = await attachWorkerHeap(page.page, 'engine-worker');
    const samples: HeapSample[] = [];
    try {
      await heap.collectGarbage();
      const start = await heap.sample();
      samples.push(start);
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          await new Promise((r) => setTimeout(r, opts.sampleEveryMs));
          if (sampling) samples.push(await heap.sample());
        }
      })();
      const run = await page.engine({ kind: 'igtv', facts: video.facts, title: 'Memory benchmark' }, 300_000).finally(() => (sampling = false));
      await sampler;
      const end = await heap.sample();
      samples.push(end);
      await heap.collectGarbage();
      const settled = await heap.sample();
      const peak = samples.reduce((a, b) => (heldBytes(b) > heldBytes(a) ? b : a));
      const growth = (heldBytes(peak) - heldBytes(start)) / MiB;
      const peakV8 = Math.max(...samples.map((s) => s.usedSize));
      const peakBuffers = Math.max(...samples.map((s) => s.backingStorageSize));
      return {
        id: '6',
        title: `Worker memory while the real engine uploads a ${opts.mib} MiB file (stays flat: streamed in slices)`,
        rows: [
          {
            title: `worker memory: peak − start, against the file size (goal: < ${PEAK_GROWTH_MAX_MIB} MiB)`,
            measured: { label: 'worker: peak − start (V8 + Blink heaps, ArrayBuffers)', summary: summarize([growth]) },
            baseline: { label: 'the file uploaded', summary: summarize([video.bytes / MiB]) },
            stat: 'median',
            goalMax: PEAK_GROWTH_MAX_MIB / opts.mib,
            strict: true,
            unit: 'MiB',
          },
        ],
        notes: [
          `worker memory (MiB, V8 used + Blink + ArrayBuffers): start ${mib(heldBytes(start))}, peak ${mib(heldBytes(peak))} at ${(peak.atMs / 1000).toFixed(0)} s, end ${mib(heldBytes(end))}, after a GC ${mib(heldBytes(settled))}; peak/start ${(heldBytes(peak) / heldBytes(start)).toFixed(2)}×; largest V8 heap used ${mib(peakV8)}, largest ArrayBuffer total ${mib(peakBuffers)}; ${samples.length} samples, every ${opts.sampleEveryMs / 1000} s`,
          `upload: ${video.bytes.toLocaleString('en')} bytes + a ${(run.totalBytes - video.bytes).toLocaleString('en')}-byte cover in ${((run.publishedAt - run.startAt) / 1000).toFixed(1)} s (${mibps(run.totalBytes, run.publishedAt - run.startAt).toFixed(1)} MiB/s; startUpload() resolved, safe to reload, after ${((run.storedAt - run.startAt) / 1000).toFixed(1)} s, with ${(run.storedBytes / MiB).toFixed(0)} MiB of the file copied into IndexedDB from its end while the start was sent); ${run.requests.length} requests, chunk sizes MiB: ${chunkSizes(run.requests)}`,
          `file: a real 61 s MP4 padded with a 16 MiB random block repeated (a free box); picked from disk with setInputFiles, so the browser reads it from disk; DATA_DIR, the file and the browser profile in ${tmpdir()}, removed afterwards`,
        ],
      };
    } finally {
      await heap.detach().catch(() => undefined);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
