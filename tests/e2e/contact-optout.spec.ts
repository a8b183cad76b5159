import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { WireContactMatchesResponse } from '../../sync/api/contacts-wire';
import { bornYearsAgo, fresh, mailedLink, signUpToFeed, submitSignup } from './entry/flows';
import { goOffline, goOnline } from './helpers';

// Added (contacts): the contact opt-out (001 §2 /invites/contact_optout/ and its status page,
// §6 /invites/contact_optout_confirmed/ {hashed_contact, signature}). A person whose email is in
// someone's uploaded contacts opts it out, logged out, through the link mailed to it: it leaves
// the address book it was in, matches no one, an upload holding it keeps nothing of it, and the
// same link opts it back in. The Contact Picker (Chrome on Android) is stood in for as in
// explore-contacts.spec.ts. Lane B: fresh accounts only.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function fakeContactPicker(context: BrowserContext, email: string): Promise<void> {
  await context.addInitScript((chosen) => {
    Object.defineProperty(Navigator.prototype, 'contacts', {
      configurable: true,
      get: () => ({ getProperties: () => Promise.resolve(['name', 'email', 'tel']), select: () => Promise.resolve(chosen) }),
    });
  }, [{ name: ['Opt Out Person'], email: [email], tel: [] }]);
}

async function matchesAtServer(page: Page): Promise<WireContactMatchesResponse> {
  const res = await page.request.get('/accounts/address_book/matches/');
  expect(res.status()).toBe(200);
  return (await res.json()) as WireContactMatchesResponse;
}

async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${username}@example.com`, fullName: 'Optout Test', username, password: 'optout-pass-1', year: bornYearsAgo(30) }));
}

test('an email opted out by its mailed link leaves the contacts it was uploaded in, matches no one, and opts back in', async ({ browser, baseURL, page, context }) => {
  // The person whose email someone has in their contacts: an account of their own.
  const owner = fresh('optout');
  const ownerEmail = `${owner}@example.com`;
  const ownerContext = await browser.newContext({ baseURL: baseURL ?? '' });
  await signUp(await ownerContext.newPage(), owner);
  await ownerContext.close();

  // Someone uploads their contacts, and finds them.
  await fakeContactPicker(context, ownerEmail);
  await signUp(page, fresh('uploader'));
  await page.goto('/explore/people/contacts/');
  await page.getByRole('button', { name: 'Choose contacts' }).click();
  const people = page.getByRole('list', { name: 'People from your contacts' });
  await expect(people.getByRole('listitem').filter({ hasText: owner })).toBeVisible();
  expect((await matchesAtServer(page)).total).toBe(1);

  // Logged out, another browser: the opt-out page, offline first (nothing sent, the text kept).
  const visitor = await browser.newContext({ baseURL: baseURL ?? '' });
  const optout = await visitor.newPage();
  await optout.goto('/invites/contact_optout/');
  await expect(optout.getByRole('heading', { name: 'Opt out of contact syncing', level: 2 })).toBeVisible();
  await optout.getByLabel('Phone number or email').fill(ownerEmail);
  await goOffline(visitor);
  await optout.getByRole('button', { name: 'Send link' }).click();
  await expect(optout.locator('.field__error')).toBeVisible();
  await expect(optout.getByLabel('Phone number or email')).toHaveValue(ownerEmail);
  await goOnline(visitor);
  await optout.getByRole('button', { name: 'Send link' }).click();
  await expect(optout.getByRole('status').filter({ hasText: 'We sent an email' })).toHaveText('We sent an email with a link to that address. Open it to confirm.');
  await shot(optout, 'optout-sent');

  // The mailed link: confirm, then the status page.
  const link = await mailedLink(optout.request, ownerEmail);
  expect(new URL(link).pathname).toBe('/invites/contact_optout_confirmed/');
  await optout.goto(link);
  await expect(optout.getByRole('heading', { name: 'Confirm opt out' })).toBeVisible();
  await expect(optout.locator('.flow__status')).toContainText('@example.com');
  await shot(optout, 'optout-confirm');
  await optout.getByRole('button', { name: 'Confirm' }).click();
  await expect(optout).toHaveURL(/\/invites\/contact_optout\/status\/\?hashed_contact=/);
  await expect(optout.getByRole('heading', { name: "You've opted out" })).toBeVisible();
  await shot(optout, 'optout-status');

  // The uploader's contacts no longer hold it, and a new upload keeps nothing of it.
  expect((await matchesAtServer(page)).total).toBe(0);
  await page.goto('/accounts/contact_history/');
  await expect(page.getByText('No contacts uploaded.')).toBeVisible();
  await page.goto('/explore/people/contacts/');
  await page.getByRole('button', { name: /Choose/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 contact checked: none of your contacts are on Lumen yet.' })).toBeVisible();
  expect((await matchesAtServer(page)).total).toBe(0);

  // Opted back in by the same link, opened again: the next upload finds them again.
  await optout.goto(link);
  await expect(optout.getByRole('heading', { name: "You've opted out" })).toBeVisible();
  await optout.getByRole('button', { name: 'Opt back in' }).click();
  await expect(optout.getByRole('heading', { name: "You haven't opted out" })).toBeVisible();
  // The server forgot the point with it: the link opts out no more, and the page says how to.
  await expect(optout.getByRole('link', { name: 'Opt out again with a new link' })).toHaveAttribute('href', '/invites/contact_optout/');
  await optout.reload();
  await expect(optout.getByRole('heading', { name: "This link isn't valid" })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Choose/ }).click();
  await expect(people.getByRole('listitem').filter({ hasText: owner })).toBeVisible();
  expect((await matchesAtServer(page)).total).toBe(1);
  await visitor.close();
});
