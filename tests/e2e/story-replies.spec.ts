import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import type { WireDirectInboxResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { goOffline, goOnline, logIn } from './helpers';
import { expectOutboxIdle, expectOutboxPending } from './support/client-db';
import { messages, person, serverThread } from './support/direct-page';

// Added (story replies): replying to a story from the viewer (a reel_share direct message
// through the outbox), a quick reaction, a reply written offline sent once when back online,
// and the owner's "Seen by" list. Two people: demo replies to OWNER's story (the demo seed,
// fixtures/seed/story-plan.ts: one photo); OWNER reads it in a context of their own. Tagged
// @desktop: they run at phone and desktop sizes against one server, so each run's texts name it.

const OWNER = 'priya.sharma';
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Stories by / });
const reply = (page: Page) => viewer(page).getByRole('textbox', { name: `Reply to ${OWNER}` });
const sizeOf = (page: Page) => ((page.viewportSize()?.width ?? 0) > 700 ? 'desktop' : 'phone');

/** Opens OWNER's story from its link, paused (a photo plays 5 s, then the viewer closes). */
async function openPaused(page: Page, username = OWNER): Promise<void> {
  await page.goto(`/stories/${username}/`);
  await expect(viewer(page)).toBeVisible();
  await viewer(page).getByRole('button', { name: 'Pause' }).click();
}

/** The one-to-one thread of `request`'s viewer with `other`, from their inbox or requests. */
async function threadWith(request: APIRequestContext, other: string): Promise<string> {
  for (const path of [DirectPath.inbox, DirectPath.pendingInbox]) {
    const res = await request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = (await res.json()) as WireDirectInboxResponse;
    const found = body.inbox.threads.find((t) => !t.is_group && t.users.some((u) => u.username === other));
    if (found) return found.thread_id;
  }
  throw new Error(`no thread with ${other}`);
}

test('a reply and a quick reaction from the story viewer reach the owner, with the story\'s picture in the thread @desktop', async ({ page, browser }) => {
  const size = sizeOf(page);
  const text = `Where is this? (${size})`;
  await logIn(page);
  await openPaused(page);
  await expect(viewer(page).getByRole('group', { name: 'Quick reactions' }).getByRole('button')).toHaveCount(6);
  await reply(page).fill(text);
  await page.screenshot({ path: test.info().outputPath(`story-reply-footer-${size}.png`) });
  await reply(page).press('Enter');
  await expect(viewer(page).getByRole('status')).toHaveText('Sent');
  await expect(reply(page)).toHaveValue('');
  await viewer(page).getByRole('button', { name: `React 🔥 to ${OWNER}'s story` }).click();
  await expect(viewer(page).getByRole('status')).toHaveText('Sent');
  await expectOutboxIdle(page);

  const owner = await person(browser, OWNER, page.viewportSize() ?? undefined);
  try {
    const threadId = await threadWith(owner.page.request, DEMO_USER);
    const items = (await serverThread(owner.page.request, threadId)).items;
    expect(items.filter((i) => i.reel_share?.text === text)).toHaveLength(1);
    await owner.page.goto(`/direct/t/${threadId}/`);
    const bubble = messages(owner.page).getByRole('group', { name: `${DEMO_USER}: Replied to your story: ${text}` });
    await expect(bubble).toBeVisible();
    await expect(bubble.getByText('Replied to your story')).toBeVisible();
    const picture = bubble.getByRole('img', { name: `Story by ${OWNER}` });
    await expect.poll(() => picture.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(messages(owner.page).getByRole('group', { name: `${DEMO_USER}: Reacted 🔥 to your story` }).last()).toBeVisible();
    await bubble.scrollIntoViewIfNeeded();
    await owner.page.screenshot({ path: test.info().outputPath(`story-reply-thread-${size}.png`) });
    // The sender's side says it the other way round.
    await page.goto(`/direct/t/${threadId}/`);
    await expect(messages(page).getByRole('group', { name: `You: Replied to their story: ${text}` }).getByText('You replied to their story')).toBeVisible();
  } finally {
    await owner.context.close();
  }
});

test('a reply written offline waits in the outbox and is sent once when the connection is back @desktop', async ({ page, context }) => {
  const size = sizeOf(page);
  const text = `Sent later (${size})`;
  await logIn(page);
  // Online first: a reaction makes (or finds) the conversation with the owner, now held on this device.
  await openPaused(page);
  await viewer(page).getByRole('button', { name: `React 👏 to ${OWNER}'s story` }).click();
  await expect(viewer(page).getByRole('status')).toHaveText('Sent');
  await expectOutboxIdle(page);
  await goOffline(context);
  await reply(page).fill(text);
  await reply(page).press('Enter');
  await expect(viewer(page).getByRole('status')).toHaveText('Sent');
  await expectOutboxPending(page, 1);
  await goOnline(context);
  await expectOutboxIdle(page);
  const threadId = await threadWith(page.request, OWNER);
  const items = (await serverThread(page.request, threadId)).items;
  expect(items.filter((i) => i.item_type === 'reel_share' && i.reel_share?.text === text)).toHaveLength(1);
});

test('the owner sees who saw the story: "Seen by" opens the list with the viewer @desktop', async ({ page, browser }) => {
  const size = sizeOf(page);
  await logIn(page);
  await openPaused(page);
  await expectOutboxIdle(page);

  const owner = await person(browser, OWNER, page.viewportSize() ?? undefined);
  try {
    await openPaused(owner.page);
    await expect(reply(owner.page)).toHaveCount(0);
    const seenBy = viewer(owner.page).getByRole('button', { name: /^Seen by \d+$/ });
    await expect(seenBy).toBeVisible();
    await seenBy.click();
    const sheet = owner.page.getByRole('dialog', { name: /^Viewers/ });
    const list = sheet.getByRole('list', { name: 'People who saw your story' });
    await expect(list.getByText(DEMO_USER, { exact: true })).toBeVisible();
    await expect(list.getByText('Demo User', { exact: true })).toBeVisible();
    await owner.page.screenshot({ path: test.info().outputPath(`story-viewers-sheet-${size}.png`) });
    await sheet.getByRole('button', { name: 'Close viewers' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(viewer(owner.page)).toBeVisible();
  } finally {
    await owner.context.close();
  }
});
