import { expect, test } from '@playwright/test';
import { fetchPost, shortcodeFromHref } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';

test('a post page pages its comments 24 at a time and opens offline once visited', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  // The post of the feed with the most comments (the seed gives some more than 24).
  const links = page.getByRole('link', { name: /^View all \d+ comments$/ });
  await expect(links.first()).toBeVisible();
  let best = { count: 0, index: 0 };
  for (let i = 0; i < (await links.count()); i++) {
    const n = Number((await links.nth(i).textContent())?.match(/\d+/)?.[0] ?? 0);
    if (n > best.count) best = { count: n, index: i };
  }
  expect(best.count).toBeGreaterThan(24);
  await links.nth(best.index).click();
  await expect(page).toHaveURL(/\/p\/[^/]+\/$/);
  const code = shortcodeFromHref(page.url());
  const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(comments).toHaveCount(24); // 001 §9 comments page size 24
  await page.getByRole('button', { name: 'Load more comments' }).click();
  await expect.poll(() => comments.count()).toBe(Math.min(best.count, 48));
  await page.waitForTimeout(2500); // debounced cache write (000 §9)

  await goOffline(context);
  await page.goto('/');
  await page.goto(`/p/${code}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => comments.count()).toBeGreaterThanOrEqual(24);
  await goOnline(context);
});

// DESIGN.md rule 7 (issue 17): the queue holds the final state, sent once; never "nothing" on
// the assumption that the screen before the taps was the server's.
test('a like then an unlike made offline sends only the final state and changes nothing', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const post = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Like', exact: true }) }).first();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  const target = page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) });
  const before = await fetchPost(page.request, code);

  await goOffline(context);
  await target.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(target.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await target.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(target.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

  const sent: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/web/likes/')) sent.push(r.url());
  });
  await goOnline(context);
  await page.reload();
  await expect(target.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  const after = await fetchPost(page.request, code);
  expect(after.viewer_has_liked).toBe(false);
  expect(after.edge_media_preview_like.count).toBe(before.edge_media_preview_like.count);
  expect(sent.filter((url) => url.includes('/like/'))).toEqual([]); // at most the unlike went
  await expect(target.getByLabel('Pending sync')).toHaveCount(0);
});
