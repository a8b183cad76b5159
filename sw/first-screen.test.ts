import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_MAX_BYTES,
  FIRST_SCREEN_PAGES,
  FIRST_SCREEN_SCHEMA,
  FirstScreenHeader,
  firstScreenPageOf,
  fitFirstScreen,
  injectFirstScreen,
  isInjectableMarkup,
  judgeSnapshot,
  readPageTag,
  snapshotHeaders,
  withFirstScreen,
  markupFingerprint,
} from './first-screen';

/** A page as server/html/render-shell.ts writes it. */
const pageHtml = (bootstrap: Record<string, unknown> | null): string =>
  '<!doctype html><html><head><title>Lumen</title>' +
  (bootstrap ? `<script nonce="n1">window._sharedData=${JSON.stringify(bootstrap).replace(/</g, '\\u003c')};</script>` : '') +
  '</head><body><div id="root"></div><script nonce="n1" type="module" src="/assets/index.js"></script></body></html>';

const VIEWER = { viewerId: '42', rollout_hash: 'abc123', caption: '</script><b>' };
const POST = '<main class="app-main"><article aria-label="Post by maya">hi &lt;b&gt;</article></main>';

class FakeCache {
  readonly entries = new Map<string, Response>();
  match(key: string): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(key)?.clone());
  }
  delete(key: string): Promise<boolean> {
    return Promise.resolve(this.entries.delete(key));
  }
}

const cacheWith = (markup: string, tag: { viewerId: string; build: string }, schema = FIRST_SCREEN_SCHEMA): FakeCache => {
  const cache = new FakeCache();
  cache.entries.set(FIRST_SCREEN_KEY, new Response(markup, { headers: { ...snapshotHeaders(tag), [FirstScreenHeader.schema]: schema } }));
  return cache;
};

const servedPage = (bootstrap: Record<string, unknown> | null): Response =>
  new Response(pageHtml(bootstrap), { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'nonce-n1'; style-src 'self'", 'content-length': '10' } });

describe('readPageTag', () => {
  it('reads the viewer and build of the bootstrap, whatever its text holds', () => {
    expect(readPageTag(pageHtml(VIEWER))).toEqual({ viewerId: '42', build: 'abc123' });
  });
  it('is null for a logged-out page, a page with no bootstrap or a broken one', () => {
    expect(readPageTag(pageHtml({ viewerId: null, rollout_hash: 'abc123' }))).toBeNull();
    expect(readPageTag(pageHtml(null))).toBeNull();
    expect(readPageTag('<script>window._sharedData={"viewerId":;</script>')).toBeNull();
  });
});

describe('judgeSnapshot', () => {
  const headers = new Headers(snapshotHeaders({ viewerId: '42', build: 'abc123' }));
  it('uses only the snapshot of the page\'s viewer, build and schema', () => {
    expect(judgeSnapshot({ viewerId: '42', build: 'abc123' }, headers)).toBe('use');
    expect(judgeSnapshot({ viewerId: '43', build: 'abc123' }, headers)).toBe('other-viewer');
    expect(judgeSnapshot(null, headers)).toBe('other-viewer');
    expect(judgeSnapshot({ viewerId: '42', build: 'def456' }, headers)).toBe('other-build');
    const old = new Headers(headers);
    old.set(FirstScreenHeader.schema, '0');
    expect(judgeSnapshot({ viewerId: '42', build: 'abc123' }, old)).toBe('other-build');
  });
});

describe('fitFirstScreen', () => {
  const row = (n: number) => `<div data-index="${n}">${'x'.repeat(90)}</div>`;
  it('keeps the first rows that fit in the bound, in order', () => {
    const out = fitFirstScreen({ before: '<main>', rows: [row(0), row(1), row(2)], after: '</main>' }, 250);
    expect(out).toBe(`<main>${row(0)}${row(1)}</main>`);
  });
  it('is null when not even the first row fits', () => {
    expect(fitFirstScreen({ before: '<main>', rows: [row(0)], after: '</main>' }, 60)).toBeNull();
    expect(fitFirstScreen({ before: '<main>', rows: [], after: '</main>' })).toBeNull();
  });
  it('counts bytes, not characters', () => {
    const wide = '<p>' + 'é'.repeat(40) + '</p>'; // 47 characters, 87 bytes
    expect(fitFirstScreen({ before: '', rows: [wide], after: '' }, 60)).toBeNull();
    expect(fitFirstScreen({ before: '', rows: [wide], after: '' }, 87)).toBe(wide);
  });
});

describe('isInjectableMarkup', () => {
  it('accepts escaped text and plain markup', () => {
    expect(isInjectableMarkup(POST)).toBe(true);
    expect(isInjectableMarkup('<img src="/media/a.jpg" alt="a &lt;script&gt;">')).toBe(true);
  });
  it('refuses script, style, frames, handler and style attributes, script URLs and too much', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '<div><STYLE>p{}</STYLE></div>',
      '<iframe src="/x"></iframe>',
      '<link rel="stylesheet" href="/x.css">',
      '<img src="x" onerror="alert(1)">',
      '<div style="color:red">a</div>',
      '<a href="javascript:alert(1)">a</a>',
      '',
      `<p>${'x'.repeat(FIRST_SCREEN_MAX_BYTES)}</p>`,
    ]) expect(isInjectableMarkup(bad), bad.slice(0, 40)).toBe(false);
  });
});

describe('injectFirstScreen', () => {
  it('puts the markup in the empty root, marked and inert, and leaves the rest of the page', () => {
    const html = pageHtml(VIEWER);
    const out = injectFirstScreen(html, POST);
    expect(out).toBe(html.replace('<div id="root"></div>', `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="" inert aria-hidden="true">${POST}</div>`));
  });
  it('is null for a page without an empty root or for unsafe markup', () => {
    expect(injectFirstScreen('<div id="root"><p>x</p></div>', POST)).toBeNull();
    expect(injectFirstScreen(pageHtml(VIEWER), '<div style="x">a</div>')).toBeNull();
  });
});

describe('withFirstScreen', () => {
  it('serves the page of the snapshot\'s viewer and build with the first screen, its headers (the CSP) kept', async () => {
    const cache = cacheWith(POST, { viewerId: '42', build: 'abc123' });
    const out = await withFirstScreen(servedPage(VIEWER), cache);
    const text = await out.text();
    expect(text).toContain(`inert aria-hidden="true">${POST}</div>`);
    expect(out.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-n1'; style-src 'self'");
    expect(out.headers.get('content-length')).toBeNull();
    expect(out.status).toBe(200);
  });
  it('serves another viewer\'s page as it was and deletes the snapshot', async () => {
    const cache = cacheWith(POST, { viewerId: '7', build: 'abc123' });
    const text = await (await withFirstScreen(servedPage(VIEWER), cache)).text();
    expect(text).toBe(pageHtml(VIEWER));
    expect(cache.entries.has(FIRST_SCREEN_KEY)).toBe(false);
  });
  it('serves a logged-out page as it was and deletes the snapshot', async () => {
    const cache = cacheWith(POST, { viewerId: '42', build: 'abc123' });
    const loggedOut = { viewerId: null, rollout_hash: 'abc123' };
    const text = await (await withFirstScreen(servedPage(loggedOut), cache)).text();
    expect(text).toBe(pageHtml(loggedOut));
    expect(cache.entries.has(FIRST_SCREEN_KEY)).toBe(false);
  });
  it('keeps but does not use a snapshot of another build or schema', async () => {
    for (const cache of [cacheWith(POST, { viewerId: '42', build: 'old' }), cacheWith(POST, { viewerId: '42', build: 'abc123' }, '0')]) {
      const text = await (await withFirstScreen(servedPage(VIEWER), cache)).text();
      expect(text).toBe(pageHtml(VIEWER));
      expect(cache.entries.has(FIRST_SCREEN_KEY)).toBe(true);
    }
  });
  it('serves the page as it was with no snapshot or when the cache fails', async () => {
    expect(await (await withFirstScreen(servedPage(VIEWER), new FakeCache())).text()).toBe(pageHtml(VIEWER));
    const broken = { match: () => Promise.reject(new Error('quota')), delete: () => Promise.resolve(false) };
    expect(await (await withFirstScreen(servedPage(VIEWER), broken)).text()).toBe(pageHtml(VIEWER));
  });
});

describe('FIRST_SCREEN_PAGES (one entry a page)', () => {
  it('names each page by its path, each with its own key', () => {
    expect(firstScreenPageOf('/')).toBe(FIRST_SCREEN_PAGES.feed);
    expect(firstScreenPageOf('/direct/inbox/')).toBe(FIRST_SCREEN_PAGES.inbox);
    expect(firstScreenPageOf('/direct/requests/')).toBeNull();
    expect(firstScreenPageOf('/explore/')).toBeNull();
    const keys = Object.values(FIRST_SCREEN_PAGES).map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(FIRST_SCREEN_KEY).toBe(FIRST_SCREEN_PAGES.feed.key);
  });
  it('a page is dressed with its own snapshot only; another viewer\'s inbox snapshot is deleted, the feed\'s left', async () => {
    const inbox = '<main class="direct"><ul aria-label="Conversations"><li><a aria-label="maya: hi">maya</a></li></ul></main>';
    const cache = cacheWith(POST, { viewerId: '42', build: 'abc123' });
    cache.entries.set(FIRST_SCREEN_PAGES.inbox.key, new Response(inbox, { headers: snapshotHeaders({ viewerId: '42', build: 'abc123' }) }));
    expect(await (await withFirstScreen(servedPage(VIEWER), cache, FIRST_SCREEN_PAGES.inbox.key)).text()).toContain(`inert aria-hidden="true">${inbox}</div>`);
    expect(await (await withFirstScreen(servedPage(VIEWER), cache)).text()).toContain(`inert aria-hidden="true">${POST}</div>`);
    const other = { ...VIEWER, viewerId: '7' };
    expect(await (await withFirstScreen(servedPage(other), cache, FIRST_SCREEN_PAGES.inbox.key)).text()).toBe(pageHtml(other));
    expect(cache.entries.has(FIRST_SCREEN_PAGES.inbox.key)).toBe(false);
    expect(cache.entries.has(FIRST_SCREEN_PAGES.feed.key)).toBe(true);
  });
});

describe('markupFingerprint', () => {
  it('tells markups apart, the same markup alike', () => {
    expect(markupFingerprint('<main class="feed">a</main>')).toBe(markupFingerprint('<main class="feed">a</main>'));
    expect(markupFingerprint('<main class="feed">a</main>')).not.toBe(markupFingerprint('<main class="feed">b</main>'));
    expect(markupFingerprint('')).toMatch(/^0-[0-9a-f]+$/);
  });
});
