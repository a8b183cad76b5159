import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { encode } from 'uqr';
import { QR_OPTIONS, qrPath } from '../../src/components/qr/qr-path';
import { DEMO_PASSWORD } from '../../fixtures/seed/people';
import { Header } from '../../sync/api/headers';
import { bornYearsAgo, expectSignedInFeed, fresh, freshPhone, onPhone, profileLink, signUpToFeed, smsCode, submitSignup } from './entry/flows';
import { fetchPost, shortcodeFromHref } from './api';
import { csrfOf, logInByApi } from './support/api-login';
import { settingsMenu } from './support/settings-menu';

// Account settings of 001 §7 "Two-factor settings" and the comment filter, end to end: a fresh
// account turns on two-factor with the code texted to it (read from the development outbox),
// and its next login asks for a code (a backup code here); a keyword hides another person's
// comment from everyone but its author; offline the two-factor page needs a connection.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });


test('turn on two-factor with the texted code, then the login asks for a code and a backup code works once @desktop', async ({ page }) => {
  const name = fresh('tfa');
  const password = 'tfa-password-1';
  const phone = freshPhone();
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Two Factor', username: name, password, year: bornYearsAgo(30) }));

  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: 'Two-factor authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  const code = await smsCode(page.request, phone);
  await page.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText("That code isn't valid. Please check it and try again.")).toBeVisible();
  await expect(page.getByRole('button', { name: /Send code again in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `ending in ${phone.slice(-4)}` })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(5);
  const backup = (await codes.first().textContent()) ?? '';
  await shot(page, 'two-factor-on');

  // Log out and in: the password alone is not enough, a backup code is.
  const menu = await settingsMenu(page);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/login/');
  if (onPhone()) await page.getByRole('button', { name: 'Switch accounts', exact: true }).click();
  await page.getByLabel(/username/i).fill(name);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/accounts/login/two_factor'));
  await expect(page.getByRole('heading', { name: 'Enter security code' })).toBeVisible();
  await expect(page.getByText(`Enter the code we sent to your number ending in ${phone.slice(-4)}.`)).toBeVisible();
  await expect(page.getByText('Can’t get a code? Enter one of your 8-digit backup codes.')).toBeVisible();
  await page.getByLabel('Security code').fill(backup);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const notNow = page.getByRole('button', { name: 'Not now', exact: true });
  await expect(notNow.or(profileLink(page)).first()).toBeVisible({ timeout: 20_000 });
  if (await notNow.isVisible()) await notNow.click();
  await expectSignedInFeed(page);

  // On the settings page: one backup code used.
  await page.goto('/accounts/two_factor_authentication/');
  await expect(page.getByText('You have 4 unused backup codes.')).toBeVisible();
});

test('an authentication app: set up with its QR code or key and a code, then turned off with the password @desktop', async ({ page }) => {
  const name = fresh('app');
  const password = 'app-password-1';
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'App User', username: name, password, year: bornYearsAgo(30) }));
  await page.goto('/accounts/two_factor_authentication/');
  await page.getByRole('button', { name: 'Set up authentication app' }).click();
  const key = ((await page.getByLabel('Authentication key').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  // The QR code draws the very otpauth:// address the link opens, and that address holds the key.
  const address = (await page.getByRole('link', { name: 'open it in the app' }).getAttribute('href')) ?? '';
  expect(new URL(address).searchParams.get('secret')).toBe(key);
  const qr = page.getByRole('img', { name: 'QR code of the authentication key' });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(encode(address, QR_OPTIONS).data));
  await shot(page, 'totp-setup');
  await page.getByLabel('Code from the app').fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Turn on authentication app' }).click();
  await expect(page.getByText('Two-factor authentication is on with an authentication app.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem')).toHaveCount(5);
  await shot(page, 'authentication-app-on');
  await page.getByRole('button', { name: 'Turn off authentication app' }).click();
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Turn off authentication app' }).click();
  await expect(page.getByText('Your password was entered incorrectly. Please enter it again.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Turn off authentication app' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
});

test('a keyword on the comment filter hides a matching comment from everyone but its author @desktop', async ({ page, browser }) => {
  const word = fresh('zq');
  // The owner sets the keyword: each size its own account, so the two projects never share a filter.
  await logInByApi(page, onPhone() ? 'demo' : 'leo_rivers', DEMO_PASSWORD);
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: 'Comments' }).click();
  await expect(page.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
  const keywords = page.getByLabel('Keywords');
  await expect(page.getByRole('switch', { name: /Hide offensive comments/ })).toBeEnabled();
  await keywords.fill(`${word}, follow for follow`);
  await page.getByRole('button', { name: 'Save keywords' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Keywords saved.' })).toBeVisible();
  await expect(keywords).toHaveValue(`${word}, follow for follow`);
  await shot(page, 'comment-filter');

  // Another person comments twice on the owner's first post: once with the keyword.
  await profileLink(page).click();
  const shortcode = shortcodeFromHref(await page.locator('a[href^="/p/"]').first().getAttribute('href'));
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInByApi(otherPage, 'maya.chen', DEMO_PASSWORD);
  const post = await fetchPost(other.request, shortcode);
  const csrf = await csrfOf(other.request);
  const added: string[] = [];
  for (const text of [`Buy now ${word.toUpperCase()}!`, `Lovely light ${word}x`]) {
    const res = await other.request.post(`/web/comments/${post.id}/add/`, { headers: { [Header.csrf]: csrf, 'X-Requested-With': 'XMLHttpRequest' }, form: { comment_text: text } });
    expect(res.status(), await res.text()).toBe(200);
    added.push(((await res.json()) as { id: string }).id);
  }

  try {
    // The owner (and anyone else) sees only the clean one; the author sees both.
    await page.goto(`/p/${shortcode}/`);
    await expect(page.getByText(`Lovely light ${word}x`)).toBeVisible();
    await expect(page.getByText(`Buy now ${word.toUpperCase()}!`)).toHaveCount(0);
    await shot(page, 'comment-hidden-for-owner');
    await otherPage.goto(`/p/${shortcode}/`);
    await expect(otherPage.getByText(`Buy now ${word.toUpperCase()}!`)).toBeVisible();
    await expect(otherPage.getByText(`Lovely light ${word}x`)).toBeVisible();
  } finally {
    for (const id of added) await other.request.post(`/web/comments/${post.id}/delete/${id}/`, { headers: { [Header.csrf]: csrf, 'X-Requested-With': 'XMLHttpRequest' } });
    await other.close();
    await page.goto('/accounts/comment_filter/');
    await expect(page.getByRole('button', { name: 'Save keywords' })).toBeEnabled();
    await keywords.fill('');
    await page.getByRole('button', { name: 'Save keywords' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No keywords are filtered.' })).toBeVisible();
  }
});

test('offline, the two-factor page says it needs a connection, keeps the typed number and waits @desktop', async ({ page, context }) => {
  await logInByApi(page);
  await page.goto('/accounts/two_factor_authentication/');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 555 010 9999');
  await context.setOffline(true);
  await expect(page.getByText('Two-factor settings need a connection to load and to change.')).toBeVisible();
  await expect(page.getByText("You're offline — changes can be saved when you're back online.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 010 9999');
  await shot(page, 'two-factor-offline');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Send code', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 010 9999');
});
