/**
 * Benchmark 7 (Node side, issue 17): 1,000 actions queued offline in the real built app (a
 * persistent profile: the outbox in IndexedDB on disk), the server stopped, the browser back
 * online, the server started again on the same data; timed from the server's listen to the
 * app's outbox empty (the last mutation acknowledged and reconciled). Goal ≤ 5 s.
 *
 * The server is the real one (`buildServer`, server/app.ts, as server/main.ts builds it, with
 * the demo seed) in this process, so it can be closed and built again on the same data folder
 * and port, and so its answers can be timed (a listener on its node:http server notes each mutation's). The
 * per-account action limits are lifted (server/http/action-limits.ts: 120 reactions and 30
 * comments a minute, 200 comments an hour): with them no client can settle 1,000 queued
 * actions in 5 s, whatever it does; the row measures the client's replay. The actions are
 * taps on the feed's buttons (like and save of every post loaded, then comments spread over
 * them), made in the page as a person makes them, so each goes the app's whole way: the
 * optimistic effect, the outbox record, the pending mark.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import type { LumenServer } from '../../server/app';
import { Header } from '../../sync/api/headers';
import { ApiPath } from '../../sync/api/paths';
import { APP_DIST } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { freePort } from '../lib/free-port';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause, withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';

export const REPLAY_GOAL_MS = 5000;

export interface ReplayOptions {
  actions: number;
  runs: number;
  warmup: number;
  /** Online with the server still down, before it starts (the app finds it unreachable meanwhile). */
  downOnlineMs: number;
}

export const LIFTED = [{ max: 1_000_000, windowMs: 60_000 }];

interface ServerRun {
  app: LumenServer;
  listenedAt: number;
  /** Date.now() of each 2xx answer to a mutation request (alone or a batch) sent since the listen. */
  acknowledged: number[];
}

async function startServer(dataDir: string, port: number): Promise<ServerRun> {
  const app = await buildServer({ dataDir, distDir: APP_DIST, seed: 'demo', logger: false, actionLimits: { reactions: LIFTED, comments: LIFTED } });
  const acknowledged: number[] = [];
  // The node:http server under Fastify (built and ready: no hooks can be added any more).
  app.server.prependListener('request', (req, res) => {
    // A mutation alone, or a batch of them (sync/transport/batch.ts: its items are not seen here).
    if (req.headers[Header.mutationId.toLowerCase()] === undefined && req.url?.split('?')[0] !== ApiPath.batch) return;
    res.once('finish', () => {
      if (res.statusCode < 300) acknowledged.push(Date.now());
    });
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, listenedAt: Date.now(), acknowledged };
}

export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  // As the browser tests' offline profile (tests/e2e/helpers.ts): the service worker's requests fail too.
  if (offline) {
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
  } else {
    await context.unroute('**/*');
    await context.setOffline(false);
  }
}

/**
 * The tray's buttons (src/components/shell/tray.tsx). Only these are read, on every animation
 * frame while timed: reading the text of every button of a feed holding 1,000 new comments took
 * 2.2 s of the page's main thread in a 12 s run (its CPU profile), the bench loading the very
 * page it times on a 2-core machine. `unsentCount` reads the tray the same way and must see
 * "Unsent activity (1,000)" before the timing starts, so a tray no longer found fails the run.
 */
const TRAY_BUTTONS = 'button.tray__button';

/** The number in "Unsent activity (1,000)", or 0 when the tray is gone. */
export function unsentCount(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const label = [...document.querySelectorAll(selector)].map((b) => b.textContent ?? '').find((t) => t.startsWith('Unsent activity'));
    return label ? Number(label.replace(/\D/g, '')) : 0;
  }, TRAY_BUTTONS);
}

/** Scrolls the feed until no more posts load; answers how many are shown. */
export async function loadWholeFeed(page: Page): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const n = await page.getByRole('article').count();
    if (n === last) break;
    last = n;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pause(800);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return last;
}

/**
 * Taps in the page: Like (or Unlike) and Save (or Remove from saved) on every post, then
 * comments spread over the posts until `actions` taps were made. Each comment is typed as
 * React sees typing (the value setter and an input event), then posted with its button.
 */
export function queueTaps(page: Page, actions: number, runTag: string): Promise<number> {
  return page.evaluate(
    async ({ actions, runTag }) => {
      // No named functions in here: tsx's keepNames would wrap them in a __name the page lacks.
      const cards = [...document.querySelectorAll('article')];
      let made = 0;
      for (const card of cards) {
        for (const name of [/^(Like|Unlike)$/, /^(Save|Remove from saved)$/]) {
          if (made >= actions) break;
          const button = [...card.querySelectorAll('button')].find((b) => name.test(b.getAttribute('aria-label') ?? ''));
          if (button) {
            button.click();
            made += 1;
          }
        }
      }
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      const boxes = cards.map((c) => c.querySelector('textarea')).filter((t): t is HTMLTextAreaElement => t !== null);
      for (let i = 0; made < actions && boxes.length > 0; i++) {
        const box = boxes[i % boxes.length] as HTMLTextAreaElement;
        setValue?.call(box, `queued ${runTag} ${i}`);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => setTimeout(r, 0));
        box.form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
        made += 1;
        if (i % 50 === 49) await new Promise((r) => setTimeout(r, 0));
      }
      return made;
    },
    { actions, runTag },
  );
}

interface RunResult {
  /** Server's listen → the app's outbox empty. */
  settledMs: number;
  /** Server's listen → its last 2xx mutation answer. */
  serverLastMs: number;
  /** Server's listen → its first mutation answer. */
  firstMs: number;
  acknowledged: number;
  queueMs: number;
  /** The longest pause between two acknowledgements: its length, and how many came before it. */
  longestGap: { ms: number; after: number };
}

function longestGap(times: readonly number[]): { ms: number; after: number } {
  let best = { ms: 0, after: 0 };
  for (let i = 1; i < times.length; i++) {
    const ms = (times[i] as number) - (times[i - 1] as number);
    if (ms > best.ms) best = { ms, after: i };
  }
  return best;
}

export async function runReplayBench(_env: BenchEnv, id: string, opts: ReplayOptions = { actions: 1_000, runs: 5, warmup: 1, downOnlineMs: 2_000 }): Promise<BenchReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-replay-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server: ServerRun | null = await startServer(dataDir, port);
  const browser = await launchProfileBrowser({ ...devices['Pixel 7'] });
  try {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await logIn(page, origin);
    await settle(page, 2500);
    const posts = await loadWholeFeed(page);
    await pause(2500); // the cache write after the last page (debounced, 000 §9)

    const once = async (n: number): Promise<RunResult> => {
      await setOffline(browser.context, true);
      const t0 = Date.now();
      const made = await queueTaps(page, opts.actions, `${Date.now()}-${n}`);
      if (made !== opts.actions) throw new Error(`made ${made} taps, expected ${opts.actions} (${posts} posts on the feed)`);
      await withTimeout(
        (async () => {
          while ((await unsentCount(page)) !== opts.actions) await pause(100);
        })(),
        120_000,
        `the outbox to hold ${opts.actions} (holds ${await unsentCount(page)})`,
      );
      const queueMs = Date.now() - t0;
      await server?.app.close();
      server = null;
      await setOffline(browser.context, false);
      await pause(opts.downOnlineMs);
      server = await startServer(dataDir, port);
      const run = server;
      const emptyAt = await withTimeout(
        page
          .waitForFunction((selector) => ![...document.querySelectorAll(selector)].some((b) => (b.textContent ?? '').startsWith('Unsent activity')) && Date.now(), TRAY_BUTTONS, { polling: 'raf', timeout: 0 })
          .then((h) => h.jsonValue() as Promise<number>),
        300_000,
        'the outbox to empty',
      ).catch((e: unknown) => {
        throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().slice(-3).join(' | ')})` : ''}`);
      });
      const acks = run.acknowledged;
      return {
        settledMs: emptyAt - run.listenedAt,
        serverLastMs: (acks[acks.length - 1] ?? Number.NaN) - run.listenedAt,
        firstMs: (acks[0] ?? Number.NaN) - run.listenedAt,
        acknowledged: acks.length,
        queueMs,
        longestGap: longestGap(acks),
      };
    };

    for (let i = 0; i < opts.warmup; i++) await once(-1 - i);
    const results: RunResult[] = [];
    for (let i = 0; i < opts.runs; i++) results.push(await once(i));

    const settled = summarize(results.map((r) => r.settledMs));
    const last = summarize(results.map((r) => r.serverLastMs));
    const first = summarize(results.map((r) => r.firstMs));
    const range = (s: { median: number; min: number; max: number }) => `median ${(s.median / 1000).toFixed(2)} s, min–max ${(s.min / 1000).toFixed(2)}–${(s.max / 1000).toFixed(2)} s`;
    return {
      id,
      title: `${opts.actions.toLocaleString('en')} queued actions: the server's return → the last one acknowledged`,
      rows: [
        {
          title: `${opts.actions.toLocaleString('en')} queued actions settle after the server returns`,
          measured: { label: "server's listen → the app's outbox empty", summary: settled },
          baseline: { label: 'goal: 5 s', budgetMs: REPLAY_GOAL_MS },
          stat: 'median',
          goalMax: 1,
        },
      ],
      notes: [
        `each run: ${opts.actions} taps made offline on the feed (like and save on each of ${posts} posts, the rest comments), the server closed, the browser online for ${opts.downOnlineMs} ms with the server down, then the server started on the same data; ${opts.runs} runs after ${opts.warmup} warm-up, one persistent profile`,
        `settled: ${range(settled)} (n=${settled.n})`,
        `server's listen → its first mutation answer: ${range(first)}; → its last 2xx mutation answer: ${range(last)}`,
        `longest pause between two acknowledgements per run: ${results.map((r) => `${(r.longestGap.ms / 1000).toFixed(2)} s after ${r.longestGap.after}`).join(', ')}`,
        `2xx answers to mutation requests per run (a batch of them counts once): ${results.map((r) => r.acknowledged).join(', ')} (repeats of an applied id answer 2xx too); queueing the taps took ${results.map((r) => (r.queueMs / 1000).toFixed(1)).join(', ')} s`,
        'per-account action limits lifted for this row (server/http/action-limits.ts: 120 reactions and 30 comments a minute); with them 1,000 queued actions take minutes whatever the client does',
      ],
    };
  } finally {
    await browser.close();
    await server?.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
