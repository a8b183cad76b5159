/**
 * Navigations: network first with a 4 s timeout, into the 'html-v2' cache (000 §9).
 *
 *   fetch ──answer within 4 s──▶ page (a 200 HTML answer is cached: its URL + last app HTML)
 *     │ error, or 4 s without an answer
 *     ▼
 *   cached HTML of this URL → last app HTML (any app route serves the app + bootstrap)
 *     → precached /index.html → (timeout only) keep waiting for the network → Response.error()
 *
 * An answer that arrives after the timeout still refreshes the cache. A page with a first screen
 * (./first-screen.ts FIRST_SCREEN_PAGES: the feed, the inbox) from the cache gets it in its root
 * when the deps say how.
 */
import { LAST_APP_HTML_KEY, NAVIGATION_TIMEOUT_MS, PRECACHED_INDEX } from './cache-names';
import { firstScreenPageOf } from './first-screen';

export interface NavigationDeps {
  fetch: (request: Request) => Promise<Response>;
  /** caches.open(CacheName.html) */
  openCache: () => Promise<Pick<Cache, 'match' | 'put'>>;
  /** workbox-precaching's matchPrecache */
  matchPrecache: (url: string) => Promise<Response | undefined>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  timeoutMs?: number;
  /** The cached page with its first screen (kept under `key`) in it (./first-screen.ts withFirstScreen). */
  withFirstScreen?: (page: Response, key: string) => Promise<Response>;
}

export interface NavigationArgs {
  request: Request;
  event?: Pick<ExtendableEvent, 'waitUntil'>;
}

/** Only a plain 200 HTML page is worth keeping (not a redirect's target, not an error page). */
export function isCacheableHtml(response: Response): boolean {
  return response.status === 200 && !response.redirected && response.type !== 'opaqueredirect'
    && (response.headers.get('content-type') ?? '').includes('text/html');
}

type First = { kind: 'answer'; response: Response } | { kind: 'error' } | { kind: 'timeout' };

export function createNavigationHandler(deps: NavigationDeps): (args: NavigationArgs) => Promise<Response> {
  const keep = async (url: string, response: Response): Promise<void> => {
    const cache = await deps.openCache();
    await Promise.all([cache.put(url, response.clone()), cache.put(LAST_APP_HTML_KEY, response)]);
  };

  const fallback = async (url: string): Promise<Response | undefined> => {
    const cache = await deps.openCache();
    return (await cache.match(url)) ?? (await cache.match(LAST_APP_HTML_KEY)) ?? (await deps.matchPrecache(PRECACHED_INDEX));
  };

  return async ({ request, event }) => {
    let saving: Promise<void> = Promise.resolve();
    const network = deps.fetch(request).then((response) => {
      if (isCacheableHtml(response)) saving = keep(request.url, response.clone()).catch(() => undefined);
      return response;
    });
    event?.waitUntil(network.then(() => saving, () => undefined));

    let timer: unknown;
    const timeout = new Promise<First>((resolve) => {
      timer = deps.setTimeout(() => resolve({ kind: 'timeout' }), deps.timeoutMs ?? NAVIGATION_TIMEOUT_MS);
    });
    const first = await Promise.race([
      network.then((response): First => ({ kind: 'answer', response }), (): First => ({ kind: 'error' })),
      timeout,
    ]);
    deps.clearTimeout(timer);
    if (first.kind === 'answer') return first.response;

    const cached = await fallback(request.url);
    if (cached !== undefined) {
      const withFirst = firstScreenPageOf(new URL(request.url).pathname);
      return withFirst && deps.withFirstScreen ? deps.withFirstScreen(cached, withFirst.key) : cached;
    }
    if (first.kind === 'timeout') return network.catch(() => Response.error());
    return Response.error();
  };
}
