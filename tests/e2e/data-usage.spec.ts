import { expect, test, type Locator, type Page } from '@playwright/test';
import { goOffline, goOnline, logIn } from './helpers';
import { settingsMenu } from './support/settings-menu';

// Added (data usage): Settings → Data usage (001 §1 /accounts/data_usage/preferences/), "Use
// less data" on this device: the feed's pictures then offer no candidate wider than 640 px, a
// long video loads nothing before it is played, another tab follows at once, and the switch
// works offline (nothing goes to the server). Data controls (001 §1 /accounts/data_controls_support/)
// leads to each data page. Lane B: nothing is written at the server.

/** The widths a picture's srcset offers. */
async function widths(img: Locator): Promise<number[]> {
  const srcset = (await img.getAttribute('srcset')) ?? '';
  return srcset.split(',').map((c) => Number(/(\d+)w\s*$/.exec(c.trim())?.[1] ?? 0));
}

const firstPicture = (page: Page) => page.getByRole('article').first().locator('img.media-item').first();

async function openDataUsage(page: Page): Promise<void> {
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: 'Data usage' }).click();
  await expect(page.getByRole('heading', { name: 'Data usage', level: 1 })).toBeVisible();
}

test('Use less data: smaller pictures, videos only when played, every tab, offline too @desktop', async ({ page, context }) => {
  await logIn(page);
  await expect(firstPicture(page)).toBeVisible();
  expect(Math.max(...(await widths(firstPicture(page))))).toBeGreaterThan(640);

  await openDataUsage(page);
  const less = page.getByRole('switch', { name: /Use less data/ });
  await expect(less).not.toBeChecked();
  await less.check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`data-usage-${test.info().project.name}.png`), fullPage: true });

  await page.goto('/');
  await expect(firstPicture(page)).toBeVisible();
  expect(Math.max(...(await widths(firstPicture(page))))).toBeLessThanOrEqual(640);
  await expect.poll(() => firstPicture(page).evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-640\.jpg$/);

  // A long video: its page loads nothing of it before it is played.
  await page.goto('/maya.chen/channel/');
  await page.locator('main a[href^="/p/"], main a[href^="/tv/"]').first().click();
  const video = page.locator('video.media-item').first();
  await expect(video).toHaveAttribute('preload', 'none');

  // Another tab of the browser follows the setting.
  const other = await context.newPage();
  await other.goto('/');
  await expect(firstPicture(other)).toBeVisible();
  expect(Math.max(...(await widths(firstPicture(other))))).toBeLessThanOrEqual(640);

  // Offline the switch still changes, and the other open tab hears it. (Its switch is looked at,
  // not its feed: offline, a wider picture never loaded shows the not-available placeholder.)
  await other.goto('/accounts/data_usage/preferences/');
  await expect(other.getByRole('switch', { name: /Use less data/ })).toBeChecked();
  await goOffline(context);
  await page.goto('/accounts/data_usage/preferences/');
  await expect(page.getByRole('heading', { name: 'Data usage', level: 1 })).toBeVisible();
  await page.getByRole('switch', { name: /Use less data/ }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await expect(other.getByRole('switch', { name: /Use less data/ })).not.toBeChecked();
  await goOnline(context);
  await other.close();
});

test('Data controls (from Privacy and security) leads to each place to see, download and delete one’s data, offline too @desktop', async ({ page, context }) => {
  await logIn(page);
  await page.goto('/accounts/privacy_and_security/');
  await page.getByRole('link', { name: 'Data controls: see, download and delete your data' }).click();
  await expect(page.getByRole('heading', { name: 'Data controls', level: 1 })).toBeVisible();
  const links = page.getByRole('list', { name: 'Data controls' }).getByRole('link');
  await expect(links).toHaveCount(7);
  await expect(links.filter({ hasText: 'Download your data' })).toHaveAttribute('href', '/download/request/');
  await page.screenshot({ path: test.info().outputPath(`data-controls-${test.info().project.name}.png`), fullPage: true });
  await links.filter({ hasText: 'Contact syncing' }).click();
  await expect(page.getByRole('heading', { name: 'Contact syncing', level: 1 })).toBeVisible();

  await goOffline(context);
  await page.goto('/accounts/data_controls_support/');
  await expect(page.getByRole('heading', { name: 'Data controls', level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Data controls' }).getByRole('link').filter({ hasText: 'Data usage' }).click();
  await expect(page.getByRole('switch', { name: /Use less data/ })).toBeEnabled();
  await goOnline(context);
});
