import { expect, type Locator, type Page } from '@playwright/test';

/** /create/style/ through the top bar's "New post" (client-side: it works offline too). */
export async function openCreate(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New post' }).first().click();
  await expect(page).toHaveURL(/\/create\/style\/$/);
}

/** Picks files with the composer's file input, found by its accessible name. */
export async function pickFeedFiles(page: Page, files: string | string[]): Promise<void> {
  await page.getByLabel('Select from device').setInputFiles(files);
}

/** Style → details → caption (and what `more` fills in) → Share; lands on the feed. */
export async function shareWithCaption(page: Page, caption: string, more?: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('region', { name: 'Crop' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/details\/$/);
  await page.getByLabel('Caption').fill(caption);
  await more?.();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The feed article whose caption is `caption`. */
export function postWithCaption(page: Page, caption: string): Locator {
  return page.getByRole('article').filter({ hasText: caption });
}

/** "Posting…": the mark of a post that is not on the server yet. */
export function pendingMark(scope: Locator): Locator {
  return scope.getByRole('img', { name: 'Posting…' });
}

/** Opens the uploads tray and answers the progress bar of the upload labelled `label`. */
export async function openTrayProgress(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('button', { name: /^(Uploading|Waiting for network|Uploads)/ });
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('region', { name: 'Uploads' }).getByRole('progressbar', { name: `Uploading ${label}` });
}

export async function percentOf(bar: Locator): Promise<number> {
  return Number((await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)) ?? -1);
}

/** "Add location": searches places (GET /location_search/ through the worker) and picks one. */
export async function chooseLocation(page: Page, query: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Add location' }).fill(query);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('button', { name: `Remove location ${name}` })).toBeVisible();
}
