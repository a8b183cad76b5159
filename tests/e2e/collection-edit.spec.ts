import { expect, test, type Locator, type Page } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WireUserPostsResponse } from '../../sync/api/people-wire';
import { DEMO_USER } from '../../fixtures/seed/people';
import { fetchPost } from './api';
import { demoOnServer, feedPost, gql, openSaveToCollection, unsaveOnServer } from './support/collections';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { onMutationAnswer } from './support/mutation-answers';
import { expectOutboxIdle, expectOutboxPending, failedOutbox } from './support/client-db';

// Issue 12 (people): a collection's owner renames it, takes posts out of it and deletes it, from
// its page's "…", offline too: each shows at once, and once online the server holds the result,
// each change sent once (renames made offline: the last name only).

/** Answers of the server to collection edits, by kind ("edit", "remove", "delete"), as they arrive. */
function countCollectionWrites(page: Page): Record<string, number> {
  const seen: Record<string, number> = {};
  onMutationAnswer(page.context(), (answer) => {
    const kind = /\/collections\/\d+\/(edit|remove|delete)\/$/.exec(answer.path)?.[1];
    if (kind && answer.method === 'POST' && answer.status >= 200 && answer.status < 300) seen[kind] = (seen[kind] ?? 0) + 1;
  });
  return seen;
}

async function openOptions(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Options for collection ${name}` }).click();
  const menu = page.getByRole('dialog', { name: 'Collection options' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a collection renamed, a post taken out and then deleted, all offline: shown at once, the server holds the result, each sent once', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const writes = countCollectionWrites(page);
  const name = `Edit me ${Date.now() % 100_000}`;

  // A collection of two feed posts (made and filled online).
  const first = await feedPost(page, 0);
  const second = await feedPost(page, 1);
  // Which of the two demo had saved before (the seed saves some): those stay saved at the end.
  const savedBefore = new Set<string>();
  for (const code of [first.code, second.code]) if ((await fetchPost(page.request, code)).viewer_has_saved) savedBefore.add(code);
  const making = await openSaveToCollection(page, first.article);
  await making.getByRole('button', { name: 'New collection' }).click();
  const naming = page.getByRole('dialog', { name: 'New collection' });
  await naming.getByRole('textbox', { name: 'Collection name' }).fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expectOutboxIdle(page);
  const adding = await openSaveToCollection(page, second.article);
  await adding.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expectOutboxIdle(page);

  await page.goto(`/${DEMO_USER}/saved/`);
  await page.getByRole('list', { name: 'Collections' }).getByRole('link', { name: `${name}, 2 posts` }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/collections/\\d+/$`));
  const collectionUrl = new URL(page.url()).pathname;
  const collectionId = /collections\/(\d+)\//.exec(collectionUrl)?.[1] ?? '';
  await expect(page.getByRole('list', { name: `Posts in ${name}` }).getByRole('listitem')).toHaveCount(2);

  // Offline: renamed twice (the last name shows at once), one post taken out (gone and uncounted at once).
  await goOffline(context);
  const renamed = `${name} (renamed)`;
  for (const next of [`${name} draft`, renamed]) {
    const current = next === renamed ? `${name} draft` : name;
    const menu = await openOptions(page, current);
    await menu.getByRole('button', { name: 'Rename collection' }).click();
    const form = page.getByRole('dialog', { name: 'Rename collection' });
    await expect(form.getByRole('textbox', { name: 'Collection name' })).toHaveValue(current);
    await form.getByRole('textbox', { name: 'Collection name' }).fill(next);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: next, level: 2 })).toBeVisible();
  }
  const menu = await openOptions(page, renamed);
  await page.screenshot({ path: test.info().outputPath('collection-options.png') });
  await menu.getByRole('button', { name: 'Remove posts' }).click();
  const tiles = page.getByRole('list', { name: `Posts in ${renamed}` }).getByRole('listitem');
  const taken = tiles.filter({ has: page.locator(`a[href="/p/${first.code}/"]`) });
  await page.screenshot({ path: test.info().outputPath('collection-remove-posts.png') });
  await taken.getByRole('button', { name: new RegExp(`^Remove from ${renamed.replace(/[()]/g, '\\$&')}: `) }).click();
  await expect(tiles).toHaveCount(1);
  await expect(page.locator(`a[href="/p/${first.code}/"]`)).toHaveCount(0);
  await expect(page.getByText('1 post', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expectOutboxPending(page, 2); // the last rename and the remove (the first rename was replaced)

  // A reload offline keeps all of it (the outbox re-applies it).
  await page.reload();
  await expect(page.getByRole('heading', { name: renamed, level: 2 })).toBeVisible();
  await expect(tiles).toHaveCount(1);

  // Online: sent once each; the server holds the new name and one post, both posts still saved.
  await goOnline(context);
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  expect(writes).toEqual({ edit: 1, remove: 1 });
  const demo = await demoOnServer(page);
  expect(demo.edge_media_collections?.edges.map((e) => e.node).find((c) => c.id === collectionId)).toMatchObject({ name: renamed, count: 1 });
  const held = await gql<WireUserPostsResponse>(page, QueryHash.collectionPosts, { id: demo.id, collection_id: collectionId, first: 12 });
  expect(held.body?.data.user.media.edges.map((e) => e.node.shortcode)).toEqual([second.code]);

  // Offline again: deleted after its confirmation; Saved no longer lists it, at once.
  await goOffline(context);
  const again = await openOptions(page, renamed);
  await again.getByRole('button', { name: 'Delete collection' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete collection?' });
  await expect(confirm.getByText(`Delete “${renamed}”? Its posts stay in Saved.`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('collection-delete-confirm.png') });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_USER}/saved/$`));
  await expect(page.getByRole('list', { name: 'Collections' }).getByRole('link', { name: new RegExp(`^${renamed.replace(/[()]/g, '\\$&')},`) })).toHaveCount(0);
  await expectOutboxPending(page, 1);

  await goOnline(context);
  await expectOutboxIdle(page);
  expect(await failedOutbox(page)).toEqual([]);
  expect(writes).toEqual({ edit: 1, remove: 1, delete: 1 });
  const after = await demoOnServer(page);
  expect(after.edge_media_collections?.edges.some((e) => e.node.id === collectionId)).toBe(false);
  expect((await gql(page, QueryHash.collectionPosts, { id: demo.id, collection_id: collectionId, first: 12 })).status).toBe(404);
  const saved = await gql<WireUserPostsResponse>(page, QueryHash.savedPosts, { id: demo.id, first: 50 });
  const savedCodes = saved.body?.data.user.media.edges.map((e) => e.node.shortcode) ?? [];
  expect(savedCodes).toEqual(expect.arrayContaining([first.code, second.code]));
  await page.goto(collectionUrl);
  await expect(page.getByRole('heading', { name: "Sorry, this page isn't available." })).toBeVisible();

  // The feed's posts as this test found them (other tests save them from the feed).
  for (const code of [first.code, second.code]) if (!savedBefore.has(code)) await unsaveOnServer(page, code);
});
