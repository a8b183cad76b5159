/**
 * Runtime routes of the service worker. Registered before the precache route, so a
 * navigation to '/' gets the server's page (with its bootstrap), not the bare index.html.
 * - Navigations: ./navigation.ts (network first, 4 s, 'html-v2'); `/` from the cache with the
 *   feed's first screen in it (./first-screen.ts) and then the stylesheet inline
 *   (./inline-stylesheet.ts).
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
import { withFirstScreen } from './first-screen';
import { inlineStylesheets } from './inline-stylesheet';
import { createNavigationHandler } from './navigation';

/** A precached file's text (the build's stylesheet), or undefined. */
async function readPrecachedText(path: string): Promise<string | undefined> {
  const response = await matchPrecache(path);
  return response?.ok ? response.text() : undefined;
}

export function registerRoutes(scope: ServiceWorkerGlobalScope): void {
  const navigate = createNavigationHandler({
    fetch: (request) => scope.fetch(request),
    openCache: () => scope.caches.open(CacheName.html),
    matchPrecache,
    setTimeout: (fn, ms) => scope.setTimeout(fn, ms),
    clearTimeout: (handle) => scope.clearTimeout(handle as number),
    withFirstScreen: async (page, key) => {
      const out = await withFirstScreen(page, await scope.caches.open(CacheName.html), key);
      // With a first screen, its stylesheet inline too: no second fetch event before it paints.
      return out === page ? page : inlineStylesheets(out, readPrecachedText);
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
