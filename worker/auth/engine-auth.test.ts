import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, json, newProfile } from '../test-support/engine-harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('engine.authCall (worker/api-types.ts)', () => {
  it('a two-factor login switches the viewer as the password login does', async () => {
    const h = createHarness(newProfile(), ({ url }) =>
      url.pathname === '/accounts/login/ajax/two_factor/' ? json({ status: 'ok', authenticated: true, user: true, userId: 'v9' }) : json({ status: 'ok' }),
    );
    close = h.close;
    await h.start(null);
    const result = await h.engine.authCall('twoFactorLogin', { username: 'ana', verificationCode: '123456', identifier: 'i', queryParams: '{}' });
    expect(result.ok).toBe(true);
    expect(h.engine.getState().users.viewerId).toBe('v9');
  });
  it('a failed call leaves the viewer alone', async () => {
    const h = createHarness(newProfile(), () => json({ status: 'fail', message: 'Invalid code', error_type: 'invalid_code' }, 400));
    close = h.close;
    await h.start(null);
    const result = await h.engine.authCall('twoFactorLogin', { username: 'ana', verificationCode: '000000', identifier: 'i', queryParams: '{}' });
    expect(result).toMatchObject({ ok: false, statusCode: 400, message: 'Invalid code' });
    expect(h.engine.getState().users.viewerId).toBeNull();
  });
  it('shows a plain toast (000 §4 Toast)', async () => {
    const h = createHarness(newProfile(), () => json({ status: 'ok' }));
    close = h.close;
    await h.start(null);
    h.engine.showToast('Password changed.', { persistOnNavigate: true });
    expect(h.engine.getState().status.toast).toMatchObject({ text: 'Password changed.', persistOnNavigate: true, action: null });
  });
  it('shows a toast with a UI action named by id (000 §4 one-tap: a toast with a retry action)', async () => {
    const h = createHarness(newProfile(), () => json({ status: 'ok' }));
    close = h.close;
    await h.start(null);
    h.engine.showToast("Couldn't log you in.", { action: { label: 'Retry', actionId: 'one-tap-retry', args: { userId: '7' } } });
    expect(h.engine.getState().status.toast).toMatchObject({
      text: "Couldn't log you in.",
      actionText: 'Retry',
      action: { type: 'ui', actionId: 'one-tap-retry', args: { userId: '7' } },
      persistOnNavigate: false,
      noExpire: false,
    });
  });
});
