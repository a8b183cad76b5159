import { expect, test, type Page } from '@playwright/test';
import { addSocialProfile, bornYearsAgo, expectSignedInFeed, finishSocialSignUp, fresh, logOutOnPhone, signUpToFeed, submitSignup } from './entry/flows';

// Social login beyond the first provider (000 §7: /accounts/login/ajax/facebook/ and /google/)
// and account linking's failure toast (000 §8), on a phone (the mobile project), against the
// suite's test OAuth provider, which playwright.config.ts also configures as Google.

const PASSWORD = 'a-long-password';

/** The provider's dialog (tests/server/oauth-provider.ts): continue as that person. */
async function continueAs(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in with TestBook' })).toBeVisible();
  await page.getByRole('link', { name: `Continue as ${name}` }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/fbsignup/');
}

test('000 §7 Google: sign up with Google, log out, then log back in with Google', async ({ page }) => {
  const username = fresh('gina');
  const name = `Gina ${username}`;
  await addSocialProfile(page.request, { id: fresh('g'), name, email: `${username}@google.example` });
  await page.goto('/accounts/login/');
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  await continueAs(page, name);
  await expect(page.getByRole('heading', { name: 'Sign up with Google' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByText(`${username}@google.example`)).toBeVisible();
  // 000 §2: after a social sign-up on a phone, the interstitial with the with-social flag.
  await finishSocialSignUp(page, username, PASSWORD);

  await logOutOnPhone(page);
  await page.getByRole('button', { name: 'Switch accounts', exact: true }).click();
  const googleLogin = page.waitForRequest((r) => new URL(r.url()).pathname === '/accounts/login/ajax/google/');
  const loaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  await continueAs(page, name);
  expect((await googleLogin).method()).toBe('POST');
  await loaded;
  await expectSignedInFeed(page);
  await expect(page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/${username}/`);
});

test('000 §8 linking: connected, then a failure toast whose Retry goes back to the social auth flow', async ({ page }) => {
  const username = fresh('linker');
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${username}@example.com`, fullName: 'Lin Linker', username, password: PASSWORD, year: bornYearsAgo(30) }));

  // 000 §4 Linking (here from the account settings): succeeded, then a redirect to the
  // validated next path with the success toast.
  const settings = '/accounts/edit/';
  const first = `Pat ${fresh('p')}`;
  await addSocialProfile(page.request, { id: fresh('7'), name: first, email: `${fresh('pat')}@social.example` });
  await page.goto(`/accounts/fbsignup/?next=${settings}`);
  await page.getByRole('button', { name: 'Connect to your social account', exact: true }).click();
  await continueAs(page, first);
  await page.waitForURL((url) => url.pathname === settings);
  await expect(page.getByRole('alert').filter({ hasText: 'Your social account is connected.' })).toBeVisible();

  // A second social account cannot be linked to the same account: failed, the same redirect,
  // and the failure toast offers Retry.
  const second = `Quinn ${fresh('q')}`;
  await addSocialProfile(page.request, { id: fresh('8'), name: second, email: `${fresh('quinn')}@social.example` });
  await page.goto(`/accounts/fbsignup/?next=${settings}`);
  await page.getByRole('button', { name: 'Connect to your social account', exact: true }).click();
  await continueAs(page, second);
  await page.waitForURL((url) => url.pathname === settings);
  const toast = page.getByRole('alert').filter({ hasText: "Couldn't connect your social account." });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in with TestBook' })).toBeVisible();
});
