import { expect, test, type Page } from '@playwright/test';
import { encode } from 'uqr';
import { DEMO_USER } from '../../fixtures/seed/people';
import { QR_OPTIONS, qrPath } from '../../src/components/qr/qr-path';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { settingsMenu } from './support/settings-menu';

// Added (nametag): 001 §1 /nametag/. demo opens their nametag from the settings menu: the code
// holds their profile's address, the colour they pick stays after a reload, the page opens
// offline, and Copy link puts the address on the clipboard. Lane B (nothing is written).

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('demo’s nametag: the code opens their profile, the colour stays, it opens offline, the link copies @desktop', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: 'Nametag' }).click();
  await expect(page.getByRole('heading', { name: 'Nametag', level: 1 })).toBeVisible();

  const url = `${new URL(page.url()).origin}/${DEMO_USER}/`;
  const code = page.getByRole('img', { name: `Nametag of @${DEMO_USER}: a code that opens ${url}` });
  await expect(code).toBeVisible();
  expect(await code.locator('path').getAttribute('d')).toBe(qrPath(encode(url, QR_OPTIONS).data));
  await expect(page.getByText(`@${DEMO_USER}`, { exact: true })).toBeVisible();
  await shot(page, 'nametag');

  const card = page.locator('.nametag');
  await expect(card).toHaveClass(/nametag--sunset/);
  await page.getByRole('button', { name: 'Change colour' }).click();
  await expect(card).toHaveClass(/nametag--ocean/);
  await page.reload();
  await expect(page.locator('.nametag')).toHaveClass(/nametag--ocean/);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('img', { name: new RegExp(`^Nametag of @${DEMO_USER}`) })).toBeVisible();
  await expect(page.locator('.nametag')).toHaveClass(/nametag--ocean/);
  await goOnline(context);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await shot(page, 'nametag-ocean');
});
