import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PeoplePath, QueryHash } from '../../sync/api/paths';
import type { WireActivityCountsResponse, WireProfileResponse } from '../../sync/api/people-wire';
import { DEMO_USER } from '../../fixtures/seed/people';
import { fetchPost, shortcodeFromHref } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectOutboxIdle, expectOutboxPending, failedOutbox } from './support/client-db';

// Issue 12 across two people (two browser contexts, each logged in as one): a follow request
// approved by the other, a block seen from both sides, activity of a like made by the other;
// and the owner's post menu (delete offline, sent once), a reply under its parent, the liked-by
// dialog on desktop.

/** A private account demo neither follows nor asked to follow (seed). */
const PRIVATE = 'lucas.moreau';
/** Accounts demo follows in the seed, used by one test each. */
const BLOCKED = 'liam.oconnor';
const LIKER = 'noah.fischer';

/** A second person: a new context, logged in as `username`. */
async function asPerson(browser: Browser, baseURL: string | undefined, username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const page = await context.newPage();
  await logIn(page, username);
  return { context, page };
}

/** A user's profile as the server tells it to the page's session. */
async function profileOnServer(page: Page, username: string): Promise<{ status: number; user: WireProfileResponse['data']['user'] | null }> {
  const res = await page.request.get('/graphql/query/', {
    params: { query_hash: QueryHash.profile, variables: JSON.stringify({ username }) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { status: res.status(), user: res.ok() ? ((await res.json()) as WireProfileResponse).data.user : null };
}

/** The activity counts the server tells the page's session (the badge's source). */
async function activityCounts(page: Page): Promise<WireActivityCountsResponse> {
  const res = await page.request.get(PeoplePath.activityCounts, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as WireActivityCountsResponse;
}

/** The unread count the activity link names ("Activity, 3 new"; 0 when it has no badge). */
async function badgeCount(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /^Activity/ }).first().getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) new$/.exec(name)?.[1] ?? 0);
}

test('a follow request to a private account is approved in another context, and the requester then sees the posts', async ({ page, browser, baseURL }) => {
  await logIn(page);
  await page.goto(`/${PRIVATE}/`);
  await expect(page.getByRole('heading', { name: 'This account is private' })).toBeVisible();
  await page.getByRole('button', { name: `Follow ${PRIVATE}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Cancel request to follow ${PRIVATE}` })).toHaveText(/Requested/);
  await expectOutboxIdle(page);

  const other = await asPerson(browser, baseURL, PRIVATE);
  await other.page.goto('/accounts/activity/');
  await other.page.getByRole('button', { name: `Confirm ${DEMO_USER}'s request` }).click();
  await expect(other.page.getByText('Now follows you').first()).toBeVisible();
  await expectOutboxIdle(other.page);
  await other.context.close();

  await page.reload();
  await expect(page.getByRole('button', { name: `Unfollow ${PRIVATE}` })).toHaveText(/Following/);
  await expect(page.getByRole('list', { name: `Posts of ${PRIVATE}` }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This account is private' })).toHaveCount(0);
});

test('a blocked account disappears for both sides', async ({ page, browser, baseURL }) => {
  await logIn(page);
  await page.goto(`/${BLOCKED}/`);
  await expect(page.getByRole('list', { name: `Posts of ${BLOCKED}` }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: `Options for ${BLOCKED}` }).click();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('button', { name: `Block ${BLOCKED}` }).click();

  // The blocker sees the blocked state, not the grid, at once and after a reload.
  await expect(page.getByRole('heading', { name: 'You blocked this account' })).toBeVisible();
  await expect(page.getByRole('list', { name: `Posts of ${BLOCKED}` })).toHaveCount(0);
  await expectOutboxIdle(page);
  await page.screenshot({ path: test.info().outputPath('blocked-profile.png') });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You blocked this account' })).toBeVisible();
  await expect(page.getByRole('list', { name: `Posts of ${BLOCKED}` })).toHaveCount(0);

  // The blocked person finds no demo: the profile is not found, in the app and at the server.
  const other = await asPerson(browser, baseURL, BLOCKED);
  await other.page.goto(`/${DEMO_USER}/`);
  await expect(other.page.getByRole('heading', { name: "Sorry, this page isn't available." })).toBeVisible();
  expect((await profileOnServer(other.page, DEMO_USER)).status).toBe(404);
  await other.context.close();

  // Unblock (the seed's graph as it was for the tests after this one, but the follow block removed).
  await page.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.getByRole('list', { name: `Posts of ${BLOCKED}` }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: `Follow ${BLOCKED}`, exact: true }).click();
  await expectOutboxIdle(page);
});

test('activity shows a like made in another context, with the nav badge', async ({ page, browser, baseURL }) => {
  await logIn(page);
  await page.goto('/accounts/activity/');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  // Seen: the mark reaches the server, which then counts only the follow requests waiting.
  await expect.poll(async () => {
    const c = await activityCounts(page);
    return c.unread_count - c.follow_requests;
  }).toBe(0);
  const before = (await activityCounts(page)).unread_count;
  await page.goto('/');
  await expect.poll(() => badgeCount(page)).toBe(before);

  // The other person likes a post of demo's that they have not liked yet.
  const other = await asPerson(browser, baseURL, LIKER);
  await other.page.goto(`/${DEMO_USER}/`);
  const tiles = other.page.getByRole('list', { name: `Posts of ${DEMO_USER}` }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  let liked = false;
  for (let i = 0; i < (await tiles.count()) && !liked; i++) {
    await other.page.goto(`/${DEMO_USER}/`);
    await tiles.nth(i).click();
    const like = other.page.getByRole('article').getByRole('button', { name: 'Like', exact: true });
    const unlike = other.page.getByRole('article').getByRole('button', { name: 'Unlike', exact: true });
    await expect(like.or(unlike)).toBeVisible();
    if (await like.isVisible()) {
      await like.click();
      liked = true;
    }
  }
  expect(liked).toBe(true);
  await expectOutboxIdle(other.page);
  await other.context.close();

  // The badge counts it (at start the app asks for the counts), and the activity names the liker.
  expect((await activityCounts(page)).unread_count).toBe(before + 1);
  await page.reload();
  await expect.poll(() => badgeCount(page)).toBe(before + 1);
  await page.getByRole('link', { name: /^Activity, \d+ new$/ }).first().click();
  await expect(page.getByRole('listitem').filter({ hasText: LIKER }).filter({ hasText: 'liked your post.' }).first()).toBeVisible();
});

test('the owner deletes a post offline from its menu: gone at once, sent once when back online; the caption edit shows Edited', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const before = (await profileOnServer(page, DEMO_USER)).user?.edge_owner_to_timeline_media.count ?? 0;
  await page.goto(`/${DEMO_USER}/`);
  const grid = page.getByRole('list', { name: `Posts of ${DEMO_USER}` }).getByRole('listitem');
  await expect(grid.first()).toBeVisible();
  const tiles = await grid.count();

  // Edit a caption (online): shown at once, marked Edited, at the server.
  await grid.first().getByRole('link').click();
  const code = shortcodeFromHref(page.url());
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Caption' }).fill('Edited by the e2e test #lumen');
  await page.screenshot({ path: test.info().outputPath('caption-editor.png') });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article').getByText('Edited by the e2e test')).toBeVisible();
  await expect(page.getByRole('article').getByText('· Edited')).toBeVisible();
  await expectOutboxIdle(page);
  expect((await fetchPost(page.request, code)).caption).toBe('Edited by the e2e test #lumen');

  // Delete offline: the post leaves the profile grid at once; one record waits.
  await goOffline(context);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.screenshot({ path: test.info().outputPath('post-menu-owner.png') });
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Delete' }).click();
  await page.screenshot({ path: test.info().outputPath('delete-confirm.png') });
  await page.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/$`));
  await expect(grid).toHaveCount(tiles - 1);
  await expect(page.locator(`a[href="/p/${code}/"]`)).toHaveCount(0);
  await expectOutboxPending(page, 1);

  // Online: sent and answered once; the server has one post fewer, and this one is gone.
  await goOnline(context);
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  await expect.poll(async () => (await profileOnServer(page, DEMO_USER)).user?.edge_owner_to_timeline_media.count).toBe(before - 1);
  await expect(fetchPost(page.request, code)).rejects.toThrow(/HTTP 404/);
  await page.reload();
  await expect(grid).toHaveCount(tiles - 1);
});

test('Reply on a comment prefills @username and the reply shows under its parent, at once and from the server', async ({ page }) => {
  await logIn(page);
  const link = page.getByRole('link', { name: /^View all \d+ comments$/ }).first();
  await expect(link).toBeVisible();
  const post = page.getByRole('article').filter({ has: link });
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  await page.goto(`/p/${code}/comments/`);
  const threads = page.getByRole('list', { name: 'Comments' });
  const first = threads.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const reply = first.getByRole('button', { name: /^Reply to / });
  const author = ((await reply.getAttribute('aria-label')) ?? '').replace('Reply to ', '');
  await reply.click();
  const box = page.getByRole('textbox', { name: /add a comment/i });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(`@${author} `);
  const text = `@${author} thanks from the reply test ${Date.now()}`;
  await box.fill(text);
  await box.press('Enter');

  // At once, under the parent's thread (not as a new top-level comment).
  const replies = threads.getByRole('list', { name: /^Replies to comment / }).first();
  await expect(replies.getByText(text.replace(`@${author} `, ''))).toBeVisible();
  await expectOutboxIdle(page);
  await page.screenshot({ path: test.info().outputPath('reply-under-parent.png') });

  // From the server: under the same parent, behind "View replies (N)".
  await page.reload();
  const toggle = threads.getByRole('button', { name: /^View replies \(\d+\)$/ }).first();
  await expect(toggle).toBeVisible();
  while (await toggle.isVisible()) {
    if (await replies.getByText(text.replace(`@${author} `, '')).isVisible()) break;
    await toggle.click();
  }
  await expect(replies.getByText(text.replace(`@${author} `, ''))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('comment-threads.png') });

  // On a phone the post's likers are a page of their own.
  await page.goto(`/p/${code}/liked_by/`);
  await expect(page.getByRole('heading', { name: 'Likes', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'People who liked this' }).getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('liked-by-phone.png') });
});

test('the liked-by list opens as a dialog from "N likes", and follows from its rows @desktop', async ({ page }) => {
  // A dialog is the wide layout's (a phone gets a page, tested above): wide in both projects.
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page);
  const likesName = /^[\d,]+ likes?$/;
  const post = page.getByRole('article').filter({ has: page.getByRole('link', { name: likesName }) }).first();
  const likes = post.getByRole('link', { name: likesName });
  await expect(likes).toBeVisible();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  await likes.click();
  await expect(page).toHaveURL(new RegExp(`/p/${code}/liked_by/$`));
  const dialog = page.getByRole('dialog', { name: 'Likes' });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('list', { name: 'People who liked this' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(12);
  const follow = dialog.getByRole('button', { name: /^Follow / }).first();
  if (await follow.isVisible()) {
    const name = ((await follow.getAttribute('aria-label')) ?? '').replace('Follow ', '');
    await follow.click();
    await expect(dialog.getByRole('button', { name: new RegExp(`^(Unfollow|Cancel request to follow) ${name.replace('.', '\\.')}$`) })).toBeVisible();
    await expectOutboxIdle(page);
  }
  await page.screenshot({ path: test.info().outputPath('liked-by-desktop.png') });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/p/${code}/$`));
  await expect(dialog).toHaveCount(0);
});
