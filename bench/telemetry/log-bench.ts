/**
 * Benchmark 11 (Node side, issue 14): logging 10,000 events from the main thread, through the
 * app's own log client and the real logging engine in a worker (bench page ./log-page.ts, a
 * persistent profile: the engine's queue in IndexedDB on disk), against a bare postMessage of
 * each of the same events; and the bytes the engine's requests carry per event against the
 * events' JSON, printed.
 */
import type { BenchEnv } from '../lib/bench-env';
import { runBenchPage } from '../lib/bench-page';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { AnalyticsLimits } from '../../worker/analytics/constants';
import type { LogEventsOptions } from './log-api';

export const LOG_EVENTS_GOAL = 1.5;

export async function runLogEventsBench(env: BenchEnv, id: string, opts: LogEventsOptions = { events: 10_000, runs: 9 }): Promise<BenchReport> {
  const browser = await launchProfileBrowser();
  try {
    const r = await runBenchPage(browser.context, `${env.benchOrigin}/telemetry/index.html`, 'logEvents', opts, 300_000);
    const wrong = r.received.filter((n) => n !== opts.events);
    if (wrong.length > 0) throw new Error(`the worker received ${wrong.join(', ')} events in a run, expected ${opts.events}`);
    if (r.sentEvents === 0) throw new Error('the engine sent no event');
    const perEvent = (ms: number[]) => summarize(ms.map((m) => (m * 1000) / opts.events));
    const n = opts.events.toLocaleString('en');
    const wirePerEvent = r.wireBytes / r.sentEvents;
    return {
      id,
      title: `Logging ${n} events from the main thread`,
      rows: [
        {
          title: `main-thread time per event, ${n} logEvent() calls + the frame's flush`,
          measured: { label: 'logEvent() ×N, then the log client posts them (one postMessage)', summary: perEvent(r.logMs) },
          baseline: { label: 'a bare port.postMessage of each event', summary: perEvent(r.bareMs) },
          stat: 'median',
          goalMax: LOG_EVENTS_GOAL,
          unit: 'µs',
        },
        {
          title: "bytes on the wire per event against the event's JSON",
          measured: { label: 'request bodies the engine sends (form-encoded), per event', summary: summarize([wirePerEvent]) },
          baseline: { label: 'JSON.stringify of the event as logged', summary: summarize([r.jsonBytesPerEvent]) },
          stat: 'median',
          goalMax: null,
          unit: 'B',
        },
      ],
      notes: [
        `times per event in µs: the run's main-thread time / ${n}; ${opts.runs} runs of each, alternating, after one warm-up each; between runs the page waits until the worker has every message (and the engine's queue write), so no run pays for the one before; cross-origin isolated: ${r.crossOriginIsolated}; Chromium with a persistent profile`,
        `the engine sent ${r.sentEvents.toLocaleString('en')} of the ${((opts.runs + 1) * opts.events).toLocaleString('en')} events logged in all runs, in ${r.requests} requests, ${r.wireBytes.toLocaleString('en')} bytes of bodies (headers not counted); its queue keeps at most ${AnalyticsLimits.queueMax.toLocaleString('en')} items, the oldest dropped first past it, so a burst of ${n} keeps its last ${AnalyticsLimits.queueMax.toLocaleString('en')}; each event on the wire also carries its id, session and sequence number, and the form encoding escapes the JSON`,
      ],
    };
  } finally {
    await browser.close();
  }
}
