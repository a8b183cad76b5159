import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';
import { onPhone } from './entry/flows';
import { logInByApi } from './support/api-login';
import { settingsMenu } from './support/settings-menu';

// Login activity and Email notifications (001 §1 /session/login_activity/,
// /accounts/emailpreferences/), end to end at phone and desktop sizes: one browser logs the
// other out from Login activity and the other's next page load is the login page; an email
// switch is kept across a reload; offline both pages need a connection and their controls wait.
// The phone runs as demo, the desktop as another seeded person, so that the two sizes run side
// by side without ending each other's sessions.

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const person = () => (onPhone() ? DEMO_USER : 'elena.petrova');

async function openSettingsPage(page: Page, link: string) {
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
}

test('Login activity: this device marked, another browser logged out, whose next page load is the login page @desktop', async ({ page, browser }) => {
  await logInByApi(page, person(), DEMO_PASSWORD);
  await openSettingsPage(page, 'Login activity');
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  // Earlier runs' sessions of this person: end them, so that the list is this device's alone.
  const others = page.getByRole('button', { name: 'Log out of all other sessions' });
  await expect(sessions.first()).toBeVisible();
  if (await others.isEnabled()) {
    await others.click();
    await expect(page.getByRole('status').filter({ hasText: /Logged out of \d+ other/ })).toBeVisible();
  }
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.first()).toContainText("This device's network");

  const other = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
  try {
    const otherPage = await other.newPage();
    await logInByApi(otherPage, person(), DEMO_PASSWORD);
    await page.reload();
    await expect(sessions).toHaveCount(2);
    await expect(sessions.nth(1)).toContainText('Firefox on Windows');
    await expect(sessions.nth(1)).toContainText('Active now');
    await shot(page, 'login-activity');

    await page.getByRole('button', { name: /^Log out of Firefox on Windows/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out of Firefox on Windows.' })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(others).toBeDisabled();

    // The ended session's next page load: logged out.
    await otherPage.goto('/accounts/edit/');
    await expect(otherPage.getByLabel(/^password$/i)).toBeVisible();
    await expect(otherPage.getByRole('heading', { name: 'Edit profile', level: 1 })).toHaveCount(0);
  } finally {
    await other.close();
  }
  // This device is still logged in.
  await page.reload();
  await expect(sessions).toHaveCount(1);
});

test('Email notifications: a switch is sent at once and kept across a reload; the emails sent page lists what was sent @desktop', async ({ page }) => {
  await logInByApi(page, person(), DEMO_PASSWORD);
  await openSettingsPage(page, 'Email notifications');
  const news = page.getByRole('switch', { name: /News emails/ });
  await expect(news).toBeEnabled();
  const was = await news.isChecked();
  await news.setChecked(!was);
  await expect(page.getByRole('status').filter({ hasText: `News emails ${was ? 'off' : 'on'}.` })).toBeVisible();
  await shot(page, 'email-notifications');
  await page.reload();
  await expect(news).toBeEnabled();
  expect(await news.isChecked()).toBe(!was);
  // Back as it was.
  await news.setChecked(was);
  await expect(page.getByRole('status').filter({ hasText: `News emails ${was ? 'on' : 'off'}.` })).toBeVisible();
  await page.reload();
  await expect(news).toBeEnabled();
  expect(await news.isChecked()).toBe(was);

  await page.getByRole('link', { name: 'Emails from Lumen' }).click();
  await expect(page.getByRole('heading', { name: 'Emails from Lumen', level: 1 })).toBeVisible();
  await expect(page.getByText(/Security and login emails sent to you in the last 14 days/)).toBeVisible();
  await shot(page, 'emails-sent');
});

test('offline, Login activity and Email notifications need a connection and their controls wait @desktop', async ({ page, context }) => {
  await logInByApi(page, person(), DEMO_PASSWORD);
  await openSettingsPage(page, 'Login activity');
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Login activity needs a connection to load and to log out of sessions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out of all other sessions' })).toBeDisabled();
  await shot(page, 'login-activity-offline');
  await (await settingsMenu(page)).getByRole('link', { name: 'Email notifications' }).click();
  await expect(page.getByText('Email notifications need a connection to load and to change.')).toBeVisible();
  for (const s of await page.getByRole('switch').all()) await expect(s).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('switch', { name: /News emails/ })).toBeEnabled();
});
