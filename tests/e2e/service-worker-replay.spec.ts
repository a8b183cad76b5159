import { expect, test } from '@playwright/test';
import { fetchPost, shortcodeFromHref } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectOutboxPending, expectOutboxSession } from './support/client-db';

// DESIGN.md rule 4: the service worker replays the outbox when no tab does it. Background
// Sync does not fire by itself in automation, so this takes the app's own fallback path: a
// {type: 'replay-outbox'} message, sent from a page that does not run the app (an image URL
// under the service worker's scope), after every app tab was closed.
test('the service worker sends a like queued offline after the app tab was closed', async ({ context }) => {
  const page = await context.newPage();
  await logIn(page);
  await waitForServiceWorker(page);
  const post = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Like', exact: true }) }).first();
  const code = shortcodeFromHref(await post.locator('a[href^="/p/"]').first().getAttribute('href'));
  const before = await fetchPost(page.request, code);

  await goOffline(context);
  await page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) }).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByLabel('Pending sync').first()).toBeVisible();
  // What the service worker will send is stored before the tab goes: the record and the session.
  await expectOutboxPending(page, 1);
  await expectOutboxSession(page);
  await page.close();

  await goOnline(context);
  const bare = await context.newPage();
  await bare.goto('/icon.svg');
  const reply = await bare.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answer = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (e) => resolve(e.data);
    });
    registration.active?.postMessage({ type: 'replay-outbox' }, [channel.port2]);
    return answer;
  });
  expect(reply).toMatchObject({ type: 'replay-outbox-done', pending: 0, error: null });

  const after = await fetchPost(bare.request, code);
  expect(after.viewer_has_liked).toBe(true);
  expect(after.edge_media_preview_like.count).toBe(before.edge_media_preview_like.count + 1);
});
