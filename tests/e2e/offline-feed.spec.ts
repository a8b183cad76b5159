import { expect, test } from '@playwright/test';
import { fetchPost, shortcodeFromHref } from './api';
import { expectImagesLoaded, goOffline, goOnline, waitForServiceWorker } from './helpers';
// The login screen, not the API: these journeys log in (the first), and the pictures of the
// feed that follows the login page are the ones the service worker is expected to hold.
import { logInToFeed as logIn } from './support/session';
import { expectFeedCached, expectPicturesCached } from './support/client-db';

// Issue "Foundation": the whole stack end to end, shown by the feed working offline.

test('logs in and sees the seeded feed @desktop', async ({ page }) => {
  await logIn(page);
  // The first page holds 12 posts (001 §9); the next page may already be preloaded below it.
  // Scrolled a little, as below: the story tray on top leaves one post in a phone's first screen.
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /^Post by /);
  await expectImagesLoaded(page, 2);
});

test('an offline reload renders the feed with its images @desktop', async ({ page, context }) => {
  await logIn(page);
  await expectImagesLoaded(page, 3);
  await waitForServiceWorker(page);
  // What the offline reload shows is stored: the feed's first page (001 §9: 12 posts) in the
  // worker's cache, the pictures of the first three posts in the service worker's.
  await expectFeedCached(page, 12);
  await expectPicturesCached(page, [0, 1, 2].map((i) => page.getByRole('article').nth(i).locator('img').first()));

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The story tray above the feed (stories) leaves one post in a phone's first screen, and the
  // list holds 12 rows past the last one seen: scrolled a little, it holds the whole first page.
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expectImagesLoaded(page, 3);
});

test('likes and a comment made offline survive a reload and reach the server exactly once', async ({ page, context, browser }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  await expectFeedCached(page, 12); // the offline reload below restores the feed from it

  // Two posts the viewer has not liked yet, and the first of them gets a comment.
  const unliked = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Like', exact: true }) });
  const first = unliked.nth(0);
  const second = unliked.nth(1);
  const codes = [
    shortcodeFromHref(await first.locator('a[href^="/p/"]').first().getAttribute('href')),
    shortcodeFromHref(await second.locator('a[href^="/p/"]').first().getAttribute('href')),
  ];
  const [codeA, codeB] = codes as [string, string];
  const before = await Promise.all(codes.map((c) => fetchPost(page.request, c)));

  await goOffline(context);
  const postA = page.getByRole('article').filter({ has: page.locator(`a[href="/p/${codeA}/"]`) });
  const postB = page.getByRole('article').filter({ has: page.locator(`a[href="/p/${codeB}/"]`) });
  await postA.getByRole('button', { name: 'Like', exact: true }).click();
  await postB.getByRole('button', { name: 'Like', exact: true }).click();
  const text = `Offline hello ${Date.now()}`;
  await postA.getByRole('textbox', { name: /add a comment/i }).fill(text);
  await postA.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postA.getByText(text)).toBeVisible();
  await expect(postA.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(page.getByLabel('Pending sync').first()).toBeVisible();

  await page.reload();
  await expect(postA).toBeVisible();
  await expect(postA.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(postB.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(postA.getByText(text)).toBeVisible();
  expect(await page.getByLabel('Pending sync').count()).toBeGreaterThanOrEqual(2);

  await goOnline(context);
  await expect(page.getByLabel('Pending sync')).toHaveCount(0, { timeout: 20_000 });

  // A second browser context sees exactly those likes and that comment, once each.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage);
  const after = await Promise.all(codes.map((c) => fetchPost(otherPage.request, c)));
  for (const [i, post] of after.entries()) {
    expect(post.viewer_has_liked).toBe(true);
    expect(post.edge_media_preview_like.count).toBe(before[i]!.edge_media_preview_like.count + 1);
  }
  const matching = after[0]!.edge_media_to_parent_comment.edges.filter((e) => e.node.text === text);
  expect(matching).toHaveLength(1);
  expect(after[0]!.edge_media_to_comment.count).toBe(before[0]!.edge_media_to_comment.count + 1);
  await otherPage.goto(`/p/${codeA}/`);
  await expect(otherPage.getByText(text)).toHaveCount(1);
  await other.close();
});

test('a comment the server rejects is reverted with a toast', async ({ page }) => {
  await logIn(page);
  const post = page.getByRole('article').first();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  const before = await fetchPost(page.request, code);
  const text = 'this is spamword content';
  await post.getByRole('textbox', { name: /add a comment/i }).fill(text);
  await post.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/couldn't post/i);
  await expect(post.getByText(text)).toHaveCount(0);
  const after = await fetchPost(page.request, code);
  expect(after.edge_media_to_comment.count).toBe(before.edge_media_to_comment.count);
});
