/**
 * A minimal push: show the notification a push carries, and open its url on click (focusing
 * a window already on that url). The full push feature (000 §7 registration, settings) is a
 * later issue.
 */
import { isSafeUrl } from '../sync/transport/safe-url';

export interface PushPayload {
  title: string;
  body: string;
  /** Same-origin url to open on click. */
  url: string;
  tag: string | null;
}

const DEFAULT_TITLE = 'Lumen';
const ICON = '/icon.svg';

/** JSON {title, body|message, url, tag}, or plain text as the body. Unsafe urls become '/'. */
export function parsePushPayload(text: string | null, origin: string): PushPayload {
  let data: Record<string, unknown> = {};
  if (text !== null && text !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      data = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : { body: String(parsed) };
    } catch {
      data = { body: text };
    }
  }
  const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
  const url = str(data.url);
  return {
    title: str(data.title) ?? DEFAULT_TITLE,
    body: str(data.body) ?? str(data.message) ?? '',
    // Notifications open only pages of this site (000 §5 safe urls, without the help host).
    url: url !== null && isSafeUrl(url, origin, new URL(origin).hostname) ? new URL(url, origin).href : new URL('/', origin).href,
    tag: str(data.tag),
  };
}

/** The window already showing `target`, if any. */
export function windowShowing<T extends { url: string }>(windows: readonly T[], target: string): T | undefined {
  return windows.find((w) => w.url === target);
}

export function registerPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = parsePushPayload(event.data?.text() ?? null, scope.location.origin);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        data: { url: payload.url },
        ...(payload.tag === null ? {} : { tag: payload.tag }),
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = parsePushPayload(JSON.stringify({ url: data?.url }), scope.location.origin).url;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windowShowing(windows, target);
        if (open !== undefined) await open.focus();
        else await scope.clients.openWindow(target);
      })(),
    );
  });
}
