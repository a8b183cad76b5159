/**
 * Benchmark 9 (Node side, issue 16): a new tab with no network, to the first feed post painted,
 * in the real built app served by its service worker, two rows:
 *
 *  - offline cold start (the cache the app keeps after a login: the feed's first page), against
 *    an empty page served by the same service worker the same way;
 *  - from a cache of 10,000 posts (written by the real persistence code for the app's viewer),
 *    against a raw read of the same 12 posts (the feed's first page) plus the empty page's paint.
 *
 * Both rows as a person's device starts: with the feed's first screen the app kept on its last
 * visit (sw/first-screen.ts), which the service worker serves with the page; two rows for
 * information delete it first, so the app paints the first post itself.
 *
 * The real server (server/main.ts, demo seed) serves the build for the login; then every
 * request fails as a lost connection would (the browser tests' offline profile), so each tab's
 * navigation goes through the service worker's navigation route to its HTML cache, and each run
 * starts from the same cache (online, the feed's refresh would rewrite its first page).
 */
import { join } from 'node:path';
import { devices } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CacheName } from '../../sw/cache-names';
import { FIRST_SCREEN_KEY } from '../../sw/first-screen';
import { CACHE_DB_NAME } from '../../worker/persistence/schema';
import { startAppServer } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { buildSeedScript } from './build-seed';
import { FIRST_POST_PATH, FloorTitle, putFloorPages, TEXT_PATH } from './floor-pages';
import type { FloorPages } from './floor-pages';
import { installPaintProbe } from './paint-probe';
import { EMPTY_HTML, EMPTY_PATH, openAndTime, phasesOf, rawReadFeedPosts } from './start-pages';
import type { Phases, RawRead } from './start-pages';

export const START_GOAL = 1.5;

export interface StartOptions {
  runs: number;
  posts: number;
}

// The service worker's own requests fail offline too (as in playwright.config.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Logged in, the service worker in control, '/' through it (so in its HTML cache), the feed's first page in the cache; the empty page and the floor pages put in the HTML cache. */
async function prepare(context: BrowserContext, origin: string): Promise<{ viewer: string; floor: FloorPages }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await logIn(page, origin);
  await settle(page, 0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(() => page.reload());
  await page.reload();
  await page.getByRole('article').first().waitFor();
  // The cache's write is debounced (000 §9): wait for the feed's first page and the viewer in it.
  const cached = (): Promise<{ items: number; viewer: string | null }> => page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const tx = db.transaction('meta');
    const read = (key: string) => new Promise<{ value?: unknown } | undefined>((res) => {
      const r = tx.objectStore('meta').get(key);
      r.onsuccess = () => res(r.result as { value?: unknown } | undefined);
      r.onerror = () => res(undefined);
    });
    const [feed, viewer] = await Promise.all([read('feed'), read('viewerId')]);
    db.close();
    return { items: ((feed?.value as { items?: unknown[] } | undefined)?.items ?? []).length, viewer: typeof viewer?.value === 'string' ? viewer.value : null };
  }, CACHE_DB_NAME);
  const deadline = Date.now() + 30_000;
  let state = await cached();
  while (state.items < 12 || state.viewer === null) {
    if (Date.now() > deadline) throw new Error(`the app's cache never held the feed's first page (${state.items} ids, viewer ${state.viewer})`);
    await pause(250);
    state = await cached();
  }
  await page.evaluate(async ({ cache, path, html }) => {
    const c = await caches.open(cache);
    await c.put(path, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  }, { cache: CacheName.html, path: EMPTY_PATH, html: EMPTY_HTML });
  // The app keeps its feed's first screen for the service worker (sw/first-screen.ts).
  await waitForSnapshot(page, (await page.getByRole('article').first().getAttribute('aria-label')) ?? '');
  const floor = await putFloorPages(page);
  if (errors().length) throw new Error(`the app reported errors while logging in: ${errors().join(' | ')}`);
  await page.close();
  return { viewer: state.viewer, floor };
}

/** The feed's first screen the app keeps in the service worker's HTML cache: its markup, or ''. */
const snapshotMarkup = (page: Page): Promise<string> =>
  page.evaluate(async ({ cache, key }) => {
    const r = await (await caches.open(cache)).match(key);
    return r ? r.text() : '';
  }, { cache: CacheName.html, key: FIRST_SCREEN_KEY });

/** Waits until the app has kept a first screen whose first post is `label` ('Post by …'). */
async function waitForSnapshot(page: Page, label: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const markup = await snapshotMarkup(page);
    const first = /<article[^>]*aria-label="([^"]*)"/.exec(markup)?.[1] ?? '';
    if (first === label) return;
    if (Date.now() > deadline) throw new Error(`the app never kept its first screen with "${label}" first (kept: "${first}")`);
    await pause(200);
  }
}

/** Deletes the kept first screen (from a tab of the empty page: the app is not running). */
async function dropSnapshot(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${EMPTY_PATH}`);
    await page.evaluate(async ({ cache, key }) => (await caches.open(cache)).delete(key), { cache: CacheName.html, key: FIRST_SCREEN_KEY });
  } finally {
    await page.close();
  }
}

/** With the first screen the app kept (as a person's device has it), or with none (the app's own start, for comparison). */
type Mode = 'snapshot' | 'none';

interface Runs {
  appMs: number[];
  appInDomMs: number[];
  appPhases: Phases[];
  emptyMs: number[];
  /** The empty page's own timing entries and the moment its body was in the DOM (as the app's). */
  emptyPhases: Phases[];
  emptyInDomMs: number[];
  rawMs: number[];
  /** The sum of the same run's raw read and empty page's paint. */
  baselineMs: number[];
  read: RawRead | null;
  /** The floor pages' paints (measure with floors only): one line of text, the first post alone. */
  textMs: number[];
  postMs: number[];
  /** Measured app runs whose first post came with the page (the kept first screen). */
  fromSnapshot: number;
}

/**
 * Alternating (which goes first flips each run), after one warm-up of each; each a new tab.
 * Mode 'snapshot': the warm-up tab stays until the app has kept the first screen of the cache's
 * feed (a person's last visit), and every run must paint it from that; mode 'none': the kept
 * first screen is deleted before each app run, which must then paint from the app.
 */
async function measure(context: BrowserContext, origin: string, runs: number, mode: Mode, floors = false): Promise<Runs> {
  const out: Runs = { appMs: [], appInDomMs: [], appPhases: [], emptyMs: [], emptyPhases: [], emptyInDomMs: [], rawMs: [], baselineMs: [], read: null, fromSnapshot: 0, textMs: [], postMs: [] };
  let expected = '';
  // BENCH_START_TRACE=<folder>: a Chrome trace of each measured tab, for reading where its time went (the traced runs are slower).
  const traceDir = process.env['BENCH_START_TRACE'];
  let traced = 0;
  const traceOf = (what: string, keep: boolean): string | undefined => (traceDir && keep ? join(traceDir, `${what}-${(traced += 1)}.json`) : undefined);
  const app = async (keep: boolean) => {
    if (mode === 'none') await dropSnapshot(context, origin);
    const { page, paint } = await openAndTime(context, `${origin}/`, 'the app', traceOf(`app-${mode}`, keep));
    try {
      const phases = await phasesOf(page);
      if (!keep && mode === 'snapshot') {
        // The app's own first post (over the page's), then its first screen kept.
        const own = page.locator('#root:not([data-first-screen]) main article').first();
        await own.waitFor({ timeout: 30_000 });
        const label = (await own.getAttribute('aria-label')) ?? '';
        if (label !== expected) throw new Error(`the app painted "${label}" first, the cache's feed starts with a post by ${expected}`);
        await waitForSnapshot(page, expected);
        return;
      }
      if (paint.label !== expected) throw new Error(`the app painted "${paint.label}" first, the cache's feed starts with ${expected}`);
      if (paint.fromSnapshot !== (mode === 'snapshot')) throw new Error(`the first post ${paint.fromSnapshot ? 'came with the page' : 'was painted by the app'} in mode ${mode}`);
      if (keep) {
        out.appMs.push(paint.ms);
        out.appInDomMs.push(paint.inDomMs);
        out.appPhases.push(phases);
        if (paint.fromSnapshot) out.fromSnapshot++;
      }
    } finally {
      await page.close();
    }
  };
  const empty = async (keep: boolean) => {
    const { page, paint } = await openAndTime(context, `${origin}${EMPTY_PATH}`, 'the empty page', traceOf(`empty-${mode}`, keep));
    let read: RawRead;
    try {
      const title = await page.title();
      if (title !== 'Empty') throw new Error(`the empty page did not come from the service worker's cache: ${page.url()} "${title}"`);
      if (keep) {
        out.emptyPhases.push(await phasesOf(page));
        out.emptyInDomMs.push(paint.inDomMs);
      }
      read = await rawReadFeedPosts(page, CACHE_DB_NAME);
    } catch (e) {
      await page.close();
      throw e;
    }
    if (read.posts !== read.ids.length || read.posts === 0) {
      const dbs = await page.evaluate(async () => JSON.stringify(await indexedDB.databases())).catch((e: unknown) => String(e));
      await page.close();
      throw new Error(`the cache's feed holds ${read.ids.length} ids, ${read.posts} of them posts (databases: ${dbs})`);
    }
    await page.close();
    out.read = read;
    if (keep) {
      out.emptyMs.push(paint.ms);
      out.rawMs.push(read.ms);
      out.baselineMs.push(paint.ms + read.ms);
    }
  };
  const floor = async (path: string, title: string, into: number[] | null) => {
    const { page, paint } = await openAndTime(context, `${origin}${path}`, title);
    try {
      const got = await page.title();
      if (got !== title) throw new Error(`the floor page ${path} did not come from the service worker's cache: "${got}"`);
      if (path === FIRST_POST_PATH && paint.label !== expected) throw new Error(`the first post page shows "${paint.label}", the cache's feed starts with ${expected}`);
      into?.push(paint.ms);
    } finally {
      await page.close();
    }
  };
  await empty(false);
  expected = `Post by ${out.read?.firstOwner ?? ''}`;
  await app(false);
  if (floors) {
    await floor(TEXT_PATH, FloorTitle.text, null);
    await floor(FIRST_POST_PATH, FloorTitle.firstPost, null);
  }
  for (let i = 0; i < runs; i++) {
    await pause(300); // the last tab's worker and its garbage gone
    if (i % 2 === 0) {
      await app(true);
      await pause(300);
      await empty(true);
    } else {
      await empty(true);
      await pause(300);
      await app(true);
    }
    if (!floors) continue;
    // The floor pages after the pair, their order flipped each run too.
    const both = [() => floor(TEXT_PATH, FloorTitle.text, out.textMs), () => floor(FIRST_POST_PATH, FloorTitle.firstPost, out.postMs)];
    for (const run of i % 2 === 0 ? both : both.reverse()) {
      await pause(300);
      await run();
    }
  }
  return out;
}

async function seed(context: BrowserContext, origin: string, script: string, posts: number, viewerId: string): Promise<number> {
  const page: Page = await context.newPage();
  try {
    await page.goto(`${origin}${EMPTY_PATH}`); // an empty page of the app's origin: the app is not running
    await page.evaluate(script);
    const { ms } = await page.evaluate(({ n, v }) => {
      const run = (window as unknown as { lumenStartSeed?: (n: number, v: string) => Promise<{ ms: number }> }).lumenStartSeed;
      if (!run) throw new Error('the seed script is missing');
      return run(n, v);
    }, { n: posts, v: viewerId });
    return ms;
  } finally {
    await page.close();
  }
}

const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
const med = (xs: number[]) => summarize(xs).median.toFixed(0);
/** Medians of where the app's time went. */
const phaseNote = (r: Runs) => `HTML received ${med(r.appPhases.map((p) => p.html))}, scripts received ${med(r.appPhases.map((p) => p.scripts))}, stylesheet received ${med(r.appPhases.map((p) => p.styles))}, document parsed ${med(r.appPhases.map((p) => p.parsed))}, the bundle evaluated (lumen:main) ${med(r.appPhases.map((p) => p.main))}, the client started ${med(r.appPhases.map((p) => p.clientStart))}, its module scripts run (DOMContentLoaded) ${med(r.appPhases.map((p) => p.scriptsRun))}, first contentful paint ${med(r.appPhases.map((p) => p.fcp))} (-1: not reported yet), first article in the DOM ${med(r.appInDomMs)}, painted ${med(r.appMs)} ms`;
/** Medians of the empty page's: the same entries, for what the app's add to them. */
const emptyNote = (r: Runs) => `HTML received ${med(r.emptyPhases.map((p) => p.html))}, document parsed ${med(r.emptyPhases.map((p) => p.parsed))}, body in the DOM ${med(r.emptyInDomMs)}, painted ${med(r.emptyMs)} ms`;
const snapshotNote = (r: Runs) => `${r.fromSnapshot} of ${r.appMs.length} runs painted the kept first screen`;

export async function runStartBench(_env: BenchEnv, opts: StartOptions = { runs: 7, posts: 10_000 }): Promise<BenchReport> {
  const script = await buildSeedScript();
  const server = await startAppServer();
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  try {
    await browser.context.addInitScript(KEEP_NAMES_SHIM);
    await browser.context.addInitScript(installPaintProbe, { [EMPTY_PATH]: 'body', [TEXT_PATH]: 'p', [FIRST_POST_PATH]: 'main article' });
    const { viewer: viewerId, floor } = await prepare(browser.context, server.origin);
    await goOffline(browser.context);
    const small = await measure(browser.context, server.origin, opts.runs, 'snapshot', true);
    const smallBare = await measure(browser.context, server.origin, opts.runs, 'none');
    const seedMs = await seed(browser.context, server.origin, script, opts.posts, viewerId);
    const large = await measure(browser.context, server.origin, opts.runs, 'snapshot');
    const largeBare = await measure(browser.context, server.origin, opts.runs, 'none');
    const empty = (r: Runs) => ({ label: 'an empty page from the same service worker: its first paint', summary: summarize(r.emptyMs) });
    return {
      id: '9',
      title: 'A new tab with no network to the first feed post painted (real app, service worker, persistent profile)',
      rows: [
        {
          title: 'offline cold start: navigation → first feed post painted',
          measured: { label: 'app, the cache of a login (the feed\'s first page)', summary: summarize(small.appMs) },
          baseline: empty(small),
          stat: 'median',
          goalMax: START_GOAL,
        },
        {
          title: `from a cache of ${opts.posts.toLocaleString('en')} posts: navigation → first feed post painted`,
          measured: { label: `app, ${opts.posts.toLocaleString('en')} posts in the cache`, summary: summarize(large.appMs) },
          baseline: { label: 'raw read of the same 12 posts + the empty page\'s paint', summary: summarize(large.baselineMs) },
          stat: 'median',
          goalMax: START_GOAL,
        },
        {
          title: 'offline cold start with no first screen kept (the app paints it): navigation → first feed post painted',
          measured: { label: 'app, the cache of a login, the kept first screen deleted', summary: summarize(smallBare.appMs) },
          baseline: empty(smallBare),
          stat: 'median',
          goalMax: null,
        },
        {
          title: `from a cache of ${opts.posts.toLocaleString('en')} posts with no first screen kept: navigation → first feed post painted`,
          measured: { label: `app, ${opts.posts.toLocaleString('en')} posts, the kept first screen deleted`, summary: summarize(largeBare.appMs) },
          baseline: { label: 'raw read of the same 12 posts + the empty page\'s paint', summary: summarize(largeBare.baselineMs) },
          stat: 'median',
          goalMax: null,
        },
        {
          title: 'floor: one line of text in the app\'s font stack, served the same way: navigation → painted',
          measured: { label: `one line, font-family ${floor.fontFamily}`, summary: summarize(small.textMs) },
          baseline: empty(small),
          stat: 'median',
          goalMax: null,
        },
        {
          title: 'floor: the first post alone with the first screen\'s rules inline, no pictures, served the same way: navigation → painted',
          measured: { label: `the first post (${floor.postBytes} B) and its rules (${floor.rulesBytes} B)`, summary: summarize(small.postMs) },
          baseline: empty(small),
          stat: 'median',
          goalMax: null,
        },
      ],
      notes: [
        `timed from the tab's navigation start (its time origin) to a post-paint marker of the frame after the element (the app: the first \`main article\`; the empty page: \`body\`) is in the DOM; each run a new tab, alternating, after one warm-up of each`,
        `the goal rows: the first screen the app kept on its last visit comes with the page from the service worker (sw/first-screen.ts; ${snapshotNote(small)}, ${snapshotNote(large)} with ${opts.posts.toLocaleString('en')} posts); the two rows for information delete it before each run, so the app paints the first post itself (${snapshotNote(smallBare)}, ${snapshotNote(largeBare)})`,
        `where the app's time goes (medians, ms from navigation start): offline cold start: ${phaseNote(small)}; ${opts.posts.toLocaleString('en')} posts: ${phaseNote(large)}; the empty page beside them: ${emptyNote(small)}; with no first screen kept: ${phaseNote(smallBare)}; ${opts.posts.toLocaleString('en')} posts: ${phaseNote(largeBare)}`,
        `raw read of the feed's ${large.read?.ids.length ?? 0} posts (open, meta, ${large.read?.ids.length ?? 0} gets, one transaction): ${opts.posts.toLocaleString('en')}-post cache median ${summarize(large.rawMs).median.toFixed(1)} ms (${fmt(large.rawMs)}); the login's cache median ${summarize(small.rawMs).median.toFixed(1)} ms; empty page's paint in the second row median ${summarize(large.emptyMs).median.toFixed(0)} ms (${fmt(large.emptyMs)})`,
        `floor pages (same runs as the offline cold start, after each pair): one line of text ${fmt(small.textMs)}; the first post alone ${fmt(small.postMs)} ms`,
        `cache of ${opts.posts.toLocaleString('en')} posts written through worker/persistence for the app's viewer in ${seedMs.toFixed(0)} ms; app runs: cold start ${fmt(small.appMs)}; large ${fmt(large.appMs)}; with no first screen kept ${fmt(smallBare.appMs)}; large ${fmt(largeBare.appMs)} ms; empty page ${fmt(small.emptyMs)}`,
        'Pixel 7 emulation, headless, one persistent profile in a temp folder; offline: every request fails (context offline + routes aborted, the service worker\'s included)',
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
