/** Logs in as the demo user (or another seed person: same password) through the real login page and waits for the feed. */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';

export async function logIn(page: Page, origin: string, username = DEMO_USER): Promise<void> {
  await page.goto(`${origin}/accounts/login/`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // 000 §4 One tap: the app may ask to save the login first ("Not now" goes on to the feed).
  const article = page.getByRole('article').first();
  const notNow = page.getByRole('button', { name: 'Not now', exact: true });
  await article.or(notNow).first().waitFor({ state: 'visible', timeout: 30_000 });
  if (await notNow.isVisible()) await notNow.click();
  await article.waitFor({ state: 'visible', timeout: 30_000 });
}

/** Waits (a while at most) for the service worker to take control, then for the page to calm down. */
export async function settle(page: Page, ms = 1_500): Promise<void> {
  await page
    .evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5_000))]))
    .catch(() => undefined);
  await page.waitForTimeout(ms);
}
