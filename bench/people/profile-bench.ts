/**
 * Benchmark 15b (issue 12): opening a cached profile. A tap on a profile link in the app (the
 * profile visited before in the tab, so its answer and its images are cached) to the frame that
 * shows its header and 12 tiles with their images, against navigating to a static page with
 * the same header and the same 12 images, in the same run.
 *
 * As benchmark 13c, but on the scale data of benchmarks 14 and 15 (the demo seed's people have
 * fewer than 12 posts): the real server (./scale-server.ts, in this process, on a free port)
 * serving the real build, one persistent profile (IndexedDB and the caches on disk), Pixel 7;
 * demo logs in; the first author of the feed whose profile has 12 posts or more is the one
 * opened (from the author link of their post). The
 * profile is opened once online (its answer kept, its images in the service worker's media
 * cache), the static page (./profile-pages.ts, the app's header and first 12 image URLs read
 * from its DOM) is put in the service worker's HTML cache, and then every request fails as a
 * lost connection would, so both read caches only: the app tab what it holds and the media
 * cache, the static page the service worker's navigation route and the same media cache.
 *
 *  - Timed (./profile-pages.ts installProfileProbe): the app, from the tap's click (capture
 *    phase, before the router) in the feed; the static page, from its navigation's start (each
 *    run a navigation of a second tab); to the frame done after the header and 12 tiles are in
 *    the DOM with their images loaded and decoded.
 *  - Alternating (which goes first flips each run), after one warm-up of each; back to the feed
 *    (history) after each tap.
 */
import { devices } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CacheName } from '../../sw/cache-names';
import { DEMO_USER } from '../../fixtures/seed/people';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause, withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { installProfileProbe, STATIC_PROFILE_PATH, staticProfileHtml, TILES } from './profile-pages';
import type { ProfilePaint, ProfileShown } from './profile-pages';
import { scaleDataDir } from './scale-cache';
import { listenOnLoopback, startScaleServer } from './scale-server';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 9);
export const PROFILE_GOAL = 1.5;

// The service worker's own requests fail offline too (as in playwright.config.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

type ProbeWindow = { lumenProfileProbe: { arm(username: string, fromClick: boolean): void }; lumenProfilePaint: Promise<ProfilePaint> };

const authorLink = (page: Page, username: string) => page.locator(`main article a.username-link[href="/${username}/"]`).first();

/** What the profile shows once its 12 first images are loaded (the static page copies it). */
async function readProfile(page: Page, username: string): Promise<ProfileShown> {
  await page.waitForFunction(
    ({ n }) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('main ul.post-grid > li img')].slice(0, n);
      return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    { n: TILES },
    { timeout: 20_000 },
  );
  return page.evaluate(
    ({ n, username }) => ({
      username,
      avatar: document.querySelector<HTMLImageElement>('main .profile__header .profile__avatar img')?.src ?? '',
      counts: [...document.querySelectorAll('main .profile__header .profile__stat')].map((li) => li.textContent ?? ''),
      fullName: document.querySelector('main .profile__header .profile__name')?.textContent ?? '',
      tiles: [...document.querySelectorAll<HTMLImageElement>('main ul.post-grid > li img')].slice(0, n).map((i) => i.src),
    }),
    { n: TILES, username },
  );
}

/** The feed's first author (not demo) whose profile shows 12 posts or more; left open once, so it is cached. */
async function pickProfile(page: Page): Promise<ProfileShown> {
  const hrefs = await page.locator('main article a.username-link').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    const username = href.replace(/^\/|\/$/g, '');
    if (username === '' || username === DEMO_USER) continue;
    await authorLink(page, username).tap();
    await page.locator('main .profile__header .profile__username').waitFor();
    const tiles = await page.locator('main ul.post-grid > li').count();
    if (tiles >= TILES) {
      const shown = await readProfile(page, username);
      await page.goBack();
      return shown;
    }
    await page.goBack();
  }
  throw new Error(`no author of the feed's first posts has ${TILES} posts`);
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function runProfileBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const scale = await startScaleServer(await scaleDataDir((line) => console.log(`  ${line}`)));
  const server = { origin: await listenOnLoopback(scale) };
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  try {
    await browser.context.addInitScript(KEEP_NAMES_SHIM);
    await browser.context.addInitScript(installProfileProbe, { staticPath: STATIC_PROFILE_PATH, tiles: TILES });
    const app = await browser.context.newPage();
    const errors = watchErrors(app);
    await logIn(app, server.origin);
    await settle(app, 0);
    await app.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(() => app.reload());
    await app.getByRole('article').first().waitFor();
    const shown = await pickProfile(app);
    await app.evaluate(async ({ cache, path, body }) => {
      const c = await caches.open(cache);
      await c.put(path, new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    }, { cache: CacheName.html, path: STATIC_PROFILE_PATH, body: staticProfileHtml(shown) });
    await goOffline(browser.context);
    const plain = await browser.context.newPage();
    const plainErrors = watchErrors(plain);

    // Each tab in front for its run: a tab behind gets its animation frames once a second or so.
    const tap = async (): Promise<ProfilePaint> => {
      await app.bringToFront();
      const link = authorLink(app, shown.username);
      await link.waitFor();
      await link.scrollIntoViewIfNeeded();
      await pause(200);
      await app.evaluate((u) => (window as unknown as ProbeWindow).lumenProfileProbe.arm(u, true), shown.username);
      await link.tap();
      const paint = await withTimeout(app.evaluate(() => (window as unknown as ProbeWindow).lumenProfilePaint), 20_000, `the app: ${shown.username}'s header and ${TILES} tiles${errors().length ? `; page: ${errors().join(' | ')}` : ''}`);
      await app.goBack();
      return paint;
    };
    const navigate = async (): Promise<ProfilePaint> => {
      await plain.bringToFront();
      await pause(200);
      await plain.goto(`${server.origin}${STATIC_PROFILE_PATH}`, { waitUntil: 'commit' });
      return withTimeout(plain.evaluate(() => (window as unknown as ProbeWindow).lumenProfilePaint), 20_000, `the static page${plainErrors().length ? `; page: ${plainErrors().join(' | ')}` : ''}`);
    };
    const appMs: number[] = [];
    const appReady: number[] = [];
    const appDecoded: number[] = [];
    const plainMs: number[] = [];
    await navigate();
    await tap();
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? ['app', 'static'] : ['static', 'app'];
      for (const kind of order) {
        if (kind === 'app') {
          const p = await tap();
          appMs.push(p.ms);
          appReady.push(p.readyMs);
          appDecoded.push(p.decodedMs);
          if (process.env.BENCH_LOG) console.log(`  app run: ready ${p.readyMs.toFixed(1)} decoded ${p.decodedMs.toFixed(1)} painted ${p.ms.toFixed(1)} ms`);
        } else plainMs.push((await navigate()).ms);
      }
    }
    if ((await plain.title()) !== shown.username) throw new Error(`the static page did not come from the service worker's cache: "${await plain.title()}"`);
    // Offline, the browser logs each request the app tab still makes (the feed's refresh, pictures never cached) as failed: not the app's errors.
    const appErrors = errors().filter((e) => !e.startsWith('Failed to load resource'));
    if (appErrors.length) throw new Error(`the app reported errors: ${appErrors.join(' | ')}`);
    const a = summarize(appMs);
    const s = summarize(plainMs);
    return {
      id,
      title: `Opening a cached profile: tap → header and ${TILES} tiles painted (real app, service worker, persistent profile)`,
      rows: [
        {
          title: `tap on ${shown.username} (visited before) → header and ${TILES} tiles painted`,
          measured: { label: `app, the feed's author link → /${shown.username}/, caches only`, summary: a },
          baseline: { label: `navigation to a static page of the same header and ${TILES} images`, summary: s },
          stat: 'median',
          goalMax: PROFILE_GOAL,
        },
      ],
      notes: [
        `${RUNS} runs of each after a warm-up, alternating; p95 app ${a.p95.toFixed(1)} ms, static ${s.p95.toFixed(1)} ms; the app's header and tiles in the DOM with images loaded at median ${summarize(appReady).median.toFixed(1)} ms after the tap, decoded at ${summarize(appDecoded).median.toFixed(1)} ms`,
      ],
    };
  } finally {
    await browser.close();
    await scale.close();
  }
}
