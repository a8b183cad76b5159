import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireProfileResponse } from '../../sync/api/people-wire';
import { DEMO_NOT_FOLLOWING } from '../../fixtures/seed/people';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { startChaosProxy } from './support/chaos-proxy';
import { expectAnswerKept, expectFeedCached, expectOutboxPending, expectPicturesCached } from './support/client-db';

// Issue 12: find a person, open the profile, follow offline (pending, survives a reload,
// arrives once), and a visited profile opens offline.

/** A public account demo does not follow (the seed's second). */
const PERSON: string = (() => {
  const name = DEMO_NOT_FOLLOWING[1];
  if (!name) throw new Error('the seed names no second account that demo does not follow');
  return name;
})();

/** The person's follower count on the server itself (no cache, no proxy involved). */
async function followersOnServer(request: APIRequestContext, username: string): Promise<number> {
  const res = await request.get('/graphql/query/', {
    params: { query_hash: QueryHash.profile, variables: JSON.stringify({ username }) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as WireProfileResponse).data.user.edge_followed_by.count;
}

test('search a person, follow offline: pending, survives a reload, arrives once; the profile opens offline', async ({ browser, request, baseURL }) => {
  // Offline is the DevTools profile (goOffline: navigator.onLine false, requests failed) AND a
  // link that drops every mutation request (the chaos proxy's 'drop': the connection destroyed,
  // nothing forwarded), as a device without network would. The DevTools profile is applied per
  // target and asynchronously: Playwright resumes a dedicated worker or service worker that
  // starts meanwhile before its network settings are in (coreBundle: runIfWaitingForDebugger is
  // not awaited after them), and in 2 of 3 full runs the follow reached the server while the
  // context was offline (never reproduced here alone or after the specs before it). The link
  // keeps the server out of reach whatever the sender; a mutation that reaches it while offline
  // is named in the test's annotations.
  const link = await startChaosProxy({ port: 0, upstreamPort: Number(new URL(baseURL ?? '').port) });
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: link.origin, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const offline = async () => {
    link.arm('drop', Number.MAX_SAFE_INTEGER);
    await goOffline(context);
  };
  const online = async () => {
    const sentOffline = link.mutations().filter((m) => m.fault === 'drop');
    for (const m of sentOffline) {
      test.info().annotations.push({ type: 'mutation sent while offline (dropped by the link)', description: `${m.method} ${m.path}` });
      console.log(`[people.spec] a mutation reached the link while offline (dropped): ${m.method} ${m.path}`);
    }
    await goOnline(context);
    link.disarm();
  };
  try {
    await logIn(page);
    await waitForServiceWorker(page);
    const before = await followersOnServer(request, PERSON);

    // Search from the tab bar, open the profile from the results.
    await page.getByRole('link', { name: 'Search and explore' }).click();
    await page.getByRole('searchbox', { name: /search/i }).click();
    await expect(page).toHaveURL(/\/explore\/search\//);
    await page.getByRole('searchbox', { name: /search/i }).fill(PERSON.slice(0, 5));
    await page.getByRole('link', { name: PERSON, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${PERSON.replace('.', '\\.')}/$`));
    await expect(page.getByRole('heading', { name: PERSON })).toBeVisible();
    await expect(page.getByRole('list', { name: `Posts of ${PERSON}` }).getByRole('listitem').first()).toBeVisible();
    // What the offline reload shows: the profile's answer kept by the worker, the app's cache, the grid's pictures.
    await expectAnswerKept(page, `profile:${PERSON}`);
    await expectFeedCached(page, 1);
    await expectPicturesCached(page, [page.getByRole('list', { name: `Posts of ${PERSON}` }).locator('img').first()]);

    // Follow with no network: shown at once as Following, marked pending.
    await offline();
    await page.getByRole('button', { name: `Follow ${PERSON}`, exact: true }).click();
    const following = page.getByRole('button', { name: `Unfollow ${PERSON}` });
    await expect(following).toHaveText(/Following/);
    await expect(following).toHaveAttribute('data-pending', 'true');

    // The visited profile opens offline after a reload, the follow still pending (its record stored).
    await expectOutboxPending(page, 1);
    await page.reload();
    await expect(page.getByRole('heading', { name: PERSON })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: `Posts of ${PERSON}` }).getByRole('listitem').first()).toBeVisible();
    await expect(following).toHaveAttribute('data-pending', 'true');
    expect(await followersOnServer(request, PERSON)).toBe(before);

    // Back online: sent, answered, no longer pending; the server counts one more follower, once.
    await online();
    await expect(following).not.toHaveAttribute('data-pending', 'true', { timeout: 20_000 });
    await expect.poll(() => followersOnServer(request, PERSON)).toBe(before + 1);
    await page.reload();
    await expect(page.getByRole('button', { name: `Unfollow ${PERSON}` })).toHaveText(/Following/);
    expect(await followersOnServer(request, PERSON)).toBe(before + 1);
  } finally {
    await context.close();
    await link.close();
  }
});
