/** Keeps a page's first screen in the service worker's HTML cache (sw/first-screen.ts), under the page's key. */
import { CacheName } from '../../../sw/cache-names';
import { snapshotHeaders } from '../../../sw/first-screen';
import type { FirstScreenPage, FirstScreenTag } from '../../../sw/first-screen';

export async function storeFirstScreen(page: FirstScreenPage, markup: string, tag: FirstScreenTag): Promise<void> {
  const cache = await caches.open(CacheName.html);
  await cache.put(page.key, new Response(markup, { headers: snapshotHeaders(tag) }));
}

export async function dropFirstScreen(page: FirstScreenPage): Promise<void> {
  const cache = await caches.open(CacheName.html);
  await cache.delete(page.key);
}
