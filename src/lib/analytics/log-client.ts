/**
 * The page's side of the logging pipeline (issue 14). `logEvent` costs an array push: the events
 * of a frame go to the worker in ONE plain postMessage on the analytics port (no Comlink call
 * per event; issue 14's bench compares it with a bare postMessage). Events logged before the
 * port is connected wait here. On page hide, the buffer goes at once and the worker answers
 * with what is queued as beacons, which the page sends with navigator.sendBeacon.
 */
import type { ClientErrorReport } from '../../../sync/analytics/client-error';
import type { LogEvent, LogExtra } from '../../../sync/analytics/types';
import type { PageToWorker, WorkerToPage } from '../../../worker/api-types';

export interface PortLike {
  postMessage(message: PageToWorker): void;
  onmessage: ((event: MessageEvent<WorkerToPage>) => void) | null;
}

export interface LogClientEnv {
  /** requestAnimationFrame while visible, else a 0 ms timer (rAF does not run in hidden tabs). */
  nextFrame(fn: () => void): void;
  now(): number;
  sendBeacon(path: string, body: string): boolean;
}

export interface LogClient {
  log(event: LogEvent): void;
  error(report: ClientErrorReport): void;
  connect(port: PortLike): void;
  setConsentNeeded(needed: boolean): void;
  /** The page is hidden or going: post what waits now, ask for beacons. */
  hidden(): void;
  flush(): void;
}

export function createLogClient(env: LogClientEnv): LogClient {
  let port: PortLike | null = null;
  let events: LogEvent[] = [];
  let reports: ClientErrorReport[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (!port) return;
    if (events.length > 0) port.postMessage({ t: 'log', events });
    if (reports.length > 0) port.postMessage({ t: 'errors', reports });
    events = [];
    reports = [];
  }
  const schedule = (): void => {
    if (scheduled || !port) return;
    scheduled = true;
    env.nextFrame(flush);
  };

  return {
    log(event) {
      events.push(event);
      schedule();
    },
    error(report) {
      reports.push(report);
      schedule();
    },
    connect(p) {
      port = p;
      p.onmessage = (e) => {
        if (e.data.t !== 'beacons') return;
        const ids = e.data.requests.filter((r) => env.sendBeacon(r.path, r.body)).flatMap((r) => r.ids);
        if (ids.length > 0) p.postMessage({ t: 'beacon-sent', ids });
      };
      flush();
    },
    setConsentNeeded(needed) {
      port?.postMessage({ t: 'consent', needed });
    },
    hidden() {
      flush();
      port?.postMessage({ t: 'hidden' });
    },
    flush,
  };
}

/** The page's one log client; `logEvent` is what screens call. */
let client: LogClient | null = null;
const early: LogEvent[] = [];

export function setLogClient(next: LogClient): void {
  client = next;
  for (const e of early.splice(0)) next.log(e);
}

export function logEvent(name: string, extra: LogExtra = {}, options: Pick<LogEvent, 'channel' | 'urgency'> = {}): void {
  const event: LogEvent = { name, time: Date.now(), extra, ...options };
  if (client) client.log(event);
  else if (early.length < 200) early.push(event);
}
