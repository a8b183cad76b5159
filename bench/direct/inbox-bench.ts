/**
 * Benchmark 13c (issue 13): the inbox of 200 cached conversations opened in a new tab with no
 * network, to the first conversation painted, against a static page painting the same 200 rows.
 *
 * As benchmark 9 (bench/start): the real server (demo seed) serves the real production build;
 * one persistent profile (IndexedDB on disk, as a person), Pixel 7; logged in as demo, the inbox
 * opened once online (so the app caches its direct slice and the service worker its page).
 * Then, offline and with no app tab open, the cached slice is rewritten with 200 one-to-one conversations
 * (./inbox-pages.ts seedInbox, on the shape of what the app cached), and the static page (the
 * same 200 rows as plain HTML and CSS) is put in the service worker's HTML cache; the app's
 * inbox is opened once over them, until it has kept its first screen (sw/first-screen.ts), as
 * a person's device holds it after they last saw their inbox. Every request
 * then fails as a lost connection would, so both come through the service worker's navigation
 * route: the app's /direct/inbox/ and the static page.
 *
 *  - Timed (./inbox-pages.ts installRowPaintProbe, an init script in every tab): from the
 *    tab's navigation start to the frame done after the first row of the "Conversations" list
 *    is in the DOM; the first row is checked to be the same conversation in both.
 *  - Alternating (which goes first flips each run), after one warm-up of each; each a new tab.
 */
import { writeFile } from 'node:fs/promises';
import { devices } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { CacheName } from '../../sw/cache-names';
import { FIRST_SCREEN_PAGES } from '../../sw/first-screen';
import { MetaKey } from '../../worker/persistence/persisted-view';
import { CACHE_DB_NAME } from '../../worker/persistence/schema';
import { startAppServer } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause, withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { INBOX_THREADS, inboxRows, installRowPaintProbe, seedInbox, STATIC_INBOX_PATH, staticInboxHtml } from './inbox-pages';
import type { RowPaint } from './inbox-pages';
import { phasesOf } from '../start/start-pages';
import type { Phases } from '../start/start-pages';

const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 9);
const PROFILE_TO = process.env.BENCH_INBOX_CPU_PROFILE;

// The service worker's own requests fail offline too (as in playwright.config.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Logged in, the service worker in control, the inbox opened (cached); then, no app tab open, the 200 conversations and the static page written. */
async function prepare(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await logIn(page, origin);
  await settle(page, 0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(() => page.reload());
  await page.goto(`${origin}/direct/inbox/`);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().waitFor();
  // The cache's write is debounced: wait for the direct slice to be stored.
  const cachedThreads = () => page.evaluate(async ({ db, key }) => {
    const conn = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open(db);
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const row = await new Promise<unknown>((res) => {
      const r = conn.transaction('meta').objectStore('meta').get(key);
      r.onsuccess = () => res(r.result);
      r.onerror = () => res(undefined);
    });
    conn.close();
    return Object.keys((row as { value?: { threads?: object } } | undefined)?.value?.threads ?? {}).length;
  }, { db: CACHE_DB_NAME, key: MetaKey.direct });
  const deadline = Date.now() + 30_000;
  while ((await cachedThreads()) === 0) {
    if (Date.now() > deadline) throw new Error('the app never cached its inbox');
    await pause(250);
  }
  if (errors().length) throw new Error(`the app reported errors: ${errors().join(' | ')}`);
  const html = staticInboxHtml(inboxRows());
  await page.evaluate(async ({ cache, path, body }) => {
    const c = await caches.open(cache);
    await c.put(path, new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  }, { cache: CacheName.html, path: STATIC_INBOX_PATH, body: html });
  await page.close();
}

/** Offline, no app tab open: the static page (from the service worker's cache; no app in it) rewrites the cached slice. */
async function seed(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${STATIC_INBOX_PATH}`);
    if ((await page.title()) !== 'Inbox') throw new Error(`the static page did not come from the service worker's cache: "${await page.title()}"`);
    const written = await page.evaluate(seedInbox, { db: CACHE_DB_NAME, key: MetaKey.direct, rows: inboxRows(), nowUs: Date.now() * 1000 });
    if (written !== INBOX_THREADS) throw new Error(`seeded ${written} conversations`);
  } finally {
    await page.close();
  }
}

/**
 * The app's inbox opened once (offline, over the seeded conversations), left until it has kept
 * its first screen for the service worker (sw/first-screen.ts FIRST_SCREEN_PAGES.inbox) with
 * `label` first, as a person's device holds it after they last saw their inbox.
 */
async function keepInboxFirstScreen(context: BrowserContext, origin: string, label: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${FIRST_SCREEN_PAGES.inbox.path}`);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const markup = await page.evaluate(async ({ cache, key }) => {
        const r = await (await caches.open(cache)).match(key);
        return r ? r.text() : '';
      }, { cache: CacheName.html, key: FIRST_SCREEN_PAGES.inbox.key });
      const first = /<ul[^>]*aria-label="Conversations"[^>]*>.*?<a[^>]*aria-label="([^"]*)"/s.exec(markup)?.[1] ?? '';
      if (first === label.replace(/&/g, '&amp;').replace(/"/g, '&quot;')) return;
      if (Date.now() > deadline) throw new Error(`the app never kept its inbox first screen with "${label}" first (kept: "${first}")`);
      await pause(200);
    }
  } finally {
    await page.close();
  }
}

async function openAndTime(context: BrowserContext, url: string, what: string): Promise<{ paint: RowPaint; phases: Phases }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  // BENCH_INBOX_CPU_PROFILE=<file>: the app's page's main thread is profiled (CDP) from before its navigation to the row's paint, the last run kept.
  const cdp = PROFILE_TO && what === 'app' ? await context.newCDPSession(page) : null;
  try {
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await withTimeout(page.evaluate(() => (window as unknown as { lumenFirstRow: Promise<RowPaint> }).lumenFirstRow), 30_000, `${what}: the first row`);
    if (cdp && PROFILE_TO) await writeFile(PROFILE_TO, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    return { paint, phases: await phasesOf(page) };
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
  } finally {
    await page.close();
  }
}

export async function runInboxBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const server = await startAppServer();
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  try {
    await browser.context.addInitScript(KEEP_NAMES_SHIM);
    await browser.context.addInitScript(installRowPaintProbe);
    await prepare(browser.context, server.origin);
    await goOffline(browser.context);
    await pause(500); // the app tab's worker gone
    await seed(browser.context, server.origin);
    const first = inboxRows()[0];
    const expected = first ? `${first.username}${first.unread ? ', unread' : ''}: ${first.preview}` : '';
    await keepInboxFirstScreen(browser.context, server.origin, expected);
    const app: number[] = [];
    const plain: number[] = [];
    const appRows: number[] = [];
    const appPhases: (Phases & { inDom: number })[] = [];
    const one = async (kind: 'app' | 'static', keep: boolean) => {
      const { paint, phases } = await openAndTime(browser.context, `${server.origin}${kind === 'app' ? '/direct/inbox/' : STATIC_INBOX_PATH}`, kind);
      if (paint.label !== expected) throw new Error(`${kind}: the first row painted is "${paint.label}", expected "${expected}"`);
      if (!keep) return;
      (kind === 'app' ? app : plain).push(paint.ms);
      if (kind === 'app') {
        appRows.push(paint.rows);
        appPhases.push({ ...phases, inDom: paint.inDomMs });
      }
    };
    await one('static', false);
    await one('app', false);
    for (let i = 0; i < RUNS; i++) {
      await pause(300);
      const order: ('app' | 'static')[] = i % 2 === 0 ? ['app', 'static'] : ['static', 'app'];
      for (const kind of order) {
        await one(kind, true);
        await pause(300);
      }
    }
    const a = summarize(app);
    const s = summarize(plain);
    const med = (pick: (p: Phases & { inDom: number }) => number) => summarize(appPhases.map(pick)).median.toFixed(0);
    const spread = (xs: number[]) => `min–max ${summarize(xs).min.toFixed(1)}–${summarize(xs).max.toFixed(1)}`;
    return {
      id,
      title: `The inbox of ${INBOX_THREADS} cached conversations opened offline, to the first row painted (real app, service worker, persistent profile)`,
      rows: [
        {
          title: 'new tab, no network: navigation → first conversation painted',
          measured: { label: `app /direct/inbox/, ${INBOX_THREADS} conversations from the cache`, summary: a },
          baseline: { label: `a static page of the same ${INBOX_THREADS} rows, same service worker`, summary: s },
          stat: 'median',
          goalMax: 1.5,
        },
      ],
      notes: [
        `${RUNS} runs of each after a warm-up, alternating; app ${spread(app)} ms, p95 ${a.p95.toFixed(0)}; static ${spread(plain)} ms, p95 ${s.p95.toFixed(0)}; rows in the app's list at its first paint: ${summarize(appRows).median}.`,
        `Where the app's time goes (medians, from the navigation start): HTML received ${med((p) => p.html)} ms, scripts received ${med((p) => p.scripts)} ms, boot screen painted (FCP) ${med((p) => p.fcp)} ms, first row in the DOM ${med((p) => p.inDom)} ms, its frame done ${a.median.toFixed(0)} ms.`,
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
