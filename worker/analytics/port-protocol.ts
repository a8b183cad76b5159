/**
 * The page ↔ worker analytics channel (issue 14): a dedicated MessagePort, handed to the worker
 * once (WorkerApi.connectAnalytics), carrying plain arrays, so logging costs the page one
 * postMessage a frame at most, never a Comlink call per event. Types only; the UI imports them.
 */
import type { BuildInfo, ClientErrorReport } from '../../sync/analytics/client-error';
import type { LogEvent } from '../../sync/analytics/types';

export type PageToWorker =
  | { t: 'log'; events: LogEvent[] }
  | { t: 'errors'; reports: ClientErrorReport[] }
  /** 000 §5: consent needed (the page knows: the bootstrap's flag, the gate, the banner cookie). */
  | { t: 'consent'; needed: boolean }
  /** The page is hidden (or going): send what is queued as beacons. */
  | { t: 'hidden' }
  /** The ids whose beacons the browser took. */
  | { t: 'beacon-sent'; ids: string[] };

export type WorkerToPage = { t: 'beacons'; requests: { path: string; body: string; ids: string[] }[] };

export interface AnalyticsOptions {
  consentNeeded: boolean;
  build: BuildInfo;
}
