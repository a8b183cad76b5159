import { expect, test, type Locator, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireHashtagFollowingResponse, WireProfileResponse, WireSuggestionsResponse } from '../../sync/api/people-wire';
import { DEMO_USER } from '../../fixtures/seed/people';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectAnswerKept, expectOutboxIdle, expectOutboxPending, expectPicturesCached } from './support/client-db';

// Issue 12, explore and discovery: suggested people (reason, Follow, dismiss, seen), following
// a hashtag, the directories of hashtags, profiles and locations, and explore, a tag page and a
// place page opening offline once seen (their pictures too).

async function gql<T>(page: Page, hash: string, variables: object): Promise<T> {
  const res = await page.request.get('/graphql/query/', {
    params: { query_hash: hash, variables: JSON.stringify(variables) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const suggestionsOnServer = (page: Page) => gql<WireSuggestionsResponse>(page, QueryHash.suggestions, { first: 30 }).then((w) => w.data.user);

async function hashtagsFollowedOnServer(page: Page): Promise<string[]> {
  const viewerId = (await gql<WireProfileResponse>(page, QueryHash.profile, { username: DEMO_USER })).data.user.id;
  const w = await gql<WireHashtagFollowingResponse>(page, QueryHash.hashtagFollowing, { id: viewerId });
  return w.data.user.edge_following_hashtag.edges.map((e) => e.node.name);
}

/** The username a row of a people list shows. */
const usernameOf = (row: Locator) => row.locator('.user-row__username').innerText().then((t) => t.replace(/\s*✓$/, '').trim());

test('suggested people from "See all": each with its reason, Follow, dismiss kept by the server, marked seen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page);
  expect((await suggestionsOnServer(page)).new_suggestions_count).toBeGreaterThan(0);

  // The column beside the desktop feed leads to the whole list.
  await page.getByRole('complementary', { name: 'Suggestions' }).getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/explore\/people\/$/);
  const rows = page.getByRole('list', { name: 'Suggested people' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/In your contacts|Followed by|Follows you|Popular|Suggested for you/);

  // Opening the list told the server the suggestions were seen (mark_su_seen through the outbox).
  await expect.poll(async () => (await suggestionsOnServer(page)).new_suggestions_count).toBe(0);

  // Dismiss: gone at once, and the server keeps it out.
  const dismissed = await usernameOf(rows.first());
  await page.getByRole('button', { name: `Dismiss suggestion ${dismissed}` }).click();
  await expect(page.getByRole('link', { name: dismissed, exact: true })).toHaveCount(0);

  // Follow another from its row.
  const followed = await usernameOf(rows.first());
  await page.getByRole('button', { name: `Follow ${followed}`, exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^(Unfollow|Cancel request to follow) ${followed.replace('.', '\\.')}$`) })).toBeVisible();

  await expectOutboxIdle(page);
  const after = (await suggestionsOnServer(page)).edge_suggested_users.edges.map((e) => e.node.user.username);
  expect(after).not.toContain(dismissed);
  expect(after).not.toContain(followed);
  await page.goto('/explore/people/suggested/');
  await expect(page.getByRole('list', { name: 'Suggested people' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: dismissed, exact: true })).toHaveCount(0);
});

test('a hashtag found in the directory is followed from its page, kept by the server and listed under Following › Hashtags', async ({ page }) => {
  await logIn(page);
  const before = await hashtagsFollowedOnServer(page);
  await page.goto('/directory/hashtags/');
  const links = page.getByRole('list', { name: 'Hashtags' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const names = (await links.allInnerTexts()).map((t) => t.replace(/^#/, ''));
  const tag = names.find((n) => !before.includes(n));
  if (tag === undefined) throw new Error('the directory lists no hashtag demo does not follow');
  await page.getByRole('link', { name: `#${tag}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/explore/tags/${tag}/$`));
  await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Most recent posts of #${tag}` }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: `Follow #${tag}` }).click();
  const following = page.getByRole('button', { name: `Unfollow #${tag}` });
  await expect(following).toHaveText(/Following/);
  await expect(following).not.toHaveAttribute('data-pending', 'true', { timeout: 20_000 });
  await expect.poll(() => hashtagsFollowedOnServer(page)).toContain(tag);

  // The viewer's following list has a Hashtags tab (/{username}/hashtag_following/).
  await page.goto(`/${DEMO_USER}/following/`);
  await page.getByRole('link', { name: 'Hashtags' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/hashtag_following/$`));
  const followed = page.getByRole('list', { name: 'Hashtags followed' });
  await expect(followed.getByRole('link', { name: `#${tag}`, exact: true })).toBeVisible();
  for (const name of before) await expect(followed.getByRole('link', { name: `#${name}`, exact: true })).toBeVisible();

  // Unfollowed from the list: the server forgets it.
  await page.getByRole('button', { name: `Unfollow #${tag}` }).click();
  await expect(page.getByRole('button', { name: `Follow #${tag}` })).toBeVisible();
  await expect.poll(() => hashtagsFollowedOnServer(page)).not.toContain(tag);
});

test('a hashtag followed offline is pending, survives a reload and reaches the server once back online', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const before = await hashtagsFollowedOnServer(page);
  await page.goto('/directory/hashtags/');
  const links = page.getByRole('list', { name: 'Hashtags' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const tag = (await links.allInnerTexts()).map((t) => t.replace(/^#/, '')).filter((n) => !before.includes(n)).at(-1);
  if (tag === undefined) throw new Error('the directory lists no hashtag demo does not follow');
  await page.goto(`/explore/tags/${tag}/`);
  await expect(page.getByRole('button', { name: `Follow #${tag}` })).toBeVisible();
  await expectAnswerKept(page, `tag:${tag}`);

  await goOffline(context);
  await page.getByRole('button', { name: `Follow #${tag}` }).click();
  const following = page.getByRole('button', { name: `Unfollow #${tag}` });
  await expect(following).toHaveAttribute('data-pending', 'true');
  await expectOutboxPending(page, 1);
  await page.reload();
  await expect(following).toHaveText(/Following/, { timeout: 20_000 });
  await expect(following).toHaveAttribute('data-pending', 'true');

  await goOnline(context);
  await expect(following).not.toHaveAttribute('data-pending', 'true', { timeout: 20_000 });
  await expect.poll(() => hashtagsFollowedOnServer(page)).toContain(tag);
  expect((await hashtagsFollowedOnServer(page)).filter((n) => n === tag)).toHaveLength(1);
});

test('the locations directory leads by country and city to a place page; the profiles directory lists people', async ({ page }) => {
  await logIn(page);
  await page.goto('/explore/locations/');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  const country = page.getByRole('list', { name: 'Countries' }).getByRole('link').first();
  const countryName = await country.innerText();
  await country.click();
  await expect(page.getByRole('heading', { name: countryName })).toBeVisible();
  const city = page.getByRole('list', { name: 'Cities' }).getByRole('link').first();
  const cityName = await city.innerText();
  await city.click();
  await expect(page).toHaveURL(/\/explore\/locations\/c\d+\/[^/]+\/$/);
  await expect(page.getByRole('heading', { name: cityName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: countryName })).toBeVisible();
  const place = page.getByRole('list', { name: 'Places' }).getByRole('link').first();
  const placeName = await place.innerText();
  await place.click();
  await expect(page).toHaveURL(/\/explore\/locations\/\d+\//);
  await expect(page.getByRole('heading', { name: placeName })).toBeVisible();

  await page.goto('/directory/profiles/');
  await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/explore/locations/zz/');
  await expect(page.getByRole('heading', { name: /isn't available/i })).toBeVisible();
});

/** The first n tiles of a grid: in view (their pictures load), and their pictures cached. */
async function picturesOf(page: Page, grid: Locator, n: number): Promise<Locator[]> {
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const count = Math.min(n, await grid.getByRole('listitem').count());
  const imgs = Array.from({ length: count }, (_, i) => grid.getByRole('listitem').nth(i).locator('img'));
  for (const img of imgs) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expectPicturesCached(page, imgs);
  return imgs;
}

async function expectPicturesShown(imgs: Locator[]): Promise<void> {
  for (const img of imgs) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test('explore, a tag page and a place page once seen open with no network, their pictures too', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);

  await page.goto('/explore/');
  const exploreGrid = page.getByRole('list', { name: 'Explore posts' });
  await picturesOf(page, exploreGrid, 3);
  await expectAnswerKept(page, 'explore');

  await page.goto('/explore/tags/travel/');
  const tagGrid = page.getByRole('list', { name: 'Most recent posts of #travel' });
  await picturesOf(page, tagGrid, 3);
  await expectAnswerKept(page, 'tag:travel');

  await page.goto('/explore/locations/');
  await page.getByRole('list', { name: 'Countries' }).getByRole('link').first().click();
  await page.getByRole('list', { name: 'Cities' }).getByRole('link').first().click();
  const placeLink = page.getByRole('list', { name: 'Places' }).getByRole('link').first();
  const placeName = await placeLink.innerText();
  await placeLink.click();
  await expect(page).toHaveURL(/\/explore\/locations\/\d+\//);
  const placeUrl = page.url();
  const placeId = /\/explore\/locations\/(\d+)\//.exec(placeUrl)?.[1] ?? '';
  const placeGrid = page.getByRole('list', { name: `Most recent posts of ${placeName}` });
  await picturesOf(page, placeGrid, 2);
  await expectAnswerKept(page, `place:${placeId}`);

  await goOffline(context);
  for (const [url, grid, note] of [
    ['/explore/', exploreGrid, /offline/i],
    ['/explore/tags/travel/', tagGrid, /offline/i],
    [placeUrl, placeGrid, /offline/i],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(note).first()).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expectPicturesShown(Array.from({ length: 2 }, (_, i) => grid.getByRole('listitem').nth(i).locator('img')));
  }
  await expect(page.getByRole('heading', { name: placeName })).toBeVisible();
  await goOnline(context);
});
