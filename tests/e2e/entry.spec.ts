import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { signUpToFeed } from './entry/flows';

// 000 §2/§4/§5: the logged-out entry flows of the foundation: email sign-up and password login.

test('a newcomer signs up by email and lands signed in on the feed', async ({ page }) => {
  const name = `newcomer${Date.now().toString(36)}`;
  await page.goto('/accounts/emailsignup/');
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  await page.getByLabel('Mobile Number or Email').fill(`${name}@example.com`);
  await page.getByLabel('Full Name').fill('New Comer');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled(); // 000 §5: password shorter than 6
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByLabel('Year').selectOption('1995');
  await expect(submit).toBeEnabled();
  // 000 §2: on a phone, the registration interstitial may come before the feed.
  await signUpToFeed(page, () => submit.click());
  await expect(page.getByText('No posts yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No posts yet')).toBeVisible();
});

test('sign-up shows the server\'s per-field errors', async ({ page }) => {
  await page.goto('/accounts/emailsignup/');
  await page.getByLabel('Mobile Number or Email').fill('someone-new@example.com');
  await page.getByLabel('Full Name').fill('Taken Name');
  await page.getByLabel('Username').fill(DEMO_USER);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByLabel('Year').selectOption('1995');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const username = page.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/username isn't available/i);
  await expect(page).toHaveURL(/emailsignup/);
});

test('a wrong password gives the password error and no session', async ({ page }) => {
  await page.goto('/accounts/login/');
  await page.getByLabel(/username/i).fill(DEMO_USER);
  await page.getByLabel(/^password$/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/password was incorrect/i);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
