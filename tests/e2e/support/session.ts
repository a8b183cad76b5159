import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../../fixtures/seed/people';

/**
 * Logs in through the real login screen and waits for the feed, answering "Not now" when the
 * one-tap offer ("Save your login info?", 000 §4) comes between. A login ends in a full page
 * navigation (000 §2 post-login redirect) that may come after the app already showed the feed
 * in place, so this waits for that page load before looking.
 */
export async function logInToFeed(page: Page, username = DEMO_USER, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/accounts/login/');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/^password$/i).fill(password);
  const redirected = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await redirected;
  const feed = page.getByRole('article').first();
  const notNow = page.getByRole('button', { name: 'Not now', exact: true });
  await expect(feed.or(notNow)).toBeVisible({ timeout: 20_000 });
  if (await notNow.isVisible()) await notNow.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(feed).toBeVisible({ timeout: 20_000 });
}
