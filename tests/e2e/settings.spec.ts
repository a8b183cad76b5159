import { expect, test, type Page } from '@playwright/test';
import { bornYearsAgo, expectSignedInFeed, fresh, onPhone, profileLink, signUpToFeed, submitSignup } from './entry/flows';
import { logInByApi } from './support/api-login';

// Account settings (001 §7 Profile edit, Password change, set_private), end to end: a fresh
// account edits its name and bio and sees them on its profile, changes its password and logs
// in with the new one, goes private, and another person's Follow then says Requested.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('edit profile, change password, go private: the profile, the login and another person see it @desktop', async ({ page, browser }) => {
  const name = fresh('set');
  const oldPassword = 'first-password-1';
  const newPassword = 'second-password-2';
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Before Name', username: name, password: oldPassword, year: bornYearsAgo(30) }));

  // The gear on the own profile opens the settings menu.
  await profileLink(page).click();
  await page.getByRole('button', { name: 'Options' }).click();
  await shot(page, 'profile-options');
  await page.getByRole('navigation', { name: 'Options' }).getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible();

  // Edit: the form comes from the server (email filled), then name and bio are saved.
  await expect(page.getByLabel('Email')).toHaveValue(`${name}@example.com`);
  await page.getByLabel('Name', { exact: true }).fill('After Name');
  await page.getByLabel('Bio').fill('Taking pictures of light.');
  await page.getByLabel('Website').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await page.getByLabel('Website').fill('example.com/me');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveValue('https://example.com/me');
  await shot(page, 'edit-profile-saved');
  await profileLink(page).click();
  await expect(page.getByText('After Name', { exact: true })).toBeVisible();
  await expect(page.getByText('Taking pictures of light.')).toBeVisible();

  // Password: a wrong old password is refused with a clear error; the right one changes it.
  await page.goto('/accounts/password/change/');
  const fill = async (old: string) => {
    await page.getByLabel('Old password').fill(old);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  await fill('not-my-password');
  await expect(page.getByText('Your current password was entered incorrectly. Please enter it again.')).toBeVisible();
  await fill(oldPassword);
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await shot(page, 'password-changed');

  // Private: the switch saves at once.
  await page.goto('/accounts/privacy_and_security/');
  const privateSwitch = page.getByRole('switch', { name: /Private account/ });
  await expect(privateSwitch).toBeEnabled();
  await privateSwitch.check();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is private.' })).toBeVisible();
  await shot(page, 'privacy');

  // Another person: Follow on the now private account says Requested.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInByApi(otherPage);
  await otherPage.goto(`/${name}/`);
  await expect(otherPage.getByText('This account is private')).toBeVisible();
  await otherPage.getByRole('button', { name: `Follow ${name}`, exact: true }).filter({ visible: true }).click();
  const requested = otherPage.getByRole('button', { name: `Cancel request to follow ${name}` }).filter({ visible: true });
  await expect(requested).toHaveText('Requested');
  await expect(requested).not.toHaveAttribute('data-pending', 'true');
  await otherPage.screenshot({ path: test.info().outputPath('other-requested.png') });
  await other.close();

  // Log out from the settings menu, and in again with the new password.
  await page.goto('/accounts/edit/');
  const menu = onPhone() ? page.getByRole('navigation', { name: 'Options' }) : page.getByRole('navigation', { name: 'Settings' });
  if (onPhone()) {
    await profileLink(page).click();
    await page.getByRole('button', { name: 'Options' }).click();
  }
  await menu.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/login/');
  // A phone's sign-up saved a one-tap entry (000 §4): the password form is behind "Switch accounts".
  if (onPhone()) await page.getByRole('button', { name: 'Switch accounts', exact: true }).click();
  const username = page.getByLabel(/username/i);
  await username.fill(name);
  await page.getByLabel(/^password$/i).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const notNow = page.getByRole('button', { name: 'Not now', exact: true });
  await expect(notNow.or(profileLink(page)).first()).toBeVisible({ timeout: 20_000 });
  if (await notNow.isVisible()) await notNow.click();
  await expectSignedInFeed(page);
});

test('offline, the settings pages show the cache, keep typed text and wait to save @desktop', async ({ page, context }) => {
  await logInByApi(page);
  await page.goto('/accounts/edit/');
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  await context.setOffline(true);
  await expect(page.getByText("You're offline — changes can be saved when you're back online.")).toBeVisible();
  await page.getByLabel('Bio').fill('Typed while offline.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await shot(page, 'edit-profile-offline');
  await context.setOffline(false);
  await expect(page.getByText("You're offline — changes can be saved when you're back online.")).toBeHidden();
  await expect(page.getByLabel('Bio')).toHaveValue('Typed while offline.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});
