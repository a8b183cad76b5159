/**
 * Benchmark 9's floor (rows for information, no goal): how much of the app's gap over the empty
 * page any real screen pays in a new renderer on this machine. Two pages put in the service
 * worker's HTML cache beside the empty page, so they come the very way it does (the navigation
 * route, the network failing, the cache):
 *
 *  - **one line of text** in the app's font stack (the app's `body` computed font-family): the
 *    empty page plus a first text to shape, with the fonts the app asks for;
 *  - **the first post alone**: the kept first screen's first post (its ancestors kept with their
 *    attributes, their other children removed, the post's pictures removed), with the first
 *    screen's own rules inline (the rules the app kept beside its snapshot) and the app's
 *    viewport. No script, no policy.
 *
 * Made in a tab of the app once it has kept its first screen (start-bench.ts prepare).
 */
import type { Page } from '@playwright/test';
import { CacheName } from '../../sw/cache-names';
import { FIRST_SCREEN_KEY, firstScreenStylesKey } from '../../sw/first-screen';

export const TEXT_PATH = '/__bench/text/';
export const FIRST_POST_PATH = '/__bench/first-post/';
/** The titles the floor pages are checked by (they must come from the service worker's cache). */
export const FloorTitle = { text: 'One line', firstPost: 'First post' } as const;

export interface FloorPages {
  /** The app's body font-family, as the text page uses it. */
  fontFamily: string;
  /** The first post page's markup size (bytes of its root) and its rules' size. */
  postBytes: number;
  rulesBytes: number;
}

/** Makes both pages from the app's tab `page` and puts them in the HTML cache. */
export function putFloorPages(page: Page): Promise<FloorPages> {
  return page.evaluate(async ({ cacheName, key, rulesKey, textPath, postPath, titles }) => {
    const cache = await caches.open(cacheName);
    const [snapshot, rules] = await Promise.all([cache.match(key), cache.match(rulesKey)]);
    if (!snapshot || !rules) throw new Error('no first screen or rules kept');
    const doc = new DOMParser().parseFromString(`<div id="root">${await snapshot.text()}</div>`, 'text/html');
    const root = doc.getElementById('root');
    const article = doc.querySelector('main article');
    if (!root || !article) throw new Error('the kept first screen has no post');
    for (let node: Element = article; node !== root && node.parentElement; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) if (sibling !== node) sibling.remove();
    }
    for (const el of Array.from(article.querySelectorAll('img, picture, video, source'))) el.remove();
    const line = Object.assign(document.createElement('p'), { textContent: article.getAttribute('aria-label') ?? 'Post' }).outerHTML;
    const fontFamily = getComputedStyle(document.body).fontFamily;
    const viewport = document.querySelector('meta[name="viewport"]')?.outerHTML ?? '';
    const css = await rules.text();
    const head = (title: string, extra: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${extra}<title>${title}</title>`;
    const text = `${head(titles.text, '')}<style>body{font-family:${fontFamily}}</style></head><body>${line}</body></html>`;
    const post = `${head(titles.firstPost, viewport)}<style>${css}</style></head><body>${root.outerHTML}</body></html>`;
    const put = (path: string, html: string) => cache.put(path, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    await Promise.all([put(textPath, text), put(postPath, post)]);
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    return { fontFamily, postBytes: bytes(root.outerHTML), rulesBytes: bytes(css) };
  }, { cacheName: CacheName.html, key: FIRST_SCREEN_KEY, rulesKey: firstScreenStylesKey(FIRST_SCREEN_KEY), textPath: TEXT_PATH, postPath: FIRST_POST_PATH, titles: FloorTitle });
}
