import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../fixtures/seed/people';
import { DEMO_TOTP_USER } from '../../fixtures/seed/two-factor-people';
import {
  addSocialProfile, bornYearsAgo, expectSignedInFeed, finishSocialSignUp, fresh, freshPhone, logOutOnPhone, mailedLink, setBirthday, signUpToFeed, smsCode, submitSignup,
} from './entry/flows';

// The logged-out entry flows of spec 000 (issue 4), walked as a new user would on a phone
// (the mobile project, Pixel 7), through the UI only. Codes and links come from the
// development outbox (GET /dev/outbox.json), as a person reads their texts and mail.
// Email sign-up to the feed is tests/e2e/entry.spec.ts; one-tap is entry-one-tap.spec.ts;
// Google and linking are entry-social.spec.ts; multi-step sign-up is entry-multi-step.spec.ts.

const PASSWORD = 'a-long-password';

async function passwordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Phone number, username, or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('000 §4 phone sign-up: the code texted to the number confirms it, then the feed', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/accounts/emailsignup/');
  await submitSignup(page, { contact: phone, fullName: 'Pat Phone', username: fresh('phone'), password: PASSWORD, year: bornYearsAgo(30) });
  await page.waitForURL((url) => url.pathname === '/accounts/emailsignup/confirm_code/');
  await expect(page.getByText(`the number ending in ${phone.slice(-4)}`)).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await smsCode(page.request, phone));
  await signUpToFeed(page, () => page.getByRole('button', { name: 'Confirm', exact: true }).click());
  await expect(page.getByText('No posts yet')).toBeVisible();
});

test('000 §4 two-factor: a password login asks for the authenticator code (TOTP), then the feed', async ({ page }) => {
  await page.goto('/accounts/login/');
  await passwordLogin(page, DEMO_TOTP_USER.username, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/accounts/login/two_factor'));
  await expect(page.getByText('Enter the 6-digit code from your authentication app.')).toBeVisible();
  // The code an authenticator app shows for the account's (public, demo) secret.
  await page.getByLabel('Security code').fill(await generate({ secret: DEMO_TOTP_USER.totpSecret }));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectSignedInFeed(page);
});

test('000 §4 Age: an under-age birthday twice, then sign-up is blocked (also after a reload)', async ({ page }) => {
  const name = fresh('young');
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await page.goto('/accounts/emailsignup/');
  await submitSignup(page, { contact: `${name}@example.com`, fullName: 'Young One', username: name, password: PASSWORD, year: bornYearsAgo(10) });
  await expect(page.getByText("Sorry, you can't sign up for Lumen with this date of birth.")).toBeVisible();

  await setBirthday(page, { year: bornYearsAgo(11) });
  await signUp.click();
  const blocked = page.getByText("You've tried too many times. Please try again later.");
  await expect(blocked).toBeVisible();
  await expect(signUp).toBeDisabled(); // 000 §5: the birthday is blocked by the age rule
  await setBirthday(page, { year: bornYearsAgo(30) });
  await expect(signUp).toBeDisabled();

  // The server keeps the cooldown for this device: a fresh tab state does not lift it.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await submitSignup(page, { contact: `${name}@example.com`, fullName: 'Young One', username: name, password: PASSWORD, year: bornYearsAgo(30) });
  await expect(blocked).toBeVisible();
  await expect(signUp).toBeDisabled();
  await expect(page).toHaveURL(/\/accounts\/emailsignup\/$/);
});

test('000 §4 Consent: a teen on the eu terms asks a parent by email; the parent approves from the link', async ({ page, browser }) => {
  const teen = fresh('teen');
  const parentEmail = `${fresh('parent')}@example.com`;
  await page.goto('/accounts/emailsignup/?tos_version=eu');
  await submitSignup(page, { contact: `${teen}@example.com`, fullName: 'Tess Teen', username: teen, password: PASSWORD, year: bornYearsAgo(15) });
  await page.waitForURL((url) => url.pathname === '/accounts/emailsignup/consent/');
  await expect(page.getByRole('heading', { name: 'Terms and Data Policy' })).toBeVisible();
  await page.getByRole('button', { name: '13 to 18', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add your birthday' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click(); // the birthday of the form
  await expect(page.getByRole('heading', { name: 'Ask a parent or guardian' })).toBeVisible();
  await page.getByLabel("Parent or guardian's email").fill(parentEmail);
  await signUpToFeed(page, () => page.getByRole('button', { name: 'Send', exact: true }).click());

  // The parent opens the emailed link on their own device and approves with their name.
  const link = await mailedLink(page.request, parentEmail);
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(link);
  await expect(parent.getByText(`Tess Teen (@${teen}) asked you to approve their Lumen account.`, { exact: false })).toBeVisible();
  await parent.getByLabel('Your first name').fill('Paula');
  await parent.getByLabel('Your last name').fill('Parent');
  // 000 §9: a parent is at least 18.
  const approve = parent.getByRole('button', { name: 'Approve', exact: true });
  await setBirthday(parent, { year: bornYearsAgo(17) });
  await expect(parent.getByText('A parent or guardian must be at least 18 years old to approve.')).toBeVisible();
  await expect(approve).toBeDisabled();
  await setBirthday(parent, { year: bornYearsAgo(45) });
  await approve.click();
  await parent.waitForURL((url) => url.pathname === '/terms/start/' && url.searchParams.get('entry_point') === 'reg');
  await parent.goto(link); // the link is single-use
  await expect(parent.getByRole('alert')).toHaveText('This link is no longer valid.');
  await parentContext.close();
});

test('000 §7 Recovery: a password reset from the emailed link, then login with the new password', async ({ page }) => {
  const name = fresh('forgetful');
  const email = `${name}@example.com`;
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () =>
    submitSignup(page, { contact: email, fullName: 'Fran Forgetful', username: name, password: 'the-old-password', year: bornYearsAgo(30) }),
  );
  await logOutOnPhone(page);

  // Sign-up saved this account for one tap; the person switches to the password login.
  await page.getByRole('button', { name: 'Switch accounts', exact: true }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email, Phone, or Username').fill(email);
  await page.getByRole('button', { name: 'Send login link', exact: true }).click();
  await expect(page.getByText(/We sent an email to .* with a link/)).toBeVisible();

  await page.goto(await mailedLink(page.request, email));
  await page.getByLabel('New password', { exact: true }).fill('the-new-password');
  await page.getByLabel('New password, again').fill('the-new-password');
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/login/');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Switch accounts', exact: true }).click();
  await passwordLogin(page, name, 'the-new-password');
  await page.getByRole('button', { name: 'Not now', exact: true }).click(); // the one-tap offer
  await expectSignedInFeed(page);
});

test('000 §4 Social sign-up: the test provider\'s dialog, the prefilled form, then the feed', async ({ page }) => {
  const username = fresh('sofia');
  const name = `Sofia ${username}`;
  await addSocialProfile(page.request, { id: fresh('9'), name, email: `${username}@social.example` });
  await page.goto('/accounts/emailsignup/');
  await page.getByRole('button', { name: 'Continue with your social account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in with TestBook' })).toBeVisible();
  await page.getByRole('link', { name: `Continue as ${name}` }).click();

  await page.waitForURL((url) => url.pathname === '/accounts/fbsignup/');
  await expect(page.getByRole('heading', { name: /^Sign up with/ })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Suggested usernames' })).toBeVisible();
  // 000 §2: after a social sign-up on a phone, the interstitial with the with-social flag.
  await finishSocialSignUp(page, username, PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/${username}/`);
});

test('000 §2 confirm email: a newcomer asks for a confirmation link, and the link confirms the address', async ({ page }) => {
  const name = fresh('confirm');
  const email = `${name}@example.com`;
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: email, fullName: 'Cam Confirm', username: name, password: PASSWORD, year: bornYearsAgo(30) }));
  await page.goto('/accounts/confirm_email/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Resend confirmation', exact: true }).click();
  await expect(page.getByText('We sent a new confirmation email. Check your inbox.')).toBeVisible();
  await page.goto(await mailedLink(page.request, email));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
});

test('000 §2 under-age appeal: the birthday and a contact point are sent for review', async ({ page }) => {
  await page.goto('/integrity/checkpoint/checkpoint_underage_appeal/');
  await setBirthday(page, { year: bornYearsAgo(16) });
  await page.getByLabel('Mobile Number or Email').fill('appeal@example.com');
  await page.getByRole('button', { name: 'Send for review', exact: true }).click();
  await expect(page.getByText("Thanks. We'll review your information and get back to you at appeal@example.com.")).toBeVisible();
});
