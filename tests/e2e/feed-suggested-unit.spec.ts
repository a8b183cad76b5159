import { expect, test, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireProfileResponse } from '../../sync/api/people-wire';
import { gql } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectFeedCached, expectOutboxIdle, failedOutbox } from './support/client-db';

// Issue 12 (people): the feed's suggested-user unit (001 §3 Feed) is a row of cards among the
// posts: Follow reaches the server, dismiss hides a card, and the row is there offline after a
// reload (the unit is kept apart from the feed's cache).

/** The unit's row in the feed (the desktop's column beside the feed is another region). */
const unitCards = (page: Page) =>
  page.getByRole('region', { name: 'Suggested for you' }).getByRole('list', { name: 'Suggested accounts' }).getByRole('listitem');

async function followedOnServer(page: Page, username: string): Promise<boolean> {
  const { body } = await gql<WireProfileResponse>(page, QueryHash.profile, { username });
  return body?.data.user.followed_by_viewer ?? false;
}

test('the feed shows a "Suggested for you" row after its 4th post: Follow reaches the server, dismiss hides a card, offline after a reload it is still there @desktop', async ({ page, context }) => {
  const size = test.info().project.name;
  await logIn(page);
  await waitForServiceWorker(page);
  const cards = unitCards(page);
  await expect(cards.first()).toBeAttached();
  // Between the posts: after the 4th post (the stories-in-feed row, after the 2nd, is one row before it too).
  const row = page.locator('.feed__row').filter({ has: page.getByRole('list', { name: 'Suggested accounts' }) });
  await expect(row).toHaveAttribute('data-index', '5');
  await expect(page.locator('.feed__row[data-index="2"]').getByRole('region', { name: 'Stories' })).toBeAttached();
  await row.scrollIntoViewIfNeeded();
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`feed-unit-${size}.png`) });

  // Follow the first card's person: Following, and so on the server.
  const first = cards.first();
  const username = ((await first.getByRole('link').nth(1).textContent()) ?? '').replace(/Verified$/, '').trim();
  expect(username).not.toBe('');
  await first.getByRole('button', { name: `Follow ${username}`, exact: true }).click();
  await expect(first.getByRole('button', { name: new RegExp(`^(Unfollow|Cancel request to follow) ${username.replace(/\./g, '\\.')}$`) })).toBeVisible();
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  await expect.poll(() => followedOnServer(page, username)).toBe(true);

  // Dismiss the second: gone at once.
  const second = cards.nth(1);
  const dismissed = ((await second.getByRole('link').nth(1).textContent()) ?? '').replace(/Verified$/, '').trim();
  const before = await cards.count();
  await second.getByRole('button', { name: `Dismiss ${dismissed}` }).click();
  await expect(cards).toHaveCount(before - 1);
  await expectOutboxIdle(page);

  // Offline, a reload: the row is there (the one dismissed not), from the worker's kept answer.
  await expectFeedCached(page, 4); // the posts the row follows (the worker's debounced cache write, 001 §9)
  await goOffline(context);
  await page.reload();
  await expect(cards.first()).toBeAttached();
  await expect(cards.filter({ hasText: dismissed })).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`feed-unit-offline-${size}.png`) });
  await goOnline(context);

  // The demo account as it was: unfollowed again.
  await page.goto(`/${username}/`);
  await page.getByRole('button', { name: new RegExp(`^(Unfollow|Cancel request to follow) ${username.replace(/\./g, '\\.')}$`) }).filter({ visible: true }).first().click();
  await expectOutboxIdle(page);
  await expect.poll(() => followedOnServer(page, username)).toBe(false);
});
