/**
 * The service worker's errors (issue 14; 000 §7 /client_error/, §8 "Unhandled errors go to the
 * client-error endpoint"): sampled and deduplicated by the rules shared with the page and the
 * worker (sync/analytics/client-error.ts), then written into the analytics queue in IndexedDB,
 * which the worker's logging engine sends with its own (the service worker sends nothing itself,
 * so the consent gate of 000 §5 holds for these too).
 */
import { buildReport, errorKey, errorSampled, isNetworkErrorWithoutStatus, reportExtra, UNKNOWN_BUILD } from '../sync/analytics/client-error';
import { openAnalyticsQueue } from '../sync/analytics/queue-db';
import { Channel, ItemStatus } from '../sync/analytics/types';

export function registerTelemetry(scope: ServiceWorkerGlobalScope): void {
  const seen = new Set<string>();
  const report = (error: unknown, where: { script?: string; line?: number; column?: number; message?: string }): void => {
    if (isNetworkErrorWithoutStatus(error)) return;
    const now = Date.now();
    const r = buildReport(error, { ...where, ref: 'service-worker', now }, UNKNOWN_BUILD);
    const key = errorKey(r);
    if (seen.has(key)) return;
    seen.add(key);
    if (!errorSampled(r, Math.random)) return;
    const item = {
      id: crypto.randomUUID(), channel: Channel.error, urgency: 'vital' as const, name: 'client_error', time: now, extra: reportExtra(r),
      queuedAt: now, dueAt: now, status: ItemStatus.queued, sessionId: 'service-worker', seq: 0, requeued: false, retries: 0,
    };
    void openAnalyticsQueue(scope.indexedDB)
      .then(async (db) => {
        await db.put([item]);
        db.close();
      })
      .catch(() => undefined);
  };
  scope.addEventListener('error', (e) => report(e.error ?? e.message, { script: e.filename, line: e.lineno, column: e.colno, message: e.message }));
  scope.addEventListener('unhandledrejection', (e) => report(e.reason, {}));
}
