import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../fixtures/seed/people';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';

// Issue 14: the logging pipeline end to end, against the real server (its /dev/analytics.json,
// which DEV_ROUTES=1 turns on for this machine) and the production build.

interface DevEvent {
  name: string;
  data: string;
}

async function eventsWith(page: Page, marker: string): Promise<DevEvent[]> {
  const res = await page.request.get('/dev/analytics.json');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { recent: DevEvent[] };
  return body.recent.filter((e) => e.data.includes(marker));
}

/** An in-app navigation (wouter follows history), so a page_view names the marker. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Items of the analytics queue in IndexedDB whose values name the marker. */
function queuedWith(page: Page, marker: string): Promise<number> {
  return page.evaluate(
    (m) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('lumen-analytics');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) return resolve(0);
          const all = db.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => resolve((all.result as unknown[]).filter((i) => JSON.stringify(i).includes(m)).length);
        };
      }),
    marker,
  );
}

/** The events of logging request bodies (000 §7: graph message.data, or q) that name the marker. */
function sentEventsWith(bodies: readonly string[], marker: string): string[] {
  return bodies.flatMap((body) => {
    const form = new URLSearchParams(body);
    const message = form.get('message');
    const events = (message !== null ? (JSON.parse(message) as { data: { id: string }[] }).data : (JSON.parse(form.get('q') ?? '[]') as { id: string }[]));
    return events.filter((e) => JSON.stringify(e).includes(marker)).map((e) => e.id);
  });
}

/** Every logging request the browser sends (page, worker and service worker), by body. */
function watchLogRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.context().on('request', (req) => {
    if (/\/(logging_client_events|ajax\/bz|logging\/falco)(\/beacon)?$/.test(new URL(req.url()).pathname)) bodies.push(req.postData() ?? '');
  });
  return bodies;
}

test('events logged offline are sent once when the network returns, after a reload', async ({ page, context }) => {
  const sent = watchLogRequests(page);
  await logIn(page);
  await waitForServiceWorker(page);
  const marker = `offline${Date.now()}`;

  await goOffline(context);
  await navigateInApp(page, `/explore/?e2e=${marker}`);
  await expect.poll(() => queuedWith(page, marker)).toBe(1);
  await page.reload(); // offline: the page comes from the service worker; the queue from IndexedDB
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The view before the reload, kept, and the reloaded page's own view of the same address.
  await expect.poll(() => queuedWith(page, marker)).toBe(2);
  expect(sent.filter((b) => b.includes(marker))).toEqual([]);

  await goOnline(context);
  await expect.poll(() => eventsWith(page, marker).then((e) => e.length), { timeout: 20_000 }).toBe(2);
  expect((await eventsWith(page, marker)).map((e) => e.name)).toEqual(['page_view', 'page_view']);
  await expect.poll(() => queuedWith(page, marker)).toBe(0);
  // Sent once: each event went in one request only (the server would also keep a repeat once).
  await page.waitForTimeout(1500);
  const ids = sentEventsWith(sent, marker);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
});

test('nothing is sent, nor kept, while consent is needed (000 §5)', async ({ page }) => {
  const sent = watchLogRequests(page);
  await logIn(page, 'elena.petrova', SEED_PASSWORD);
  // The person's consent is asked again (the terms withdrawn): the server flags it (000 §5).
  const status = await page.evaluate(async () => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/web/consent/reset_gdpr_consent/', {
      method: 'POST',
      headers: { 'X-CSRFToken': decodeURIComponent(csrf), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: 'tos_version=eu',
    });
    return res.status;
  });
  expect(status).toBe(200);
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { _sharedData: { consent_required: boolean } })._sharedData.consent_required)).toBe(true);
  const marker = `consent${Date.now()}`;
  sent.length = 0;
  await page.waitForTimeout(500);
  await navigateInApp(page, `/explore/?e2e=${marker}`);
  // Past the default wait (10 s) and a page hide (beacons): nothing left the page, nothing was stored.
  await page.waitForTimeout(11_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  expect(await queuedWith(page, marker)).toBe(0);
  expect(await eventsWith(page, marker)).toEqual([]);
});
