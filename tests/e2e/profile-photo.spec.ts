import { expect, test } from '@playwright/test';
import { bornYearsAgo, fresh, submitSignup, signUpToFeed } from './entry/flows';
import { makeMediaDir, type MediaDir } from './support/test-media';

// Issue 11: after "Profile photo updated." the avatar still showed the initial until a reload.
// A new account has no post in the feed, so the viewer was not in the users slice.

let media: MediaDir;
test.beforeAll(async () => {
  media = await makeMediaDir();
});
test.afterAll(async () => {
  await media.remove();
});

test('a new profile photo shows at once on the edit page and in the Profile tab, and after a reload @desktop', async ({ page }) => {
  const name = fresh('photo');
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Photo Person', username: name, password: 'a-long-password', year: bornYearsAgo(30) }));
  await page.goto('/accounts/edit/');
  const avatar = page.getByRole('img', { name: `${name}'s profile picture` });
  await expect(avatar).toBeVisible();
  const before = await avatar.getAttribute('src');

  await page.getByLabel('Change profile photo').setInputFiles(await media.jpeg('me.jpg', 400, 400));
  await expect(page.getByRole('status').filter({ hasText: 'Profile photo updated.' })).toBeVisible({ timeout: 20_000 });
  await expect(avatar).not.toHaveAttribute('src', before ?? '');
  const after = await avatar.getAttribute('src');
  expect(after).toMatch(/^\/media\/.+\.jpg$/);
  await expect.poll(() => avatar.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The Profile link (tab bar on a phone, top bar on a desktop) shows the same picture.
  await expect(page.locator('a[aria-label="Profile"]:visible img')).toHaveAttribute('src', after ?? '');

  await page.reload();
  await expect(avatar).toHaveAttribute('src', after ?? '');
  await expect(page.locator('a[aria-label="Profile"]:visible img')).toHaveAttribute('src', after ?? '');
});
