import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { DirectPath } from '../../sync/api/paths';
import { waitForServiceWorker } from './helpers';
import { expectOutboxIdle } from './support/client-db';
import { messages, openThread, person, serverThread } from './support/direct-page';
import { makeMediaDir, type MediaDir } from './support/test-media';

// Issue 13: "A refused message stays in the thread marked 'Not delivered' with Retry and
// Delete." A photo message whose upload went through but whose send the server refuses (a 4xx
// answered for the send call, as the server answers a refused one) shows "Not delivered" with
// Retry; Retry sends it once more (one call) and it shows as sent, once on the server.
const FRIEND = 'maya.chen';

let media: MediaDir;
test.beforeAll(async () => {
  media = await makeMediaDir();
});
test.afterAll(async () => {
  await media.remove();
});

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
  await demo.page.screenshot({ path: test.info().outputPath('photo-not-delivered.png') });

  // Retry, the server now accepting: one call, the photo sent and shown as the server's.
  refuse = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
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
  await demo.page.screenshot({ path: test.info().outputPath('photo-retried.png') });

  await demo.context.unroute(`**${DirectPath.send}`);
  await demo.context.close();
});
