/**
 * The analytics queue's shapes (000 §3 Analytics batch item, 000 §4 Analytics), shared by the
 * worker's logging engine (worker/analytics) and the service worker, which writes its events
 * into the same IndexedDB queue (./queue-db.ts).
 */

/** 000 §3 Analytics batch item: status 0 queued, 1 sending, 2 sent. */
export const ItemStatus = { queued: 0, sending: 1, sent: 2 } as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

/**
 * Where an item goes (000 §7 Analytics; which event goes where is ours, the spec names the
 * endpoints only): client events (page views, actions, navigation) to the graph logging
 * endpoint, with the analytics session; feature exposures to /ajax/bz; performance events to
 * the unified event log, /logging/falco; client errors (000 §7 /client_error/) ride the same
 * queue, one report a request, so they too survive a reload.
 */
export const Channel = { graph: 'graph', bz: 'bz', falco: 'falco', error: 'error' } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

/** 000 §9 waits: default 10 s, vital 1 s (restored items wait 1 s, whatever they were). */
export type Urgency = 'default' | 'vital';

export type LogValue = string | number | boolean | null;
export type LogExtra = Record<string, LogValue>;

/** What a part logs: an event name, when (ms since epoch), and a few flat values. */
export interface LogEvent {
  name: string;
  time: number;
  extra: LogExtra;
  channel?: Channel;
  urgency?: Urgency;
}

/** One item of the queue, as stored. */
export interface QueuedItem {
  id: string;
  channel: Channel;
  urgency: Urgency;
  name: string;
  time: number;
  extra: LogExtra;
  /** When it was queued (its 24 h expiry counts from here, 000 §9). */
  queuedAt: number;
  /** Not sent before this time (the wait of 000 §9). */
  dueAt: number;
  status: ItemStatus;
  /** The analytics session it was logged in (000 §4) and its place in it. */
  sessionId: string;
  seq: number;
  /** Answered 400–599 once already: the next such answer drops it (000 §4). */
  requeued: boolean;
  /** Failed sends so far (the unified event log drops an item after 5, 000 §9). */
  retries: number;
}
