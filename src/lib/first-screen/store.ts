/** Keeps the feed's first screen in the service worker's HTML cache (sw/first-screen.ts). */
import { CacheName } from '../../../sw/cache-names';
import { FIRST_SCREEN_KEY, snapshotHeaders } from '../../../sw/first-screen';
import type { FirstScreenTag } from '../../../sw/first-screen';

export async function storeFirstScreen(markup: string, tag: FirstScreenTag): Promise<void> {
  const cache = await caches.open(CacheName.html);
  await cache.put(FIRST_SCREEN_KEY, new Response(markup, { headers: snapshotHeaders(tag) }));
}

export async function dropFirstScreen(): Promise<void> {
  const cache = await caches.open(CacheName.html);
  await cache.delete(FIRST_SCREEN_KEY);
}
