/**
 * Benchmark (issue 13): 2,000 sockets connected to one server process, each receiving one
 * message of a group fan-out. The real server (bench/direct/fanout-server.ts `lumen`): 32
 * people in one group, 2,000 sockets spread over them (about 62 each: tabs and devices), the
 * first person sends a text over HTTP; timed from the send being asked to each socket holding
 * the delta. Baseline, same run, same client process: a bare `ws` server (`raw`) broadcasting
 * the same frame to 2,000 sockets. p95 over every delivery of ROUNDS messages; goal ≤ 1.5×.
 * Memory per idle connection: the server process's RSS and heap (after a GC) with the sockets
 * open and subscribed, minus before they were opened, divided by their number; printed.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { WireDirectServerMessage } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { BenchEnv } from '../lib/bench-env';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import type { ChildMessage, FanoutReady, ParentMessage } from './fanout-server';

const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 2000);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 15);
const WARMUP = 3;

interface Child {
  proc: ChildProcess;
  ready: FanoutReady;
  ask(message: ParentMessage, want: ChildMessage['type']): Promise<ChildMessage>;
  stop(): Promise<void>;
}

async function startChild(mode: 'lumen' | 'raw'): Promise<Child> {
  const script = fileURLToPath(new URL('./fanout-server.ts', import.meta.url));
  const proc = fork(script, [mode], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const waiters: { want: string; resolve: (m: ChildMessage) => void; reject: (e: Error) => void }[] = [];
  proc.on('message', (m: ChildMessage) => {
    if (m.type === 'error') {
      for (const w of waiters.splice(0)) w.reject(new Error(`${mode} server: ${m.message}`));
      return;
    }
    const i = waiters.findIndex((w) => w.want === m.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(m);
  });
  proc.on('exit', (code) => {
    for (const w of waiters.splice(0)) w.reject(new Error(`${mode} server exited (${code})`));
  });
  const wait = (want: ChildMessage['type']) => new Promise<ChildMessage>((resolve, reject) => waiters.push({ want, resolve, reject }));
  const ready = (await wait('ready')) as FanoutReady;
  return {
    proc,
    ready,
    ask: (message, want) => {
      const answer = wait(want);
      proc.send(message);
      return answer;
    },
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Opens the sockets (subscribed, caught up for the real server); each calls `onText` with every text item it receives. */
async function openSockets(child: Child, lumen: boolean, onText: (text: string) => void): Promise<WebSocket[]> {
  const url = child.ready.url.replace(/^http/, 'ws') + DirectPath.realtime;
  const sockets: WebSocket[] = [];
  const BATCH = 100;
  for (let start = 0; start < SOCKETS; start += BATCH) {
    const batch: Promise<void>[] = [];
    for (let i = start; i < Math.min(SOCKETS, start + BATCH); i++) {
      const cookie = child.ready.cookies[i % Math.max(1, child.ready.cookies.length)];
      const ws = new WebSocket(url, { origin: child.ready.url, ...(lumen && cookie ? { headers: { cookie } } : {}) });
      sockets.push(ws);
      batch.push(new Promise<void>((resolve, reject) => {
        ws.once('error', reject);
        ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as WireDirectServerMessage;
          if (m.type === 'caught_up') resolve();
          if (m.type === 'delta' && m.delta.op === 'item_added' && m.delta.item.text !== undefined) onText(m.delta.item.text);
        });
        ws.once('open', () => {
          if (lumen) ws.send(JSON.stringify({ type: 'subscribe', seq_id: null }));
          else resolve();
        });
      }));
    }
    await Promise.all(batch);
  }
  return sockets;
}

interface Run {
  latencies: number[];
  rssPerSocket: number;
  heapPerSocket: number;
}

async function measure(mode: 'lumen' | 'raw'): Promise<Run> {
  const child = await startChild(mode);
  const lumen = mode === 'lumen';
  let round: { text: string; t0: number; got: number; done: () => void } | null = null;
  const latencies: number[] = [];
  let keep = false;
  const onText = (text: string) => {
    if (round === null || text !== round.text) return;
    if (keep) latencies.push(performance.now() - round.t0);
    round.got += 1;
    if (round.got === SOCKETS) round.done();
  };
  try {
    const before = (await child.ask({ type: 'mem' }, 'mem')) as Extract<ChildMessage, { type: 'mem' }>;
    const sockets = await openSockets(child, lumen, onText);
    const after = (await child.ask({ type: 'mem' }, 'mem')) as Extract<ChildMessage, { type: 'mem' }>;
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      keep = r >= WARMUP;
      const text = `fan-out ${mode} ${r} ${Date.now().toString(36)}`;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${mode}: round ${r}: ${round?.got ?? 0} of ${SOCKETS} sockets got the message in 30 s`)), 30_000);
        round = { text, t0: performance.now(), got: 0, done: () => { clearTimeout(timer); resolve(); } };
        child.proc.send({ type: 'send', text } satisfies ParentMessage);
      });
      round = null;
    }
    for (const ws of sockets) ws.terminate();
    return { latencies, rssPerSocket: (after.rss - before.rss) / SOCKETS, heapPerSocket: (after.heapUsed - before.heapUsed) / SOCKETS };
  } finally {
    await child.stop();
  }
}

export async function runFanoutBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const raw = await measure('raw');
  const real = await measure('lumen');
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  return {
    id,
    title: `${SOCKETS.toLocaleString('en')} sockets, one group message fanned out to each: send → every socket holds it`,
    rows: [
      {
        title: 'p95 delivery',
        measured: { label: `lumen: HTTP send → event log → pub/sub → ${SOCKETS} sockets`, summary: summarize(real.latencies) },
        baseline: { label: `raw ws broadcast of the same frame to ${SOCKETS} sockets`, summary: summarize(raw.latencies) },
        stat: 'p95',
        goalMax: 1.5,
      },
    ],
    notes: [
      `Memory per idle connection (server process, after GC, subscribed): lumen RSS ${kib(real.rssPerSocket)}, heap ${kib(real.heapPerSocket)}; raw ws RSS ${kib(raw.rssPerSocket)}, heap ${kib(raw.heapPerSocket)}.`,
      `${ROUNDS} messages after ${WARMUP} warm-up ones; ${SOCKETS} sockets over 32 people (about ${Math.round(SOCKETS / 32)} each); clients in the bench process, each server in its own.`,
    ],
  };
}
