/**
 * One queued item's life (000 §3 Analytics batch item, 000 §4 Analytics), pure:
 *
 *   queued ──send-started──▶ sending ──answered 2xx──▶ sent (then removed)
 *     ▲                        │
 *     │ no answer (offline):   │ answered 400–599: queued again once (000 §4); a unified
 *     │ queued, not counted    │   event log item until 5 retries (000 §9); then dropped
 *     └────────────────────────┘
 *   restored (a new page, or a sender that died) ─▶ queued, due after the restore wait (1 s)
 *   any state ── older than 24 h ──▶ dropped (000 §4, §9)
 *
 * `transition` answers the next item, or null when the item is dropped.
 */
import { Channel, ItemStatus } from '../../sync/analytics/types';
import type { QueuedItem } from '../../sync/analytics/types';
import { AnalyticsLimits } from './constants';

export type ItemEvent =
  | { type: 'send-started' }
  | { type: 'answered'; status: number; now: number }
  | { type: 'no-answer'; now: number }
  | { type: 'restored'; now: number };

/** The wait before a new item is sent (000 §9). */
export function waitFor(item: Pick<QueuedItem, 'channel' | 'urgency'>): number {
  if (item.channel === Channel.falco) return AnalyticsLimits.falcoWaitMs;
  return item.urgency === 'vital' ? AnalyticsLimits.vitalWaitMs : AnalyticsLimits.defaultWaitMs;
}

export const isExpired = (item: QueuedItem, now: number): boolean => now - item.queuedAt >= AnalyticsLimits.expiryMs;

const isFailureStatus = (status: number): boolean => status >= 400 && status <= 599;

export function transition(item: QueuedItem, event: ItemEvent): QueuedItem | null {
  switch (item.status) {
    case ItemStatus.queued:
      switch (event.type) {
        case 'send-started':
          return { ...item, status: ItemStatus.sending };
        case 'restored':
          return isExpired(item, event.now) ? null : { ...item, dueAt: event.now + AnalyticsLimits.restoreWaitMs };
        default:
          return item;
      }
    case ItemStatus.sending:
      switch (event.type) {
        case 'answered':
          if (event.status >= 200 && event.status < 300) return { ...item, status: ItemStatus.sent };
          return failed(item, event.status, event.now);
        case 'no-answer':
          // Offline is no failure of the item: it waits (until its 24 h expiry).
          return isExpired(item, event.now) ? null : { ...item, status: ItemStatus.queued, dueAt: event.now + AnalyticsLimits.noAnswerBackoffMs };
        case 'restored':
          return isExpired(item, event.now) ? null : { ...item, status: ItemStatus.queued, dueAt: event.now + AnalyticsLimits.restoreWaitMs };
        default:
          return item;
      }
    case ItemStatus.sent:
      return item;
  }
}

function failed(item: QueuedItem, status: number, now: number): QueuedItem | null {
  if (!isFailureStatus(status) || isExpired(item, now)) return null;
  const retries = item.retries + 1;
  const again = { ...item, status: ItemStatus.queued, retries, requeued: true, dueAt: now + waitFor(item) };
  // 000 §9: a unified event log item is dropped after 5 retries.
  if (item.channel === Channel.falco) return retries > AnalyticsLimits.falcoRetries ? null : again;
  // 000 §4: failed items with HTTP status 400 to 599 are queued again once.
  return item.requeued ? null : again;
}
