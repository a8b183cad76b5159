import type { BrowserContext, Page } from '@playwright/test';

/**
 * A page's first screen as the service worker keeps it (sw/first-screen.ts FIRST_SCREEN_PAGES:
 * under its key in the HTML cache, tagged with its viewer), for the first-screen browser tests.
 */
export interface KeptFirstScreen {
  viewer: string | null;
  markup: string;
}

export const keptFirstScreen = (page: Page, key: string): Promise<KeptFirstScreen | null> =>
  page.evaluate(async (k) => {
    const r = await (await caches.open('html-v2')).match(k);
    return r ? { viewer: r.headers.get('x-lumen-viewer'), markup: await r.text() } : null;
  }, key);

/** A new tab on `path` whose own scripts never run (CDP), so whatever it shows came with the HTML. */
export async function openWithoutScripts(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await tab.goto(path);
  return tab;
}

/** Rewrites the kept first screen as another viewer's (as a device shared after a logout that did not reach the service worker would hold). */
export async function keepAsAnotherViewers(page: Page, key: string): Promise<void> {
  await page.evaluate(async (k) => {
    const cache = await caches.open('html-v2');
    const r = await cache.match(k);
    if (!r) throw new Error('no snapshot');
    const headers = new Headers(r.headers);
    headers.set('x-lumen-viewer', 'someone-else');
    await cache.put(k, new Response(await r.text(), { headers }));
  }, key);
}
