import { expect, type Page } from '@playwright/test';
import { shortcodeFromHref } from './api';
import { goOffline, goOnline, waitForServiceWorker } from './helpers';
import { openCreate, pendingMark, pickFeedFiles, postWithCaption, shareWithCaption } from './support/create-flow';
import { watchCsp } from './support/csp-watch';
import { logInToFeed as logIn } from './support/session';
import { makeMediaDir, type MediaDir } from './support/test-media';
import { uploadTest as test } from './support/upload-test';

// Issue 11 item 5: the app runs under its Content-Security-Policy (server/http/security-headers.ts)
// with no violation, online and offline.

let media: MediaDir;
test.beforeAll(async () => {
  media = await makeMediaDir();
});
test.afterAll(async () => {
  await media.remove();
});

/** A script without the page's nonce is refused, and the refusal is seen: the watch is not blind. */
async function injectInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { __cspProbe?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__cspProbe = true;';
    document.head.append(script);
    return w.__cspProbe === true;
  });
}

test('login, feed, a post page, an upload and offline reloads run with no CSP violation', async ({ page, context, made }) => {
  test.setTimeout(120_000);
  const csp = await watchCsp(page);

  // Login and feed; the page is served with its policy.
  const login = await page.goto('/accounts/login/');
  expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await logIn(page);
  await waitForServiceWorker(page);
  expect(csp.seen()).toEqual([]);

  // A post page.
  const href = await page.getByRole('article').first().locator('a[href^="/p/"]').first().getAttribute('href');
  const code = shortcodeFromHref(href);
  await page.goto(`/p/${code}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(csp.seen()).toEqual([]);

  // An upload: the picked photo's preview (a blob: URL), the worker's upload, the feed card.
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await openCreate(page);
  await pickFeedFiles(page, await media.jpeg('csp.jpg', 1080, 1080));
  const caption = `Under the policy ${Date.now().toString(36)}`;
  made.push(caption);
  await shareWithCaption(page, caption);
  const ours = postWithCaption(page, caption).first();
  await expect(ours).toBeVisible();
  await expect(pendingMark(ours)).toHaveCount(0, { timeout: 20_000 });
  expect(csp.seen()).toEqual([]);

  // Offline reload: the cached page keeps its own policy and nonce, so its scripts still run.
  await page.waitForTimeout(2500); // debounced cache writes (000 §9)
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(csp.seen()).toEqual([]);
  // ...and that policy is in force on the page the service worker served.
  expect(await injectInlineScript(page)).toBe(false);
  await expect.poll(() => csp.seen().filter((l) => l.startsWith('script-src'))).toHaveLength(1);
  const afterProbe = csp.seen().length;

  // Offline start from the precached /index.html alone (the runtime HTML cache emptied).
  expect(await page.evaluate(() => caches.delete('html-v2'))).toBe(true);
  await page.reload();
  // That page's bootstrap is the one of the service worker's install (logged out here): the app
  // starts, whichever screen it shows.
  await expect(page.locator('#root > *').first()).toBeVisible();
  expect(csp.seen().slice(afterProbe)).toEqual([]);
  expect(await injectInlineScript(page)).toBe(false);
  await goOnline(context);
});
