import { expect, test, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireChainingResponse, WireProfileResponse } from '../../sync/api/people-wire';
import { expectPostCached } from './support/client-db';
import { gql } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';

// Issue 12 (people): 001 §2 Links /p/{shortcode}/?chaining=true. A post opened from Explore is
// that link: the post, then its author's related profiles ("Suggested for you", each card with
// the server's reason), also offline after a reload; "Hide" leaves the plain post page.

const cardsOf = (page: Page) =>
  page.getByRole('region', { name: 'Suggested for you' }).getByRole('list', { name: 'Suggested accounts' }).getByRole('listitem');

/** The server's related profiles of `username` for this viewer: username → reason as shown. */
async function reasonsOnServer(page: Page, username: string): Promise<Map<string, string>> {
  const profile = await gql<WireProfileResponse>(page, QueryHash.profile, { username });
  const id = profile.body?.data.user.id ?? '';
  expect(id).not.toBe('');
  const { body } = await gql<WireChainingResponse>(page, QueryHash.chaining, { id });
  return new Map((body?.data.user.edge_chaining.edges ?? []).map((e) => [e.node.username, e.node.suggestion_description]));
}

test("a post opened from Explore shows its author's related profiles with their reasons, offline after a reload too; Hide leaves them @desktop", async ({ page, context }) => {
  const size = test.info().project.name;
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto('/explore/');
  const tile = page.getByRole('list', { name: 'Explore posts' }).getByRole('link').first();
  await expect(tile).toHaveAttribute('href', /^\/p\/[^/]+\/\?chaining=true$/);
  await tile.click();
  await expect(page).toHaveURL(/\/p\/[^/]+\/\?chaining=true$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Post by / });
  await expect(heading).toBeAttached();
  const author = ((await heading.textContent()) ?? '').replace(/^Post by /, '');
  expect(author).not.toBe('');
  await expect(page.getByRole('article').first()).toBeVisible();

  // The author's related row under the post; each card's reason is the server's.
  const cards = cardsOf(page);
  await expect(cards.first()).toBeVisible();
  const reasons = await reasonsOnServer(page, author);
  expect(reasons.size).toBeGreaterThan(0);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(shown, 3); i++) {
    const card = cards.nth(i);
    const username = ((await card.getByRole('link').nth(1).textContent()) ?? '').replace(/✓|Verified$/g, '').trim();
    const reason = reasons.get(username);
    expect(reason, `${username} is on the server's list`).toBeDefined();
    await expect(card.getByText(reason ?? '', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Follow ${username}`, exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Dismiss ${username}` })).toBeVisible();
  }
  await page.getByRole('region', { name: 'Suggested for you' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`post-chaining-${size}.png`), fullPage: true });

  // Offline, after a reload: the post and the row as last seen (once the worker's debounced
  // cache write, 001 §9, holds the post; the row is the worker's kept answer, written at once).
  await expectPostCached(page, new URL(page.url()).pathname.split('/')[2] ?? '');
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText("You're offline: these are the accounts last shown.")).toBeVisible();
  await expect(cardsOf(page)).toHaveCount(shown);
  await goOnline(context);

  // Hide: the plain post page, without the row.
  await page.getByRole('region', { name: 'Suggested for you' }).getByRole('button', { name: 'Hide' }).click();
  await expect(page).toHaveURL(/\/p\/[^/]+\/$/);
  await expect(page.getByRole('region', { name: 'Suggested for you' })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
});
