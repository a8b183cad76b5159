import { expect, test } from '@playwright/test';
import { CacheName } from '../../sw/cache-names';
import { shortcodeFromHref } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';

// Issue 11: offline, a photo that was never cached showed the browser's broken-image text in a
// grey box. It now shows a placeholder that says the photo is not available offline, and the
// photo comes back by itself once the device is online again.

test('offline, a photo never cached says it is not available offline, then comes back online @desktop', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const post = page.getByRole('article').filter({ has: page.locator('img.media-item') }).first();
  await expect(post).toBeVisible();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  await page.waitForTimeout(2500); // the feed's debounced cache write (000 §9), so the post opens offline
  // Never cached: the service worker's media cache is emptied before going offline.
  await page.evaluate((name) => caches.delete(name), CacheName.media);

  await goOffline(context);
  await page.goto(`/p/${code}/`);
  const placeholder = page.getByRole('group', { name: /: Photo not available offline$/ }).first();
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('Photo not available offline');
  await expect(page.locator('article img.media-item')).toHaveCount(0); // no broken image box
  await page.screenshot({ path: test.info().outputPath('offline-photo.png') });

  await goOnline(context);
  const photo = page.locator('article img.media-item').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: /Photo not available offline$/ })).toHaveCount(0);
});

test('online, a photo that fails to load says so and offers Retry, which brings it', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const post = page.getByRole('article').filter({ has: page.locator('img.media-item') }).first();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  const blocked = (route: { abort: () => Promise<void> }) => route.abort();
  await context.route('**/media/**', blocked);
  // The feed's pictures may still be going into the service worker's media cache after their
  // load (on a busy machine a put landed after a single delete, and the post page showed the
  // photo from it): delete the cache until it stays deleted.
  await expect
    .poll(() => page.evaluate(async (name) => {
      await caches.delete(name);
      await new Promise((r) => setTimeout(r, 300));
      return caches.has(name);
    }, CacheName.media), { timeout: 15_000 })
    .toBe(false);

  await page.goto(`/p/${code}/`);
  const placeholder = page.getByRole('group', { name: /: Couldn't load this photo$/ }).first();
  await expect(placeholder).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('failed-photo.png') });
  await context.unroute('**/media/**', blocked);
  await placeholder.getByRole('button', { name: 'Retry' }).click();
  const photo = page.locator('article img.media-item').first();
  await expect.poll(() => photo.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
