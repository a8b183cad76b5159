import { describe, expect, it } from 'vitest';
import { Channel, ItemStatus } from '../../sync/analytics/types';
import type { QueuedItem } from '../../sync/analytics/types';
import { AnalyticsLimits } from './constants';
import { transition, waitFor } from './item-machine';

const item = (over: Partial<QueuedItem> = {}): QueuedItem => ({
  id: 'a', channel: Channel.graph, urgency: 'default', name: 'page_view', time: 0, extra: {}, queuedAt: 0, dueAt: 10_000,
  status: ItemStatus.queued, sessionId: 's', seq: 1, requeued: false, retries: 0, ...over,
});
const sending = (over: Partial<QueuedItem> = {}): QueuedItem => item({ ...over, status: ItemStatus.sending });

describe('an analytics item (000 §3 queued, sending, sent; 000 §4)', () => {
  it('waits 10 s by default, 1 s when vital, 5 s in the unified event log (000 §9)', () => {
    expect(waitFor({ channel: Channel.graph, urgency: 'default' })).toBe(10_000);
    expect(waitFor({ channel: Channel.bz, urgency: 'vital' })).toBe(1000);
    expect(waitFor({ channel: Channel.falco, urgency: 'default' })).toBe(5000);
  });

  it('goes queued → sending → sent', () => {
    const s = transition(item(), { type: 'send-started' });
    expect(s?.status).toBe(ItemStatus.sending);
    expect(transition(s as QueuedItem, { type: 'answered', status: 204, now: 1 })?.status).toBe(ItemStatus.sent);
  });

  it('answered 400–599 is queued again once, then dropped (000 §4)', () => {
    for (const status of [400, 429, 500, 599]) {
      const again = transition(sending(), { type: 'answered', status, now: 5 });
      expect(again).toMatchObject({ status: ItemStatus.queued, requeued: true, dueAt: 5 + 10_000 });
      expect(transition({ ...(again as QueuedItem), status: ItemStatus.sending }, { type: 'answered', status, now: 6 })).toBeNull();
    }
  });

  it('a unified event log item is dropped after 5 retries (000 §9)', () => {
    let it: QueuedItem | null = sending({ channel: Channel.falco });
    for (let retry = 1; retry <= AnalyticsLimits.falcoRetries; retry += 1) {
      it = transition(it as QueuedItem, { type: 'answered', status: 503, now: retry });
      expect(it).toMatchObject({ status: ItemStatus.queued, retries: retry });
      it = transition(it as QueuedItem, { type: 'send-started' });
    }
    expect(transition(it as QueuedItem, { type: 'answered', status: 503, now: 9 })).toBeNull();
  });

  it('no answer (offline) is no failure: it waits, not counted', () => {
    const back = transition(sending({ requeued: true }), { type: 'no-answer', now: 100 });
    expect(back).toMatchObject({ status: ItemStatus.queued, requeued: true, retries: 0 });
  });

  it('items older than 24 hours are dropped (000 §4, §9)', () => {
    const day = AnalyticsLimits.expiryMs;
    expect(transition(item(), { type: 'restored', now: day - 1 })).toMatchObject({ dueAt: day - 1 + 1000 });
    expect(transition(item(), { type: 'restored', now: day })).toBeNull();
    expect(transition(sending(), { type: 'no-answer', now: day })).toBeNull();
    expect(transition(sending(), { type: 'answered', status: 500, now: day })).toBeNull();
  });

  it('restored items wait the restore wait, 1 s (000 §9)', () => {
    expect(transition(sending({ dueAt: 0 }), { type: 'restored', now: 50 })).toMatchObject({ status: ItemStatus.queued, dueAt: 1050 });
  });
});
