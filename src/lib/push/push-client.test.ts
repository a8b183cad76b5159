import { describe, expect, it, vi } from 'vitest';
import { enablePushFromGesture, setupPushOnRegistration } from './push-client';
import type { PushEnv } from './push-client';
import type { NotificationPermissionState } from './push-rules';

function rig(permission: NotificationPermissionState | null, opts: { serviceWorker?: boolean; answer?: NotificationPermissionState } = {}) {
  const calls: { path: string; body: string }[] = [];
  const logs: [string, Record<string, string>][] = [];
  const subscribe = vi.fn(async () => ({ toJSON: () => ({ endpoint: 'https://push.example.com/s/1', keys: { p256dh: 'P', auth: 'A' } }) }));
  const requestPermission = vi.fn(async () => opts.answer ?? 'granted');
  const env: PushEnv = {
    capabilities: { serviceWorker: opts.serviceWorker ?? true, pushManager: true, notifications: permission !== null, fetch: true },
    permission: () => permission,
    requestPermission,
    ready: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ path: String(input), body: String(init?.body ?? '') });
      const body = String(input).includes('vapid') ? { status: 'ok', public_key: 'BAAA' } : { status: 'ok' };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch,
    cookie: () => 'csrftoken=tok; mid=m1',
    log: (name, extra) => void logs.push([name, extra]),
  };
  return { env, calls, logs, subscribe, requestPermission };
}

describe('push setup on the page (000 §4, §8)', () => {
  it('on registration, subscribes and registers only when permission is already granted', async () => {
    const quiet = rig('default');
    expect(await setupPushOnRegistration(quiet.env)).toEqual({ ok: true });
    expect(quiet.calls).toEqual([]);
    expect(quiet.requestPermission).not.toHaveBeenCalled();

    const granted = rig('granted');
    await setupPushOnRegistration(granted.env);
    expect(granted.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const register = granted.calls.find((c) => c.path === '/push/web/register/');
    const form = new URLSearchParams(register?.body);
    expect(form.get('device_token')).toBe('https://push.example.com/s/1');
    expect(form.get('device_type')).toBe('web_encrypted');
    expect(form.get('mid')).toBe('m1');
    expect(JSON.parse(form.get('subscription_keys') ?? '')).toEqual({ p256dh: 'P', auth: 'A' });
  });

  it('logs init_push_failed with its reason', async () => {
    const noSw = rig('granted', { serviceWorker: false });
    expect((await setupPushOnRegistration(noSw.env)).ok).toBe(false);
    expect(noSw.logs).toEqual([['init_push_failed', { reason: 'no_sw_after_permission_acquired' }]]);
    const none = rig(null);
    await enablePushFromGesture(none.env);
    expect(none.logs).toEqual([['init_push_failed', { reason: 'notif_not_supported' }]]);
  });

  it('prompts from a gesture; a refusal or a deferral subscribes nothing', async () => {
    const refused = rig('default', { answer: 'denied' });
    expect(await enablePushFromGesture(refused.env)).toEqual({ ok: false, message: 'Unable to get permission to notify' });
    expect(refused.subscribe).not.toHaveBeenCalled();
    const deferred = rig('default', { answer: 'default' });
    expect((await enablePushFromGesture(deferred.env)).ok).toBe(false);
    const allowed = rig('default', { answer: 'granted' });
    expect(await enablePushFromGesture(allowed.env)).toEqual({ ok: true });
    expect(allowed.subscribe).toHaveBeenCalled();
  });
});
