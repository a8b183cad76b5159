/**
 * The worker's logging engine (issue 14; 000 §3, §4, §5, §7, §9; 001 §9): one queue fed by the
 * UI (through its MessagePort), the worker itself and the service worker (which writes into the
 * same database). Clock, randomness, storage, network and the lock are injected.
 *
 *   log ─▶ consent needed? ── yes ─▶ memory only, nothing sent (000 §5)
 *            │ no
 *            ▼
 *   sampled, sanitized, session ─▶ queued (IndexedDB 'lumen-analytics', one transaction per batch of logs)
 *            │ timer at the earliest due time (waits of 000 §9)
 *            ▼
 *   pass (Web Lock, one sender across tabs): read the queue ─▶ drop expired ─▶ per channel, a batch
 *      ─▶ sending ─▶ answered 2xx: sent, removed · 400–599: item-machine.ts · no answer: wait
 *   page hidden ─▶ drainForBeacon: what is queued, as beacon requests for the page to send
 */
import { ANALYTICS_SEND_LOCK } from '../../sync/analytics/queue-db';
import type { AnalyticsQueueDb } from '../../sync/analytics/queue-db';
import { errorKey, errorSampled, reportExtra } from '../../sync/analytics/client-error';
import type { ClientErrorReport } from '../../sync/analytics/client-error';
import { Channel, ItemStatus } from '../../sync/analytics/types';
import type { LogEvent, QueuedItem } from '../../sync/analytics/types';
import type { Clock, Logger, TimerHandle } from '../platform';
import { AnalyticsLimits } from './constants';
import { isExpired, transition, waitFor } from './item-machine';
import type { ItemEvent } from './item-machine';
import { perfSampleRate, sampled } from './sampling';
import { sanitizeExtra } from './sanitize';
import { toWire } from './wire';
import type { SendContext, WireRequest } from './wire';

/** The event of 001 §5 "first-input delay is logged only under 10000 ms". */
export const FIRST_INPUT_DELAY = 'first_input_delay';
/** 000 §4 "feature exposure is logged once per experiment per page": extra.experiment names it. */
export const EXPOSURE = 'qe_exposure';
export const CLIENT_ERROR = 'client_error';
/** 000 §9 "device info resent every 12 h": one event with what the device is (no person in it). */
export const DEVICE_INFO = 'device_info';
const DEVICE_INFO_AT = 'deviceInfoAt';

export interface AnalyticsDeps {
  clock: Clock;
  random(): number;
  uuid(): string;
  /** The queue's database; null: memory only (no IndexedDB). */
  openQueue(): Promise<AnalyticsQueueDb | null>;
  /** Sends one request; throws an error with `statusCode` (0: no answer) when it fails. */
  send(req: WireRequest): Promise<void>;
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  isOnline(): boolean;
  context(): Omit<SendContext, 'now' | 'batchSeq'>;
  /** What the device is (000 §9 device info); absent: no device info events. */
  deviceInfo?: () => LogEvent['extra'];
  log: Logger;
}

export interface BeaconRequest {
  path: string;
  /** Form-encoded body. */
  body: string;
  ids: string[];
}

export interface AnalyticsEngine {
  start(consentNeeded: boolean): Promise<void>;
  log(events: readonly LogEvent[]): void;
  reportError(report: ClientErrorReport): void;
  setConsentNeeded(needed: boolean): void;
  setOnline(online: boolean): void;
  /** Everything queued, as beacon requests (page hide); `beaconSent` with the ids the page sent. */
  drainForBeacon(): Promise<BeaconRequest[]>;
  beaconSent(ids: readonly string[]): Promise<void>;
  /** Sends what is due now and waits for it (and for the writes in progress). */
  sendDue(): Promise<void>;
  /** The items held, oldest first (tests, the worker's settle). */
  items(): QueuedItem[];
  dispose(): void;
}

const batchLimit = (channel: Channel): number =>
  channel === Channel.falco ? AnalyticsLimits.falcoBatch : channel === Channel.error ? 1 : AnalyticsLimits.batchMax;

const statusOf = (e: unknown): number => {
  const s = typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined;
  return typeof s === 'number' ? s : 0;
};

export function createAnalyticsEngine(deps: AnalyticsDeps): AnalyticsEngine {
  const { clock } = deps;
  const items = new Map<string, QueuedItem>();
  let db: AnalyticsQueueDb | null = null;
  let consentNeeded = true;
  let restored = false;
  let disposed = false;
  let timer: TimerHandle | null = null;
  let writes: Promise<void> = Promise.resolve();
  let toPut: QueuedItem[] = [];
  let passing: Promise<void> | null = null;
  let passAgain = false;
  let batchSeq = 0;
  const session = { id: '', seq: 0, lastAt: Number.NEGATIVE_INFINITY };
  const exposed = new Set<string>();
  const errorsSent = new Set<string>();
  /** When device info was last queued (kept in the queue's database across pages); null: never. */
  let deviceInfoAt: number | null = null;

  const background = (p: Promise<unknown>, what: string): void => void p.catch((e: unknown) => deps.log.error(`analytics: ${what} failed`, e));

  /** 000 §4: the analytics session resets after 3 minutes of inactivity (or a send failure). */
  function sessionAt(now: number): { id: string; seq: number } {
    if (now - session.lastAt >= AnalyticsLimits.sessionIdleMs) {
      session.id = deps.uuid();
      session.seq = 0;
    }
    session.lastAt = now;
    session.seq += 1;
    return { id: session.id, seq: session.seq };
  }
  const resetSession = (): void => void (session.lastAt = Number.NEGATIVE_INFINITY);

  /** Writes what was queued this turn in one transaction (never while consent is needed). */
  function persist(list: readonly QueuedItem[]): void {
    if (consentNeeded || !db || list.length === 0) return;
    const first = toPut.length === 0;
    toPut.push(...list);
    if (!first) return;
    writes = writes.then(async () => {
      await Promise.resolve();
      const batch = toPut;
      toPut = [];
      await db?.put(batch).catch((e: unknown) => deps.log.error('analytics: queue write failed', e));
    });
  }

  function removeStored(ids: readonly string[]): void {
    if (!db || ids.length === 0) return;
    const d = db;
    writes = writes.then(() => d.remove(ids)).catch((e: unknown) => deps.log.error('analytics: queue delete failed', e));
  }

  function enqueue(list: QueuedItem[]): void {
    if (list.length === 0 || disposed) return;
    for (const item of list) items.set(item.id, item);
    // Ours: a bounded queue; past it, the oldest go.
    if (items.size > AnalyticsLimits.queueMax) {
      const oldest = [...items.values()].sort((a, b) => a.queuedAt - b.queuedAt).slice(0, items.size - AnalyticsLimits.queueMax);
      for (const o of oldest) items.delete(o.id);
      removeStored(oldest.map((o) => o.id));
    }
    // Only what is still held: a trimmed item written after its removal would come back on reload.
    persist(list.filter((i) => items.has(i.id)));
    schedule();
  }

  function newItem(event: LogEvent, channel: Channel, now: number): QueuedItem {
    const { id: sessionId, seq } = sessionAt(now);
    const urgency = event.urgency ?? 'default';
    return {
      id: deps.uuid(), channel, urgency, name: event.name, time: event.time, extra: sanitizeExtra(event.extra),
      queuedAt: now, dueAt: now + waitFor({ channel, urgency }), status: ItemStatus.queued, sessionId, seq, requeued: false, retries: 0,
    };
  }

  /** The rules that decide whether an event is kept at all (001 §5, §9; 000 §4). */
  function admit(event: LogEvent, channel: Channel): LogEvent | null {
    if (event.name === FIRST_INPUT_DELAY) {
      const delay = event.extra['duration_ms'];
      if (typeof delay !== 'number' || !(delay >= 0 && delay < AnalyticsLimits.firstInputDelayMaxMs)) return null;
    }
    if (event.name === EXPOSURE) {
      const key = String(event.extra['experiment'] ?? '');
      if (exposed.has(key)) return null;
      exposed.add(key);
    }
    if (channel === Channel.falco) {
      const rate = perfSampleRate(event.name);
      if (!sampled(rate, deps.random)) return null;
      return { ...event, extra: { ...event.extra, sample_rate: rate } };
    }
    return event;
  }

  function schedule(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (disposed || consentNeeded || !restored || !deps.isOnline()) return;
    let next = Number.POSITIVE_INFINITY;
    for (const i of items.values()) if (i.status === ItemStatus.queued && i.dueAt < next) next = i.dueAt;
    if (next === Number.POSITIVE_INFINITY) return;
    timer = clock.setTimeout(() => {
      timer = null;
      background(runPass(), 'send');
    }, Math.max(0, next - clock.now()));
  }

  function apply(item: QueuedItem, event: ItemEvent): QueuedItem | null {
    const next = transition(item, event);
    if (next === null || next.status === ItemStatus.sent) {
      items.delete(item.id);
      return null;
    }
    items.set(next.id, next);
    return next;
  }

  /** memory := the stored queue (the service worker's and other tabs' changes included). */
  async function reload(): Promise<void> {
    if (!db) return;
    await writes;
    const stored = await db.all();
    items.clear();
    for (const i of stored) items.set(i.id, i.status === ItemStatus.queued ? i : { ...i, status: ItemStatus.queued });
  }

  function nextBatch(now: number, tried: ReadonlySet<string>): QueuedItem[] | null {
    const queued = [...items.values()].filter((i) => i.status === ItemStatus.queued && !tried.has(i.id));
    const due = queued.filter((i) => i.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt)[0];
    if (!due) return null;
    // The due item's channel goes, with what else waits on it (one request, oldest first).
    return queued.filter((i) => i.channel === due.channel).sort((a, b) => a.queuedAt - b.queuedAt).slice(0, batchLimit(due.channel));
  }

  async function sendBatch(batch: QueuedItem[]): Promise<boolean> {
    const channel = batch[0]?.channel ?? Channel.graph;
    for (const i of batch) apply(i, { type: 'send-started' });
    if (channel === Channel.graph) batchSeq += 1;
    const req = toWire(channel, batch, { ...deps.context(), now: clock.now(), batchSeq });
    let event: ItemEvent;
    try {
      await deps.send(req);
      event = { type: 'answered', status: 200, now: clock.now() };
    } catch (e) {
      const status = statusOf(e);
      event = status === 0 ? { type: 'no-answer', now: clock.now() } : { type: 'answered', status, now: clock.now() };
      resetSession(); // 000 §4: a send failure resets the analytics session
    }
    const gone: string[] = [];
    const kept: QueuedItem[] = [];
    for (const i of batch) {
      const current = items.get(i.id);
      const next = current ? apply(current, event) : null;
      if (next) kept.push(next);
      else gone.push(i.id);
    }
    removeStored(gone);
    persist(kept);
    return event.type === 'answered';
  }

  async function pass(): Promise<void> {
    if (disposed || consentNeeded || !restored || !deps.isOnline()) return;
    await writes;
    await deps.withLock(ANALYTICS_SEND_LOCK, async () => {
      await reload();
      const now = clock.now();
      const expired = [...items.values()].filter((i) => isExpired(i, now)).map((i) => i.id);
      for (const id of expired) items.delete(id);
      removeStored(expired);
      const tried = new Set<string>();
      for (let batch = nextBatch(now, tried); batch; batch = nextBatch(now, tried)) {
        for (const i of batch) tried.add(i.id);
        if (!(await sendBatch(batch))) break; // no answer: the rest waits too
      }
      await writes;
    });
  }

  function runPass(): Promise<void> {
    if (passing) {
      passAgain = true;
      return passing;
    }
    passing = (async () => {
      try {
        do {
          passAgain = false;
          await pass();
        } while (passAgain && !disposed);
      } finally {
        passing = null;
        schedule();
      }
    })();
    return passing;
  }

  /**
   * 000 §9: device info at the first start, then again once 12 hours have passed since the last
   * (checked at start and with each log, on the injected clock). Never while consent is needed.
   */
  function deviceInfoIfDue(now: number): QueuedItem[] {
    if (!deps.deviceInfo || consentNeeded || !restored) return [];
    if (deviceInfoAt !== null && now - deviceInfoAt < AnalyticsLimits.deviceInfoEveryMs) return [];
    deviceInfoAt = now;
    if (db) {
      const d = db;
      writes = writes.then(() => d.setMeta(DEVICE_INFO_AT, now)).catch((e: unknown) => deps.log.error('analytics: meta write failed', e));
    }
    return [newItem({ name: DEVICE_INFO, time: now, extra: deps.deviceInfo() }, Channel.graph, now)];
  }

  /** Once consent is not needed: what the last pages left is queued again, due after 1 s (000 §9 restore wait). */
  async function restore(): Promise<void> {
    if (restored || consentNeeded) return;
    restored = true;
    const memoryOnly = [...items.values()];
    if (db) {
      const now = clock.now();
      const at = await db.getMeta(DEVICE_INFO_AT).catch(() => undefined);
      if (typeof at === 'number' && at <= now) deviceInfoAt = Math.max(deviceInfoAt ?? at, at);
      const stored = await db.all();
      const back: QueuedItem[] = [];
      const dropped: string[] = [];
      for (const i of stored) {
        const next = transition(i.status === ItemStatus.queued ? i : { ...i, status: ItemStatus.sending }, { type: 'restored', now });
        if (next) {
          items.set(next.id, next);
          back.push(next);
        } else dropped.push(i.id);
      }
      removeStored(dropped);
      persist([...back, ...memoryOnly]);
    }
    enqueue(deviceInfoIfDue(clock.now()));
    schedule();
  }

  return {
    async start(needed) {
      consentNeeded = needed;
      db = await deps.openQueue().catch((e: unknown) => (deps.log.error('analytics: queue unavailable, memory only', e), null));
      await restore();
    },
    log(events) {
      const now = clock.now();
      const list: QueuedItem[] = deviceInfoIfDue(now);
      for (const e of events) {
        const channel = e.channel ?? Channel.graph;
        const kept = admit(e, channel);
        if (kept) list.push(newItem(kept, channel, now));
      }
      enqueue(list);
    },
    reportError(report) {
      // 000 §7: skipped for network errors with no status; identical errors once a session.
      if (report.request_url !== '' && report.response_status_code === 0) return;
      const key = errorKey(report);
      if (errorsSent.has(key)) return;
      errorsSent.add(key);
      if (!errorSampled(report, deps.random)) return;
      enqueue([newItem({ name: CLIENT_ERROR, time: report.timestamp, extra: reportExtra(report), urgency: 'vital' }, Channel.error, clock.now())]);
    },
    setConsentNeeded(needed) {
      consentNeeded = needed;
      if (needed) schedule();
      else background(restore().then(() => schedule()), 'restore');
    },
    setOnline(online) {
      if (online) background(runPass(), 'send');
      else schedule();
    },
    async drainForBeacon() {
      if (consentNeeded || !restored || !deps.isOnline()) return [];
      await reload();
      const byChannel = new Map<Channel, QueuedItem[]>();
      for (const i of items.values()) {
        if (i.status !== ItemStatus.queued || i.channel === Channel.error) continue;
        byChannel.set(i.channel, [...(byChannel.get(i.channel) ?? []), i]);
      }
      const out: BeaconRequest[] = [];
      for (const [channel, list] of byChannel) {
        const limit = batchLimit(channel);
        for (let at = 0; at < list.length; at += limit) {
          const batch = list.slice(at, at + limit);
          if (channel === Channel.graph) batchSeq += 1;
          const req = toWire(channel, batch, { ...deps.context(), now: clock.now(), batchSeq }, true);
          out.push({ path: req.path, body: new URLSearchParams(req.form ?? {}).toString(), ids: batch.map((i) => i.id) });
        }
      }
      return out;
    },
    async beaconSent(ids) {
      for (const id of ids) items.delete(id);
      removeStored(ids);
      await writes;
      schedule();
    },
    async sendDue() {
      await runPass();
      await writes;
    },
    items: () => [...items.values()].sort((a, b) => a.queuedAt - b.queuedAt),
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      db?.close();
    },
  };
}
