import { expect, type Locator, type Page } from '@playwright/test';
import { QueryHash } from '../../../sync/api/paths';
import type { WireProfileResponse } from '../../../sync/api/people-wire';
import { DEMO_USER } from '../../../fixtures/seed/people';
import { fetchPost, shortcodeFromHref } from '../api';
import { ApiPath } from '../../../sync/api/paths';

/** Collections of saved posts in the browser tests (profile-saved, collection-edit): the server's side and the save sheet. */
export async function gql<T>(page: Page, hash: string, variables: object): Promise<{ status: number; body: T | null }> {
  const res = await page.request.get('/graphql/query/', {
    params: { query_hash: hash, variables: JSON.stringify(variables) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { status: res.status(), body: res.ok() ? ((await res.json()) as T) : null };
}

export async function demoOnServer(page: Page): Promise<WireProfileResponse['data']['user']> {
  const { body } = await gql<WireProfileResponse>(page, QueryHash.profile, { username: DEMO_USER });
  if (!body) throw new Error('no profile of demo');
  return body.data.user;
}

/** A feed post that is not demo's own (its code and its article). */
export async function feedPost(page: Page, index: number): Promise<{ code: string; article: Locator }> {
  const articles = page.getByRole('article').filter({ hasNot: page.getByRole('link', { name: DEMO_USER, exact: true }) });
  await expect(articles.nth(index)).toBeVisible();
  const code = shortcodeFromHref(await articles.nth(index).locator('a[href^="/p/"]').first().getAttribute('href'));
  return { code, article: page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) }).first() };
}

/**
 * The first feed post (not demo's own) that is not saved, other than those of `except`: what a
 * test saves (earlier tests on the same server change which posts the feed leads with).
 */
export async function unsavedFeedPost(page: Page, except: readonly string[] = []): Promise<{ code: string; article: Locator }> {
  const articles = page.getByRole('article').filter({ hasNot: page.getByRole('link', { name: DEMO_USER, exact: true }) });
  await expect(articles.first()).toBeVisible();
  const count = await articles.count();
  for (let i = 0; i < count; i++) {
    const article = articles.nth(i);
    const code = shortcodeFromHref(await article.locator('a[href^="/p/"]').first().getAttribute('href'));
    if (except.includes(code) || (await article.getByRole('button', { name: 'Remove from saved' }).count()) > 0) continue;
    return { code, article: page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) }).first() };
  }
  throw new Error(`none of the feed's ${count} posts shown is unsaved`);
}

export async function openSaveToCollection(page: Page, article: Locator): Promise<Locator> {
  await article.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Save to collection' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save to collection' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Takes a post out of demo's saved posts at the server (a test leaves the feed's posts as it found them). */
export async function unsaveOnServer(page: Page, shortcode: string): Promise<void> {
  const { id } = await fetchPost(page.request, shortcode);
  const status = await page.evaluate(async (path) => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'X-CSRFToken': decodeURIComponent(csrf), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    });
    return res.status;
  }, ApiPath.unsave(id));
  expect(status).toBe(200);
}
