import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, holdAnimations, logIn, waitForServiceWorker } from './helpers';

// Added (stories): the feed's story tray plays stories (001 §2 /stories/{username}/, §4
// Stories): a tray ring opens the viewer at the reel's first unseen item, the progress bar runs
// and moves on by itself, → and ← walk across reels, a held press pauses, Close goes back to
// the feed, and the ring is grey once the reel is seen (a 'story-seen' mark through the
// outbox). Offline after a reload the tray comes from the worker's cache, and a reel already
// played plays again (its pictures from the service worker's cache). The demo seed's stories:
// fixtures/seed/story-plan.ts (kenji.takeda: two items, the first seen; maya.chen: three).

const tray = (page: Page) => page.getByRole('list', { name: 'Stories of people you follow' });
const ring = (page: Page, username: string) => tray(page).getByRole('link', { name: new RegExp(`^Story by ${username.replace(/\./g, '\\.')}, `) });
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Stories by / });
const progress = (page: Page) => viewer(page).getByRole('progressbar', { name: 'Story progress' });

/** The worker's cache holds a tray in which this reel is seen (writes debounced, 001 §9). */
async function expectTrayCached(page: Page, reelOwner: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (owner) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lumen-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const get = (store: string, key: string) => new Promise<unknown>((resolve) => {
        const req = db.transaction(store).objectStore(store).get(key);
        req.onsuccess = () => resolve((req.result as { value?: unknown } | undefined)?.value);
        req.onerror = () => resolve(undefined);
      });
      const names = (await get('meta', 'usernameToId')) as Record<string, string> | undefined;
      const stories = (await get('meta', 'stories')) as { reels: Record<string, { seen: number; latestReelMedia: number }> } | null | undefined;
      const reel = stories?.reels[names?.[owner] ?? ''];
      return reel !== undefined && reel.seen >= reel.latestReelMedia;
    } finally {
      db.close();
    }
  }, reelOwner), { timeout: 15_000 }).toBe(true);
}

async function expectPicture(page: Page): Promise<void> {
  const img = viewer(page).locator('img.story-media');
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test('a story from the feed tray plays, walks on across reels, pauses when held, and its ring turns grey; offline the tray and that reel come from the cache', async ({ page, context }) => {
  const size = test.info().project.name;
  await logIn(page);
  await waitForServiceWorker(page);
  await expect(ring(page, 'kenji.takeda')).toHaveAccessibleName('Story by kenji.takeda, not seen');
  await expect(tray(page).getByRole('link', { name: 'Add to your story' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`stories-tray-${size}.png`) });

  // kenji's first item was seen: the viewer opens at the second (001 §4 Initial item).
  await ring(page, 'kenji.takeda').click();
  await expect(page).toHaveURL(/\/stories\/kenji\.takeda\/$/);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 2 of 2');
  await expect(viewer(page).getByRole('link', { name: /kenji\.takeda/ })).toBeVisible();
  await expect(viewer(page).locator('time')).toHaveText(/^\d+m$/);
  await expectPicture(page);
  await page.screenshot({ path: test.info().outputPath(`stories-viewer-${size}.png`) });

  // A press held pauses the bar; let go, it runs on.
  const fill = viewer(page).locator('.story-progress__fill--active');
  const next = viewer(page).getByRole('button', { name: 'Next story' });
  const box = await next.boundingBox();
  if (!box) throw new Error('no Next zone');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(fill).toHaveCSS('animation-play-state', 'paused');
  await page.mouse.up();
  await expect(fill).toHaveCSS('animation-play-state', 'running');
  await expect(page).toHaveURL(/\/stories\/kenji\.takeda\/$/); // a hold is not a tap

  // The bar's end moves on by itself (a photo plays 5 s), to the next reel of the tray.
  await expect(page).toHaveURL(/\/stories\/maya\.chen\/$/, { timeout: 9_000 });
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 2 of 3');
  await expectPicture(page);
  // ← twice: back within maya's reel, then to kenji's at the item last shown.
  await page.keyboard.press('ArrowLeft');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 3');
  await viewer(page).getByRole('button', { name: 'Previous story' }).click();
  await expect(page).toHaveURL(/\/stories\/kenji\.takeda\/$/);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 2 of 2');

  // Close goes back to the feed, where kenji's ring is grey now.
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(ring(page, 'kenji.takeda')).toHaveAccessibleName('Story by kenji.takeda, seen');
  await expect(ring(page, 'kenji.takeda').locator('.stories-unit__ring--seen')).toBeVisible();
  await expect(ring(page, 'maya.chen')).toHaveAccessibleName('Story by maya.chen, not seen');

  // Offline, a reload: the tray from the cache, kenji's reel still seen; maya's plays from the cache.
  await expectTrayCached(page, 'kenji.takeda');
  await goOffline(context);
  await page.reload();
  await expect(ring(page, 'kenji.takeda')).toHaveAccessibleName('Story by kenji.takeda, seen');
  await page.screenshot({ path: test.info().outputPath(`stories-tray-offline-${size}.png`) });
  // maya's reel opens at its first unseen item (the third, a video: not cached); paused, ← shows the second, a picture played online.
  // The item's bar is held still until Pause is pressed: it plays 4 s and then moves on, which a
  // loaded machine may take to reach the first check (seen in CI: leo's reel already playing).
  const animations = await holdAnimations(page);
  await ring(page, 'maya.chen').click();
  await expect(page).toHaveURL(/\/stories\/maya\.chen\/$/);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 3 of 3');
  await viewer(page).getByRole('button', { name: 'Pause' }).click();
  await animations.release();
  await page.keyboard.press('ArrowLeft');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 2 of 3');
  await expectPicture(page);
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await goOnline(context);
});

test('the viewer is a centred card on a desktop; a link to a story no longer there says so @desktop', async ({ page }) => {
  const size = test.info().project.name;
  await logIn(page);
  await ring(page, 'leo_rivers').click();
  await expect(progress(page)).toBeVisible();
  await expectPicture(page);
  // A phone: the whole screen; a desktop: a centred card.
  const card = await viewer(page).locator('.story-viewer__card').boundingBox();
  const view = page.viewportSize();
  if (!card || !view) throw new Error('no card');
  if (view.width >= 736) expect(card.width < view.width / 2 && Math.abs(card.x + card.width / 2 - view.width / 2) < 2).toBe(true);
  else expect([card.width, card.height]).toEqual([view.width, view.height]);
  await page.screenshot({ path: test.info().outputPath(`stories-viewer-${size}.png`) });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
  // No one by that name (a private account's reel is the server tests' to check: other browser
  // tests of this lane's server may have had its follow request approved, people-two.spec.ts).
  await page.goto('/stories/no.such.person/');
  await expect(viewer(page).getByText('This story is no longer available.')).toBeVisible();
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
});
