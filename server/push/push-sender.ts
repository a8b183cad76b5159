import webpush from 'web-push';
import { encodePushPayload, pushPayload } from './push-payload';
import type { PushEvent } from './push-payload';
import type { PushStore, PushSubscriptionRow } from './sqlite-push';
import type { VapidKeys } from './vapid-keys';

/**
 * Sends one event to each of the person's subscriptions, if the person's setting for its kind
 * is on (issue 14). web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292); the
 * request goes out through the injected fetch with a timeout. A 404 or 410 from the push
 * service means the subscription is gone: it is removed. Other failures are reported to
 * `onError` and dropped (a notification is best effort; the action it tells of is committed).
 * Device type `web` gets a push without a payload (the service worker shows a generic
 * notification); `web_encrypted` gets the encrypted payload.
 */
export interface PushSenderDeps {
  store: PushStore;
  vapid: VapidKeys;
  /** VAPID subject: an https: URL or a mailto: address. */
  subject: string;
  fetch: typeof fetch;
  timeoutMs: number;
  onError: (err: unknown) => void;
}

/** Ours: a push is kept by the push service for a day at most. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export async function sendPushEvent(deps: PushSenderDeps, event: PushEvent): Promise<void> {
  if (!deps.store.settings(event.to)[event.kind]) return;
  const subs = deps.store.ofUser(event.to);
  if (subs.length === 0) return;
  const json = encodePushPayload(pushPayload(event));
  await Promise.all(subs.map((sub) => sendOne(deps, sub, json)));
}

async function sendOne(deps: PushSenderDeps, sub: PushSubscriptionRow, json: string): Promise<void> {
  try {
    const subscription = { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } };
    const options = {
      vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm' as const,
    };
    const details = sub.deviceType === 'web_encrypted'
      ? webpush.generateRequestDetails(subscription, json, options)
      : webpush.generateRequestDetails(subscription, null, options);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
    const res = await deps.fetch(details.endpoint, {
      method: 'POST',
      headers,
      ...(details.body === null ? {} : { body: new Uint8Array(details.body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) deps.store.remove(sub.id);
    else if (res.status < 200 || res.status >= 300) deps.onError(new Error(`push service answered ${res.status}`));
  } catch (err) {
    deps.onError(err);
  }
}
