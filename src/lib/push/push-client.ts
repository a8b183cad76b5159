/**
 * The page's web push (issue 14), side effects injected: subscribe with the server's VAPID key
 * and register the subscription (000 §7 /push/web/register/), following the rules of
 * ./push-rules.ts; read and change the settings (/push/web/update_settings/). The page calls
 * the server itself here (with the CSRF token of 000 §7): pushManager lives on the page's
 * service-worker registration, and these calls are not part of the offline outbox.
 */
import { Cookie, Header } from '../../../sync/api/headers';
import { PushPath } from '../../../sync/api/push-wire';
import type { PushKind, WirePushSettings, WirePushSettingsResponse, WireVapidKeyResponse } from '../../../sync/api/push-wire';
import { readCookie } from '../../state/session-config';
import { afterPrompt, CLIENT_DEVICE_TYPE, onEnableGesture, setupOnRegistration } from './push-rules';
import type { InitPushFailure, NotificationPermissionState, PushCapabilities } from './push-rules';

export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<{ toJSON(): { endpoint?: string; keys?: Record<string, string> } } | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: BufferSource }): Promise<{ toJSON(): { endpoint?: string; keys?: Record<string, string> } }>;
  };
}

export interface PushEnv {
  capabilities: PushCapabilities;
  /** Notification.permission, or null without the Notification API. */
  permission(): NotificationPermissionState | null;
  requestPermission(): Promise<NotificationPermissionState>;
  /** navigator.serviceWorker.ready. */
  ready(): Promise<PushRegistrationLike>;
  fetch: typeof fetch;
  cookie(): string;
  /** The logging pipeline (src/lib/analytics/log-client.ts logEvent). */
  log(name: string, extra: Record<string, string>): void;
}

export type PushResult = { ok: true } | { ok: false; message: string };

const cookieValue = (cookie: string, name: string): string => readCookie(cookie, name) ?? '';

async function post(env: PushEnv, path: string, body: Record<string, string>): Promise<Response> {
  const res = await env.fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [Header.csrf]: cookieValue(env.cookie(), Cookie.csrf) },
    body: new URLSearchParams(body).toString(),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res;
}

async function subscribeAndRegister(env: PushEnv): Promise<void> {
  const keyRes = await env.fetch(PushPath.vapidPublicKey, { credentials: 'same-origin' });
  if (!keyRes.ok) throw new Error(`${PushPath.vapidPublicKey} answered ${keyRes.status}`);
  const { public_key } = (await keyRes.json()) as WireVapidKeyResponse;
  const registration = await env.ready();
  const sub = (await registration.pushManager.getSubscription())
    ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(public_key) }));
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys) throw new Error('the subscription has no endpoint or keys');
  await post(env, PushPath.register, {
    device_token: json.endpoint,
    device_type: CLIENT_DEVICE_TYPE,
    mid: cookieValue(env.cookie(), Cookie.mid),
    subscription_keys: JSON.stringify({ p256dh: json.keys['p256dh'] ?? '', auth: json.keys['auth'] ?? '' }),
  });
}

export function base64UrlBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(b64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

const fail = (env: PushEnv, reason: InitPushFailure): PushResult => {
  env.log('init_push_failed', { reason });
  return { ok: false, message: reason === 'notif_not_supported' ? 'Notifications are not supported in this browser.' : 'Notifications need the app to be installed in this browser first.' };
};

/** On service-worker registration: subscribes only if permission is already granted (000 §4). */
export async function setupPushOnRegistration(env: PushEnv): Promise<PushResult> {
  const decision = setupOnRegistration(env.permission(), env.capabilities);
  if (decision.do === 'nothing') return { ok: true };
  if (decision.do === 'fail') return fail(env, decision.reason);
  await subscribeAndRegister(env);
  return { ok: true };
}

/** From a person's gesture (a button): prompts if needed, then subscribes (000 §4). */
export async function enablePushFromGesture(env: PushEnv): Promise<PushResult> {
  const decision = onEnableGesture(env.permission(), env.capabilities);
  if (decision.do === 'fail') return fail(env, decision.reason);
  if (decision.do === 'refuse') return { ok: false, message: decision.message };
  if (decision.do === 'prompt') {
    const answer = afterPrompt(await env.requestPermission());
    if (answer.do === 'refuse') return { ok: false, message: answer.message };
  }
  await subscribeAndRegister(env);
  return { ok: true };
}

export async function loadPushSettings(env: Pick<PushEnv, 'fetch'>): Promise<WirePushSettings> {
  const res = await env.fetch(PushPath.settings, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${PushPath.settings} answered ${res.status}`);
  return ((await res.json()) as WirePushSettingsResponse).settings;
}

/** 000 §7: one setting name and its value. */
export async function savePushSetting(env: PushEnv, kind: PushKind, on: boolean): Promise<WirePushSettings> {
  const res = await post(env, PushPath.updateSettings, { [kind]: on ? 'true' : 'false' });
  return ((await res.json()) as WirePushSettingsResponse).settings;
}

/** The browser's push environment, or null outside a browser. */
export function browserPushEnv(log: PushEnv['log'], hasServiceWorker: boolean): PushEnv | null {
  if (typeof window === 'undefined') return null;
  const hasNotification = 'Notification' in window;
  return {
    capabilities: {
      serviceWorker: hasServiceWorker,
      pushManager: 'PushManager' in window,
      notifications: hasNotification,
      fetch: 'fetch' in window,
    },
    permission: () => (hasNotification ? Notification.permission : null),
    requestPermission: () => Notification.requestPermission(),
    ready: () => navigator.serviceWorker.ready,
    fetch: (input, init) => window.fetch(input, init),
    cookie: () => document.cookie,
    log,
  };
}
