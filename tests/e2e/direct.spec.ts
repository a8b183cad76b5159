import { expect, test, type APIRequestContext } from '@playwright/test';
import { DirectPath } from '../../sync/api/paths';
import type { WireDirectInboxResponse } from '../../sync/api/direct-wire';
import { DEMO_DM_STRANGER } from '../../fixtures/seed/direct-plan';
import { DEMO_USER } from '../../fixtures/seed/people';
import { goOffline, goOnline, waitForServiceWorker } from './helpers';
import { messages, openThread, person, serverThread } from './support/direct-page';
import { expectOutboxIdle, expectOutboxPending, expectOutboxSession } from './support/client-db';
import { expectDirectCached } from './support/direct-db';

// Issue 13, direct messages in the browser: two people in two contexts (the seed's demo and
// maya.chen, who share a one-to-one thread), messages written offline sent by the service
// worker with no tab open, a request accepted, the inbox opened offline, and (desktop) the two
// panes. Each run writes words of its own (the server's data lives for the whole run).
const FRIEND = 'maya.chen';

async function serverInbox(request: APIRequestContext, pending: boolean): Promise<WireDirectInboxResponse> {
  const res = await request.get(pending ? DirectPath.pendingInbox : DirectPath.inbox, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok()) throw new Error(`inbox: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as WireDirectInboxResponse;
}

test('two people talk: a message, a reply, a heart, seen', async ({ browser }) => {
  const words = `${Date.now()}`;
  const demo = await person(browser, DEMO_USER);
  const maya = await person(browser, FRIEND);

  const threadId = await openThread(demo.page, FRIEND);
  await demo.page.getByRole('textbox', { name: 'Message' }).fill(`Hello from demo ${words}`);
  await demo.page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = messages(demo.page).getByRole('group', { name: `You: Hello from demo ${words}` });
  await expect(sent).toBeVisible();
  await expect(demo.page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(0);

  // The other person: the conversation is unread in the inbox, then shows the message.
  await maya.page.goto('/direct/inbox/');
  await expect(maya.page.getByRole('link', { name: new RegExp(`^${DEMO_USER}, unread: Hello from demo ${words}`) })).toBeVisible();
  await maya.page.goto(`/direct/t/${threadId}/`);
  await expect(messages(maya.page).getByRole('group', { name: `${DEMO_USER}: Hello from demo ${words}` })).toBeVisible();
  await maya.page.getByRole('textbox', { name: 'Message' }).fill(`Hi demo ${words}`);
  await maya.page.keyboard.press('Enter');
  await maya.page.getByRole('button', { name: 'Send a heart' }).click();
  await expectOutboxIdle(maya.page);

  // Back on demo's side (the thread read again): the reply and the heart, in order, after demo's message.
  await demo.page.goto(`/direct/t/${threadId}/`);
  const mine = messages(demo.page).getByRole('group');
  await expect(mine.filter({ hasText: `Hi demo ${words}` })).toBeVisible();
  const names = await mine.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const at = names.indexOf(`You: Hello from demo ${words}`);
  expect(names.slice(at)).toEqual([`You: Hello from demo ${words}`, `${FRIEND}: Hi demo ${words}`, `${FRIEND}: ❤️`]);
  // demo saw maya's messages: once the seen mark is sent, maya's newest message says Seen.
  await expectOutboxIdle(demo.page);
  await maya.page.goto(`/direct/t/${threadId}/`);
  await expect(maya.page.getByText('Seen', { exact: true })).toBeVisible();

  await demo.context.close();
  await maya.context.close();
});

test('three messages written offline reach the other person once, in order, sent by the service worker with no tab open', async ({ browser }) => {
  const words = `${Date.now()}`;
  const demo = await person(browser, DEMO_USER);
  const threadId = await openThread(demo.page, FRIEND);
  await waitForServiceWorker(demo.page);
  await expectOutboxIdle(demo.page);

  await goOffline(demo.context);
  const box = demo.page.getByRole('textbox', { name: 'Message' });
  for (const n of ['one', 'two', 'three']) {
    await box.fill(`${n} ${words}`);
    await box.press('Enter');
  }
  await expect(demo.page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(3);
  await expect(demo.page.getByText('Offline — messages will send later').first()).toBeVisible();
  await expectOutboxPending(demo.page, 3);
  await expectOutboxSession(demo.page);
  await demo.page.close();

  // Back online with no app tab: the service worker's replay (what Background Sync runs) sends them.
  await goOnline(demo.context);
  const bare = await demo.context.newPage();
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

  const maya = await person(browser, FRIEND);
  const texts = (await serverThread(maya.page.request, threadId)).items.map((i) => i.text ?? '').filter((t) => t.endsWith(words));
  expect(texts).toEqual([`three ${words}`, `two ${words}`, `one ${words}`]); // newest first, each once
  await maya.page.goto(`/direct/t/${threadId}/`);
  const shown = messages(maya.page).getByRole('group').filter({ hasText: words });
  await expect(shown).toHaveCount(3);
  expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['one', 'two', 'three'].map((n) => `${DEMO_USER}: ${n} ${words}`));

  await demo.context.close();
  await maya.context.close();
});

test('a message request is accepted: it leaves Requests for the inbox', async ({ browser }) => {
  const demo = await person(browser, DEMO_USER);
  await demo.page.goto('/direct/inbox/');
  await demo.page.getByRole('link', { name: /^Requests/ }).click();
  await expect(demo.page).toHaveURL(/\/direct\/requests\/$/);
  await demo.page.getByRole('list', { name: 'Message requests' }).getByRole('link', { name: new RegExp(`^${DEMO_DM_STRANGER.replace('.', '\\.')}`) }).click();
  await expect(demo.page.getByRole('region', { name: 'Message request' })).toBeVisible();
  await expect(demo.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await demo.page.getByRole('button', { name: 'Accept' }).click();
  // Accepted: the composer replaces the request bar, and the thread is in the inbox.
  await expect(demo.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectOutboxIdle(demo.page);
  const pending = await serverInbox(demo.page.request, true);
  expect(pending.inbox.threads.some((t) => t.users.some((u) => u.username === DEMO_DM_STRANGER))).toBe(false);
  await demo.page.goto('/direct/inbox/');
  await expect(demo.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${DEMO_DM_STRANGER.replace('.', '\\.')}`) })).toBeVisible();
  await demo.context.close();
});

test('the inbox and a seen conversation open offline', async ({ browser }) => {
  const demo = await person(browser, DEMO_USER);
  const threadId = await openThread(demo.page, FRIEND);
  const first = await messages(demo.page).getByRole('group').first().getAttribute('aria-label');
  await waitForServiceWorker(demo.page);
  await demo.page.goto('/direct/inbox/');
  await expect(demo.page.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();
  await expectDirectCached(demo.page, 3, threadId, 1);

  await goOffline(demo.context);
  await demo.page.reload();
  await expect(demo.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${FRIEND.replace('.', '\\.')}`) })).toBeVisible();
  await expect(demo.page.getByText('Offline — messages will send later').first()).toBeVisible();
  await demo.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${FRIEND.replace('.', '\\.')}`) }).click();
  await expect(messages(demo.page).getByRole('group').last()).toBeVisible();
  expect(first).not.toBeNull();
  await demo.context.close();
});

test('desktop: the list and the conversation side by side @desktop', async ({ browser }) => {
  const demo = await person(browser, DEMO_USER, { width: 1280, height: 860 });
  await demo.page.goto('/direct/inbox/');
  const list = demo.page.getByRole('complementary', { name: 'Conversations' });
  await expect(list.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();
  await expect(demo.page.getByText('Your messages')).toBeVisible();
  await list.getByRole('link', { name: new RegExp(`^${FRIEND.replace('.', '\\.')}`) }).click();
  await expect(demo.page).toHaveURL(/\/direct\/t\/[^/]+\/$/);
  // Both panes: the list stays, the chosen conversation is marked, the thread is beside it.
  await expect(list.getByRole('link', { name: new RegExp(`^${FRIEND.replace('.', '\\.')}`) })).toHaveAttribute('aria-current', 'page');
  await expect(demo.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const listBox = await list.boundingBox();
  const composer = await demo.page.getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(listBox && composer && composer.x > listBox.x + listBox.width).toBe(true);
  await demo.context.close();
});
