/**
 * The logging bench's worker: the real logging engine (worker/analytics/analytics-engine.ts)
 * with its queue in IndexedDB ('lumen-analytics' of this origin, on disk in the persistent
 * profile) and the analytics port handled as the app's worker handles it
 * (worker-analytics.ts: a 'log' message → engine.log). Nothing goes to a network: `send`
 * counts the request bodies' bytes as the transport would send them (form-encoded or JSON).
 * A second port takes the baseline's bare messages and only counts them.
 */
/// <reference lib="webworker" />
import { openAnalyticsQueue } from '../../sync/analytics/queue-db';
import type { PageToWorker } from '../../worker/analytics/port-protocol';
import { createAnalyticsEngine } from '../../worker/analytics/analytics-engine';
import type { LogBenchCommand, LogBenchReply } from './log-api';

declare const self: DedicatedWorkerGlobalScope;

/** The engine's clock runs ahead by `ahead` when the page asks to send: every item is due then. */
let ahead = 0;
let sent = { events: 0, bytes: 0, requests: 0 };
let logged = 0;
let bare = 0;
const utf8 = new TextEncoder();

/** How many events a request carries (graph: message.data; bz and falco: q). */
function eventsIn(form: Record<string, string> | undefined): number {
  if (!form) return 1; // a client error: one report
  if (form['message'] !== undefined) return (JSON.parse(form['message']) as { data: unknown[] }).data.length;
  return (JSON.parse(form['q'] ?? '[]') as unknown[]).length;
}

const engine = createAnalyticsEngine({
  clock: { now: () => Date.now() + ahead, setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
  random: Math.random,
  uuid: () => crypto.randomUUID(),
  openQueue: () => openAnalyticsQueue(indexedDB),
  async send(req) {
    const body = req.form ? new URLSearchParams(req.form).toString() : JSON.stringify(req.json ?? null);
    sent = { events: sent.events + eventsIn(req.form), bytes: sent.bytes + utf8.encode(body).byteLength, requests: sent.requests + 1 };
  },
  withLock: (_name, fn) => fn(),
  isOnline: () => true,
  context: () => ({ appId: '936619743392459', viewerId: '17841400000000001', appVersion: 'bench', deviceId: 'ZbenchDeviceIdAAAAAAAAAAAA' }),
  log: { info: () => undefined, warn: () => undefined, error: (...a: unknown[]) => console.error(...a) },
});
const started = engine.start(false);

const reply = (m: LogBenchReply) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<LogBenchCommand>) => {
  const m = e.data;
  switch (m.cmd) {
    case 'connect':
      await started;
      m.analytics.onmessage = (ev: MessageEvent<PageToWorker>) => {
        if (ev.data.t !== 'log') return;
        logged += ev.data.events.length;
        engine.log(ev.data.events);
      };
      m.bare.onmessage = () => void (bare += 1);
      reply({ cmd: 'connected' });
      break;
    case 'counts':
      await engine.sendDue().catch(() => undefined); // nothing is due yet: waits for the queue's writes
      reply({ cmd: 'counts', logged, bare, queued: engine.items().length });
      break;
    case 'send':
      ahead += 60 * 60_000; // an hour on: every item still queued is due (and none expired: 24 h)
      await engine.sendDue(); // with what the engine's own timer sent during the runs

      reply({ cmd: 'sent', ...sent });
      break;
  }
};
