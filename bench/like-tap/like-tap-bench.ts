/**
 * Benchmark 3 (Node side): a like tap to the painted state in the real built app (dist/ served
 * by the real server, logged in as the demo user), p95 against one 16 ms frame; and, for
 * information, against a plain React state toggle measured the same way in the same browser.
 */
import { devices } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { startAppServer } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { logIn, settle } from './login';
import { measureTaps } from './measure-taps';
import type { TapRun } from './measure-taps';

export const FRAME_BUDGET_MS = 16;

export interface LikeTapOptions {
  taps: number;
  warmup: number;
  gapMs: number;
}

async function newContext(env: BenchEnv): Promise<BrowserContext> {
  const context = await env.browser.newContext({ ...devices['Pixel 7'] });
  await context.addInitScript({ content: env.probeScript });
  return context;
}

/** A raw IndexedDB write in the app page (the outbox write a like makes, after its optimistic effect shows). */
async function idbWrites(page: Page, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const ms = await page.evaluate(() => window.lumenTapProbe?.timeIdbWrite());
    if (ms === undefined) throw new Error('the tap probe is missing from the page');
    out.push(ms);
  }
  return out;
}

async function appTaps(env: BenchEnv, opts: LikeTapOptions): Promise<{ run: TapRun; idbWriteMs: number[] }> {
  const server = await startAppServer();
  const context = await newContext(env);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, server.origin);
    await settle(page);
    const run = await measureTaps(page, opts.taps, opts.warmup, opts.gapMs).catch((e: unknown) => {
      throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
    });
    return { run, idbWriteMs: await idbWrites(page, opts.taps) };
  } finally {
    await context.close();
    await server.stop();
  }
}

async function toggleTaps(env: BenchEnv, opts: LikeTapOptions): Promise<TapRun> {
  const context = await newContext(env);
  try {
    const page = await context.newPage();
    await page.goto(`${env.benchOrigin}/like-tap/toggle.html`);
    await page.getByRole('article').first().waitFor();
    return await measureTaps(page, opts.taps, opts.warmup, opts.gapMs);
  } finally {
    await context.close();
  }
}

export async function runLikeTapBench(env: BenchEnv, opts: LikeTapOptions = { taps: 20, warmup: 2, gapMs: 250 }): Promise<BenchReport> {
  const { run: app, idbWriteMs } = await appTaps(env, opts);
  const toggle = await toggleTaps(env, opts);
  const measured = { label: 'app: click → next frame after aria-pressed="true"', summary: summarize(app.toFrame) };
  const change = summarize(app.toChange);
  const paint = summarize(app.toPaint);
  const togglePaint = summarize(toggle.toPaint);
  const idb = summarize(idbWriteMs);
  return {
    id: '3',
    title: 'A like tap to the painted state (real app, real server, demo user)',
    rows: [
      { title: 'p95 within one frame', measured, baseline: { label: 'one frame', budgetMs: FRAME_BUDGET_MS }, stat: 'p95', goalMax: 1 },
      {
        title: 'against a plain React state toggle (same browser run)',
        measured,
        baseline: { label: 'plain React useState toggle: click → next frame', summary: summarize(toggle.toFrame) },
        stat: 'p95',
        goalMax: null,
      },
    ],
    notes: [
      `app click → aria-pressed: median ${change.median.toFixed(2)} ms, p95 ${change.p95.toFixed(2)} ms; → after that frame's paint (estimate): median ${paint.median.toFixed(2)} ms, p95 ${paint.p95.toFixed(2)} ms`,
      `toggle → after that frame's paint (estimate): median ${togglePaint.median.toFixed(2)} ms, p95 ${togglePaint.p95.toFixed(2)} ms`,
      `diagnostic: one raw IndexedDB readwrite transaction (put) in the app page: median ${idb.median.toFixed(2)} ms, p95 ${idb.p95.toFixed(2)} ms (a like writes its outbox record after its optimistic effect is applied, before any network call)`,
      `${opts.taps} taps each after ${opts.warmup} warm-up, on different posts of the feed (unliked in between); Pixel 7 emulation, headless`,
    ],
  };
}
