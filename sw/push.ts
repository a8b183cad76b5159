/**
 * The service worker's push (issue 14): show the notification a push carries, grouped by its
 * tag (one per post or thread: a later push replaces the earlier one and alerts again,
 * `renotify`), and on click focus a tab already on its page, else bring a tab of this site to
 * that page, else open one. The server (server/push/) sends the payload of
 * sync/api/push-wire.ts; a push without a payload (device type `web`) shows a generic
 * notification that opens the activity page.
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
/** A push without a payload: something happened; the activity page tells what. */
const EMPTY_PUSH = { body: 'You have new activity.', url: '/accounts/activity/' } as const;

/** JSON {title, body|message, url, tag}, or plain text as the body. Unsafe urls become '/'. */
export function parsePushPayload(text: string | null, origin: string): PushPayload {
  let data: Record<string, unknown> = { ...EMPTY_PUSH };
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

/** showNotification's arguments for a payload: grouped by tag, alerting again when replaced. */
export function notificationOf(payload: PushPayload): { title: string; options: NotificationOptions & { renotify?: boolean } } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: ICON,
      data: { url: payload.url },
      ...(payload.tag === null ? {} : { tag: payload.tag, renotify: true }),
    },
  };
}

/** The window already showing `target`, if any. */
export function windowShowing<T extends { url: string }>(windows: readonly T[], target: string): T | undefined {
  return windows.find((w) => w.url === target);
}

/** What a click does: focus a tab on the page, else take a tab of this site there, else open one. */
export type ClickPlan<T> = { do: 'focus'; window: T } | { do: 'navigate'; window: T } | { do: 'open' };

export function clickPlan<T extends { url: string; focused?: boolean }>(windows: readonly T[], target: string): ClickPlan<T> {
  const showing = windowShowing(windows, target);
  if (showing !== undefined) return { do: 'focus', window: showing };
  const origin = new URL(target).origin;
  const ours = windows.filter((w) => w.url.startsWith(`${origin}/`));
  const pick = ours.find((w) => w.focused === true) ?? ours[0];
  return pick === undefined ? { do: 'open' } : { do: 'navigate', window: pick };
}

/** The url a clicked notification opens (re-checked: the data is ours, but stored by the browser). */
export function clickTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return parsePushPayload(JSON.stringify({ url }), origin).url;
}

export function registerPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(parsePushPayload(event.data?.text() ?? null, scope.location.origin));
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget(event.notification.data, scope.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const plan = clickPlan(windows, target);
        // focus() is the browser's to allow (only while the click's permission lasts); the tab
        // is on the right page either way, so a refusal is not a failure of the click.
        const focus = (w: WindowClient) => w.focus().catch(() => w);
        if (plan.do === 'focus') await focus(plan.window);
        else if (plan.do === 'navigate') {
          // navigate() works on a tab this worker controls only; otherwise open a new one.
          const moved = await plan.window.navigate(target).catch(() => null);
          if (moved) await focus(moved);
          else await scope.clients.openWindow(target);
        } else await scope.clients.openWindow(target);
      })(),
    );
  });
}
