/**
 * Bench 7's probe (not a row): one or more runs of the row's scenario (replay-bench.ts) with
 * what the row does not see. The worker's own Network events (CDP, the page's session
 * auto-attached to the worker, not flattened), so the requests in flight are counted where
 * they leave, not at the server: its node:http listener sees at most one at a time whatever
 * the client sends, since Node runs each request's handler (≈ 1 ms, synchronous SQLite) to
 * its end before it reads the next socket. Also the server's arrivals, this process's CPU
 * and event-loop delay during the replay, and with TRACE=1 a DevTools trace of every thread
 * (V8's sampling profiler included; it slows the run).
 *
 *   DIST_DIR=/tmp/dist-x [RUNS=1] [ACTIONS=1000] [TRACE=1] npx tsx bench/replay/replay-probe.ts
 *
 * Writes /tmp/replay-probe-<run>.json ({ listenedAt, emptyAt, arrivals, events }) and, with
 * TRACE=1, /tmp/replay-trace-<run>.json (chrome://tracing format). Readings: bench/README.md, 7.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { devices } from '@playwright/test';
import type { CDPSession } from '@playwright/test';
import { buildServer } from '../../server/app';
import { Header } from '../../sync/api/headers';
import { APP_DIST } from '../lib/app-server';
import { freePort } from '../lib/free-port';
import { launchProfileBrowser } from '../lib/profile-browser';
import { pause } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { LIFTED, loadWholeFeed, queueTaps, setOffline, unsentCount } from './replay-bench';

const ACTIONS = Number(process.env['ACTIONS'] ?? 1000);
const RUNS = Number(process.env['RUNS'] ?? 1);
const TRACE = process.env['TRACE'] === '1';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'IndexedDB', 'v8.execute', 'toplevel', 'net', 'ServiceWorker', 'loading', 'disabled-by-default-v8.cpu_profiler'];

interface Arrival { t0: number; t1: number; url: string }

async function startServer(dataDir: string, port: number) {
  const app = await buildServer({ dataDir, distDir: APP_DIST, seed: 'demo', logger: false, actionLimits: { reactions: LIFTED, comments: LIFTED } });
  const arrivals: Arrival[] = [];
  app.server.prependListener('request', (req, res) => {
    if (req.headers[Header.mutationId.toLowerCase()] === undefined) return;
    const a = { t0: performance.timeOrigin + performance.now(), t1: 0, url: req.url ?? '' };
    arrivals.push(a);
    res.once('finish', () => {
      a.t1 = performance.timeOrigin + performance.now();
    });
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, listenedAt: Date.now(), arrivals };
}

interface NetEvent { kind: string; id: string; ts: number; wall?: number; url?: string; method?: string; fromServiceWorker?: boolean; target: string; timing?: unknown; connection?: number }
interface CdpMessage {
  method?: string;
  params?: { requestId: string; timestamp: number; wallTime?: number; request?: { url: string; method: string }; response?: { fromServiceWorker?: boolean; timing?: unknown; connectionId?: number } };
}

/** Network.enable in every worker the page starts; their request events go to `events`. */
async function watchWorkerNetwork(session: CDPSession, events: NetEvent[]): Promise<void> {
  let next = 1000;
  session.on('Target.receivedMessageFromTarget', (m) => {
    const msg = JSON.parse(m.message) as CdpMessage;
    if (msg.method?.startsWith('Network.') !== true || !msg.params) return;
    const p = msg.params;
    const kind = msg.method.slice('Network.'.length);
    const base = { kind, id: p.requestId, ts: p.timestamp, target: m.targetId ?? '' };
    if (kind === 'requestWillBeSent') events.push({ ...base, ...(p.wallTime === undefined ? {} : { wall: p.wallTime }), url: p.request?.url ?? '', method: p.request?.method ?? '' });
    else if (kind === 'responseReceived') events.push({ ...base, fromServiceWorker: p.response?.fromServiceWorker === true, timing: p.response?.timing, connection: p.response?.connectionId ?? -1 });
    else if (kind === 'loadingFinished' || kind === 'loadingFailed') events.push(base);
  });
  session.on('Target.attachedToTarget', (e) => {
    for (const method of ['Network.enable', 'Runtime.runIfWaitingForDebugger']) {
      void session.send('Target.sendMessageToTarget', { sessionId: e.sessionId, message: JSON.stringify({ id: next++, method, params: {} }) }).catch(() => undefined);
    }
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
}

/**
 * CPU seconds used so far by each kind of Chromium process of this profile (Linux /proc; the
 * renderer holds the page, the worker and the service worker), and the machine's in all.
 */
function chromiumCpu(profileMark: string): Map<string, number> {
  const ticks = 100; // USER_HZ
  const byKind = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium') || !cmd.includes(profileMark)) continue;
      const kind = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const used = (Number(fields[11]) + Number(fields[12])) / ticks; // utime + stime
      byKind.set(kind, (byKind.get(kind) ?? 0) + used);
    } catch {
      // gone meanwhile
    }
  }
  const all = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  byKind.set('machine busy', ((all[0] ?? 0) + (all[1] ?? 0) + (all[2] ?? 0) + (all[5] ?? 0) + (all[6] ?? 0) + (all[7] ?? 0)) / ticks);
  return byKind;
}

function cpuSince(before: Map<string, number>, after: Map<string, number>): string {
  return [...after.entries()].map(([kind, s]) => `${kind} ${(s - (before.get(kind) ?? 0)).toFixed(2)} s`).join(', ');
}

/** The worker's mutation requests: how long each took where it left, and the time spent with 0, 1, 2… in flight. */
function inFlight(events: readonly NetEvent[]): string {
  const byId = new Map<string, { start?: number; end?: number; post: boolean; connection?: number }>();
  for (const e of events) {
    const r = byId.get(e.id) ?? { post: false };
    if (e.kind === 'requestWillBeSent') Object.assign(r, { start: e.ts, post: e.method !== 'GET' });
    else if (e.kind === 'responseReceived') r.connection = e.connection ?? -1;
    else r.end = e.ts;
    byId.set(e.id, r);
  }
  const sent = [...byId.values()].filter((r) => r.post && r.start !== undefined && r.end !== undefined) as { start: number; end: number; connection?: number }[];
  const marks = sent.flatMap((r) => [[r.start, 1], [r.end, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const at: number[] = [];
  let now = 0;
  for (let i = 0; i < marks.length; i++) {
    const [t, step] = marks[i] as readonly [number, number];
    const until = (marks[i + 1]?.[0] ?? t) - t;
    now += step;
    at[now] = (at[now] ?? 0) + until;
  }
  const ms = sent.map((r) => (r.end - r.start) * 1000).sort((a, b) => a - b);
  const q = (p: number) => (ms[Math.floor(p * (ms.length - 1))] ?? 0).toFixed(1);
  const levels = at.map((s, n) => `${n}: ${(s ?? 0).toFixed(2)} s`).join(', ');
  return `${sent.length} mutation requests left the worker on ${new Set(sent.map((r) => r.connection)).size} connections; each took p50 ${q(0.5)} ms, p90 ${q(0.9)} ms; time with n in flight: ${levels}`;
}

async function readTrace(session: CDPSession): Promise<string> {
  const done = new Promise<{ stream?: string }>((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.end');
  const { stream } = await done;
  if (stream === undefined) throw new Error('no trace stream');
  const chunks: string[] = [];
  for (;;) {
    const { data, eof } = await session.send('IO.read', { handle: stream, size: 4 << 20 });
    chunks.push(data);
    if (eof) return chunks.join('');
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-probe-replay-'));
  const port = await freePort();
  let server = await startServer(dataDir, port);
  const browser = await launchProfileBrowser({ ...devices['Pixel 7'] });
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    const events: NetEvent[] = [];
    await watchWorkerNetwork(cdp, events);
    await logIn(page, `http://localhost:${port}`);
    await settle(page, 2500);
    await loadWholeFeed(page);
    await pause(2500);
    for (let run = 0; run < RUNS; run++) {
      await setOffline(browser.context, true);
      await queueTaps(page, ACTIONS, `${Date.now()}-probe-${run}`);
      while ((await unsentCount(page)) !== ACTIONS) await pause(100);
      await server.app.close();
      await setOffline(browser.context, false);
      await pause(2000);
      events.length = 0;
      server = await startServer(dataDir, port);
      if (TRACE) await cdp.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReturnAsStream' });
      const { listenedAt, arrivals } = server;
      const cpu0 = process.cpuUsage();
      const chrome0 = chromiumCpu(browser.profileDir);
      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      const emptyAt = await page
        .waitForFunction(() => ![...document.querySelectorAll('button.tray__button')].some((b) => (b.textContent ?? '').startsWith('Unsent activity')) && Date.now(), undefined, { polling: 'raf', timeout: 0 })
        .then((h) => h.jsonValue() as Promise<number>);
      const cpu = process.cpuUsage(cpu0);
      const chrome = chromiumCpu(browser.profileDir);
      loop.disable();
      if (TRACE) await writeFile(`/tmp/replay-trace-${run}.json`, await readTrace(cdp));
      console.log(`run ${run}: settled ${emptyAt - listenedAt} ms; ${arrivals.length} mutation requests at the server, first ${((arrivals[0]?.t0 ?? 0) - listenedAt).toFixed(0)} ms, last answered ${((arrivals.at(-1)?.t1 ?? 0) - listenedAt).toFixed(0)} ms`);
      console.log(`  this process (server and Playwright) during the replay: CPU user ${(cpu.user / 1e6).toFixed(2)} s, system ${(cpu.system / 1e6).toFixed(2)} s; event-loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(2)} ms`);
      console.log(`  ${inFlight(events)}`);
      console.log(`  CPU during the replay: Chromium's processes ${cpuSince(chrome0, chrome)}`);
      await writeFile(`/tmp/replay-probe-${run}.json`, JSON.stringify({ listenedAt, emptyAt, arrivals, events }));
    }
  } finally {
    await browser.close();
    await server.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
