/** The logging bench page's call (window.lumenBench.logEvents), shared by both sides. Types only. */
export interface LogEventsOptions {
  /** Events logged per run, in one burst from the main thread. */
  events: number;
  runs: number;
}

export interface LogEventsResult {
  /** Main thread, per run: N logEvent() calls and the log client's flush (its one postMessage), in ms. */
  logMs: number[];
  /** Main thread, per run: N bare port.postMessage() of the same events, in ms. */
  bareMs: number[];
  /** The events the worker's engine sent (its queue is bounded) and the request bodies' bytes (UTF-8). */
  sentEvents: number;
  wireBytes: number;
  requests: number;
  /** The same events' JSON (JSON.stringify of each, as logged), bytes per event. */
  jsonBytesPerEvent: number;
  /** The events the worker received per logging run (all N, or the bench is wrong). */
  received: number[];
  crossOriginIsolated: boolean;
}

/** Page ↔ bench worker control messages (the analytics port is the app's own protocol). */
export type LogBenchCommand =
  | { cmd: 'connect'; analytics: MessagePort; bare: MessagePort }
  | { cmd: 'counts' }
  | { cmd: 'send' };

export type LogBenchReply =
  | { cmd: 'connected' }
  | { cmd: 'counts'; logged: number; bare: number; queued: number }
  | { cmd: 'sent'; events: number; bytes: number; requests: number };
