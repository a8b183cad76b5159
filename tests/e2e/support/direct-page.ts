/**
 * Helpers of the direct-message browser tests (issue 13): a person logged in in a context of
 * their own, a conversation opened from the inbox, its messages, and the server's thread as a
 * viewer reads it (no client cache involved).
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DirectPath } from '../../../sync/api/paths';
import type { WireDirectThreadResponse } from '../../../sync/api/direct-wire';
import { logIn } from '../helpers';

export async function person(browser: Browser, username: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await logIn(page, username);
  return { context, page };
}

/** The server's thread as `request`'s viewer reads it. */
export async function serverThread(request: APIRequestContext, threadId: string): Promise<WireDirectThreadResponse['thread']> {
  const res = await request.get(DirectPath.thread(threadId), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok()) throw new Error(`thread ${threadId}: HTTP ${res.status()} ${await res.text()}`);
  return ((await res.json()) as WireDirectThreadResponse).thread;
}

const escaped = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the conversation named `name` from the inbox; answers its thread id. */
export async function openThread(page: Page, name: string): Promise<string> {
  await page.goto('/direct/inbox/');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${escaped(name)}`) }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const id = /\/direct\/t\/([^/]+)\//.exec(page.url())?.[1];
  if (!id) throw new Error(`no thread id in ${page.url()}`);
  return id;
}

export const messages = (page: Page) => page.getByRole('list', { name: /^Messages with/ });
