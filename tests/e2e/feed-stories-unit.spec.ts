import { expect, test, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireFeedResponse, WireStoriesInFeedUnit } from '../../sync/api/wire';
import { gql } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectFeedCached } from './support/client-db';

// Issue 12 (people): the feed's stories-in-feed unit (001 §3 Feed) is a row among the posts
// (after the 2nd): the followed accounts with a story or, while stories are not built, new
// posts, each avatar in its ring with the username, a link to the profile; offline after a
// reload it is still there (kept apart from the feed's cache, as the suggested-user unit is).

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

  // The accounts the server names, in its order, each "username: has a story" or "username: posted recently".
  const unit = await unitOnServer(page);
  const reels = unit?.reels ?? [];
  expect(reels.length).toBeGreaterThan(0);
  const names = reels.map((r) => `${r.user.username}: ${r.kind === 'story' ? 'has a story' : 'posted recently'}`);
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
  // A reel leads to its owner's profile (offline as last seen, or the page's own state).
  await goOnline(context);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/${first.replace(/\./g, '\\.')}/$`));
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
});
