/**
 * Benchmark 14, browser row (issue 12): search as you type in the real app over the scale data,
 * keystroke → the frame that shows that query's results, against a bare `fetch` of the same
 * search URL (the same headers the app's worker sent) from the same page, in the same run.
 *
 * The real server (buildServer on the cached scale data, ./scale-server.ts) listens on a free
 * port of 127.0.0.1 in this process and serves the app's production build (DIST_DIR or dist/);
 * one persistent profile (lib/profile-browser.ts), Pixel 7; demo logs in through the login
 * page, then /explore/search/. For each of the 40 usernames (./typed-prefixes.ts) the field is
 * typed key by key (1–6 characters); each key is timed from its keydown (./search-probe.ts) to
 * the frame that shows the answer of the text typed, checked against the bare fetch of the same
 * prefix (the same number of rows, the same first person). Which of the two goes first
 * alternates with each prefix (the second finds the server's pages warm). Then the field is
 * cleared (the recent searches come back) for the next name. One unmeasured warm-up name first.
 */
import { devices } from '@playwright/test';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { PeoplePath } from '../../sync/api/paths';
import { watchErrors } from '../lib/bench-env';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { Row } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause, withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { listenOnLoopback } from './scale-server';
import type { ScaleServer } from './scale-server';
import { installSearchProbe } from './search-probe';
import type { BareFetch, SearchExpected, SearchPaint } from './search-probe';
import { typedPrefixes } from './typed-prefixes';

export const SEARCH_BROWSER_GOAL = 1.3;
const NAMES = Number(process.env.BENCH_SEARCH_NAMES ?? 40);

interface ProbeWindow {
  lumenSearchProbe: { arm(q: string, e: SearchExpected): void; fetch(url: string, headers: Record<string, string>): Promise<BareFetch> };
  lumenSearchPending: Promise<SearchPaint>;
}

const searchUrl = (q: string) => `${PeoplePath.search}?${new URLSearchParams({ context: 'blended', query: q }).toString()}`;

/** The names' prefixes, grouped by name (the field is cleared between names). */
function typedNames(dataDir: string): string[][] {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const prefixes = typedPrefixes(db, NAMES + 1);
  db.close();
  const names: string[][] = [];
  for (const p of prefixes) {
    if (p.length === 1) names.push([]);
    names[names.length - 1]?.push(p);
  }
  return names;
}

/** The headers the app's worker sends with a search (so the bare fetch is the same request); typed once to see one. */
async function appSearchHeaders(page: Page): Promise<Record<string, string>> {
  const request = page.context().waitForEvent('request', { predicate: (r) => r.url().includes(PeoplePath.search), timeout: 15_000 });
  const field = page.getByRole('searchbox', { name: /search/i });
  await field.press('z');
  const headers = await (await request).allHeaders();
  await field.fill('');
  await page.getByRole('heading', { name: 'Recent' }).waitFor();
  const keep = ['x-requested-with', 'x-ig-app-id', 'x-ig-www-claim', 'accept'];
  return Object.fromEntries(Object.entries(headers).filter(([k]) => keep.includes(k.toLowerCase())));
}

export async function searchBrowserRow(server: ScaleServer, dataDir: string): Promise<{ row: Row; notes: string[] }> {
  const origin = await listenOnLoopback(server);
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  try {
    await browser.context.addInitScript(KEEP_NAMES_SHIM);
    await browser.context.addInitScript(installSearchProbe);
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await logIn(page, origin);
    await settle(page, 500);
    await page.goto(`${origin}/explore/search/`);
    await page.getByRole('heading', { name: 'Recent' }).waitFor();
    const headers = await appSearchHeaders(page);
    const field = page.getByRole('searchbox', { name: /search/i });
    const names = typedNames(dataDir);
    const app: number[] = [];
    const bare: number[] = [];
    const inDom: number[] = [];
    let turn = 0;
    for (const [n, prefixes] of names.entries()) {
      const measured = n > 0; // the first name warms up
      for (const q of prefixes) {
        const bareFirst = turn++ % 2 === 0;
        const timeBare = () => page.evaluate(({ url, h }) => (window as unknown as ProbeWindow).lumenSearchProbe.fetch(url, h), { url: searchUrl(q), h: headers });
        const before = bareFirst ? await timeBare() : null;
        // The expected answer: the bare fetch's (the one that ran, or a look before the keystroke).
        const expected = before ?? (await timeBare());
        await page.evaluate(({ query, e }) => (window as unknown as ProbeWindow).lumenSearchProbe.arm(query, e), { query: q, e: { rows: expected.rows, first: expected.first } });
        await page.keyboard.press(q.slice(-1));
        const paint = await withTimeout(page.evaluate(() => (window as unknown as ProbeWindow).lumenSearchPending), 20_000, `"${q}": the results painted`).catch(async (e: unknown) => {
          const shown = await page.evaluate(() => {
            const section = document.querySelector('section[aria-label="Search results"]');
            return `field "${document.querySelector<HTMLInputElement>('main input[type="search"]')?.value ?? ''}", busy ${section?.getAttribute('aria-busy') ?? '—'}, ${section?.querySelectorAll('ul.user-list > li').length ?? 0} rows, first ${section?.querySelector('ul.user-list > li .user-row__username')?.firstChild?.textContent ?? '—'}`;
          });
          throw new Error(`${e instanceof Error ? e.message : String(e)}: expected ${expected.rows} rows, first ${expected.first || '—'}; shown: ${shown}${errors().length ? `; page: ${errors().join(' | ')}` : ''}`);
        });
        const after = bareFirst ? null : await timeBare();
        if (measured) {
          app.push(paint.ms);
          inDom.push(paint.inDomMs);
          bare.push((before ?? after)?.ms ?? Number.NaN);
        }
        await pause(50);
      }
      await field.fill('');
      await page.getByRole('heading', { name: 'Recent' }).waitFor();
      await pause(100);
    }
    if (errors().length) throw new Error(`the app reported errors: ${errors().join(' | ')}`);
    const a = summarize(app);
    const b = summarize(bare);
    return {
      row: {
        title: 'search as you type, browser: keystroke → results painted p95 / bare fetch p95',
        measured: { label: `the app's search screen, ${app.length} keystrokes`, summary: a },
        baseline: { label: 'fetch of the same search URL from the same page', summary: b },
        stat: 'p95',
        goalMax: SEARCH_BROWSER_GOAL,
      },
      notes: [
        `browser row: ${names.length - 1} names typed key by key after one warm-up name (Pixel 7, persistent profile, the server in this process on ${origin}); keystroke → results in the DOM median ${summarize(inDom).median.toFixed(1)} ms, p95 ${summarize(inDom).p95.toFixed(1)} ms; painted median ${a.median.toFixed(1)} ms against a bare fetch's ${b.median.toFixed(1)} ms`,
      ],
    };
  } finally {
    await browser.close();
  }
}
