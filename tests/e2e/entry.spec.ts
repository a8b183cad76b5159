import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { bornYearsAgo, fresh, onPhone, signUpToFeed, submitSignup } from './entry/flows';

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
  // 000 §2: on a phone, the registration interstitial comes before the feed.
  await signUpToFeed(page, () => submit.click());
  await expect(page.getByText('No posts yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No posts yet')).toBeVisible();
});

test('000 §2 sign-up from the home page: the interstitial on a phone, straight to the feed on a desktop @desktop', async ({ page }) => {
  const name = fresh('home');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/emailsignup/');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Home Comer', username: name, password: 'a-long-password', year: bornYearsAgo(30) }));
  expect(visited.includes('/accounts/registered/')).toBe(onPhone());
});

test('000 §2 a sign-up started from another page goes back there, on a phone too', async ({ page }) => {
  const name = fresh('elsewhere');
  await page.goto(`/accounts/emailsignup/?next=${encodeURIComponent(`/${DEMO_USER}/`)}`);
  const loaded = page.waitForEvent('load', { timeout: 20_000 });
  await submitSignup(page, { contact: `${name}@example.com`, fullName: 'Else Where', username: name, password: 'a-long-password', year: bornYearsAgo(30) });
  await loaded;
  await page.waitForURL((url) => url.pathname === `/${DEMO_USER}/`);
  await expect(page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/${name}/`);
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
