/**
 * Taps the Like button of posts one after another (a different post each time, unliking in
 * between so posts can be reused) and reads the probe's timings (tap-probe.ts).
 */
import type { Page } from '@playwright/test';
import type { TapTiming } from '../lib/page-api';

export interface TapRun {
  /** click → next animation frame after aria-pressed became 'true'. */
  toFrame: number[];
  /** click → aria-pressed 'true'. */
  toChange: number[];
  /** click → a task after that frame (painted, estimated). */
  toPaint: number[];
}

export async function measureTaps(page: Page, taps: number, warmup: number, gapMs: number): Promise<TapRun> {
  const run: TapRun = { toFrame: [], toChange: [], toPaint: [] };
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
    run.toFrame.push(t.frameAt - t.clickAt);
    run.toChange.push(t.changedAt - t.clickAt);
    run.toPaint.push(t.paintedAt - t.clickAt);
  }
  return run;
}
