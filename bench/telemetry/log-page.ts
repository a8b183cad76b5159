/**
 * Bench page: logging N events from the main thread. The timed path is the app's own:
 * `logEvent()` (src/lib/analytics/log-client.ts, with the log client page-telemetry.ts makes)
 * N times, then the log client's flush — the one postMessage of the frame's events on the
 * analytics port, which the app makes on the next animation frame (called here at once, so
 * the clock stops when the main thread has done all it does for the N events). The baseline:
 * the same N events, each built the same way, each sent with a bare port.postMessage to the
 * same worker. Alternating, after one warm-up each; between runs the page waits until the
 * worker has every message (and the engine's queue write is done), so no run pays for the last.
 * Then the engine sends what it queued (its clock moved on), and the page reports the bytes.
 */
import { createLogClient, logEvent, setLogClient } from '../../src/lib/analytics/log-client';
import type { PortLike } from '../../src/lib/analytics/log-client';
import type { LogEvent } from '../../sync/analytics/types';
import type { LogBenchCommand, LogBenchReply, LogEventsOptions, LogEventsResult } from './log-api';

const worker = new Worker(new URL('./log-worker.ts', import.meta.url), { type: 'module' });

function ask<C extends LogBenchReply['cmd']>(command: LogBenchCommand, answer: C, transfer: Transferable[] = []): Promise<Extract<LogBenchReply, { cmd: C }>> {
  return new Promise((resolve) => {
    const on = (e: MessageEvent<LogBenchReply>) => {
      if (e.data.cmd !== answer) return;
      worker.removeEventListener('message', on);
      resolve(e.data as Extract<LogBenchReply, { cmd: C }>);
    };
    worker.addEventListener('message', on);
    worker.postMessage(command, transfer);
  });
}

/** What a feed's like tap might log: a name and a few flat values (no person in them). */
const NAME = 'like_tap';
const extraOf = (i: number) => ({ post_id: `31${String(1_000_000_000 + i)}`, source: 'feed', position: i % 50, surface: 'home' });

async function logEvents(opts: LogEventsOptions): Promise<LogEventsResult> {
  const analytics = new MessageChannel();
  const bare = new MessageChannel();
  await ask({ cmd: 'connect', analytics: analytics.port2, bare: bare.port2 }, 'connected', [analytics.port2, bare.port2]);
  const client = createLogClient({ nextFrame: (fn) => requestAnimationFrame(() => fn()), now: () => Date.now(), sendBeacon: () => false });
  client.connect(analytics.port1 as unknown as PortLike);
  setLogClient(client);

  let expected = { logged: 0, bare: 0 };
  const drained = async () => {
    for (;;) {
      const c = await ask({ cmd: 'counts' }, 'counts');
      if (c.logged >= expected.logged && c.bare >= expected.bare) return c;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const received: number[] = [];
  const logRun = async (): Promise<number> => {
    const before = expected.logged;
    const t0 = performance.now();
    for (let i = 0; i < opts.events; i++) logEvent(NAME, extraOf(i));
    client.flush();
    const ms = performance.now() - t0;
    expected = { ...expected, logged: before + opts.events };
    received.push((await drained()).logged - before);
    return ms;
  };
  const bareRun = async (): Promise<number> => {
    const port = bare.port1;
    const t0 = performance.now();
    for (let i = 0; i < opts.events; i++) {
      const event: LogEvent = { name: NAME, time: Date.now(), extra: extraOf(i) };
      port.postMessage(event);
    }
    const ms = performance.now() - t0;
    expected = { ...expected, bare: expected.bare + opts.events };
    await drained();
    return ms;
  };

  await logRun(); // warm-up of both paths
  await bareRun();
  received.length = 0;
  const logMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    if (i % 2 === 0) {
      logMs.push(await logRun());
      bareMs.push(await bareRun());
    } else {
      bareMs.push(await bareRun());
      logMs.push(await logRun());
    }
  }
  const sent = await ask({ cmd: 'send' }, 'sent');
  let json = 0;
  for (let i = 0; i < opts.events; i++) json += new TextEncoder().encode(JSON.stringify({ name: NAME, time: Date.now(), extra: extraOf(i) })).byteLength;
  return {
    logMs, bareMs, received,
    sentEvents: sent.events, wireBytes: sent.bytes, requests: sent.requests,
    jsonBytesPerEvent: json / opts.events,
    crossOriginIsolated: self.crossOriginIsolated,
  };
}

window.lumenBench = { ...window.lumenBench, logEvents };
