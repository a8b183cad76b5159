/**
 * The logging engine in the worker, with the real platform: the queue in 'lumen-analytics',
 * sends through sync/transport, one sender across tabs (Web Lock), and the page's port.
 */
import { openAnalyticsQueue } from '../../sync/analytics/queue-db';
import { buildReport, UNKNOWN_BUILD } from '../../sync/analytics/client-error';
import type { BuildInfo } from '../../sync/analytics/client-error';
import type { SessionConfig, Transport } from '../../sync/transport/types';
import type { EngineDeps } from '../engine/deps';
import { createAnalyticsEngine } from './analytics-engine';
import type { AnalyticsEngine } from './analytics-engine';
import type { AnalyticsOptions, PageToWorker, WorkerToPage } from './port-protocol';
import { deviceInfoOf } from './device-info';
import type { DeviceNavigator } from './device-info';

export interface WorkerAnalytics {
  engine: AnalyticsEngine;
  /** The page's port and what it knows (consent, build); starts the engine on the first call. */
  connect(port: MessagePort, options: AnalyticsOptions): Promise<void>;
  /** An error of the worker itself (self.onerror, unhandledrejection). */
  reportError(error: unknown, where?: { script?: string; line?: number; column?: number; message?: string }): void;
}

export function createWorkerAnalytics(
  deps: Pick<EngineDeps, 'clock' | 'random' | 'uuid' | 'idb' | 'locks' | 'log'> & { analyticsDbName?: string | undefined },
  transport: Transport,
  session: () => SessionConfig,
  isOnline: () => boolean,
): WorkerAnalytics {
  let build: BuildInfo = UNKNOWN_BUILD;
  let started: Promise<void> | null = null;
  const engine = createAnalyticsEngine({
    clock: deps.clock,
    random: deps.random,
    uuid: deps.uuid,
    openQueue: async () => (deps.idb ? openAnalyticsQueue(deps.idb, deps.analyticsDbName) : null),
    send: async (req) => {
      await transport.request({ method: 'POST', path: req.path, ...(req.form ? { form: req.form } : {}), ...(req.json ? { json: req.json } : {}) });
    },
    withLock: (name, fn) => (deps.locks ? deps.locks.request(name, fn) : fn()),
    isOnline,
    context: () => {
      const s = session();
      return { appId: s.appId, viewerId: s.viewerId ?? '', appVersion: s.rolloutHash, deviceId: s.mid };
    },
    deviceInfo: () => deviceInfoOf((globalThis as { navigator?: DeviceNavigator }).navigator ?? {}),
    log: deps.log,
  });

  return {
    engine,
    async connect(port, options) {
      build = options.build;
      started ??= engine.start(options.consentNeeded);
      await started;
      engine.setConsentNeeded(options.consentNeeded);
      port.onmessage = (e: MessageEvent<PageToWorker>) => {
        const m = e.data;
        switch (m.t) {
          case 'log':
            engine.log(m.events);
            break;
          case 'errors':
            for (const r of m.reports) engine.reportError(r);
            break;
          case 'consent':
            engine.setConsentNeeded(m.needed);
            break;
          case 'hidden':
            void engine.drainForBeacon().then((requests) => {
              if (requests.length > 0) port.postMessage({ t: 'beacons', requests } satisfies WorkerToPage);
            });
            break;
          case 'beacon-sent':
            void engine.beaconSent(m.ids);
            break;
        }
      };
    },
    reportError(error, where = {}) {
      engine.reportError(buildReport(error, { ...where, ref: 'worker', now: deps.clock.now() }, build));
    },
  };
}
