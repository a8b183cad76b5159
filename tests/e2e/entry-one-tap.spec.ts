import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';
import { bornYearsAgo, expectSignedInFeed, fresh, logOutOnPhone, signUpToFeed, submitSignup } from './entry/flows';

// One-tap login (000 §4, 000 §6: on mobile, with saved nonces), walked on a phone (the mobile
// project) through the UI only.

const PASSWORD = 'a-long-password';

test('000 §4 one-tap on a phone: save the login info, log out, log back in with one tap', async ({ page }) => {
  await page.goto('/accounts/login/');
  await page.getByLabel('Phone number, username, or email').fill(DEMO_USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/accounts/onetap/'));
  await expect(page.getByRole('heading', { name: 'Save your login info?' })).toBeVisible();
  await page.getByRole('button', { name: 'Save info', exact: true }).click();
  await expectSignedInFeed(page);

  await logOutOnPhone(page);
  await expect(page.getByRole('list', { name: 'Saved accounts' })).toBeVisible();
  await page.getByRole('button', { name: `Log in as ${DEMO_USER}`, exact: true }).click();
  await expectSignedInFeed(page);
});

test('000 §4 one-tap: a failed login (no connection) toasts with Retry, and Retry logs in', async ({ page, context }) => {
  const name = fresh('retry');
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Rae Retry', username: name, password: PASSWORD, year: bornYearsAgo(30) }));
  await logOutOnPhone(page); // sign-up saved this account for one tap

  const oneTapLogin = '**/accounts/one_tap_web_login/';
  await context.route(oneTapLogin, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `Log in as ${name}`, exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: "Couldn't log you in. Check your connection and try again." });
  await expect(toast).toBeVisible();
  await context.unroute(oneTapLogin);
  const loaded = page.waitForEvent('load', { timeout: 20_000 });
  await toast.getByRole('button', { name: 'Retry', exact: true }).click();
  await loaded;
  await expectSignedInFeed(page);
});
