import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { DEMO_USERTAGS } from '../../fixtures/seed/usertag-plan';
import { QueryHash } from '../../sync/api/paths';
import type { WireProfileResponse, WireUserPostsResponse } from '../../sync/api/people-wire';
import { UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse } from '../../sync/api/usertags-wire';
import { fetchPost } from './api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { expectOutboxIdle, expectOutboxPending } from './support/client-db';
import { onMutationAnswer } from './support/mutation-answers';

// Added (usertags): 001 §6 "Viewers can approve or remove a photo-of-you tag", §7 Settings. The
// demo seed tags demo in the oldest post of maya.chen, leo_rivers, sofia.martins and
// amara.okafor, and leaves one tag of kenji.takeda's waiting for approval
// (fixtures/seed/usertag-plan.ts). Each journey takes its own seeded post (the phone's and the
// desktop's run of one journey theirs too), so they run in any order on one server.

const [MAYA, LEO, SOFIA, AMARA] = DEMO_USERTAGS.approved;
const [KENJI] = DEMO_USERTAGS.pending;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The phone's screenshot, then the same screen 1280 wide (a desktop's layout), then back. */
async function shotBoth(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 860 });
  await shot(page, `${name}-desktop`);
  if (size) await page.setViewportSize(size);
}

async function gql<T>(page: Page, hash: string, variables: object): Promise<T> {
  const res = await page.request.get('/graphql/query/', { params: { query_hash: hash, variables: JSON.stringify(variables) }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** demo's Tagged tab as the server lists it: shortcode by owner. */
async function taggedOnServer(page: Page): Promise<Map<string, string>> {
  const profile = await gql<WireProfileResponse>(page, QueryHash.profile, { username: DEMO_USER });
  const tab = await gql<WireUserPostsResponse>(page, QueryHash.taggedPosts, { id: profile.data.user.id, first: 12 });
  return new Map(tab.data.user.media.edges.map((e) => [e.node.owner.username, e.node.shortcode]));
}

async function demoTaggedIn(page: Page, shortcode: string): Promise<boolean> {
  const post = await fetchPost(page.request, shortcode);
  return (post.edge_media_to_tagged_user?.edges ?? []).some((e) => e.node.user.username === DEMO_USER);
}

/** The untag calls the browser got a 2xx answer to. */
function countUntags(page: Page): { n: number } {
  const seen = { n: 0 };
  onMutationAnswer(page.context(), (a) => {
    if (a.method === 'POST' && a.path === UsertagsPath.untag && a.status >= 200 && a.status < 300) seen.n += 1;
  });
  return seen;
}

/** Opens the post of `owner` demo is tagged in (as the server lists it) and its menu; the post's shortcode. */
async function openTaggedPostMenu(page: Page, owner: string): Promise<string> {
  const shortcode = (await taggedOnServer(page)).get(owner) ?? '';
  expect(shortcode, `demo tagged in a post of ${owner}`).not.toBe('');
  await page.goto(`/p/${shortcode}/`);
  await removeMeFromPost(page, owner);
  return shortcode;
}

async function removeMeFromPost(page: Page, owner: string): Promise<void> {
  const post = page.getByRole('article', { name: `Post by ${owner}` });
  await expect(post.getByLabel('Tagged people')).toContainText(DEMO_USER);
  await post.getByRole('button', { name: 'More options' }).click();
  const menu = page.getByRole('dialog', { name: 'Post options' });
  await expect(menu.getByRole('button', { name: 'Remove me from post' })).toBeVisible();
}

async function confirmRemove(page: Page, owner: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Remove me from post' }).click();
  await page.getByRole('alertdialog', { name: 'Remove me from post?' }).getByRole('button', { name: 'Remove' }).click();
  const post = page.getByRole('article', { name: `Post by ${owner}` });
  await expect(post.getByLabel('Tagged people')).toHaveCount(0);
}

test('demo removes themself from a post: the tag goes at once, the post leaves the Tagged tab, the server no longer has it @desktop', async ({ page }) => {
  // The phone's run takes maya's post (leo's stays); the desktop's sofia's (amara's stays).
  const desktop = test.info().project.name.startsWith('desktop');
  const [owner, kept] = desktop ? [SOFIA ?? '', AMARA ?? ''] : [MAYA ?? '', LEO ?? ''];
  await logIn(page);
  await page.goto(`/${DEMO_USER}/tagged/`);
  await expect(page.locator(`a[href="/p/${(await taggedOnServer(page)).get(owner) ?? ''}/"]`)).toBeVisible();
  const shortcode = await openTaggedPostMenu(page, owner);
  await shotBoth(page, 'usertags-post-menu');
  await confirmRemove(page, owner);
  await expectOutboxIdle(page);
  expect(await demoTaggedIn(page, shortcode)).toBe(false);
  expect((await taggedOnServer(page)).has(owner)).toBe(false);
  await page.goto(`/${DEMO_USER}/tagged/`);
  const still = (await taggedOnServer(page)).get(kept) ?? '';
  expect(still, `demo still tagged in a post of ${kept}`).not.toBe('');
  await expect(page.locator(`a[href="/p/${still}/"]`)).toBeVisible();
  await expect(page.locator(`a[href="/p/${shortcode}/"]`)).toHaveCount(0);
});

test('demo turns on Manually approve tags (offline: queued, then sent), approves the waiting tag offline: it shows on the open Tagged tab at once, and reaches the server', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  await page.goto('/accounts/tags/');
  const toggle = page.getByRole('switch', { name: /Manually approve tags/ });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  const list = page.getByRole('list', { name: 'Pending tags' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`${KENJI} tagged you`);

  await goOffline(context);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText("You're offline — your changes will be saved when you're back online.")).toBeVisible();
  await expectOutboxPending(page, 1);
  await shotBoth(page, 'usertags-settings-offline');
  await goOnline(context);
  await expectOutboxIdle(page);
  const held = (await (await page.request.get(UsertagsPath.pending)).json()) as WirePendingUsertagsResponse;
  expect(held.enabled).toBe(true);
  const shortcode = held.pending.find((p) => p.media.owner.username === KENJI)?.media.shortcode ?? '';
  expect(shortcode, `a tag by ${KENJI} waiting`).not.toBe('');

  // The Tagged tab read (the waiting tag is not on it), then Settings → Tags within the app.
  await page.goto(`/${DEMO_USER}/tagged/`);
  const tab = page.getByRole('list', { name: `Tagged of ${DEMO_USER}` });
  await expect(tab.getByRole('listitem').first()).toBeVisible();
  await expect(tab.locator(`a[href="/p/${shortcode}/"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Options' }).click(); // the gear on one's own profile
  await page.getByRole('navigation', { name: 'Options' }).getByRole('link', { name: 'Tags', exact: true }).click();
  await shotBoth(page, 'usertags-settings');

  await goOffline(context);
  await page.getByRole('list', { name: 'Pending tags' }).getByRole('button', { name: `Approve tag by ${KENJI}` }).click();
  await expect(page.getByRole('list', { name: 'Pending tags' })).toHaveCount(0);
  await expect(page.getByText('No tags are waiting for your approval.')).toBeVisible();
  await expectOutboxPending(page, 1);
  // Back to the open Tagged tab (no reload, no network): the approved post is on it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/tagged/$`));
  await expect(tab.locator(`a[href="/p/${shortcode}/"]`)).toBeVisible();
  await goOnline(context);
  await expectOutboxIdle(page);
  expect((await taggedOnServer(page)).get(KENJI ?? '')).toBe(shortcode);
  // Back off, so new tags of demo show at once for the journeys after this one.
  await page.goto('/accounts/tags/');
  await page.getByRole('switch', { name: /Manually approve tags/ }).click();
  await expectOutboxIdle(page);
});

test('an untag made offline is shown at once and reaches the server exactly once when back online', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const untags = countUntags(page);
  const shortcode = await openTaggedPostMenu(page, LEO ?? '');
  await goOffline(context);
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Remove me from post' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove me from post?' })).toContainText("You're offline: this will be saved when you're back online.");
  await page.getByRole('alertdialog', { name: 'Remove me from post?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('article', { name: `Post by ${LEO ?? ''}` }).getByLabel('Tagged people')).toHaveCount(0);
  await expectOutboxPending(page, 1);
  expect(untags.n).toBe(0);
  await goOnline(context);
  await expectOutboxIdle(page);
  // Idle: its record is done, so nothing more is sent for it; the one answer may still be on its way to the test.
  await expect.poll(() => untags.n).toBe(1);
  expect(await demoTaggedIn(page, shortcode)).toBe(false);
});
