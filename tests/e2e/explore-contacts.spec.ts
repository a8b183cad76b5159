import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// Issue 12: /explore/people/contacts/ (001 §2). A web page reads no address book: the page says
// so and leads to the suggested people and search, not to a dead end or "page isn't available".

test('the contacts page says a browser cannot read contacts and leads to suggested people @desktop', async ({ page }) => {
  await logIn(page);
  await page.goto('/explore/people/contacts/');
  await expect(page.getByRole('heading', { name: 'Connect contacts', level: 1 })).toBeVisible();
  await expect(page.getByText("A web browser can't read the contacts on your device")).toBeVisible();
  await expect(page.getByRole('heading', { name: "Sorry, this page isn't available." })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search' , exact: true }).last()).toHaveAttribute('href', '/explore/search/');
  await page.screenshot({ path: test.info().outputPath(`contacts-${test.info().project.name}.png`) });
  // The link is checked, not followed: opening the suggested list marks demo's suggestions
  // seen at the server (mark_su_seen), which explore.spec.ts's test of that step needs unseen.
  await expect(page.getByRole('link', { name: 'See suggested people' })).toHaveAttribute('href', '/explore/people/suggested/');
});
