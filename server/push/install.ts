import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isPushKind, PushPath } from '../../sync/api/push-wire';
import type { WirePushSettingsResponse, WireVapidKeyResponse } from '../../sync/api/push-wire';
import type { AppContext } from '../app-context';
import type { WindowRule } from '../auth/rate-limit';
import { requireViewer } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { createPushNotifier } from './notifier';
import type { PushNotifier } from './notifier';
import { sendPushEvent } from './push-sender';
import { createPushStore } from './sqlite-push';
import type { PushStore } from './sqlite-push';
import { parseSubscription } from './subscription-input';
import { loadOrCreateVapidKeys } from './vapid-keys';
import type { VapidKeys } from './vapid-keys';

export interface PushOptions {
  /**
   * Tests only: accept `http://127.0.0.1:port/…` (or localhost) push endpoints, for a push
   * service stood in by the test. Off by default: endpoints are https host names.
   */
  allowLoopbackHttpEndpoints?: boolean;
  /** VAPID subject (default env PUSH_VAPID_SUBJECT, else the public origin if https, else a mailto:). */
  subject?: string;
  /** How pushes leave (default global fetch). */
  fetch?: typeof fetch;
  /** Per person (default 30 a minute). */
  rate?: WindowRule;
  timeoutMs?: number;
}

export interface PushRuntime {
  notifier: PushNotifier;
  store: PushStore;
  vapid: VapidKeys;
  allowLoopbackHttp: boolean;
}

const DEFAULT_SUBJECT = 'mailto:push@lumen.invalid';

export function createPushRuntime(db: Database, dataDir: string, now: () => number, publicOrigin: () => string, opts: PushOptions = {}): PushRuntime {
  const store = createPushStore(db);
  const vapid = loadOrCreateVapidKeys(dataDir);
  const closing = new AbortController();
  const subject = (): string => {
    if (opts.subject) return opts.subject;
    const env = process.env['PUSH_VAPID_SUBJECT'];
    if (env) return env;
    const origin = publicOrigin();
    return origin.startsWith('https://') ? origin : DEFAULT_SUBJECT;
  };
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const notifier = createPushNotifier(
    (event) => sendPushEvent({
      store,
      vapid,
      subject: subject(),
      fetch: (input, init) => doFetch(input, { ...init, signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), closing.signal]) }),
      timeoutMs,
      onError: () => undefined,
    }, event),
    now,
    opts.rate,
  );
  const close = notifier.close.bind(notifier);
  notifier.close = async () => {
    const done = close();
    closing.abort();
    await done;
  };
  return { notifier, store, vapid, allowLoopbackHttp: opts.allowLoopbackHttpEndpoints === true };
}

/** 000 §7 update_settings: one setting name and its value. */
const SettingValue = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off'])]);

export function pushRoutes(app: FastifyInstance, ctx: AppContext, push: PushRuntime): void {
  app.get(PushPath.vapidPublicKey, async (): Promise<WireVapidKeyResponse> => ({ status: 'ok', public_key: push.vapid.publicKey }));

  app.post(PushPath.register, async (req) => {
    const viewer = requireViewer(req);
    const sub = parseSubscription(req.body, push.allowLoopbackHttp);
    push.store.upsert({ userId: viewer.id, endpoint: sub.endpoint, deviceType: sub.deviceType, mid: sub.mid ?? req.machineId, p256dh: sub.p256dh, auth: sub.auth }, ctx.now());
    return { status: 'ok' };
  });

  app.get(PushPath.settings, async (req): Promise<WirePushSettingsResponse> => {
    const viewer = requireViewer(req);
    return { status: 'ok', settings: push.store.settings(viewer.id) };
  });

  app.post(PushPath.updateSettings, async (req): Promise<WirePushSettingsResponse> => {
    const viewer = requireViewer(req);
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const entries = Object.entries(body);
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined) throw badRequest('Send one setting name and its value.');
    const [name, raw] = entry;
    if (!isPushKind(name)) throw badRequest(`${name}: not a push setting`);
    const value = SettingValue.safeParse(raw);
    if (!value.success) throw badRequest(`${name}: must be true or false`);
    const on = value.data === true || value.data === '1' || value.data === 'true' || value.data === 'on';
    push.store.setSetting(viewer.id, name, on);
    return { status: 'ok', settings: push.store.settings(viewer.id) };
  });
}
