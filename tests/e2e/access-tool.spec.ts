import { expect, test, type Page } from '@playwright/test';
import { bornYearsAgo, fresh, signUpToFeed, submitSignup } from './entry/flows';
import { goOffline, goOnline, logIn } from './helpers';
import { settingsMenu } from './support/settings-menu';

// Added (access data): Settings → Access data (001 §1 /accounts/access_tool/ and
// /accounts/access_tool/{name}). A fresh account changes its name and bio through Edit profile
// and finds the former ones there; demo's followers page with View more; offline the page says
// it needs a connection. Lane B (fresh accounts, and demo's lists are only read).

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function openAccessData(page: Page): Promise<void> {
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: 'Access data' }).click();
  await expect(page.getByRole('heading', { name: 'Access data', level: 1 })).toBeVisible();
}

test('a new account changes its name and bio; Access data lists the former ones @desktop', async ({ page, context }) => {
  const name = fresh('data');
  await page.goto('/accounts/emailsignup/');
  await signUpToFeed(page, () => submitSignup(page, { contact: `${name}@example.com`, fullName: 'First Name', username: name, password: 'access-data-1', year: bornYearsAgo(30) }));

  await page.goto('/accounts/edit/');
  await page.getByLabel('Name', { exact: true }).fill('Second Name');
  await page.getByLabel('Bio').fill('A bio to replace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.getByLabel('Bio').fill('The bio now');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await openAccessData(page);
  await expect(page.getByText(/^Date joined: /)).toBeVisible();
  const account = page.getByRole('region', { name: 'Account information' });
  await expect(account.getByRole('link', { name: 'Former full names 1' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Former bio texts 1' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Password changes 0' })).toBeVisible();
  await shot(page, 'access-data');

  await account.getByRole('link', { name: /^Former full names/ }).click();
  await expect(page.getByRole('heading', { name: 'Former full names', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Former full names' }).getByRole('listitem')).toHaveText([/First Name/]);
  await page.getByRole('link', { name: '‹ Access data' }).click();
  await page.getByRole('region', { name: 'Account information' }).getByRole('link', { name: /^Former bio texts/ }).click();
  await expect(page.getByRole('list', { name: 'Former bio texts' }).getByRole('listitem')).toHaveText([/A bio to replace/]);
  await shot(page, 'access-data-list');

  await goOffline(context);
  await page.getByRole('link', { name: '‹ Access data' }).click();
  await expect(page.getByText('Access data needs a connection to load.')).toBeVisible();
  await goOnline(context);
});

test('demo’s followers in Access data, newest first, 20 at a time with View more', async ({ page }) => {
  await logIn(page);
  await openAccessData(page);
  const link = page.getByRole('region', { name: 'Connections' }).getByRole('link', { name: /^Accounts following you \d+$/ });
  await expect(link).toBeVisible();
  const total = Number((await link.textContent())?.replace(/\D+/g, ''));
  expect(total).toBeGreaterThan(20);
  await link.click();
  const list = page.getByRole('list', { name: 'Accounts following you' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'View more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
});
