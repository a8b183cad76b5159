/**
 * Benchmark 5 (Node side): a 100 MiB video with three forced drops, the real upload engine (in
 * a worker, to the real server) against tus-js-client (on the page, to @tus/server with
 * @tus/file-store), in the same browser, the same run, on loopback. Each server sits behind
 * its own drop proxy (./drop-proxy.ts) that cuts every connection when the request body bytes
 * it forwarded reach 25 %, 50 % and 75 % of the file: the same drops for both, counted the
 * same way. tus-js-client runs two ways, as its users run it (its default chunk size: one
 * request, resumed from the server's offset after a drop) and with the engine's chunk size;
 * the three rotate which goes first; medians and min–max (issue 16).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchEnv } from '../lib/bench-env';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { analyseDrops } from './drop-analysis';
import { startDropProxy } from './drop-proxy';
import type { DropProxy, ProxyCounts } from './drop-proxy';
import { launchProfileBrowser } from '../lib/profile-browser';
import { startRuploadServer } from './rupload-server';
import { makeTestVideo, MiB } from './test-media';
import { startTusServer, TUS_PATH } from './tus-server';
import { openUploadPage } from './upload-page-driver';
import type { UploadPage } from './upload-page-driver';
import { mibps } from './upload-stats';
import { UploadTuning } from '../../worker/upload/tuning';

export const DROP_FRACTIONS = [0.25, 0.5, 0.75] as const;

export interface DropsOptions {
  mib: number;
  /** Runs of each of the three clients (issue 16: at least 9), rotating which goes first. */
  runs: number;
  tusRetryDelays: number[];
}

export const DROPS_DEFAULTS: DropsOptions = { mib: 100, runs: 9, tusRetryDelays: [0, 100, 500, 1000] };

interface Sample {
  ms: number;
  counts: ProxyCounts;
  requests: string;
  /** The engine's longest pause between two requests (its backoff), ms. */
  pauseMs?: number;
  /** The engine's POST body sizes (bytes), in order. */
  chunks?: number[];
  /** tus-js-client's chunkSize for this run (null: its default). */
  tusChunk?: number | null;
}

const LIMIT_MS = 120_000;

async function measured(proxy: DropProxy, fileBytes: number, upload: () => Promise<Omit<Sample, 'counts'>>): Promise<Sample> {
  proxy.arm(fileBytes, DROP_FRACTIONS);
  const sample = await upload();
  const counts = proxy.counts();
  if (counts.cuts !== DROP_FRACTIONS.length) throw new Error(`${counts.cuts} drops happened, not ${DROP_FRACTIONS.length}`);
  if (counts.unframed) throw new Error('a request without Content-Length went through the proxy: body bytes are not exact');
  return { ...sample, counts };
}

function countsBy(list: readonly { method: string }[]): string {
  const by = new Map<string, number>();
  for (const r of list) by.set(r.method, (by.get(r.method) ?? 0) + 1);
  return [...by].map(([m, n]) => `${n} ${m}`).join(', ');
}

/** The engine's largest request body in its last run: the chunk size it chose on this link (tus-js-client takes one fixed size). */
const largestChunk = (s: Sample | undefined): number | null => (s?.chunks?.length ? Math.max(...s.chunks) : null);

export async function runDropsBench(_env: BenchEnv, opts: DropsOptions = DROPS_DEFAULTS): Promise<BenchReport> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-bench-files-'));
  const closers: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const started = async <T extends { close(): Promise<void> }>(p: Promise<T>): Promise<T> => {
    const x = await p;
    closers.unshift(() => x.close());
    return x;
  };
  const engineSamples: Sample[] = [];
  const tusDefaultSamples: Sample[] = [];
  const tusEngineSamples: Sample[] = [];
  try {
    const server = await started(startRuploadServer());
    const tus = await started(startTusServer());
    const ruploadProxy = await started(startDropProxy(server.port));
    const tusProxy = await started(startDropProxy(tus.port));
    const browser = await started(launchProfileBrowser());
    const video = await makeTestVideo(dir, `bench-${opts.mib}mib.mp4`, opts.mib * MiB, 10);
    await server.logIn(browser.context);
    const pages: UploadPage[] = [];
    try {
      const enginePage = await openUploadPage(browser.context, server, { origin: ruploadProxy.origin, file: video.path, engine: true });
      pages.push(enginePage);
      const tusPage = await openUploadPage(browser.context, server, { origin: tusProxy.origin, file: video.path, engine: false });
      pages.push(tusPage);
      const engine = async () => {
        const s = await measured(ruploadProxy, video.bytes, async () => {
          const r = await enginePage.engine({ kind: 'feed', facts: video.facts, title: '' }, LIMIT_MS);
          const pause = Math.max(0, ...r.requests.slice(1).map((q, i) => q.startAt - (r.requests[i]?.endAt ?? q.startAt)));
          const statuses = countsBy(r.requests.map((q) => ({ method: q.status === 0 ? 'network errors' : `× ${q.status}` })));
          const chunks = r.requests.filter((q) => q.method === 'POST').map((q) => q.bytes);
          return { ms: r.publishedAt - r.startAt, requests: `${countsBy(r.requests)}; answers ${statuses}`, pauseMs: pause, chunks };
        });
        engineSamples.push(s);
      };
      const viaTus = (into: Sample[], chunkSize: () => number | null) => async () => {
        const size = chunkSize();
        const s = await measured(tusProxy, video.bytes, async () => {
          const r = await tusPage.tus({ endpoint: `${tusProxy.origin}${TUS_PATH}/`, chunkSize: size, retryDelays: opts.tusRetryDelays }, LIMIT_MS);
          return { ms: r.endAt - r.startAt, requests: Object.entries(r.requests).map(([m, n]) => `${n} ${m}`).join(', '), tusChunk: size };
        });
        into.push(s);
      };
      // The engine goes first in the first round, so the tus row with the engine's chunk size has one to copy.
      const clients = [engine, viaTus(tusDefaultSamples, () => null), viaTus(tusEngineSamples, () => largestChunk(engineSamples.at(-1)) ?? video.bytes)];
      for (let i = 0; i < opts.runs; i++) {
        for (let k = 0; k < clients.length; k++) await (clients[(i + k) % clients.length] as () => Promise<void>)();
      }
    } finally {
      for (const page of pages) await page.close();
    }
    const bytes = video.bytes;
    const resent = (s: Sample) => (s.counts.bodyBytes - bytes) / MiB;
    const heads = (list: Sample[]) => summarize(list.map((s) => s.counts.headBytes / 1024)).median.toFixed(1);
    const last = (list: Sample[]) => list.at(-1)?.requests ?? '—';
    const where = (list: Sample[]) => {
      const a = list.map((s) => analyseDrops(s.counts.log));
      const med = (f: (x: (typeof a)[number]) => number) => summarize(a.map(f)).median;
      return `${med((x) => x.resends)} resent by the browser (${(med((x) => x.resendBytes) / MiB).toFixed(1)} MiB), ${(med((x) => x.lostBytes) / MiB).toFixed(1)} MiB received by the server but not kept`;
    };
    const tusChunks = [...new Set(tusEngineSamples.map((s) => s.tusChunk ?? 0))].map((b) => (b / MiB).toFixed(1)).join(', ');
    const engineThroughput = { label: 'upload engine (worker) → real server', summary: summarize(engineSamples.map((s) => mibps(bytes, s.ms))) };
    const engineResent = { label: 'upload engine', summary: summarize(engineSamples.map(resent)) };
    const tusRows = [
      { name: 'tus-js-client, default chunkSize', samples: tusDefaultSamples },
      { name: "tus-js-client, the engine's chunk size", samples: tusEngineSamples },
    ];
    return {
      id: '5',
      title: `Three forced drops (at 25/50/75 % of the bytes), ${opts.mib} MiB video on loopback: real engine vs tus-js-client + @tus/server, two ways`,
      rows: tusRows.flatMap(({ name, samples }) => [
        {
          title: `throughput, start → last byte acknowledged: vs ${name}`,
          measured: engineThroughput,
          baseline: { label: name, summary: summarize(samples.map((s) => mibps(bytes, s.ms))) },
          stat: 'median' as const,
          goalMax: null,
          goalMin: 1,
          unit: 'MiB/s' as const,
        },
        {
          title: `bytes re-sent (body bytes forwarded − file size): vs ${name}`,
          measured: engineResent,
          baseline: { label: name, summary: summarize(samples.map(resent)) },
          stat: 'median' as const,
          goalMax: 1,
          strict: true,
          unit: 'MiB' as const,
        },
      ]),
      notes: [
        `file: ${bytes.toLocaleString('en')} bytes (100 MiB to keep the run short), the same MP4 as benchmark 4; drops: every connection cut when the forwarded body bytes reach ${DROP_FRACTIONS.map((f) => `${f * 100} %`).join(', ')} of the file (client: RST; server: gets every byte forwarded, then FIN)`,
        `tus-js-client as its users run it: its default chunkSize (Infinity), and, as a second row, chunkSize = the engine's largest request body in its run just before (${tusChunks} MiB; the engine's chunks reach ${UploadTuning.maxChunkBytes / MiB} MiB on fast links); retryDelays [${opts.tusRetryDelays.join(', ')}], no resume from earlier runs; on the page (XMLHttpRequest), same origin as its server; the engine in a worker with its shipped tuning (retries back off with full jitter)`,
        `engine chunk sizes (MiB) per run: ${engineSamples.map((s) => (s.chunks ?? []).map((b) => (b / MiB).toFixed(b < MiB ? 2 : 0)).join('+')).join(' | ')}`,
        `requests in the last run — engine: ${last(engineSamples)}; tus default: ${last(tusDefaultSamples)}; tus engine-sized: ${last(tusEngineSamples)}; request header bytes per upload (median KiB) — engine ${heads(engineSamples)}, tus ${heads(tusDefaultSamples)} / ${heads(tusEngineSamples)} (not counted as re-sent)`,
        `bytes re-sent per run (MiB) — engine: ${engineSamples.map((s) => resent(s).toFixed(1)).join(' ')}; tus default: ${tusDefaultSamples.map((s) => resent(s).toFixed(1)).join(' ')}; tus engine-sized: ${tusEngineSamples.map((s) => resent(s).toFixed(1)).join(' ')}`,
        `the engine's longest pause between two requests, per run (its retry backoff): ${engineSamples.map((x) => (x.pauseMs ?? 0).toFixed(0)).join(', ')} ms`,
        `where the re-sent bytes went (medians per upload) — engine: ${where(engineSamples)}; tus default: ${where(tusDefaultSamples)}; tus engine-sized: ${where(tusEngineSamples)}`,
        `${opts.runs} runs of each, the three rotating which goes first; both servers and both proxies in this process, one Chromium profile`,
      ],
    };
  } finally {
    for (const close of closers) await close();
  }
}
