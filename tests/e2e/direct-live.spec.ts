import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { messages, openThread, person } from './support/direct-page';

// Issue 13, live: two people with the same conversation open in two contexts, nothing reloaded.
// What one does reaches the other's open page through the real-time channel: the typing dots
// while one types (gone when the text is cleared), the message, and "Seen" under the sender's
// last message once the other has it on screen.
const FRIEND = 'maya.chen';

test('typing dots and Seen arrive live on the other page', async ({ browser }) => {
  const words = `${Date.now()}`;
  const demo = await person(browser, DEMO_USER);
  const maya = await person(browser, FRIEND);
  const threadId = await openThread(demo.page, FRIEND);
  await maya.page.goto(`/direct/t/${threadId}/`);
  await expect(maya.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  // Both sockets are up ("Connecting…" gone): live frames can flow.
  for (const p of [demo.page, maya.page]) await expect(p.getByText('Connecting…')).toHaveCount(0);

  const dots = maya.page.getByRole('status', { name: `${DEMO_USER} is typing` });
  await expect(dots).toHaveCount(0);
  const box = demo.page.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially('Are you', { delay: 20 });
  await expect(dots).toBeVisible();
  // Cleared: the typing-off goes at once and the dots leave (well before the 6 s time to live).
  await box.fill('');
  await expect(dots).toHaveCount(0, { timeout: 3_000 });

  // maya steps back to the inbox; demo's message is Sent, not Seen, until maya opens the
  // conversation again (in the page, no reload): then demo's page says Seen under it.
  await maya.page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(maya.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await box.fill(`Are you there ${words}`);
  await box.press('Enter');
  await expect(demo.page.getByText('Sent', { exact: true })).toBeVisible();
  await maya.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${DEMO_USER}`) }).click();
  await expect(messages(maya.page).getByRole('group', { name: `${DEMO_USER}: Are you there ${words}` })).toBeVisible();
  await expect(demo.page.getByText('Seen', { exact: true })).toBeVisible();
  // Under the last own message: it is the newest in the list.
  await expect(messages(demo.page).getByRole('group').last()).toHaveAccessibleName(`You: Are you there ${words}`);

  // And the other way round: maya types, demo sees the dots; maya sends, demo's open page has it.
  const demoDots = demo.page.getByRole('status', { name: `${FRIEND} is typing` });
  await maya.page.getByRole('textbox', { name: 'Message' }).pressSequentially('Yes', { delay: 20 });
  await expect(demoDots).toBeVisible();
  await maya.page.keyboard.press('Enter');
  await expect(messages(demo.page).getByRole('group', { name: `${FRIEND}: Yes` }).last()).toBeVisible();
  await expect(demoDots).toHaveCount(0);
  await expect(maya.page.getByText('Seen', { exact: true })).toBeVisible();

  await demo.context.close();
  await maya.context.close();
});
