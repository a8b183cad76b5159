/**
 * Taps the Like button of posts one after another (a different post each time, unliking in
 * between so posts can be reused) and reads the probe's timings (tap-probe.ts).
 */
import type { Page } from '@playwright/test';
import type { TapTiming } from '../lib/page-api';

export interface TapRun {
  /**
   * Per tap, the time to the paint that shows the new state, by Event Timing: the click's
   * entry's duration (no entry: under the 16 ms threshold, counted as 0); when the state came
   * after the first frame after the click (so that paint did not show it), the post-paint
   * marker's time instead, which is later.
   */
  toStatePaint: number[];
  /** The click's Event Timing durations as reported (null: no entry, under 16 ms). */
  eventMs: (number | null)[];
  /** click → aria-pressed 'true'. */
  toChange: number[];
  /** click → the post-paint marker of the frame after the change (a task queued from its requestAnimationFrame callback). */
  toPaint: number[];
  /** Taps whose state changed after the first frame after the click had begun. */
  lateForFirstFrame: number;
}

export async function measureTaps(page: Page, taps: number, warmup: number, gapMs: number): Promise<TapRun> {
  const run: TapRun = { toStatePaint: [], eventMs: [], toChange: [], toPaint: [], lateForFirstFrame: 0 };
  const articles = page.getByRole('article');
  const count = await articles.count();
  if (count === 0) throw new Error('no posts on the page');
  for (let i = 0; i < warmup + taps; i++) {
    const article = articles.nth(i % count);
    const unlike = article.getByRole('button', { name: 'Unlike', exact: true });
    if ((await unlike.count()) > 0) await unlike.click(); // liked already (seed or last round)
    const like = article.getByRole('button', { name: 'Like', exact: true });
    await like.scrollIntoViewIfNeeded();
    await page.waitForTimeout(gapMs);
    const button = await like.elementHandle({ timeout: 10_000 });
    await button.evaluate((el) => window.lumenTapProbe?.arm(el));
    await button.click();
    const t: TapTiming | undefined = await page.evaluate(() => window.lumenTapProbe?.result());
    if (!t) throw new Error('the tap probe is missing from the page');
    await button.dispose();
    await unlike.click(); // back to unliked, so the next round can tap it again
    await like.waitFor({ state: 'visible', timeout: 10_000 });
    if (i < warmup) continue;
    const toPaint = t.paintedAt - t.clickAt;
    run.eventMs.push(t.eventMs);
    run.toStatePaint.push(t.inFirstFrame ? (t.eventMs ?? 0) : Math.max(t.eventMs ?? 0, toPaint));
    run.toChange.push(t.changedAt - t.clickAt);
    run.toPaint.push(toPaint);
    if (!t.inFirstFrame) run.lateForFirstFrame += 1;
  }
  return run;
}
