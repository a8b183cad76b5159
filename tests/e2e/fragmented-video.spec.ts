import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { makeMediaDir, type MediaDir } from './support/test-media';

// Issue 11: a 63-second MP4 recorded by the browser (fragmented MP4) was refused by the
// long-video upload ("no video track with a length was found"). The browser reads its length
// and the server reads it from the fragments (sync/upload/mp4-duration.ts).

let media: MediaDir;
test.beforeAll(async () => {
  media = await makeMediaDir();
});
test.afterAll(async () => {
  await media.remove();
});

interface Draft {
  title?: string;
  video_duration?: number;
}

test('a 63 s fragmented MP4 is taken as a long video and saved as a draft with its length', async ({ page }) => {
  const [video, cover] = await Promise.all([media.mp4('recorded.mp4', { seconds: 63, fragmented: true }), media.jpeg('recorded-cover.jpg', 400, 500)]);
  const title = `Recorded ${Date.now().toString(36)}`;
  await logIn(page);
  await page.goto('/tv/upload/');
  await page.getByLabel('Select video').setInputFiles(video);
  await expect(page.getByLabel('Your video')).toBeVisible(); // picked: the browser's checks took it
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Upload cover image').setInputFiles(cover);
  await expect(page.getByRole('img', { name: 'Cover image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/tv\/drafts$/);
  await expect(page.getByRole('list', { name: 'Drafts' }).getByText(title)).toBeVisible({ timeout: 60_000 });
  const drafts = (await (await page.request.get('/api/v1/igtv/drafts/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()) as { items: Draft[] };
  const draft = drafts.items.find((d) => d.title === title);
  expect(Math.abs((draft?.video_duration ?? 0) - 63)).toBeLessThanOrEqual(0.1);
});
