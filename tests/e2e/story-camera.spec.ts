import { expect, test } from '@playwright/test';
import { StoriesPath } from '../../sync/api/stories-wire';
import type { WireReelsTrayResponse } from '../../sync/api/stories-wire';
import { bornYearsAgo, fresh, onPhone, signUpToFeed, submitSignup } from './entry/flows';
import { makeMediaDir } from './support/test-media';

// 001 §2 /a/r/ (the camera): a story from the device's camera. On a phone the story screen
// offers "Take photo or video" first, a file input with capture="environment" (the phone opens
// its camera; Playwright sets the file the camera would give); a desktop browser has no camera
// to open from a page, so it offers its files only. Either way the picture becomes a story:
// the person's own ring leads the tray, and the server has the reel. Lane B: a fresh account.

test('the camera page takes a photo on a phone (the files on a desktop) and shares it as a story @desktop', async ({ page }) => {
  const media = await makeMediaDir();
  try {
    const photo = await media.jpeg('camera.jpg', 1080, 1920);
    const username = fresh('camera');
    await page.goto('/accounts/emailsignup/');
    await signUpToFeed(page, () => submitSignup(page, { contact: `${username}@example.com`, fullName: 'Camera Person', username, password: 'camera-pass-1', year: bornYearsAgo(26) }));

    await page.goto('/a/r/');
    await expect(page.getByRole('heading', { name: 'New story' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Create' }).getByRole('link', { name: 'Story' })).toHaveAttribute('aria-current', 'page');
    const camera = page.getByLabel('Take photo or video');
    if (onPhone()) {
      await expect(camera).toHaveAttribute('capture', 'environment');
      await expect(page.locator('.file-picker').first()).toHaveText('Take photo or video'); // the camera comes first here
      await expect(page.getByLabel('Select from device')).toBeVisible();
      await camera.setInputFiles(photo);
    } else {
      await expect(camera).toHaveCount(0);
      await page.getByLabel('Select from device').setInputFiles(photo);
    }
    await expect(page.getByRole('img', { name: 'Your story photo' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`camera-${test.info().project.name}.png`) });
    await page.getByRole('button', { name: 'Share to story' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // At the server, the person's own reel leads the tray with the photo; the tray shows it.
    await expect
      .poll(async () => {
        const res = await page.request.get(StoriesPath.tray);
        const body = (await res.json()) as WireReelsTrayResponse;
        const own = body.tray[0];
        return own?.user.username === username ? own.items.length : 0;
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Stories of people you follow' }).getByRole('link', { name: /^Story by you, / })).toBeVisible();
  } finally {
    await media.remove();
  }
});
