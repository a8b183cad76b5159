import { logEvent } from '../analytics/log-client';
import { browserPushEnv } from './push-client';
import type { PushEnv } from './push-client';

/** The page's push environment: logs through the analytics pipeline; a service worker only in production builds. */
export function pagePushEnv(): PushEnv | null {
  const hasSw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && import.meta.env.PROD;
  return browserPushEnv((name, extra) => logEvent(name, extra), hasSw);
}
