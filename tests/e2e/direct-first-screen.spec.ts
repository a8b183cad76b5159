import { expect, test, type Page } from '@playwright/test';
import { FIRST_SCREEN_PAGES } from '../../sw/first-screen';
import { goOffline, goOnline, waitForServiceWorker } from './helpers';
import { logInToFeed as logIn } from './support/session';
import { watchCsp } from './support/csp-watch';
import { keepAsAnotherViewers, keptFirstScreen, openWithoutScripts } from './support/first-screen';

// Issue 13 (benchmark 13c): the inbox's first screen comes as markup with the page the service
// worker serves for /direct/inbox/ offline, before any of the app's script ran, as the feed's
// does (sw/first-screen.ts FIRST_SCREEN_PAGES, src/lib/first-screen/); only the snapshot's own
// viewer sees it.

const INBOX = FIRST_SCREEN_PAGES.inbox;

const kept = (page: Page) => keptFirstScreen(page, INBOX.key);

/** Online, logged in, the service worker in control, the inbox through it (cached) and its first screen kept; the first conversation's name. */
async function inboxWithSnapshot(page: Page): Promise<string> {
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto(INBOX.path);
  const first = page.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).not.toBe('');
  await expect.poll(async () => (await kept(page))?.markup ?? '', { message: 'the inbox first screen is kept', timeout: 15_000 }).toContain(`aria-label="${label}"`);
  return label;
}

test('offline, a new tab shows the inbox with the page, before the app\'s script runs, then the app takes over under the CSP', async ({ page, context }) => {
  const label = await inboxWithSnapshot(page);
  const snapshot = await kept(page);
  expect(snapshot?.markup).not.toMatch(/\sstyle=|<script|\son[a-z]+=|blob:/i);

  await goOffline(context);
  const bare = await openWithoutScripts(context, INBOX.path);
  const root = bare.locator('#root');
  await expect(root).toHaveAttribute('data-first-screen', '');
  await expect(root).toHaveAttribute('inert', '');
  const rows = bare.locator('ul[aria-label="Conversations"] a');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toHaveAttribute('aria-label', label);
  expect((await rows.first().boundingBox())?.height ?? 0).toBeGreaterThan(40); // styled rows, not bare links
  await bare.screenshot({ path: test.info().outputPath('inbox-first-screen-no-script.png') });
  await bare.close();

  // With its scripts: the app renders over the first screen, no CSP violation.
  const tab = await context.newPage();
  const csp = await watchCsp(tab);
  await tab.goto(INBOX.path);
  await expect(tab.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(tab.locator('#root')).not.toHaveAttribute('inert');
  await expect(tab.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toHaveAttribute('aria-label', label);
  expect(csp.seen()).toEqual([]);
  await tab.screenshot({ path: test.info().outputPath('inbox-app-offline.png') });
  await tab.close();
  await goOnline(context);
});

test('an inbox first screen kept for another viewer is never shown, and is deleted', async ({ page, context }) => {
  await inboxWithSnapshot(page);
  // Away from the inbox (it would keep its first screen again), then the snapshot made another viewer's.
  await page.goto('/explore/');
  await keepAsAnotherViewers(page, INBOX.key);
  await goOffline(context);
  const bare = await openWithoutScripts(context, INBOX.path);
  await expect(bare.locator('#root')).not.toHaveAttribute('data-first-screen');
  expect(await bare.locator('#root > *').count()).toBe(0);
  await bare.close();
  expect(await kept(page)).toBeNull();
  await goOnline(context);
});
