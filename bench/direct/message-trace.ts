/**
 * Where benchmark 13b's time goes (bench/README.md 13b): the same two pages as message-bench.ts,
 * ROUNDS app messages, a Chrome trace of each page's renderer (CDP Tracing: main thread and the
 * worker) with a user-timing mark at the sender's Enter and at the node's arrival on the other
 * page. Both renderers' trace clocks are the machine's monotonic clock, so the two traces share
 * one time axis. Writes the traces to TRACE_DIR (default /tmp/msg-trace) and prints, per message,
 * the parts: Enter → the send request leaves the sender's worker, the request's round trip,
 * request start → the receiver's worker runs the socket frame, → the receiver's main thread gets
 * the patch, → the node is in the DOM.
 *
 *   DIST_DIR=… node --import tsx bench/direct/message-trace.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { startAppServer } from '../lib/app-server';
import { pause, withTimeout } from '../lib/timeout';
import { DEMO_USER } from '../../fixtures/seed/people';
import { connected, FRIEND, openConversation, person } from './message-bench';
import { installArrivalProbe, sendInApp, TOKEN_PATTERN } from './message-probe';

const ROUNDS = Number(process.env.ROUNDS ?? 16);
const DIR = process.env.TRACE_DIR ?? '/tmp/msg-trace';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> }

async function startTrace(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel', 'blink', 'loading', 'netlog', 'disabled-by-default-devtools.timeline.frame'] },
  });
  return cdp;
}

async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Marks `enter-<token>` at the composer's Enter (capture phase, before the app's handler). */
function markEnter(): void {
  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLTextAreaElement | null;
    if (e.key === 'Enter' && t?.value) performance.mark(`enter-${t.value}`);
  }, true);
}

/** Marks `arrive-<token>` when a node holding a token is added. */
function markArrive(pattern: string): void {
  const re = new RegExp(pattern, 'g');
  const seen = new Set<string>();
  new MutationObserver((records) => {
    for (const r of records) for (const n of Array.from(r.addedNodes)) for (const m of (n.textContent ?? '').matchAll(re)) {
      if (seen.has(m[0])) continue;
      seen.add(m[0]);
      performance.mark(`arrive-${m[0]}`);
    }
  }).observe(document.body, { childList: true, subtree: true });
}

const server = await startAppServer(90_000, { DEV_ROUTES: '1' });
const demo = await person(DEMO_USER, server.origin);
const maya = await person(FRIEND, server.origin);
try {
  const threadId = await openConversation(demo.page, server.origin);
  await maya.page.goto(`${server.origin}/direct/t/${threadId}/`);
  await Promise.all([connected(demo.page), connected(maya.page)]);
  await maya.page.evaluate(installArrivalProbe, TOKEN_PATTERN);
  await maya.page.evaluate(markArrive, TOKEN_PATTERN);
  await demo.page.evaluate(markEnter);
  const run = Date.now().toString(36);
  for (let n = 0; n < 3; n++) {
    const token = `bench-app-${n}-w${run}`;
    await demo.page.evaluate(sendInApp, token);
    await maya.page.waitForFunction((t) => (window as unknown as { __benchArrived: Record<string, number> }).__benchArrived[t], token, { polling: 50 });
    await pause(250);
  }
  const [dt, mt] = await Promise.all([startTrace(demo.page), startTrace(maya.page)]);
  const totals: Record<string, number> = {};
  for (let n = 0; n < ROUNDS; n++) {
    const token = `bench-app-${n}-${run}`;
    const t0 = await demo.page.evaluate(sendInApp, token);
    const arrived = await withTimeout(maya.page.waitForFunction((t) => (window as unknown as { __benchArrived: Record<string, number> }).__benchArrived[t], token, { polling: 50 }).then((h) => h.jsonValue()), 20_000, 'arrival');
    totals[token] = (arrived as number) - t0;
    await pause(250);
  }
  const [demoEvents, mayaEvents] = await Promise.all([stopTrace(dt), stopTrace(mt)]);
  await mkdir(DIR, { recursive: true });
  await writeFile(join(DIR, 'demo.json'), JSON.stringify({ traceEvents: demoEvents }));
  await writeFile(join(DIR, 'maya.json'), JSON.stringify({ traceEvents: mayaEvents }));
  await writeFile(join(DIR, 'totals.json'), JSON.stringify(totals));
  console.log(`traces in ${DIR}; totals (ms):`, Object.values(totals).map((v) => v.toFixed(1)).join(' '));
} finally {
  await demo.browser.close().catch(() => undefined);
  await maya.browser.close().catch(() => undefined);
  await server.stop();
}
process.exit(0);
