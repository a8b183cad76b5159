/**
 * Runtime routes of the service worker. Registered before the precache route, so a
 * navigation to '/' gets the server's page (with its bootstrap), not the bare index.html.
 * - Navigations: ./navigation.ts (network first, 4 s, 'html-v2'); `/` from the cache with the
 *   feed's first screen in it (./first-screen.ts), its rules or the whole stylesheet inline
 *   and the app's module started after the first frame (./first-screen-page.ts).
 * - Images under /media/: cache first into 'media-v1' with expiry.
 * - Videos under /media/ pass through untouched: the browser's range requests go straight
 *   to the network (workbox-range-requests is not a dependency of this project).
 * - API calls (/graphql/query/ and the rest) are not cached here: the worker's cache is
 *   the offline copy of data.
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheName, MediaCache } from './cache-names';
import { isMediaImage, NAVIGATION_DENYLIST } from './match';
import { FIRST_SCREEN_MARKUP_HEADER, firstScreenStylesKey, markupFingerprint, pageWithFirstScreen } from './first-screen';
import { firstScreenAnswer } from './first-screen-page';
import { CSP_HEADER } from './inline-stylesheet';
import { createNavigationHandler } from './navigation';

/** A precached file's text (the build's stylesheet), or undefined. */
async function readPrecachedText(path: string): Promise<string | undefined> {
  const response = await matchPrecache(path);
  return response?.ok ? response.text() : undefined;
}

/**
 * The same, kept while this worker lives: the build's files are named by their content hash, so
 * a path's text never changes (a new build is a new worker). One read of the cache fewer before
 * each first-screen page is answered; a failed read is not kept.
 */
const precachedTexts = new Map<string, Promise<string | undefined>>();
function readPrecachedTextOnce(path: string): Promise<string | undefined> {
  let text = precachedTexts.get(path);
  if (text === undefined) {
    text = readPrecachedText(path);
    precachedTexts.set(path, text);
    void text.then((t) => t === undefined && precachedTexts.delete(path), () => precachedTexts.delete(path));
  }
  return text;
}

export function registerRoutes(scope: ServiceWorkerGlobalScope): void {
  const navigate = createNavigationHandler({
    fetch: (request) => scope.fetch(request),
    openCache: () => scope.caches.open(CacheName.html),
    matchPrecache,
    setTimeout: (fn, ms) => scope.setTimeout(fn, ms),
    clearTimeout: (handle) => scope.clearTimeout(handle as number),
    withFirstScreen: async (page, key) => {
      const cache = await scope.caches.open(CacheName.html);
      const [found, styles] = await Promise.all([pageWithFirstScreen(page, cache, key), cache.match(firstScreenStylesKey(key))]);
      if (found === null) return page;
      // With a first screen, its stylesheet inline too (no second fetch event before it paints):
      // the rules kept with this very markup when there are; the app's module after the first frame.
      const rules = styles?.headers.get(FIRST_SCREEN_MARKUP_HEADER) === markupFingerprint(found.markup) ? await styles.text() : undefined;
      const answer = await firstScreenAnswer(found, rules, readPrecachedTextOnce).catch(() => null);
      if (answer === null) return new Response(found.html, { status: page.status, statusText: page.statusText, headers: found.headers });
      if (answer.policy !== null) found.headers.set(CSP_HEADER, answer.policy);
      return new Response(answer.html, { status: page.status, statusText: page.statusText, headers: found.headers });
    },
  });
  registerRoute(new NavigationRoute(navigate, { denylist: NAVIGATION_DENYLIST }));

  registerRoute(
    ({ url, request }) => isMediaImage(url, request, scope.location.origin),
    new CacheFirst({
      cacheName: CacheName.media,
      // Workbox's own typings predate exactOptionalPropertyTypes; the plugin is a WorkboxPlugin.
      plugins: [new ExpirationPlugin({ ...MediaCache, purgeOnQuotaError: true }) as WorkboxPlugin],
    }),
  );
}
