/**
 * Benchmark 12 (Node side, issue 14): a scroll of the feed in the real built app (the real
 * server, a persistent profile, Pixel 7), with the app's logging on (as shipped: the log
 * client, the worker's engine with its IndexedDB queue, the page view and app start, GraphQL
 * timings, sends) against the same scroll with it off (localStorage 'lumen-telemetry' = 'off',
 * src/lib/analytics/page-telemetry.ts: nothing connected, queued or sent). The scroll is driven
 * from requestAnimationFrame (a fixed step each frame), and the frames' times are kept; a frame
 * longer than 1.5 frame budgets counts the frames it missed. Runs alternate, after one warm-up
 * each, each from a fresh load of the feed at the top.
 */
import { devices } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AnalyticsPath } from '../../sync/analytics/paths';
import { TELEMETRY_SWITCH_KEY } from '../../src/lib/analytics/telemetry-switch';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { startAppServer } from '../lib/app-server';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';

/** Equal within noise: the mean frame interval with logging on at most this much above off. */
export const SCROLL_GOAL = 1.1;
/** The frame budget at 60 Hz (the one figure besides goals a benchmark may fix). */
const FRAME_MS = 1000 / 60;
const OFF_KEY = TELEMETRY_SWITCH_KEY;

export interface ScrollOptions {
  runs: number;
  frames: number;
  /** Pixels scrolled each frame. */
  step: number;
}

interface ScrollRun {
  meanIntervalMs: number;
  dropped: number;
  loggingRequests: number;
}

/** Scrolls by `step` each animation frame for `frames` frames; answers each frame's interval. */
function scrollFrames(page: Page, frames: number, step: number): Promise<number[]> {
  // No named functions in here: tsx's keepNames would wrap them in a __name the page lacks.
  return page.evaluate(
    async ({ frames, step }) => {
      const times: number[] = [];
      for (let i = 0; i <= frames; i++) {
        times.push(await new Promise<number>((r) => requestAnimationFrame(r)));
        window.scrollBy(0, step);
      }
      return times.slice(1).map((v, i) => v - (times[i] as number));
    },
    { frames, step },
  );
}

export async function runScrollBench(_env: BenchEnv, id: string, opts: ScrollOptions = { runs: 5, frames: 480, step: 24 }): Promise<BenchReport> {
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  const server = await startAppServer();
  try {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    let loggingRequests = 0;
    page.on('request', (req) => {
      if (Object.values(AnalyticsPath).some((p) => new URL(req.url()).pathname.startsWith(p))) loggingRequests += 1;
    });
    await logIn(page, server.origin);
    await settle(page);

    const once = async (logging: boolean): Promise<ScrollRun> => {
      await page.evaluate(({ key, off }) => (off ? localStorage.setItem(key, 'off') : localStorage.removeItem(key)), { key: OFF_KEY, off: !logging });
      await page.goto(`${server.origin}/`);
      await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 30_000 });
      await pause(1_000); // the start's work settles (both modes alike)
      const before = loggingRequests;
      const intervals = await scrollFrames(page, opts.frames, opts.step);
      const dropped = intervals.reduce((sum, ms) => sum + (ms > 1.5 * FRAME_MS ? Math.round(ms / FRAME_MS) - 1 : 0), 0);
      const run = { meanIntervalMs: intervals.reduce((a, b) => a + b, 0) / intervals.length, dropped, loggingRequests: loggingRequests - before };
      if (!logging && run.loggingRequests > 0) throw new Error(`logging off, yet ${run.loggingRequests} logging requests were sent`);
      return run;
    };

    await once(true); // warm-up of both
    await once(false);
    const on: ScrollRun[] = [];
    const off: ScrollRun[] = [];
    for (let i = 0; i < opts.runs; i++) {
      if (i % 2 === 0) {
        on.push(await once(true));
        off.push(await once(false));
      } else {
        off.push(await once(false));
        on.push(await once(true));
      }
    }
    if (errors().length > 0) throw new Error(`page errors: ${errors().slice(-3).join(' | ')}`);
    const frames = opts.frames.toLocaleString('en');
    return {
      id,
      title: 'A scroll of the feed with logging on against the same scroll with it off',
      rows: [
        {
          title: `mean frame interval over a ${frames}-frame scroll, logging on vs off`,
          measured: { label: 'logging on (as shipped)', summary: summarize(on.map((r) => r.meanIntervalMs)) },
          baseline: { label: "logging off ('lumen-telemetry' = 'off')", summary: summarize(off.map((r) => r.meanIntervalMs)) },
          stat: 'median',
          goalMax: SCROLL_GOAL,
        },
        {
          title: `frames dropped per ${frames}-frame scroll, logging on vs off`,
          measured: { label: 'logging on', summary: summarize(on.map((r) => r.dropped)) },
          baseline: { label: 'logging off', summary: summarize(off.map((r) => r.dropped)) },
          stat: 'median',
          goalMax: null,
          unit: 'frames',
        },
      ],
      notes: [
        `frames dropped per run — on: ${on.map((r) => r.dropped).join(', ')}; off: ${off.map((r) => r.dropped).join(', ')} (a frame longer than 1.5 × ${FRAME_MS.toFixed(1)} ms counts the frames it missed); the goal row is the mean interval, which every dropped frame lengthens: within ${Math.round((SCROLL_GOAL - 1) * 100)} % is equal within this machine's noise`,
        `logging requests during the on scrolls: ${on.map((r) => r.loggingRequests).join(', ')} (off: none, checked); ${opts.runs} runs of each, alternating, after one warm-up each, ${opts.step} px a frame from the top of a fresh load; the built app on the real server, Pixel 7, Chromium with a persistent profile`,
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
