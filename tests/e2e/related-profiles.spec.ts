import { expect, test, type Page } from '@playwright/test';
import { PeoplePath, QueryHash } from '../../sync/api/paths';
import type { WireChainingResponse, WireProfileResponse } from '../../sync/api/people-wire';
import { gql } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { onMutationAnswer } from './support/mutation-answers';
import { expectAnswerKept, expectOutboxIdle, expectOutboxPending, failedOutbox } from './support/client-db';

// Issue 12 (people): a profile's related row ("Suggested for you", chaining): opened by the
// similar-accounts button beside Follow; a card dismissed offline is hidden at once, stays hidden
// over an offline reload, reaches the server once online (chaining_dismiss) and stays dismissed.

const PROFILE = 'maya.chen';

/** A username link's name: the username, then " Verified" for a verified account. */
const named = (username: string) => new RegExp(`^${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Verified)?$`);

function countDismissals(page: Page): { n: number } {
  const seen = { n: 0 };
  onMutationAnswer(page.context(), (answer) => {
    if (answer.path === PeoplePath.chainingDismiss && answer.method === 'POST' && answer.status >= 200 && answer.status < 300) seen.n += 1;
  });
  return seen;
}

async function openRelated(page: Page) {
  const toggle = page.getByRole('button', { name: `Similar accounts to ${PROFILE}` }).filter({ visible: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const row = page.getByRole('region', { name: 'Suggested for you' });
  await expect(row).toBeVisible();
  return row.getByRole('list', { name: 'Suggested accounts' }).getByRole('listitem');
}

async function relatedOnServer(page: Page, userId: string): Promise<string[]> {
  return [...(await reasonsOnServer(page, userId)).keys()];
}

/** The server's related profiles for this viewer: username → reason as shown (001 §3 suggestionDescription). */
async function reasonsOnServer(page: Page, userId: string): Promise<Map<string, string>> {
  const { body } = await gql<WireChainingResponse>(page, QueryHash.chaining, { id: userId });
  return new Map((body?.data.user.edge_chaining.edges ?? []).map((e) => [e.node.username, e.node.suggestion_description]));
}

test('tapping Follow on a profile opens its related row by itself; the chevron closes it @desktop', async ({ page }) => {
  const someone = 'ravi.patel';
  await logIn(page);
  await page.goto(`/${someone}/`);
  await expect(page.getByRole('heading', { name: someone, level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: `Similar accounts to ${someone}` }).filter({ visible: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Suggested for you' })).toHaveCount(0);
  await page.getByRole('button', { name: `Follow ${someone}`, exact: true }).filter({ visible: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Suggested for you' }).getByRole('list', { name: 'Suggested accounts' }).getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('related-after-follow.png') });
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Suggested for you' })).toHaveCount(0);
  // The server's follow graph as it was: unfollowed again.
  await page.getByRole('button', { name: `Unfollow ${someone}`, exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('button', { name: `Follow ${someone}`, exact: true }).filter({ visible: true })).toBeVisible();
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
});

test('related profiles: a card dismissed offline stays hidden over a reload, reaches the server once and stays dismissed @desktop', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const dismissals = countDismissals(page);
  const { body } = await gql<WireProfileResponse>(page, QueryHash.profile, { username: PROFILE });
  const profileId = body?.data.user.id ?? '';
  expect(profileId).not.toBe('');

  await page.goto(`/${PROFILE}/`);
  await expect(page.getByRole('heading', { name: PROFILE, level: 1 })).toBeVisible();
  const cards = await openRelated(page);
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  expect(before).toBeGreaterThan(1);
  // Each card: a picture, the username (a link), the server's reason, Follow and dismiss.
  const first = cards.first();
  const username = (await first.getByRole('link').last().innerText()).replace('✓', '').trim();
  await expect(first.getByRole('button', { name: `Follow ${username}`, exact: true })).toBeVisible();
  await expect(first.getByRole('img', { name: `${username}'s profile picture` })).toBeVisible();
  const reasons = await reasonsOnServer(page, profileId);
  expect(reasons.has(username)).toBe(true);
  await expect(first.getByText(reasons.get(username) ?? '', { exact: true })).toBeVisible();
  await expectAnswerKept(page, `chaining:${profileId}`);
  await page.screenshot({ path: test.info().outputPath('related-row.png') });

  // Offline: dismissed, hidden at once, waiting in the outbox.
  await goOffline(context);
  await first.getByRole('button', { name: `Dismiss ${username}` }).click();
  await expect(cards).toHaveCount(before - 1);
  await expect(cards.getByRole('link', { name: named(username) })).toHaveCount(0);
  await expectOutboxPending(page, 1);

  // An offline reload: the row (as last seen) still without it.
  await page.reload();
  const offlineCards = await openRelated(page);
  await expect(page.getByText("You're offline: these are the accounts last shown.")).toBeVisible();
  await expect(offlineCards).toHaveCount(before - 1);
  await expect(offlineCards.getByRole('link', { name: named(username) })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('related-row-offline.png') });

  // Online: sent once; the server no longer relates it to this profile, after a reload too.
  await goOnline(context);
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  expect(dismissals.n).toBe(1);
  expect(await relatedOnServer(page, profileId)).not.toContain(username);
  await page.reload();
  const reloaded = await openRelated(page);
  await expect(reloaded.first()).toBeVisible();
  await expect(reloaded.getByRole('link', { name: named(username) })).toHaveCount(0);
  expect(dismissals.n).toBe(1);

  // "See all": /{username}/similar_accounts/ lists the same people, without it either.
  const shown = await reloaded.count();
  await page.getByRole('region', { name: 'Suggested for you' }).getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(new RegExp(`/${PROFILE}/similar_accounts/$`));
  await expect(page.getByRole('heading', { name: 'Similar accounts', level: 1 })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Similar accounts' }).getByRole('listitem');
  await expect(rows).toHaveCount(shown);
  await expect(rows.getByRole('link', { name: named(username) })).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: /^Dismiss / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('similar-accounts.png') });
});
