import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../fixtures/seed/people';
import type { WireHighlightsTrayResponse } from '../../sync/api/highlights-wire';
import { HighlightsPath } from '../../sync/api/highlights-wire';
import { QueryHash } from '../../sync/api/paths';
import { goOffline, goOnline, holdAnimations, logIn, waitForServiceWorker } from './helpers';
import { watchCsp } from './support/csp-watch';

// Added (highlights): story highlights on profiles (001 §2 /stories/highlights/{id}/, §3 Reel
// GraphHighlightReel). demo makes one from its archive (the picker sheet), sees it in its row,
// plays it, edits it; another person sees it on demo's profile; demo deletes it. Offline: a
// highlight played before opens from the cache after a reload, and one made offline shows at
// once and reaches the server once. Seeds: fixtures/seed/highlight-plan.ts (demo: Summer, Hikes,
// Coffee ☕; maya.chen: Trails, Lakes, Nights). Titles carry the project's letter: the phone's
// and the desktop's runs share the server.

const row = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const circle = (page: Page, title: string) => row(page).getByRole('link', { name: `Highlight ${title}`, exact: true });
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Highlight\b/ });
const progress = (page: Page) => viewer(page).getByRole('progressbar', { name: 'Story progress' });
const sheet = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function expectPicture(page: Page): Promise<void> {
  const img = viewer(page).locator('img.story-media');
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** The highlights the server holds for a user, newest first (read straight from the server with the page's session). */
async function serverTray(page: Page, username: string): Promise<WireHighlightsTrayResponse['tray']> {
  const profile = await page.request.get('/graphql/query/', {
    params: { query_hash: QueryHash.profile, variables: JSON.stringify({ username }) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const id = ((await profile.json()) as { data: { user: { id: string } } }).data.user.id;
  const res = await page.request.get(HighlightsPath.tray(id), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return ((await res.json()) as WireHighlightsTrayResponse).tray;
}

/** The titles of a user's highlights at the server. */
const serverTitles = async (page: Page, username: string): Promise<string[]> => (await serverTray(page, username)).map((r) => r.title);

/** One highlight of a user at the server, by title (its stories' count and cover). */
const serverHighlight = async (page: Page, username: string, title: string) => (await serverTray(page, username)).find((r) => r.title === title);

/** The worker's cache holds this user's highlights row (writes are debounced). */
async function expectRowCached(page: Page, username: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lumen-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const get = (key: string) => new Promise<unknown>((resolve) => {
        const req = db.transaction('meta').objectStore('meta').get(key);
        req.onsuccess = () => resolve((req.result as { value?: unknown } | undefined)?.value);
        req.onerror = () => resolve(undefined);
      });
      const names = (await get('usernameToId')) as Record<string, string> | undefined;
      const stories = (await get('stories')) as { highlightReelsByUserId?: Record<string, string[]>; items: Record<string, { reelId: string }> } | null | undefined;
      const ids = stories?.highlightReelsByUserId?.[names?.[name] ?? ''] ?? [];
      return ids.length > 0 && Object.values(stories?.items ?? {}).some((i) => ids.includes(i.reelId));
    } finally {
      db.close();
    }
  }, username), { timeout: 15_000 }).toBe(true);
}

async function newPersonPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await logIn(page, 'leo_rivers', SEED_PASSWORD);
  return page;
}

test('demo makes a highlight from its archive, sees and plays it, edits it; another person sees it; demo deletes it @desktop', async ({ page, browser }) => {
  const size = test.info().project.name;
  const tag = size.startsWith('desktop') ? 'd' : 'm';
  const csp = await watchCsp(page);
  await logIn(page);
  await page.goto('/demo/');
  // The stories play held (no bar ends by itself): each check reads the item it opened.
  await holdAnimations(page);
  await expect(circle(page, 'Summer')).toBeVisible();
  await expect(circle(page, 'Coffee ☕')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`highlights-row-${size}.png`) });

  // New: pick two stories of the archive, Next, name it, Done.
  await row(page).getByRole('button', { name: 'New highlight' }).click();
  const picker = sheet(page, 'New highlight');
  const archive = picker.getByRole('list', { name: 'Your story archive' });
  await expect(archive.getByRole('button').first()).toBeVisible();
  await archive.getByRole('button').nth(0).click();
  await archive.getByRole('button').nth(2).click();
  await expect(archive.getByRole('button', { pressed: true })).toHaveCount(2);
  await expect.poll(() => archive.locator('img').first().evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath(`highlights-picker-${size}.png`) });
  await picker.getByRole('button', { name: 'Next (2)' }).click();
  const naming = sheet(page, 'Name your highlight');
  await naming.getByRole('textbox', { name: 'Title' }).fill('A title far too long here');
  await expect(naming.getByRole('button', { name: 'Done' })).toBeDisabled();
  await naming.getByRole('textbox', { name: 'Title' }).fill(`Beach ${tag}`);
  await naming.getByRole('button', { name: 'Done' }).click();
  await expect(circle(page, `Beach ${tag}`)).toBeVisible();
  await expect(row(page).getByRole('listitem').nth(1)).toContainText(`Beach ${tag}`); // first after New: the newest

  // Play it: the viewer at /stories/highlights/{id}/, its two stories.
  await circle(page, `Beach ${tag}`).click();
  await expect(page).toHaveURL(/\/stories\/highlights\/\d+\/$/);
  await expect(viewer(page)).toHaveAccessibleName(`Highlight Beach ${tag} by demo`);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 2');
  await expectPicture(page);
  await page.screenshot({ path: test.info().outputPath(`highlights-viewer-${size}.png`) });
  const address = new URL(page.url()).pathname;

  // Edit: a new title, one story out, one of the archive added and made the cover.
  await viewer(page).getByRole('button', { name: 'Highlight options' }).click();
  await page.getByRole('button', { name: 'Edit highlight' }).click();
  const edit = sheet(page, 'Edit highlight');
  await edit.getByRole('textbox', { name: 'Title' }).fill(`Sea ${tag}`);
  await edit.getByRole('list', { name: 'Stories in this highlight' }).getByRole('button').first().click();
  const addable = edit.getByRole('list', { name: 'Stories to add' }).getByRole('button');
  await expect(addable.first()).toBeVisible();
  await addable.first().click();
  await expect(addable.first()).toHaveAttribute('aria-pressed', 'true');
  const covers = edit.getByRole('radiogroup', { name: 'Cover' }).getByRole('radio');
  await expect(covers).toHaveCount(2);
  await covers.last().click();
  await expect(covers.last()).toHaveAttribute('aria-checked', 'true');
  const coverThumb = await covers.last().locator('img').getAttribute('src');
  await page.screenshot({ path: test.info().outputPath(`highlights-edit-${size}.png`) });
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(viewer(page)).toHaveAccessibleName(`Highlight Sea ${tag} by demo`);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 2');
  await expect.poll(() => serverHighlight(page, 'demo', `Sea ${tag}`).then((h) => h?.media_count)).toBe(2);
  const held = await serverHighlight(page, 'demo', `Sea ${tag}`);
  expect(held?.cover_url).toBe(coverThumb);
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/demo\/$/);

  // Another person sees it on demo's profile and plays it (no owner's menu there).
  const other = await browser.newContext();
  try {
    const leo = await newPersonPage(other);
    await leo.goto('/demo/');
    await holdAnimations(leo);
    await expect(circle(leo, `Sea ${tag}`)).toBeVisible();
    await circle(leo, `Sea ${tag}`).click();
    await expect(leo).toHaveURL(new RegExp(`${address}$`));
    await expect(progress(leo)).toHaveAttribute('aria-valuetext', 'Story 1 of 2');
    await expectPicture(leo);
    await expect(viewer(leo).getByRole('button', { name: 'Highlight options' })).toHaveCount(0);

    // demo deletes it (confirmed); it leaves demo's row at once, and the server.
    await circle(page, `Sea ${tag}`).click();
    await viewer(page).getByRole('button', { name: 'Highlight options' }).click();
    await page.getByRole('button', { name: 'Delete highlight' }).click();
    await page.getByRole('alertdialog', { name: 'Delete highlight?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/demo\/$/);
    await expect(circle(page, `Sea ${tag}`)).toHaveCount(0);
    await expect.poll(() => serverTitles(page, 'demo')).not.toContain(`Sea ${tag}`);
    await leo.goto('/demo/');
    await expect(circle(leo, 'Summer')).toBeVisible();
    await expect(circle(leo, `Sea ${tag}`)).toHaveCount(0);
    await leo.goto(address);
    await expect(viewer(leo).getByText('This highlight is no longer available.')).toBeVisible();
  } finally {
    await other.close();
  }
  expect(csp.seen()).toEqual([]);
});

test('offline: a highlight played before opens from the cache; one made offline shows at once and reaches the server once', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  // Online: maya's highlight played once (its pictures go through the service worker).
  await page.goto('/maya.chen/');
  // The stories play held (no bar ends by itself): each check reads the item it opened.
  await holdAnimations(page);
  await circle(page, 'Trails').click();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 2');
  await expectPicture(page);
  await page.keyboard.press('ArrowRight');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 2 of 2');
  await expectPicture(page);
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expectRowCached(page, 'maya.chen');

  // Offline, a reload: the row and the highlight from the cache.
  await goOffline(context);
  await page.reload();
  await holdAnimations(page);
  await expect(circle(page, 'Trails')).toBeVisible();
  await circle(page, 'Trails').click();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 2');
  await expectPicture(page);
  await page.screenshot({ path: test.info().outputPath('highlights-viewer-offline.png') });
  await viewer(page).getByRole('button', { name: 'Close' }).click();

  // Back online for the archive; the connection drops while picking: made offline, shown at once.
  await goOnline(context);
  await page.goto('/demo/');
  await holdAnimations(page);
  await row(page).getByRole('button', { name: 'New highlight' }).click();
  const archive = sheet(page, 'New highlight').getByRole('list', { name: 'Your story archive' });
  await expect(archive.getByRole('button').first()).toBeVisible();
  await goOffline(context);
  await archive.getByRole('button').nth(1).click();
  await sheet(page, 'New highlight').getByRole('button', { name: 'Next (1)' }).click();
  await sheet(page, 'Name your highlight').getByRole('textbox', { name: 'Title' }).fill('Made offline');
  await sheet(page, 'Name your highlight').getByRole('button', { name: 'Done' }).click();
  const pending = row(page).getByRole('link', { name: 'Highlight Made offline, being made' });
  await expect(pending).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('highlights-row-offline.png') });
  // It plays at once, from what the archive showed.
  await pending.click();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Story 1 of 1');
  await viewer(page).getByRole('button', { name: 'Close' }).click();

  // Online: sent, answered, and the server holds it once.
  await goOnline(context);
  await expect(circle(page, 'Made offline')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await serverTitles(page, 'demo')).filter((t) => t === 'Made offline').length).toBe(1);
  await page.reload();
  await expect(circle(page, 'Made offline')).toHaveCount(1);
  expect((await serverTitles(page, 'demo')).filter((t) => t === 'Made offline')).toHaveLength(1);

  // demo's profile as it was, for the journeys after this one.
  await circle(page, 'Made offline').click();
  await viewer(page).getByRole('button', { name: 'Highlight options' }).click();
  await page.getByRole('button', { name: 'Delete highlight' }).click();
  await page.getByRole('alertdialog', { name: 'Delete highlight?' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => serverTitles(page, 'demo')).not.toContain('Made offline');
});
