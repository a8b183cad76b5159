import { describe, expect, it } from 'vitest';
import { LAST_APP_HTML_KEY, NAVIGATION_TIMEOUT_MS, PRECACHED_INDEX } from './cache-names';
import { FIRST_SCREEN_PAGES } from './first-screen';
import { createNavigationHandler, isCacheableHtml } from './navigation';
import type { NavigationDeps } from './navigation';

class FakeCache {
  readonly entries = new Map<string, Response>();
  match(key: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(String(key))?.clone());
  }
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(String(key), new Response(await response.text(), { status: response.status, headers: response.headers }));
  }
}

const html = (body: string, status = 200): Response => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
const page = (path: string): Request => new Request(`https://lumen.test${path}`);

interface Harness {
  cache: FakeCache;
  handle: ReturnType<typeof createNavigationHandler>;
  fireTimeout: () => void;
  waits: Promise<unknown>[];
  delays: number[];
}

function harness(fetch: NavigationDeps['fetch'], precached: Response | null = html('<p>index</p>'), extra: Pick<NavigationDeps, 'withFirstScreen'> = {}): Harness {
  const cache = new FakeCache();
  let fire: (() => void) | null = null;
  const delays: number[] = [];
  const h: Harness = {
    cache,
    waits: [],
    delays,
    fireTimeout: () => fire?.(),
    handle: createNavigationHandler({
      fetch,
      openCache: () => Promise.resolve(cache),
      matchPrecache: (url) => Promise.resolve(url === PRECACHED_INDEX ? precached?.clone() : undefined),
      setTimeout: (fn, ms) => {
        fire = fn;
        delays.push(ms);
        return 1;
      },
      clearTimeout: () => undefined,
      ...extra,
    }),
  };
  return h;
}

const run = (h: Harness, path: string): Promise<Response> => h.handle({ request: page(path), event: { waitUntil: (p) => h.waits.push(p) } });
const settle = (h: Harness): Promise<unknown> => Promise.all(h.waits);

describe('navigations: network first with a 4 s timeout into html-v2 (000 §9 cache names)', () => {
  it('answers from the network and caches a 200 HTML page under its URL and as the last app HTML', async () => {
    const h = harness(() => Promise.resolve(html('<p>feed</p>')));
    expect(await (await run(h, '/')).text()).toBe('<p>feed</p>');
    await settle(h);
    expect(await (await h.cache.match('https://lumen.test/'))?.text()).toBe('<p>feed</p>');
    expect(await (await h.cache.match(LAST_APP_HTML_KEY))?.text()).toBe('<p>feed</p>');
    expect(h.delays).toEqual([NAVIGATION_TIMEOUT_MS]);
    expect(NAVIGATION_TIMEOUT_MS).toBe(4000);
  });

  it('caches only 200 HTML: not errors, not other types, not redirected answers', async () => {
    const redirected = html('<p>login</p>');
    Object.defineProperty(redirected, 'redirected', { value: true });
    const answers = [html('<p>oops</p>', 500), new Response('{}', { headers: { 'content-type': 'application/json' } }), redirected];
    for (const answer of answers) {
      expect(isCacheableHtml(answer)).toBe(false);
      const h = harness(() => Promise.resolve(answer));
      expect((await run(h, '/x/')).status).toBe(answer.status);
      await settle(h);
      expect(h.cache.entries.size).toBe(0);
    }
  });

  it('shows the app shell answered 404 for an unknown path, and never keeps it (issue 11)', async () => {
    const unknown = harness(() => Promise.resolve(html('<p>app, not found</p>', 404)));
    unknown.cache.entries.set(LAST_APP_HTML_KEY, html('<p>feed</p>'));
    const res = await run(unknown, '/push/web/settings/');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<p>app, not found</p>');
    await settle(unknown);
    expect(await unknown.cache.match('https://lumen.test/push/web/settings/')).toBeUndefined();
    expect(await (await unknown.cache.match(LAST_APP_HTML_KEY))?.text()).toBe('<p>feed</p>');
  });

  it('offline: falls back to the cached HTML of the same URL', async () => {
    const h = harness(() => Promise.reject(new TypeError('offline')));
    await h.cache.put('https://lumen.test/p/abc/', html('<p>post</p>'));
    await h.cache.put(LAST_APP_HTML_KEY, html('<p>feed</p>'));
    expect(await (await run(h, '/p/abc/')).text()).toBe('<p>post</p>');
  });

  it('offline: falls back to the last app HTML for a URL never visited', async () => {
    const h = harness(() => Promise.reject(new TypeError('offline')));
    await h.cache.put(LAST_APP_HTML_KEY, html('<p>feed</p>'));
    expect(await (await run(h, '/p/never/')).text()).toBe('<p>feed</p>');
  });

  it('offline with an empty cache: falls back to the precached /index.html, then to an error', async () => {
    const h = harness(() => Promise.reject(new TypeError('offline')));
    expect(await (await run(h, '/')).text()).toBe('<p>index</p>');
    const bare = harness(() => Promise.reject(new TypeError('offline')), null);
    expect((await run(bare, '/')).type).toBe('error');
  });

  it('slow network: after 4 s answers from cache, and the late answer still refreshes the cache', async () => {
    let answer: (r: Response) => void = () => undefined;
    const h = harness(() => new Promise((resolve) => { answer = resolve; }));
    await h.cache.put('https://lumen.test/', html('<p>old</p>'));
    const pending = run(h, '/');
    await Promise.resolve();
    h.fireTimeout();
    expect(await (await pending).text()).toBe('<p>old</p>');
    answer(html('<p>new</p>'));
    await settle(h);
    expect(await (await h.cache.match('https://lumen.test/'))?.text()).toBe('<p>new</p>');
  });

  it('slow network with nothing cached: keeps waiting for the network', async () => {
    let answer: (r: Response) => void = () => undefined;
    const h = harness(() => new Promise((resolve) => { answer = resolve; }), null);
    const pending = run(h, '/');
    await Promise.resolve();
    h.fireTimeout();
    setTimeout(() => answer(html('<p>late</p>')), 5);
    expect(await (await pending).text()).toBe('<p>late</p>');
  });

  it('only a page with a first screen (the feed, the inbox) served from the cache gets it, its own (./first-screen.ts)', async () => {
    const dressed: string[] = [];
    const withFirstScreen = async (r: Response, key: string): Promise<Response> => {
      const text = await r.text();
      dressed.push(`${text} ${key}`);
      return html(`${text}+${key}`);
    };
    const offline = harness(() => Promise.reject(new TypeError('offline')), html('<p>index</p>'), { withFirstScreen });
    await offline.cache.put('https://lumen.test/', html('<p>feed</p>'));
    await offline.cache.put(LAST_APP_HTML_KEY, html('<p>feed</p>'));
    await offline.cache.put('https://lumen.test/direct/inbox/', html('<p>inbox</p>'));
    expect(await (await run(offline, '/')).text()).toBe(`<p>feed</p>+${FIRST_SCREEN_PAGES.feed.key}`);
    expect(await (await run(offline, '/direct/inbox/')).text()).toBe(`<p>inbox</p>+${FIRST_SCREEN_PAGES.inbox.key}`);
    expect(await (await run(offline, '/explore/')).text()).toBe('<p>feed</p>');
    const online = harness(() => Promise.resolve(html('<p>fresh</p>')), html('<p>index</p>'), { withFirstScreen });
    expect(await (await run(online, '/')).text()).toBe('<p>fresh</p>');
    expect(await (await run(online, '/direct/inbox/')).text()).toBe('<p>fresh</p>');
    expect(dressed).toEqual([`<p>feed</p> ${FIRST_SCREEN_PAGES.feed.key}`, `<p>inbox</p> ${FIRST_SCREEN_PAGES.inbox.key}`]);
  });
});
