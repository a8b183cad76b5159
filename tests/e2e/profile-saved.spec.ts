import { expect, test, type Browser, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireUserPostsResponse } from '../../sync/api/people-wire';
import { DEMO_USER } from '../../fixtures/seed/people';
import { fetchPost, shortcodeFromHref } from './api';
import { demoOnServer, feedPost, gql, openSaveToCollection, unsavedFeedPost } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectOutboxIdle, expectOutboxPending, failedOutbox } from './support/client-db';

// Issue 12, the profile's last parts: collections of saved posts (the owner's only), the post
// page's comments as threads, the owner's delete made offline (count and grid at once, back with
// a refusal) and the not-found page of a deleted post, offline too.

/** Another account of the seed (demo follows it): it must not see demo's saved posts. */
const OTHER = 'noah.fischer';
const NOT_FOUND = "Sorry, this page isn't available.";

/** Goes to a path inside the running app (no page load), as a link or Back does. */
async function inAppTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function asOther(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const page = await context.newPage();
  await logIn(page, OTHER);
  return page;
}

test('a collection made from "Save to collection", filled offline, is its owner\'s only', async ({ page, context, browser, baseURL }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const name = `Trips ${Date.now() % 100_000}`;

  // New collection holding a feed post: made through the outbox, the post saved too.
  const first = await unsavedFeedPost(page);
  const sheet = await openSaveToCollection(page, first.article);
  await page.screenshot({ path: test.info().outputPath('save-to-collection.png') });
  await sheet.getByRole('button', { name: 'New collection' }).click();
  const naming = page.getByRole('dialog', { name: 'New collection' });
  await naming.getByRole('textbox', { name: 'Collection name' }).fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(first.article.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await expectOutboxIdle(page);

  // /demo/saved/: All posts and the new collection; its page holds the post.
  await page.goto(`/${DEMO_USER}/saved/`);
  const cards = page.getByRole('list', { name: 'Collections' });
  await expect(cards.getByRole('link', { name: /^All posts, \d+ posts?$/ })).toBeVisible();
  const card = cards.getByRole('link', { name: `${name}, 1 post` });
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('saved-collections.png') });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/collections/\\d+/$`));
  const collectionUrl = new URL(page.url()).pathname;
  const collectionId = /collections\/(\d+)\//.exec(collectionUrl)?.[1] ?? '';
  const tiles = page.getByRole('list', { name: `Posts in ${name}` }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(page.locator(`a[href="/p/${first.code}/"]`)).toBeVisible();

  // Offline: another post saved into it shows in the collection at once; one record waits.
  await page.goto('/');
  const second = await unsavedFeedPost(page, [first.code]);
  await goOffline(context);
  const picker = await openSaveToCollection(page, second.article);
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(second.article.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await page.goto(collectionUrl);
  await expect(tiles).toHaveCount(2);
  await expect(page.getByText('2 posts')).toBeVisible();
  await expectOutboxPending(page, 2); // the save and the add to the collection

  // Online: sent once; the server holds both in the collection.
  await goOnline(context);
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  const demoId = (await demoOnServer(page)).id;
  const held = await gql<WireUserPostsResponse>(page, QueryHash.collectionPosts, { id: demoId, collection_id: collectionId, first: 12 });
  expect(held.body?.data.user.media.count).toBe(2);
  await page.reload();
  await expect(tiles).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('collection.png') });

  // Anyone else: these pages are not found (and the server answers 404).
  const other = await asOther(browser, baseURL);
  await other.goto(`/${DEMO_USER}/saved/`);
  await expect(other.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await other.goto(collectionUrl);
  await expect(other.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  expect((await gql(other, QueryHash.collectionPosts, { id: demoId, collection_id: collectionId, first: 12 })).status).toBe(404);
  await other.context().close();
});

test('the post page shows its comments as threads: a reply made there sits under its parent, and after a reload behind "View replies"', async ({ page }) => {
  await logIn(page);
  const link = page.getByRole('link', { name: /^View all \d+ comments$/ }).first();
  await expect(link).toBeVisible();
  const code = shortcodeFromHref(await page.getByRole('article').filter({ has: link }).locator('a[href^="/p/"]').first().getAttribute('href'));
  await page.goto(`/p/${code}/`);
  const threads = page.getByRole('list', { name: 'Comments' });
  const parent = threads.locator(':scope > li.comment-row').first();
  await expect(parent).toBeVisible();
  const reply = parent.getByRole('button', { name: /^Reply to / });
  const author = ((await reply.getAttribute('aria-label')) ?? '').replace('Reply to ', '');
  await reply.click();
  const box = page.getByRole('textbox', { name: /add a comment/i });
  await expect(box).toHaveValue(`@${author} `);
  const words = `a threaded reply on the post page ${Date.now()}`;
  await box.fill(`@${author} ${words}`);
  await box.press('Enter');
  const replies = threads.getByRole('list', { name: /^Replies to comment / }).first();
  await expect(replies.getByText(words)).toBeVisible();
  await expectOutboxIdle(page);

  await page.reload();
  const toggle = threads.getByRole('button', { name: /^View replies \(\d+\)$/ }).first();
  await expect(toggle).toBeVisible();
  while (!(await replies.getByText(words).isVisible()) && (await toggle.isVisible())) await toggle.click();
  await expect(replies.getByText(words)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('post-page-threads.png') });
});

test('deleting one\'s post offline takes it off the profile\'s count and grid at once; refused, it comes back, told', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto(`/${DEMO_USER}/`);
  const grid = page.getByRole('list', { name: `Posts of ${DEMO_USER}` }).getByRole('listitem');
  await expect(grid.first()).toBeVisible();
  const stats = page.getByRole('list', { name: 'Counts' });
  const postsCount = async () => Number((/([\d,]+) posts?/.exec((await stats.textContent()) ?? '')?.[1] ?? '-1').replace(/,/g, ''));
  const count = await postsCount();
  const tiles = await grid.count();
  await grid.first().getByRole('link').click();
  const code = shortcodeFromHref(page.url());

  // Offline: gone from the count and the grid at once.
  await goOffline(context);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/$`));
  await expect(grid).toHaveCount(tiles - 1);
  await expect.poll(postsCount).toBe(count - 1);
  await expect(page.locator(`a[href="/p/${code}/"]`)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('deleted-offline-profile.png') });
  await expectOutboxPending(page, 1);

  // Its page, opened offline meanwhile (in the app, as a link or Back would): not available, not an empty page.
  await inAppTo(page, `/p/${code}/`);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await inAppTo(page, `/${DEMO_USER}/`);
  await expect(grid).toHaveCount(tiles - 1);

  // Online, the server refuses (the answer the server gives to a post one may not delete):
  // the post and the count come back, and the refusal is told.
  await context.route('**/create/*/delete/', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status: 'fail', message: "You can't delete this post.", error_type: 'forbidden' }) }),
  );
  await goOnline(context);
  await expect(page.getByText("Couldn't delete the post.").first()).toBeVisible();
  await expect(grid).toHaveCount(tiles);
  await expect.poll(postsCount).toBe(count);
  await expect(page.locator(`a[href="/p/${code}/"]`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-refused.png') });
  expect((await failedOutbox(page)).length).toBe(1);
  await context.unroute('**/create/*/delete/');
  expect((await fetchPost(page.request, code)).shortcode).toBe(code);
});

test('a deleted post\'s page, and an unknown one, is "Sorry, this page isn\'t available", offline too once deleted', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto('/p/no-such-post/');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();

  await page.goto(`/${DEMO_USER}/`);
  const grid = page.getByRole('list', { name: `Posts of ${DEMO_USER}` }).getByRole('listitem');
  await expect(grid.first()).toBeVisible();
  await grid.first().getByRole('link').click();
  const code = shortcodeFromHref(page.url());
  await expect(page.getByRole('article')).toBeVisible();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
  await expectOutboxIdle(page);
  await expect(fetchPost(page.request, code)).rejects.toThrow(/HTTP 404/);

  // Online: the server's 404.
  await page.goto(`/p/${code}/`);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  // Offline, after a reload (the post is out of the cache): still not available.
  await goOffline(context);
  await page.goto(`/p/${code}/`);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('deleted-post-offline.png') });
  await goOnline(context);
});

test('the saved collections, a collection, the channel tab and a post\'s threads at desktop size @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page);
  const shots = async (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`) });

  // A collection to show: made from the post menu's "Save to collection".
  const { article } = await feedPost(page, 2);
  const sheet = await openSaveToCollection(page, article);
  await sheet.getByRole('button', { name: 'New collection' }).click();
  const name = `Desk ${Date.now() % 100_000}`;
  await page.getByRole('dialog', { name: 'New collection' }).getByRole('textbox', { name: 'Collection name' }).fill(name);
  await shots('new-collection');
  await page.getByRole('dialog', { name: 'New collection' }).getByRole('button', { name: 'Save' }).click();
  await expectOutboxIdle(page);

  await page.goto(`/${DEMO_USER}/saved/`);
  await expect(page.getByRole('link', { name: `${name}, 1 post` })).toBeVisible();
  await shots('saved');
  await page.getByRole('link', { name: `${name}, 1 post` }).click();
  await expect(page.getByRole('list', { name: `Posts in ${name}` }).getByRole('listitem')).toHaveCount(1);
  await shots('collection');
  await page.getByRole('link', { name: '‹ Saved' }).click();
  await page.getByRole('link', { name: /^All posts, / }).click();
  await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();
  await shots('saved-all');

  await page.goto(`/${DEMO_USER}/channel/`);
  await expect(page.getByRole('link', { name: 'Channel' })).toHaveAttribute('aria-current', 'page');
  await shots('channel');

  await page.goto('/');
  const link = page.getByRole('link', { name: /^View all \d+ comments$/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('list', { name: 'Comments' }).locator(':scope > li.comment-row').first()).toBeVisible();
  await shots('post-threads');
});

test('/{username}/collections/ (001 §2 Links) shows the owner its collections as saved/ does, offline once seen; anyone else gets the not-found page @desktop', async ({ page, context, browser, baseURL }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const size = test.info().project.name;
  await page.goto(`/${DEMO_USER}/collections/`);
  const cards = page.getByRole('list', { name: 'Collections' });
  await expect(cards.getByRole('link', { name: /^All posts, \d+ posts?$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile tabs' }).getByRole('link', { name: 'Saved', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  const shown = await cards.getByRole('listitem').count();
  await page.screenshot({ path: test.info().outputPath(`collections-${size}.png`) });

  // Offline, a fresh load: the same list.
  await goOffline(context);
  await page.reload();
  await expect(cards.getByRole('link', { name: /^All posts, \d+ posts?$/ })).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(shown);
  await goOnline(context);

  const other = await asOther(browser, baseURL);
  await other.goto(`/${DEMO_USER}/collections/`);
  await expect(other.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await expect(other.getByRole('list', { name: 'Collections' })).toHaveCount(0);
  await other.context().close();
});
