/**
 * Keeps a page's first screen in the service worker's HTML cache (sw/first-screen.ts), under the
 * page's key, and beside it the stylesheet rules its markup uses (first-screen-css.ts), named
 * by the markup's fingerprint so the service worker serves them only with that very markup.
 */
import { CacheName } from '../../../sw/cache-names';
import { FIRST_SCREEN_MARKUP_HEADER, FIRST_SCREEN_PAGES, firstScreenStylesKey, markupFingerprint, snapshotHeaders } from '../../../sw/first-screen';
import type { FirstScreenPage, FirstScreenTag } from '../../../sw/first-screen';

/** `css`: the rules the markup uses, or null (unknown: the service worker inlines the whole stylesheet). */
export async function storeFirstScreen(page: FirstScreenPage, markup: string, tag: FirstScreenTag, css: string | null = null): Promise<void> {
  const cache = await caches.open(CacheName.html);
  const stylesKey = firstScreenStylesKey(page.key);
  await (css === null
    ? cache.delete(stylesKey)
    : cache.put(stylesKey, new Response(css, { headers: { 'content-type': 'text/css; charset=utf-8', [FIRST_SCREEN_MARKUP_HEADER]: markupFingerprint(markup) } })));
  await cache.put(page.key, new Response(markup, { headers: snapshotHeaders(tag) }));
}

export async function dropFirstScreen(page: FirstScreenPage): Promise<void> {
  const cache = await caches.open(CacheName.html);
  await Promise.all([cache.delete(page.key), cache.delete(firstScreenStylesKey(page.key))]);
}

let drops = 0;

/** How many times every page's first screen was dropped in this page (a page keeps its markup again after one). */
export const firstScreenDrops = (): number => drops;

/** Drops every page's first screen (issue 17: the person's new work is not in them). */
export async function dropFirstScreens(): Promise<void> {
  drops += 1;
  await Promise.all(Object.values(FIRST_SCREEN_PAGES).map((page) => dropFirstScreen(page)));
}
