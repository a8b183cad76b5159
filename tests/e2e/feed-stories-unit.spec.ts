import { expect, test, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireFeedResponse, WireStoriesInFeedUnit } from '../../sync/api/wire';
import { gql } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectFeedCached } from './support/client-db';

// Issue 12 (people): the feed's stories-in-feed unit (001 §3 Feed) is a row among the posts
// (after the 2nd): the followed accounts with a story (a link to it; stories.spec.ts plays
// them) or new posts (a link to the profile), each avatar in its ring with the username;
// offline after a reload it is still there (kept apart from the feed's cache, as the
// suggested-user unit is).

const reelLinks = (page: Page) =>
  page.getByRole('region', { name: 'Stories' }).getByRole('list', { name: 'Stories: accounts you follow' }).getByRole('link');

async function unitOnServer(page: Page): Promise<WireStoriesInFeedUnit | undefined> {
  const { body } = await gql<WireFeedResponse>(page, QueryHash.feed, { first: 12 });
  return body?.data.user.edge_web_feed_timeline.edges.map((e) => e.node).find((n): n is WireStoriesInFeedUnit => n.__typename === 'GraphStoriesInFeedItem');
}

test('the feed shows a row of the accounts you follow that posted recently after its 2nd post, each a link to the profile, offline after a reload too @desktop', async ({ page, context }) => {
  const size = test.info().project.name;
  await logIn(page);
  await waitForServiceWorker(page);
  const links = reelLinks(page);
  await expect(links.first()).toBeAttached();
  const row = page.locator('.feed__row').filter({ has: page.getByRole('region', { name: 'Stories' }) });
  await expect(row).toHaveAttribute('data-index', '2');

  // The accounts the server names, in its order, each "Story by username, (not) seen" or "username: posted recently".
  const unit = await unitOnServer(page);
  const reels = unit?.reels ?? [];
  expect(reels.length).toBeGreaterThan(0);
  const names = reels.map((r) => (r.kind === 'story' ? new RegExp(`^Story by ${r.user.username.replace(/\./g, '\\.')}, (not )?seen$`) : `${r.user.username}: posted recently`));
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
  const first = reels[0]?.user.username ?? '';
  await expect(links.first().getByRole('img', { name: `${first}'s profile picture` })).toBeAttached();
  await row.scrollIntoViewIfNeeded();
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toContainText(first);
  await page.screenshot({ path: test.info().outputPath(`feed-stories-${size}.png`) });

  // Offline, a reload: the same row, from the worker's kept answer.
  await expectFeedCached(page, 2); // the posts the row follows (the worker's debounced cache write, 001 §9)
  await goOffline(context);
  await page.reload();
  await expect(links.first()).toBeAttached();
  await expect(links).toHaveCount(names.length);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`feed-stories-offline-${size}.png`) });
  // A reel with new posts leads to its owner's profile (offline as last seen, or the page's own
  // state); one with a story to the story (001 §2 /stories/{username}/).
  await goOnline(context);
  const story = reels.find((r) => r.kind === 'story')?.user.username;
  if (story !== undefined) expect(await links.nth(reels.findIndex((r) => r.kind === 'story')).getAttribute('href')).toBe(`/stories/${story}/`);
  const poster = reels.findIndex((r) => r.kind === 'recent_posts');
  const posterName = reels[poster]?.user.username ?? first;
  await links.nth(Math.max(0, poster)).click();
  await expect(page).toHaveURL(new RegExp(`/${posterName.replace(/\./g, '\\.')}/$`));
  await expect(page.getByRole('heading', { name: posterName, level: 1 })).toBeVisible();
});
