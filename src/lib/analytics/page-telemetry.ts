/**
 * Wires the page's logging (issue 14): the analytics port to the worker, consent (000 §5),
 * page hide, the page's error reporter (000 §7 /client_error/, 000 §8 "Unhandled errors go to
 * the client-error endpoint"), the entry flows' events (src/lib/auth/auth-log.ts), first-input
 * delay (001 §5) and the cold start once per session (001 §9 app start, cold-start.ts).
 */
import type { Remote } from 'comlink';
import * as Comlink from 'comlink';
import type { Bootstrap } from '../../../sync/api/bootstrap';
import { buildReport, isNetworkErrorWithoutStatus } from '../../../sync/analytics/client-error';
import type { BuildInfo } from '../../../sync/analytics/client-error';
import { Channel } from '../../../sync/analytics/types';
import type { WorkerApi } from '../../../worker/api-types';
import { setAuthLogSink } from '../auth/auth-log';
import { consentNeededFor } from '../auth/consent';
import { createColdStart } from './cold-start';
import { createLogClient, logEvent, setLogClient } from './log-client';
import { loggedPath } from './navigation-events';
import { telemetryOff } from './telemetry-switch';

const COLD_START_KEY = 'lumen-cold-start-logged';

export function buildInfoOf(bootstrap: Bootstrap | null): BuildInfo {
  return {
    deployment_stage: bootstrap?.deployment_stage ?? 'prod',
    is_canary: bootstrap?.is_canary ?? false,
    rollout_hash: bootstrap?.rollout_hash ?? '',
    is_prerelease: false,
    bundle_variant: bootstrap?.bundle_variant ?? '',
  };
}

/** Starts the page's logging, unless it is switched off in this browser (telemetry-switch.ts). */
export async function startPageTelemetry(worker: Remote<WorkerApi>, bootstrap: Bootstrap | null): Promise<void> {
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null; // storage refused (a sandboxed frame, some privacy modes)
    }
  })();
  if (telemetryOff(storage)) return;
  const client = createLogClient({
    nextFrame: (fn) => (document.visibilityState === 'visible' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 0)),
    now: () => Date.now(),
    // Offline, the browser would take the beacon and fail it unseen: the events are kept queued
    // instead (the worker's idea of the network may be a message behind the page's).
    sendBeacon: (path, body) => navigator.onLine && navigator.sendBeacon(path, new Blob([body], { type: 'application/x-www-form-urlencoded' })),
  });
  setLogClient(client);
  const build = buildInfoOf(bootstrap);

  const report = (error: unknown, where: { script?: string; line?: number; column?: number; message?: string }): void => {
    if (isNetworkErrorWithoutStatus(error)) return; // 000 §7
    client.error(buildReport(error, { ...where, ref: loggedPath(location.pathname), now: Date.now() }, build));
  };
  window.addEventListener('error', (e) => report(e.error ?? e.message, { script: e.filename, line: e.lineno, column: e.colno, message: e.message }));
  window.addEventListener('unhandledrejection', (e) => report(e.reason, {}));

  setAuthLogSink((event, detail) => logEvent(event, detail));

  const channel = new MessageChannel();
  client.connect(channel.port1 as unknown as Parameters<typeof client.connect>[0]);
  await worker.connectAnalytics(Comlink.transfer(channel.port2, [channel.port2]), { consentNeeded: consentNeededFor(bootstrap, document.cookie), build });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') client.hidden();
  });
  window.addEventListener('pagehide', () => client.hidden());

  // 001 §5: first-input delay (logged only under 10,000 ms; the worker's rule).
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        logEvent('first_input_delay', { duration_ms: Math.round(entry.processingStart - entry.startTime) }, { channel: Channel.bz, urgency: 'vital' });
      }
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // no first-input entries in this browser
  }

  // 001 §9 app start, once per session (of the tab): see cold-start.ts.
  try {
    const firstLoad = sessionStorage.getItem(COLD_START_KEY) === null;
    sessionStorage.setItem(COLD_START_KEY, '1');
    coldStart.decide(firstLoad, location.pathname);
  } catch {
    coldStart.decide(false, location.pathname); // no session storage: not logged
  }
}

const coldStart = createColdStart((durationMs) => logEvent('app_start', { duration_ms: durationMs }, { channel: Channel.falco }));

/** The feed showed its first post: called once the frame that shows it has been presented. */
export function feedDisplayed(): void {
  coldStart.feedDisplayed(performance.now());
}
