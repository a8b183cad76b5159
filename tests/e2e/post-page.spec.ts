import { expect, test } from '@playwright/test';
import { fetchPost, shortcodeFromHref } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectCommentsCached, expectOutboxIdle, expectOutboxPending } from './support/client-db';
import { proxiedTest } from './support/upload-test';

// Changed (profile), issue 12: the post page shows its comments as threads, 12 top-level comments a page (001 §9).
test('a post page pages its comments as threads, 12 parents at a time, and opens offline once visited', async ({ page, context }) => {
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
  // The top-level comments: the list's own items that are comments (a thread's replies are inside its item).
  const comments = page.getByRole('list', { name: 'Comments' }).locator(':scope > li.comment-row');
  await expect.poll(() => comments.count()).toBeGreaterThanOrEqual(12); // 001 §9 parent comments 12 a page
  // The next page comes as the end of the list nears the viewport ("Load more comments" too).
  await comments.last().scrollIntoViewIfNeeded();
  await expect.poll(() => comments.count()).toBeGreaterThan(12);
  await expectCommentsCached(page, code, 24); // the post's first page of 24 (001 §9); the write is debounced (000 §9)

  await goOffline(context);
  await page.goto('/');
  await page.goto(`/p/${code}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => comments.count()).toBeGreaterThanOrEqual(12);
  await goOnline(context);
});

// Browser chaos, seed 600294989: the network dropped while the app was open, then a post's
// comments opened from its card: TanStack Query paused the worker's read while the browser
// said offline, and the page stayed on "Loading comments…" (the worker answers offline itself).
test('a post page opened in the app after the network dropped shows its comments as last seen', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^View all \d+ comments$/ }) }).first();
  await expect(card).toBeVisible();
  await goOffline(context);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await card.getByRole('link', { name: 'Comment', exact: true }).click();
  await expect(page).toHaveURL(/\/p\/[^/]+\/$/);
  await expect(page.getByRole('list', { name: 'Comments' }).locator(':scope > li.comment-row').first()).toBeVisible();
  await expect(page.getByText('Loading comments…')).toHaveCount(0);
  await goOnline(context);
});

// DESIGN.md rule 7 (issue 17): the queue holds the final state, sent once; never "nothing" on
// the assumption that the screen before the taps was the server's. Counted where it matters:
// every request that reaches the server goes through the link (./support/upload-test.ts), the
// page's, its worker's and the service worker's alike, and it is counted once the outbox is
// idle, so a replay that comes late is counted too (issue 16).
proxiedTest.use({ linkBytesPerSecond: 100_000_000 }); // a counting link, not a slow one
proxiedTest('a like then an unlike made offline sends only the final state, one unlike, and changes nothing', async ({ page, context, link }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const post = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Like', exact: true }) }).first();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  const target = page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) });
  const before = await fetchPost(page.request, code);
  expect(before.viewer_has_liked).toBe(false);

  await goOffline(context);
  await target.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(target.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await target.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(target.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expectOutboxPending(page, 1); // one record: the final state replaced the like

  await goOnline(context);
  await page.reload();
  await expect(target.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expectOutboxIdle(page);
  await expect(target.getByLabel('Pending sync')).toHaveCount(0);

  // What reached the server for this post: one mutation, the unlike (retries of it, if any,
  // under the same X-Mutation-Id); no like at all.
  const sent = link.requests().filter((r) => r.path.startsWith(`/web/likes/${before.id}/`));
  expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(sent.map(() => `POST /web/likes/${before.id}/unlike/`));
  const mutations = [...new Set(sent.map((r) => r.mutationId))];
  expect(mutations).toHaveLength(1);
  expect(mutations[0]).toBeTruthy();
  const after = await fetchPost(page.request, code);
  expect(after.viewer_has_liked).toBe(false);
  expect(after.edge_media_preview_like.count).toBe(before.edge_media_preview_like.count);
});
