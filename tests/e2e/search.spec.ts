import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { DEMO_NOT_FOLLOWING } from '../../fixtures/seed/people';
import { PeoplePath } from '../../sync/api/paths';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';

// Issue 12, search as you type: a keystroke asks at once (no fixed debounce), at most one
// request is in flight however fast a person types, the last text's answer is what stays,
// the recent searches come back on an empty field, and offline the people seen answer.

const PERSON: string = (() => {
  const name = DEMO_NOT_FOLLOWING[0];
  if (!name) throw new Error('the seed names no account that demo does not follow');
  return name;
})();

test('search as you type: one request in flight, the last text answered, recents when empty, people seen offline', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto('/explore/search/');
  await expect(page.getByRole('heading', { name: 'Recent' })).toBeVisible();

  let inFlight = 0;
  let most = 0;
  const asked: string[] = [];
  const isSearch = (r: Request) => r.url().includes(PeoplePath.search);
  const started = (r: Request) => {
    if (!isSearch(r)) return;
    asked.push(new URL(r.url()).searchParams.get('query') ?? '');
    most = Math.max(most, ++inFlight);
  };
  const ended = (r: Request) => {
    if (isSearch(r)) inFlight--;
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);

  const field = page.getByRole('searchbox', { name: /search/i });
  const results = page.getByRole('region', { name: 'Search results' });
  await field.pressSequentially(PERSON.slice(0, 6));
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('link', { name: PERSON, exact: true })).toBeVisible();
  expect(most).toBe(1);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.at(-1)).toBe(PERSON.slice(0, 6));

  // One more key: asked at once, its own answer shown.
  await field.press(PERSON.charAt(6));
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => asked.at(-1)).toBe(PERSON.slice(0, 7));
  await expect(page.getByRole('link', { name: PERSON, exact: true })).toBeVisible();

  // The URL follows once typing pauses (not with each key), so a reload asks for the same text.
  const typed = PERSON.slice(0, 7);
  await expect(page).toHaveURL((url) => url.pathname === '/explore/search/' && url.searchParams.get('q') === typed);
  await page.reload();
  await expect(field).toHaveValue(typed);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('link', { name: PERSON, exact: true })).toBeVisible();

  await field.fill('');
  await expect(page.getByRole('heading', { name: 'Recent' })).toBeVisible();
  context.off('request', started);
  context.off('requestfinished', ended);
  context.off('requestfailed', ended);

  // Offline, a text never asked online (the person's last name): the people this device has seen, said so.
  const lastName = PERSON.split('.')[1] ?? '';
  expect(lastName.length).toBeGreaterThan(3);
  await goOffline(context);
  try {
    await field.pressSequentially(lastName.slice(0, 4));
    await expect(page.getByText(/You're offline: results from people/)).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('link', { name: PERSON, exact: true })).toBeVisible();
  } finally {
    await goOnline(context);
  }
});
