import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { WireContactMatchesResponse } from '../../sync/api/contacts-wire';
import { bornYearsAgo, fresh, signUpToFeed, submitSignup } from './entry/flows';
import { goOffline, goOnline, logIn } from './helpers';
import { settingsMenu } from './support/settings-menu';

// Added (contacts): Connect contacts (001 §2 /explore/people/contacts/), the upload (001 §6
// /accounts/address_book/link/), Contact syncing (001 §1 /accounts/contact_history/) and Delete
// all (address_book/unlink through the outbox, offline too). The browser's Contact Picker
// (`navigator.contacts`, Chrome on Android) is stood in for by an init script that answers the
// contacts a person would choose in its sheet; desktop Chromium has none, as a person's has not.
// Lane B: a fresh account for the upload; demo's seeded contacts are only read.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** What the person chooses in the picker's sheet: two seeded people by email, one stranger's number, one with nothing to send. */
const CHOSEN = [
  { name: ['Maya from the workshop'], email: ['MayaChen@Example.com'], tel: [] },
  { name: ['Leo'], email: ['leorivers@example.com', 'leo.old@example.net'], tel: [] },
  { name: ['Dentist'], email: [], tel: ['+1 (555) 013-4477'] },
  { name: ['Just a name'], email: [], tel: [] },
];

async function fakeContactPicker(context: BrowserContext): Promise<void> {
  await context.addInitScript((chosen) => {
    Object.defineProperty(Navigator.prototype, 'contacts', {
      configurable: true,
      get: () => ({ getProperties: () => Promise.resolve(['name', 'email', 'tel', 'address', 'icon']), select: () => Promise.resolve(chosen) }),
    });
  }, CHOSEN);
}

async function matchesAtServer(page: Page): Promise<WireContactMatchesResponse> {
  const res = await page.request.get('/accounts/address_book/matches/');
  expect(res.status()).toBe(200);
  return (await res.json()) as WireContactMatchesResponse;
}

test('choose contacts, follow someone found, see what was uploaded, delete it all offline and it is deleted once back online', async ({ page, context }) => {
  await fakeContactPicker(context);
  const name = fresh('contacts');
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'Contact Person', username: name, password: 'contacts-pass-1', year: bornYearsAgo(28) }));

  await page.goto('/explore/people/contacts/');
  await expect(page.getByRole('heading', { name: 'Connect contacts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Choose contacts' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 contacts checked: 2 people from your contacts on Lumen.' })).toBeVisible();
  const people = page.getByRole('list', { name: 'People from your contacts' });
  await expect(people.getByRole('listitem')).toHaveCount(2);
  const maya = people.getByRole('listitem').filter({ hasText: 'maya.chen' });
  await expect(maya).toContainText('Maya from the workshop in your contacts');
  await maya.getByRole('button', { name: 'Follow maya.chen' }).click();
  await expect(maya.getByRole('button', { name: 'Unfollow maya.chen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose more contacts' })).toBeVisible();
  await shot(page, 'contacts-found');
  expect((await matchesAtServer(page)).total).toBe(4); // two of Leo's emails, Maya's, the dentist's number

  // Settings → Contact syncing lists what was uploaded.
  const menu = await settingsMenu(page);
  await menu.getByRole('link', { name: 'Contact syncing' }).click();
  await expect(page.getByRole('heading', { name: 'Contact syncing', level: 1 })).toBeVisible();
  await expect(page.getByText('4 phone numbers and emails uploaded from your contacts.')).toBeVisible();
  const uploaded = page.getByRole('list', { name: 'Uploaded contacts' }).getByRole('listitem');
  await expect(uploaded).toHaveCount(4);
  await expect(uploaded.filter({ hasText: 'Dentist' })).toContainText('+15550134477');
  await expect(uploaded.filter({ hasText: 'Maya from the workshop' })).toContainText('mayachen@example.com');
  await shot(page, 'contact-syncing');

  // Offline: the list as last seen, and Delete all is kept and shown at once.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact syncing', level: 1 })).toBeVisible();
  await expect(uploaded).toHaveCount(4);
  await page.getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('alertdialog', { name: 'Delete all uploaded contacts?' }).getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText("Your uploaded contacts are deleted here; Lumen deletes them when you're back online.")).toBeVisible();
  await expect(uploaded).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact syncing', level: 1 })).toBeVisible();
  await expect(page.getByText("Your uploaded contacts are deleted here; Lumen deletes them when you're back online.")).toBeVisible();
  await page.goto('/explore/people/contacts/');
  await expect(page.getByRole('button', { name: 'Choose contacts' })).toBeDisabled();
  await expect(page.getByText("You're offline: choosing contacts needs a connection.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'People from your contacts' })).toHaveCount(0);
  await shot(page, 'contacts-offline');

  await goOnline(context);
  await expect.poll(async () => (await matchesAtServer(page)).total, { timeout: 20_000 }).toBe(0);
  await page.goto('/accounts/contact_history/');
  await expect(page.getByText('No contacts uploaded.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect contacts' })).toBeVisible();
});

test('without a contact picker the page says so; demo’s uploaded contacts show who is on Lumen @desktop', async ({ page }) => {
  await logIn(page);
  await page.goto('/explore/people/contacts/');
  await expect(page.getByRole('heading', { name: 'Connect contacts', level: 1 })).toBeVisible();
  await expect(page.getByText("This browser can't share contacts with websites")).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose/ })).toHaveCount(0);
  const people = page.getByRole('list', { name: 'People from your contacts' }).getByRole('listitem');
  await expect(people.first()).toBeVisible();
  await expect(people.first()).toContainText('in your contacts');
  await expect(page.getByRole('heading', { name: "Sorry, this page isn't available." })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search', exact: true }).last()).toHaveAttribute('href', '/explore/search/');
  await expect(page.getByRole('link', { name: 'Contact syncing' })).toHaveAttribute('href', '/accounts/contact_history/');
  await shot(page, `contacts-${test.info().project.name}`);
  // The link is checked, not followed: opening the suggested list marks demo's suggestions
  // seen at the server (mark_su_seen), which explore.spec.ts's test of that step needs unseen.
  await expect(page.getByRole('link', { name: 'See suggested people' })).toHaveAttribute('href', '/explore/people/suggested/');
});
