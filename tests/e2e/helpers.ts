import { expect, type BrowserContext, type Page } from '@playwright/test';
import { logInByApi } from './support/api-login';

/**
 * Logs in through the login API and opens the feed (support/api-login.ts): the journeys that
 * start logged in. A journey about the login itself uses support/session.ts logInToFeed, the
 * real login screen.
 */
export const logIn = logInByApi;

/**
 * Waits until the service worker controls the page (so offline reloads are served by it).
 * A page loaded before the worker activated is claimed by it (clientsClaim); if the claim
 * was missed, a reload brings the page under its control.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  try {
    await controlled();
  } catch {
    await page.reload();
    await controlled();
  }
}

/**
 * The offline profile: the browser reports offline, and every request — the page's, the
 * worker's and the service worker's own (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS) — fails
 * as a lost connection would.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/** Every <img> in the first n posts has decoded real pixels. */
export async function expectImagesLoaded(page: Page, count: number): Promise<void> {
  const articles = page.getByRole('article');
  for (let i = 0; i < count; i++) {
    const img = articles.nth(i).locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
}

/**
 * Holds the page's CSS animations and transitions still until released (CDP
 * Animation.setPlaybackRate 0): a story's progress bar then never ends, so a check of which item
 * plays cannot be overtaken by the story moving on by itself on a loaded machine.
 */
export async function holdAnimations(page: Page): Promise<{ release(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return {
    release: async () => {
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await cdp.detach();
    },
  };
}
