import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../fixtures/seed/people';
import { goOffline, goOnline, waitForServiceWorker } from './helpers';
import { logInToFeed as logIn } from './support/session';

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

/**
 * Every logging request that reached the server (page, worker and service worker), by body. An
 * attempt the offline network failed is not a send: it is retried, and counted when it arrives.
 */
function watchLogRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.context().on('requestfinished', (req) => {
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

interface StoredEvent {
  name: string;
  deviceId: string;
  data: string;
}

/** The events this browser's device (its `mid` cookie) stored at the server, oldest first, as /dev/analytics.json lists them. */
async function storedForDevice(page: Page, names: readonly string[]): Promise<{ name: string; extra: Record<string, unknown> }[]> {
  const mid = (await page.context().cookies()).find((c) => c.name === 'mid')?.value;
  if (mid === undefined) throw new Error('no mid cookie: the device is unknown');
  const res = await page.request.get('/dev/analytics.json');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { recent: StoredEvent[] };
  return body.recent
    .filter((e) => e.deviceId === mid && names.includes(e.name))
    .reverse()
    .map((e) => ({ name: e.name, extra: (JSON.parse(e.data) as { extra: Record<string, unknown> }).extra }));
}

test('001 §2: a navigation between two screens is stored at the server as location_changed, paths only', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Search and explore' }).click();
  await expect(page).toHaveURL(/\/explore\/$/);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Client events wait up to 10 s in the queue before they are sent (ARCHITECTURE.md, issue 14).
  await expect.poll(async () => (await storedForDevice(page, ['location_changed'])).map((e) => e.extra), { timeout: 30_000 }).toEqual(
    expect.arrayContaining([{ from: '/', to: '/explore/' }, { from: '/explore/', to: '/' }]),
  );
  // In-app navigations load nothing: one loaded and one entry point per page load, no more.
  const perLoad = await storedForDevice(page, ['loaded', 'entrypoint_tracked']);
  const loads = perLoad.filter((e) => e.name === 'loaded').length;
  expect(loads).toBeGreaterThan(0);
  expect(perLoad.filter((e) => e.name === 'entrypoint_tracked')).toHaveLength(loads);
});

test('the cold start (app_start, 001 §9) is logged once per tab session that starts on the feed, when the feed shows: not on a reload, nor for a session starting elsewhere', async ({ context }) => {
  // 001 §9 samples app start 1 in 5,000 (worker/analytics/sampling.ts, unit-tested), so the
  // server almost never stores one: the test counts what each tab hands to the logging pipeline,
  // the analytics batches the page posts to the worker (one postMessage a frame, log-client.ts).
  const starts = new Map<Page, number>();
  const views = new Map<Page, string[]>();
  await context.exposeBinding('lumenTestLog', ({ page }, names: string[], paths: string[]) => {
    starts.set(page, (starts.get(page) ?? 0) + names.filter((n) => n === 'app_start').length);
    views.set(page, [...(views.get(page) ?? []), ...paths]);
  });
  await context.addInitScript(() => {
    const post = MessagePort.prototype.postMessage;
    const record = (globalThis as unknown as { lumenTestLog: (names: string[], paths: string[]) => Promise<void> }).lumenTestLog;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      const batch = message as { t?: string; events?: { name: string }[] } | null;
      if (batch?.t === 'log') {
        const events = batch.events ?? [];
        void record(events.map((e) => e.name), events.filter((e) => e.name === 'page_view').map((e) => JSON.stringify(e)));
      }
      return (post as (this: MessagePort, m: unknown, ...r: unknown[]) => void).call(this, message, ...rest);
    } as typeof MessagePort.prototype.postMessage;
  });
  /**
   * A page load of this tab, once its logging ran: its page_view (naming the marker) was handed
   * to the pipeline, and (on the feed) its first post showed and the frames after it ran, when
   * a cold start is logged if it is one.
   */
  const loadAndWait = async (page: Page, marker: string, path = '/') => {
    await page.goto(`${path}?e2e=${marker}`);
    await expect.poll(() => (views.get(page) ?? []).some((v) => v.includes(marker)), { timeout: 15_000 }).toBe(true);
    if (path === '/') await expect(page.getByRole('article').first()).toBeVisible();
    await afterFrames(page);
  };

  // The tab that logs in starts its session on the login page: no cold start there.
  const login = await context.newPage();
  await logIn(login);
  await loadAndWait(login, `coldlogin${Date.now()}`);
  expect(starts.get(login) ?? 0).toBe(0);

  // A new tab on the feed: its session's cold start, once the feed shows its first post.
  const first = await context.newPage();
  await loadAndWait(first, `coldfeed${Date.now()}`);
  await expect.poll(() => starts.get(first) ?? 0).toBe(1);
  // Another page load in the same tab is the same session: no second app_start.
  await first.reload();
  await loadAndWait(first, `coldreload${Date.now()}`);
  expect(starts.get(first)).toBe(1);

  // A tab whose session starts on another page has none, also once it opens the feed.
  const elsewhere = await context.newPage();
  await loadAndWait(elsewhere, `coldexplore${Date.now()}`, '/explore/');
  await elsewhere.getByRole('link', { name: 'Home' }).first().click();
  await expect(elsewhere.getByRole('article').first()).toBeVisible();
  await afterFrames(elsewhere);
  await loadAndWait(elsewhere, `coldelse${Date.now()}`);
  expect(starts.get(elsewhere) ?? 0).toBe(0);
  expect(starts.get(first)).toBe(1);
});

/** Resolves once three frames and a task after them ran in the page (a batch posted "after the frame" went). */
async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise<void>((r) => requestAnimationFrame(() => r()));
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}
