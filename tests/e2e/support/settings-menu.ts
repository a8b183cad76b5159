import type { Page } from '@playwright/test';
import { onPhone, profileLink } from '../entry/flows';

/** The settings menu of this size: the profile's Options panel on a phone, the sidebar beside the page from 736 px. */
export async function settingsMenu(page: Page) {
  if (!onPhone()) return page.getByRole('navigation', { name: 'Settings' });
  await profileLink(page).click();
  await page.getByRole('button', { name: 'Options' }).click();
  return page.getByRole('navigation', { name: 'Options' });
}
