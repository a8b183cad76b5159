import { expect, test } from '@playwright/test';
import { PEOPLE } from '../../fixtures/seed/people';
import { bornYearsAgo, fresh, signUpToFeed, submitSignup } from './entry/flows';
import { expectOutboxIdle } from './support/client-db';

// Issue 12, as a new user: a new account signs up, finds three people by search, follows them,
// and its empty feed fills with their posts (it offered people to follow while empty).

/** Three public accounts of the seed with posts (the core circle's first). */
const THREE = PEOPLE.filter((p) => !p.isPrivate && p.posts > 0 && p.username !== 'demo').slice(0, 3).map((p) => p.username);

test('a new account signs up, searches, follows three people, and its feed fills with their posts', async ({ page }) => {
  expect(THREE).toHaveLength(3);
  const name = fresh('newbie');
  await page.goto('/accounts/emailsignup/');
  await submitSignup(page, { contact: `${name}@example.com`, fullName: 'New Bie', username: name, password: 'a-long-password', year: bornYearsAgo(28) });
  await signUpToFeed(page, async () => {});
  await expect(page.getByText('No posts yet')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  for (const person of THREE) {
    await page.getByRole('link', { name: 'Search and explore' }).click();
    const box = page.getByRole('searchbox', { name: /search/i });
    await box.click();
    await expect(page).toHaveURL(/\/explore\/search\//);
    await box.fill(person.slice(0, 5));
    await page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: `${person}'s profile` }).click();
    await expect(page).toHaveURL(new RegExp(`/${person.replace(/\./g, '\\.')}/$`));
    await page.getByRole('button', { name: `Follow ${person}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Unfollow ${person}` })).toHaveText(/Following/);
  }
  await expectOutboxIdle(page);
  await page.screenshot({ path: test.info().outputPath('newcomer-followed.png') });

  // Home: the feed now holds their posts, and only theirs.
  await page.goto('/');
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  await expect(page.getByText('No posts yet')).toHaveCount(0);
  const owners = new Set<string>();
  const n = Math.min(await articles.count(), 6);
  for (let i = 0; i < n; i++) {
    const shown = await Promise.all(THREE.map(async (p) => ((await articles.nth(i).getByRole('link', { name: p, exact: true }).count()) > 0 ? p : null)));
    const by = shown.find((p) => p !== null) ?? null;
    expect(by, `post ${i} of the feed is by one of ${THREE.join(', ')}`).not.toBeNull();
    if (by) owners.add(by);
  }
  expect(owners.size).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('newcomer-feed.png') });
});
