import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_USER, PEOPLE, SEED_PASSWORD } from '../../fixtures/seed/people';
import { PushPath } from '../../sync/api/push-wire';
import type { WirePushPayload } from '../../sync/api/push-wire';
import { makeSubscriptionKeys, startPushReceiver } from '../server/push-receiver';
import { fetchPost, shortcodeFromHref } from './api';
import { logIn, waitForServiceWorker } from './helpers';

/**
 * Web push end to end with no outside service (issue 14). Headless Chromium cannot subscribe
 * without Google's push service, so the test registers the subscription itself: its endpoint is
 * a local stand-in for the push service (tests/server/push-receiver.ts; the server allows an
 * http loopback endpoint only under PUSH_TEST_LOOPBACK_ENDPOINTS, set in playwright.config.ts)
 * and its keys are the test's. A like made in another context reaches the stand-in encrypted;
 * the test decrypts it and delivers the payload to the real service worker with the DevTools
 * protocol (ServiceWorker.deliverPushMessage), then reads the notification it shows.
 * The click's routing is unit-tested (sw/push.test.ts: clickPlan, clickTarget): a
 * notificationclick cannot be dispatched through the DevTools protocol.
 */

/** A POST from the page itself (its cookies, its CSRF token). */
async function pagePost(page: Page, path: string, form: Record<string, string>): Promise<number> {
  return page.evaluate(async ({ path, form }) => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-CSRFToken': csrf },
      body: new URLSearchParams(form).toString(),
    });
    return res.status;
  }, { path, form });
}

test('a like made in another context reaches the push service encrypted and shows a notification that opens the post', async ({ page, context, browser, baseURL }) => {
  const receiver = await startPushReceiver();
  try {
    await context.grantPermissions(['notifications']);
    await logIn(page);
    await waitForServiceWorker(page);

    const keys = makeSubscriptionKeys();
    const endpoint = `${receiver.url}/push/demo`;
    expect(await pagePost(page, PushPath.register, {
      device_token: endpoint,
      device_type: 'web_encrypted',
      mid: '',
      subscription_keys: JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth }),
    })).toBe(200);

    // One of demo's posts, liked afresh by someone who follows demo.
    await page.goto(`/${DEMO_USER}/`);
    const code = shortcodeFromHref(await page.locator('a[href*="/p/"]').first().getAttribute('href'));
    const post = await fetchPost(page.request, code);
    const liker = PEOPLE.find((p) => p.username !== DEMO_USER && p.followsDemo === 'following');
    if (!liker) throw new Error('the seed has no follower of demo');
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await logIn(otherPage, liker.username, SEED_PASSWORD);
      expect(await pagePost(otherPage, `/web/likes/${post.id}/unlike/`, {})).toBe(200);
      expect(await pagePost(otherPage, `/web/likes/${post.id}/like/`, {})).toBe(200);
    } finally {
      await other.close();
    }

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const sent = receiver.received[0];
    if (!sent) throw new Error('nothing received');
    const json = keys.decrypt(sent.body);
    const payload = JSON.parse(json) as WirePushPayload;
    expect(payload).toMatchObject({ kind: 'likes', url: `/p/${code}/`, tag: `post-${code}` });
    expect(payload.body).toContain(liker.username);

    // Deliver it to the real service worker.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(baseURL ?? page.url()).origin;
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const reg = e.registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: json });

    const shown = async () => page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
    });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      { title: payload.title, body: payload.body, tag: `post-${code}`, url: `${origin}/p/${code}/` },
    ]);
  } finally {
    await receiver.close();
  }
});
