import { expect, test, type Locator, type Page } from '@playwright/test';
import { Limits } from '../../sync/api/constants';
import { DEMO_USER } from '../../fixtures/seed/people';
import { DirectPath } from '../../sync/api/paths';
import { goOffline, goOnline, waitForServiceWorker } from './helpers';
import { expectOutboxIdle } from './support/client-db';
import { expectDirectCached } from './support/direct-db';
import { messages, openThread, person, serverThread } from './support/direct-page';
import { makeMediaDir, type MediaDir } from './support/test-media';

// Issue 13: a photo and a shared post in a conversation, written offline. The photo goes
// through the resumable upload (its bubble: the local picture and the upload's progress, then
// the server's photo); a shared post shows its card (thumbnail and owner) while it waits, as it
// does once sent. Back online both are sent once and the other person sees them. Screenshots
// of the thread at phone and desktop sizes are attached to the report.
const FRIEND = 'maya.chen';

let media: MediaDir;
test.beforeAll(async () => {
  media = await makeMediaDir();
});
test.afterAll(async () => {
  await media.remove();
});

type Box = { x: number; y: number; width: number; height: number };
type ToastLifeWindow = { __toastLife: { shownAt: number | null; goneAt: number | null } };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (b === null) throw new Error(`${locator.toString()} has no box`);
  return b;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Nothing covers the element's centre (what a tap there reaches is the element). */
function isOnTop(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return hit !== null && (hit === el || el.contains(hit));
}

/** Notes when a toast with the text first shows and when it goes (performance.now()). */
async function recordToastLife(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const life: ToastLifeWindow['__toastLife'] = { shownAt: null, goneAt: null };
    (window as unknown as ToastLifeWindow).__toastLife = life;
    const present = () => [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent?.includes(wanted));
    new MutationObserver(() => {
      const now = present();
      if (now && life.shownAt === null) life.shownAt = performance.now();
      if (!now && life.shownAt !== null && life.goneAt === null) life.goneAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

async function shot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('a photo and a shared post written offline wait as their own bubbles, then are sent once', async ({ browser }) => {
  const photo = await media.jpeg('message-photo.jpg', 900, 1200);
  const demo = await person(browser, DEMO_USER);
  const threadId = await openThread(demo.page, FRIEND);
  await waitForServiceWorker(demo.page);
  await expectOutboxIdle(demo.page);
  const before = (await serverThread(demo.page.request, threadId)).items.map((i) => i.item_id);

  // The feed (cached), then offline: share its first post to the conversation.
  await expectDirectCached(demo.page, 1, threadId, 1);
  await demo.page.goto('/');
  const post = demo.page.getByRole('article').first();
  await expect(post).toBeVisible();
  // The conversation is still in the worker's cache once the feed's page has started (what the offline page restores).
  await expectDirectCached(demo.page, 1, threadId, 1);
  await goOffline(demo.context);
  await post.getByRole('button', { name: 'Share to…' }).click();
  await demo.page.getByRole('dialog').getByRole('button', { name: `Send to ${FRIEND}` }).click();
  await expect(demo.page.getByRole('alert').filter({ hasText: `Sent to ${FRIEND}.` })).toBeVisible();

  // The conversation, offline: the shared post waits as its card (owner and picture), not a bare bubble.
  await demo.page.goto(`/direct/t/${threadId}/`);
  const list = messages(demo.page);
  const waiting = list.getByRole('listitem').filter({ has: demo.page.getByRole('status').filter({ hasText: 'Sending…' }) });
  const pendingCard = waiting.getByRole('link', { name: /^Post by / });
  await expect(pendingCard).toBeVisible();
  // The owner's picture and the post's thumbnail.
  await expect(pendingCard.getByRole('img')).toHaveCount(2);
  await expect(pendingCard.getByRole('img').last()).toHaveAttribute('src', /.+/);
  const cardName = await pendingCard.getAttribute('aria-label');

  // A photo, offline: its bubble shows the picture and the upload waiting for the network.
  await demo.page.getByLabel('Send a photo').setInputFiles(photo);
  const pendingPhoto = list.getByRole('img', { name: 'Photo being sent' });
  await expect(pendingPhoto).toBeVisible();
  await expect(list.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
  await expect(list.getByText('Waiting for network')).toBeVisible();
  await expect(demo.page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(2);
  await shot(demo.page, 'thread-phone-offline');

  // Online: the upload finishes, the message goes, and the server's photo replaces the local one.
  await goOnline(demo.context);
  const sentPhoto = list.getByRole('img', { name: 'Photo', exact: true });
  await expect(sentPhoto).toBeVisible({ timeout: 30_000 });
  await expect(sentPhoto).toHaveAttribute('src', /^\/media\//);
  await expect(pendingPhoto).toHaveCount(0);
  await expect(list.getByRole('link', { name: cardName ?? '' }).last()).toBeVisible();
  await expect(demo.page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(0);
  await expectOutboxIdle(demo.page);
  await expect.poll(() => sentPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(demo.page, 'thread-phone');

  // The server holds each once; the other person sees the card and the photo.
  const maya = await person(browser, FRIEND);
  const added = (await serverThread(maya.page.request, threadId)).items.filter((i) => !before.includes(i.item_id));
  expect(added.map((i) => i.item_type).sort()).toEqual(['media', 'media_share']);
  const share = added.find((i) => i.item_type === 'media_share')?.media_share;
  expect(cardName).toBe(`Post by ${share?.owner.username ?? '?'}`);
  await maya.page.goto(`/direct/t/${threadId}/`);
  await expect(messages(maya.page).getByRole('link', { name: cardName ?? '' }).last()).toBeVisible();
  await expect(messages(maya.page).getByRole('img', { name: 'Photo', exact: true }).last()).toBeVisible();

  // Desktop: the same conversation beside the list.
  const wide = await person(browser, DEMO_USER, { width: 1280, height: 860 });
  await wide.page.goto(`/direct/t/${threadId}/`);
  const wideList = messages(wide.page);
  await expect(wideList.getByRole('img', { name: 'Photo', exact: true }).last()).toBeVisible();
  await expect.poll(() => wideList.getByRole('img', { name: 'Photo', exact: true }).last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(wide.page, 'thread-desktop');

  await demo.context.close();
  await maya.context.close();
  await wide.context.close();
});

// A refused photo message (issue 13: "A refused message stays in the thread marked 'Not
// delivered' with Retry and Delete"): the upload goes through, the server refuses the send (a
// 4xx answered for the send call, as the server answers a refused one); the bubble shows "Not
// delivered" with Retry; Retry sends it once more (one call) and it is sent, once on the server.
test('a photo message the server refuses shows "Not delivered"; Retry sends it once and it is sent', async ({ browser }) => {
  const photo = await media.jpeg('refused-photo.jpg', 800, 1000);
  const demo = await person(browser, DEMO_USER);
  const threadId = await openThread(demo.page, FRIEND);
  await waitForServiceWorker(demo.page);
  await expectOutboxIdle(demo.page);
  const before = (await serverThread(demo.page.request, threadId)).items.map((i) => i.item_id);

  // The send call (not the upload) is refused while `refuse` holds; every call is counted.
  let refuse = true;
  const calls: ('refused' | 'passed')[] = [];
  await demo.context.route(`**${DirectPath.send}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (refuse) {
      calls.push('refused');
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'fail', message: "This message can't be sent.", error_type: 'bad_request' }) });
    }
    calls.push('passed');
    return route.continue();
  });

  const list = messages(demo.page);
  const toastText = "Couldn't share your photo.";
  await recordToastLife(demo.page, toastText);
  await demo.page.getByLabel('Send a photo').setInputFiles(photo);
  const notDelivered = demo.page.getByRole('alert').filter({ hasText: 'Not delivered' });
  const failed = list.getByRole('listitem').filter({ has: notDelivered });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Delete' })).toBeVisible();
  // The bubble keeps the photo it was to send; nothing reached the server.
  await expect(failed.getByRole('group', { name: 'You: Sent a photo' }).getByRole('img', { name: 'Photo being sent' })).toBeVisible();
  expect(calls).toEqual(['refused']);
  expect((await serverThread(demo.page.request, threadId)).items.filter((i) => !before.includes(i.item_id))).toEqual([]);
  // The refusal's toast shows above the composer, covering neither it nor the "Not delivered" line.
  const toast = demo.page.getByRole('alert').filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  await expect(notDelivered).toBeInViewport();
  const toastBox = await box(toast);
  for (const part of [notDelivered, demo.page.getByRole('textbox', { name: 'Message' }), demo.page.getByRole('button', { name: 'Send a heart' })]) {
    expect(overlap(toastBox, await box(part))).toBe(false);
  }
  await expect.poll(() => failed.getByRole('button', { name: 'Retry' }).evaluate(isOnTop)).toBe(true);
  await shot(demo.page, 'photo-not-delivered');

  // Retry, the server now accepting: one call, the photo sent and shown as the server's.
  refuse = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  // The toast goes with the Retry, not at the end of its 5 s.
  await expect(toast).toHaveCount(0);
  const life = await demo.page.evaluate(() => (window as unknown as ToastLifeWindow).__toastLife);
  expect(life.shownAt).not.toBeNull();
  expect(life.goneAt).not.toBeNull();
  expect((life.goneAt ?? 0) - (life.shownAt ?? 0)).toBeLessThan(Limits.toastMs);
  const sentPhoto = list.getByRole('img', { name: 'Photo', exact: true }).last();
  await expect(sentPhoto).toHaveAttribute('src', /^\/media\//, { timeout: 30_000 });
  await expect(notDelivered).toHaveCount(0);
  await expect(demo.page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(0);
  await expect(messages(demo.page).getByRole('group').last()).toHaveAccessibleName(/^You: /);
  await expect(demo.page.getByText('Sent', { exact: true })).toBeVisible();
  await expectOutboxIdle(demo.page);
  expect(calls).toEqual(['refused', 'passed']);
  const added = (await serverThread(demo.page.request, threadId)).items.filter((i) => !before.includes(i.item_id));
  expect(added.map((i) => i.item_type)).toEqual(['media']);
  await expect(toast).toHaveCount(0);
  await shot(demo.page, 'photo-retried');

  await demo.context.unroute(`**${DirectPath.send}`);
  await demo.context.close();
});
