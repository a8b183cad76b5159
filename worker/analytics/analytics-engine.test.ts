import { describe, expect, it } from 'vitest';
import { openAnalyticsQueue } from '../../sync/analytics/queue-db';
import { buildReport, UNKNOWN_BUILD } from '../../sync/analytics/client-error';
import { Channel } from '../../sync/analytics/types';
import type { LogEvent } from '../../sync/analytics/types';
import { createManualClock } from '../test-support/manual-clock';
import type { ManualClock } from '../test-support/manual-clock';
import { AnalyticsLimits } from './constants';
import { createAnalyticsEngine, DEVICE_INFO, EXPOSURE, FIRST_INPUT_DELAY } from './analytics-engine';
import type { AnalyticsEngine } from './analytics-engine';
import type { WireEvent, WireRequest } from './wire';

const MINUTE = 60_000;
let dbCount = 0;
/** Each rig's ids differ from every other's (two pages on one database never share an id). */
let rigCount = 0;

interface Rig {
  engine: AnalyticsEngine;
  clock: ManualClock;
  sent: WireRequest[];
  /** Statuses to answer, in order (0: no answer); 200 once they run out. */
  answers: number[];
  online: { value: boolean };
  random: { value: number };
  dbName: string;
}

async function rig(opts: { consentNeeded?: boolean; dbName?: string; clock?: ManualClock; memoryOnly?: boolean; deviceInfo?: boolean } = {}): Promise<Rig> {
  const clock = opts.clock ?? createManualClock(0);
  const sent: WireRequest[] = [];
  const answers: number[] = [];
  const online = { value: true };
  const random = { value: 0 };
  let uuid = 0;
  const rigId = ++rigCount;
  const dbName = opts.dbName ?? `analytics-test-${++dbCount}`;
  const engine = createAnalyticsEngine({
    clock,
    random: () => random.value,
    uuid: () => `u${++uuid}-r${rigId}-${dbName}`,
    openQueue: () => (opts.memoryOnly ? Promise.resolve(null) : openAnalyticsQueue(indexedDB, dbName)),
    async send(req) {
      sent.push(req);
      const status = answers.shift() ?? 200;
      if (status < 200 || status >= 300) throw Object.assign(new Error('failed'), { statusCode: status });
    },
    withLock: (_name, fn) => fn(),
    isOnline: () => online.value,
    context: () => ({ appId: '936619743392459', viewerId: '7', appVersion: 'abc', deviceId: 'mid1' }),
    ...(opts.deviceInfo ? { deviceInfo: () => ({ language: 'en-US', hardware_concurrency: 8 }) } : {}),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  await engine.start(opts.consentNeeded ?? false);
  return { engine, clock, sent, answers, online, random, dbName };
}

/** Lets the pass a timer started (and IndexedDB, on real timers) finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
}
async function advance(r: Rig, ms: number): Promise<void> {
  await settle();
  r.clock.advance(ms);
  await settle();
}

const ev = (name: string, extra: LogEvent['extra'] = {}, over: Partial<LogEvent> = {}): LogEvent => ({ name, time: 0, extra, ...over });
const eventsOf = (req: WireRequest): WireEvent[] => {
  const form = req.form ?? {};
  if (form['message'] !== undefined) return (JSON.parse(form['message']) as { data: WireEvent[] }).data;
  return JSON.parse(form['q'] ?? '[]') as WireEvent[];
};
const sentNames = (r: Rig): string[] => r.sent.flatMap(eventsOf).map((e) => e.name);

describe('the logging engine: waits and batches (000 §9)', () => {
  it('sends default items in one batch after 10 s, vital ones after 1 s', async () => {
    const r = await rig();
    r.engine.log([ev('page_view'), ev('like')]);
    await advance(r, 9_999);
    expect(r.sent).toHaveLength(0);
    await advance(r, 1);
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]?.path).toBe('/logging_client_events');
    expect(sentNames(r)).toEqual(['page_view', 'like']);
    r.engine.log([ev('signup_conversion', {}, { urgency: 'vital' })]);
    await advance(r, 1000);
    expect(sentNames(r)).toEqual(['page_view', 'like', 'signup_conversion']);
    expect(r.engine.items()).toHaveLength(0);
  });

  it('the unified event log sends batches of 50 every 5 s', async () => {
    const r = await rig();
    r.engine.log(Array.from({ length: 120 }, () => ev('story_tray', { duration_ms: 5 }, { channel: Channel.falco })));
    await advance(r, 4_999);
    expect(r.sent).toHaveLength(0);
    await advance(r, 1);
    expect(r.sent.map((s) => [s.path, eventsOf(s).length])).toEqual([['/logging/falco', 50], ['/logging/falco', 50], ['/logging/falco', 20]]);
  });

  it('answered 400–599: queued again once, then dropped (000 §4)', async () => {
    const r = await rig();
    r.answers.push(500, 400);
    r.engine.log([ev('page_view')]);
    await advance(r, 10_000);
    expect(r.sent).toHaveLength(1);
    expect(r.engine.items()).toHaveLength(1);
    await advance(r, 10_000);
    expect(r.sent).toHaveLength(2);
    expect(r.engine.items()).toHaveLength(0);
  });

  it('a unified event log item is dropped after 5 retries (000 §9)', async () => {
    const r = await rig();
    r.answers.push(...Array.from({ length: 10 }, () => 503));
    r.engine.log([ev('story_tray', {}, { channel: Channel.falco })]);
    for (let i = 0; i < 8; i += 1) await advance(r, 5_000);
    expect(r.sent).toHaveLength(6); // the first send and 5 retries
    expect(r.engine.items()).toHaveLength(0);
  });

  it('offline: nothing is sent, and items older than 24 hours are dropped (000 §4)', async () => {
    const r = await rig();
    r.online.value = false;
    r.engine.setOnline(false);
    r.engine.log([ev('old')]);
    await advance(r, AnalyticsLimits.expiryMs - 1000);
    r.engine.log([ev('recent')]);
    await advance(r, 1000);
    expect(r.sent).toHaveLength(0);
    r.online.value = true;
    r.engine.setOnline(true);
    await advance(r, 10_000);
    expect(sentNames(r)).toEqual(['recent']);
  });

  it('a send with no answer keeps the items and does not count it', async () => {
    const r = await rig();
    r.answers.push(0, 0);
    r.engine.log([ev('page_view')]);
    await advance(r, 10_000);
    await advance(r, AnalyticsLimits.noAnswerBackoffMs);
    await advance(r, AnalyticsLimits.noAnswerBackoffMs);
    expect(r.sent).toHaveLength(3);
    expect(r.engine.items()).toHaveLength(0);
  });
});

describe('the analytics session (000 §4)', () => {
  const sessions = (r: Rig): string[] => r.sent.flatMap(eventsOf).map((e) => e.session_id);

  it('resets after 3 minutes of inactivity, not before', async () => {
    const r = await rig();
    r.engine.log([ev('a')]);
    await advance(r, 3 * MINUTE - 1);
    r.engine.log([ev('b')]);
    await advance(r, 3 * MINUTE);
    r.engine.log([ev('c')]);
    await advance(r, 10_000);
    const [a, b, c] = sessions(r);
    expect(a).toBe(b);
    expect(c).not.toBe(b);
    expect(r.sent.flatMap(eventsOf).map((e) => e.seq)).toEqual([1, 2, 1]);
  });

  it('resets after a send failure', async () => {
    const r = await rig();
    r.answers.push(500);
    r.engine.log([ev('a')]);
    await advance(r, 10_000);
    r.engine.log([ev('b')]);
    await advance(r, 10_000);
    const events = r.sent.flatMap(eventsOf);
    expect(events.map((e) => e.name)).toEqual(['a', 'a', 'b']);
    expect(events[2]?.session_id).not.toBe(events[0]?.session_id);
  });
});

describe('what is kept (000 §4, 000 §5, 001 §5, 001 §9)', () => {
  it('logs a feature exposure once per experiment per page', async () => {
    const r = await rig();
    r.engine.log([ev(EXPOSURE, { experiment: 'x', group: 'test' }), ev(EXPOSURE, { experiment: 'x', group: 'test' }), ev(EXPOSURE, { experiment: 'y' })]);
    r.engine.log([ev(EXPOSURE, { experiment: 'x' })]);
    expect(r.engine.items().map((i) => i.extra['experiment'])).toEqual(['x', 'y']);
  });

  it('logs first-input delay only under 10,000 ms', async () => {
    const r = await rig();
    r.engine.log([9_999, 10_000, 25_000].map((d) => ev(FIRST_INPUT_DELAY, { duration_ms: d }, { channel: Channel.bz })));
    expect(r.engine.items().map((i) => i.extra['duration_ms'])).toEqual([9_999]);
  });

  it('samples performance events by the rates of 001 §9, and says the rate', async () => {
    const r = await rig();
    r.random.value = 0.00009; // under 1/10,000
    r.engine.log([ev('feed_load', {}, { channel: Channel.falco })]);
    r.random.value = 0.0001;
    r.engine.log([ev('feed_load', {}, { channel: Channel.falco }), ev('story_tray', {}, { channel: Channel.falco })]);
    r.random.value = 0.09;
    r.engine.log([ev('direct_inbox', {}, { channel: Channel.falco }), ev('app_start', {}, { channel: Channel.falco })]);
    expect(r.engine.items().map((i) => [i.name, i.extra['sample_rate']])).toEqual([['feed_load', 10_000], ['story_tray', 1], ['direct_inbox', 10]]);
  });

  it('sanitizes passwords and tokens in referrer URLs (000 §5)', async () => {
    const r = await rig();
    r.engine.log([ev('page_view', { ref: '/accounts/password/reset/?token=abc' })]);
    expect(r.engine.items()[0]?.extra['ref']).toBe('/accounts/password/reset/?token=__sanitized__');
  });
});

describe('the consent gate (000 §5: while consent is needed, analytics sends nothing)', () => {
  it('sends nothing and stores nothing while consent is needed', async () => {
    const r = await rig({ consentNeeded: true });
    r.engine.log([ev('page_view', {}, { urgency: 'vital' })]);
    await advance(r, 60_000);
    expect(r.sent).toHaveLength(0);
    const db = await openAnalyticsQueue(indexedDB, r.dbName);
    expect(await db.all()).toEqual([]);
    db.close();
    expect(await r.engine.drainForBeacon()).toEqual([]);
    r.engine.setConsentNeeded(false);
    await advance(r, 1000);
    expect(sentNames(r)).toEqual(['page_view']);
  });

  it('keeps nothing beyond the session: a new page does not find what was logged', async () => {
    const first = await rig({ consentNeeded: true });
    first.engine.log([ev('page_view')]);
    first.engine.dispose();
    const second = await rig({ dbName: first.dbName });
    await advance(second, 60_000);
    expect(second.sent).toHaveLength(0);
  });
});

describe('persistence (issue 14: a reload, a crash or a closed tab loses nothing queued)', () => {
  it('a new page sends what the last one queued, after the restore wait of 1 s', async () => {
    const clock = createManualClock(0);
    const first = await rig({ clock });
    first.online.value = false;
    first.engine.log([ev('page_view'), ev('like')]);
    await settle();
    first.engine.dispose(); // closed before anything was sent
    const second = await rig({ clock, dbName: first.dbName });
    await advance(second, 999);
    expect(second.sent).toHaveLength(0);
    await advance(second, 1);
    expect(sentNames(second)).toEqual(['page_view', 'like']);
    second.engine.dispose();
    const third = await rig({ clock, dbName: first.dbName });
    await advance(third, 60_000);
    expect(third.sent).toHaveLength(0); // sent once
  });

  it('stores no more than the queue bound: a burst past it keeps its newest, after a reload too', async () => {
    const clock = createManualClock(0);
    const first = await rig({ clock });
    first.online.value = false;
    first.engine.log(Array.from({ length: AnalyticsLimits.queueMax + 500 }, (_, i) => ev(`e${i}`)));
    await settle();
    expect(first.engine.items()).toHaveLength(AnalyticsLimits.queueMax);
    first.engine.dispose();
    const second = await rig({ clock, dbName: first.dbName });
    await settle();
    const names = second.engine.items().map((i) => i.name);
    expect(names).toHaveLength(AnalyticsLimits.queueMax);
    expect(names).not.toContain('e0');
    expect(names).toContain(`e${AnalyticsLimits.queueMax + 499}`);
  });

  it('picks up items another context (the service worker) wrote to the queue', async () => {
    const r = await rig();
    const db = await openAnalyticsQueue(indexedDB, r.dbName);
    await db.put([{ id: 'sw1', channel: Channel.graph, urgency: 'vital', name: 'push_shown', time: 0, extra: {}, queuedAt: 0, dueAt: 0, status: 0, sessionId: 'sw', seq: 1, requeued: false, retries: 0 }]);
    db.close();
    r.engine.log([ev('page_view')]);
    await advance(r, 10_000);
    expect(sentNames(r).sort()).toEqual(['page_view', 'push_shown']);
  });

  it('drains what is queued as beacon requests, and forgets what the page sent', async () => {
    const r = await rig();
    r.engine.log([ev('page_view'), ev('exp', {}, { channel: Channel.bz })]);
    const beacons = await r.engine.drainForBeacon();
    expect(beacons.map((b) => b.path).sort()).toEqual(['/ajax/bz/beacon', '/logging_client_events/beacon']);
    await r.engine.beaconSent(beacons.flatMap((b) => b.ids));
    await advance(r, 10_000);
    expect(r.sent).toHaveLength(0);
  });
});

describe('device info (000 §9: resent every 12 h)', () => {
  const HOUR = 60 * MINUTE;
  const deviceInfos = (r: Rig) => r.sent.flatMap(eventsOf).filter((e) => e.name === DEVICE_INFO);

  it('is sent at the first start, then not again until 12 hours have passed, across pages', async () => {
    const clock = createManualClock(0);
    const first = await rig({ clock, deviceInfo: true });
    await advance(first, AnalyticsLimits.defaultWaitMs);
    expect(deviceInfos(first)).toHaveLength(1);
    expect(deviceInfos(first)[0]).toMatchObject({ extra: { language: 'en-US', hardware_concurrency: 8 } });

    await advance(first, 12 * HOUR - AnalyticsLimits.defaultWaitMs - 1);
    first.engine.log([ev('page_view')]); // 11:59:59.999 after: not yet
    await settle();
    expect(first.engine.items().map((i) => i.name)).toEqual(['page_view']);
    first.engine.dispose();

    // A reload just before 12 h does not send it again (the time is kept with the queue) …
    const second = await rig({ clock, dbName: first.dbName, deviceInfo: true });
    await settle();
    expect(second.engine.items().map((i) => i.name)).toEqual(['page_view']);
    // … the first log at 12 h does, once.
    await advance(second, 1);
    second.engine.log([ev('like')]);
    second.engine.log([ev('like')]);
    await advance(second, AnalyticsLimits.defaultWaitMs);
    expect(sentNames(second).sort()).toEqual([DEVICE_INFO, 'like', 'like', 'page_view']);
    expect(deviceInfos(second)).toHaveLength(1);
  });

  it('is neither kept nor sent while consent is needed, and goes once consent is given', async () => {
    const r = await rig({ consentNeeded: true, deviceInfo: true });
    r.engine.log([ev('page_view')]);
    await advance(r, 13 * HOUR);
    expect(r.sent).toHaveLength(0);
    expect(r.engine.items().map((i) => i.name)).toEqual(['page_view']);
    r.engine.setConsentNeeded(false);
    await advance(r, AnalyticsLimits.defaultWaitMs);
    expect(sentNames(r).sort()).toEqual([DEVICE_INFO, 'page_view']);
  });
});

describe('client errors (000 §7, §9)', () => {
  const report = (over: Partial<ReturnType<typeof buildReport>> = {}): ReturnType<typeof buildReport> => ({
    ...buildReport(new TypeError('x is undefined'), { script: '/assets/a.js', line: 3, column: 9, ref: '/', now: 0 }, UNKNOWN_BUILD),
    ...over,
  });

  it('sends 10 % of errors, all canary ones, each identical one once a session', async () => {
    const r = await rig();
    r.random.value = 0.5;
    r.engine.reportError(report());
    r.engine.reportError(report({ is_canary: true, message: 'canary' }));
    r.engine.reportError(report({ is_canary: true, message: 'canary' }));
    r.random.value = 0.05;
    r.engine.reportError(report({ message: 'sampled' }));
    await advance(r, 1000);
    expect(r.sent.map((s) => [s.path, s.json?.['message']])).toEqual([['/client_error/', 'canary'], ['/client_error/', 'sampled']]);
  });

  it('skips network errors with no status', async () => {
    const r = await rig();
    r.engine.reportError(report({ request_url: 'http://x.test/graphql/query/', response_status_code: 0, is_canary: true }));
    r.engine.reportError(report({ request_url: 'http://x.test/graphql/query/', response_status_code: 502, is_canary: true }));
    expect(r.engine.items().map((i) => i.extra['response_status_code'])).toEqual([502]);
  });
});
