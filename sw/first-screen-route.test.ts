import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_KEY, FIRST_SCREEN_MARKUP_HEADER, firstScreenStylesKey, markupFingerprint, snapshotHeaders } from './first-screen';
import { answerWithFirstScreen } from './first-screen-route';
import { KEPT_ANSWER_HEADER, answerInputs, keptAnswerKey } from './kept-answer';

/** A page as the build and server/html/render-shell.ts write it (nonce `nonce`), with its policy. */
const pageHtml = (nonce: string, viewerId = '42'): string =>
  '<!doctype html><html><head><title>Lumen</title>' +
  `<script nonce="${nonce}">window._sharedData=${JSON.stringify({ viewerId, rollout_hash: 'abc123' })};</script>` +
  `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-A.js"></script>` +
  '<link rel="stylesheet" crossorigin href="/assets/index-B.css">' +
  '</head><body><div id="root"></div></body></html>';
const policyOf = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self'`;
const served = (nonce: string, viewerId = '42'): Response =>
  new Response(pageHtml(nonce, viewerId), { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policyOf(nonce) } });

const POST = '<main class="feed"><article aria-label="Post by maya">hi</article></main>';
const RULES = '.feed{color:red}';

/** An HTML cache that counts the reads of each entry's body. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  readonly bodyReads = new Map<string, number>();
  match(key: RequestInfo | URL): Promise<Response | undefined> {
    const k = String(key);
    const found = this.entries.get(k)?.clone();
    if (!found) return Promise.resolve(undefined);
    const text = found.text.bind(found);
    found.text = () => (this.bodyReads.set(k, (this.bodyReads.get(k) ?? 0) + 1), text());
    return Promise.resolve(found);
  }
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(String(key), new Response(await response.text(), { status: response.status, headers: response.headers }));
  }
  delete(key: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(String(key)));
  }
}

/** The snapshot and its rules as the page keeps them (src/lib/first-screen/store.ts). */
function keep(cache: FakeCache, markup = POST, named = true): void {
  const fingerprint = markupFingerprint(markup);
  cache.entries.set(FIRST_SCREEN_KEY, new Response(markup, { headers: { ...snapshotHeaders({ viewerId: '42', build: 'abc123' }), ...(named ? { [FIRST_SCREEN_MARKUP_HEADER]: fingerprint } : {}) } }));
  cache.entries.set(firstScreenStylesKey(FIRST_SCREEN_KEY), new Response(RULES, { headers: { 'content-type': 'text/css', [FIRST_SCREEN_MARKUP_HEADER]: fingerprint } }));
}

async function answer(cache: FakeCache, page: Response): Promise<{ html: string; headers: Headers }> {
  const work: Promise<unknown>[] = [];
  const out = await answerWithFirstScreen(page, FIRST_SCREEN_KEY, { cache, readPrecached: () => Promise.resolve('.whole{}'), background: (w) => work.push(w) });
  await Promise.all(work);
  return { html: await out.text(), headers: out.headers };
}

describe('answerWithFirstScreen: the answer kept ready (issue 16, benchmark 9)', () => {
  it('made the first time (snapshot in the root, its rules inline, the module deferred) and kept, named by its inputs', async () => {
    const cache = new FakeCache();
    keep(cache);
    const first = await answer(cache, served('n1'));
    expect(first.html).toContain(`data-first-screen="" inert aria-hidden="true">${POST}</div>`);
    expect(first.html).toContain(`<style>${RULES}</style>`);
    expect(first.html).not.toContain('type="module"');
    expect(first.headers.get('content-security-policy')).toContain("'sha256-");
    const kept = cache.entries.get(keptAnswerKey(FIRST_SCREEN_KEY));
    expect(await kept?.clone().text()).toBe(first.html);
    expect(kept?.headers.get(KEPT_ANSWER_HEADER)).toBe(answerInputs(served('n1').headers, cache.entries.get(FIRST_SCREEN_KEY)?.headers, cache.entries.get(firstScreenStylesKey(FIRST_SCREEN_KEY))?.headers));
  });

  it('the next time, the kept answer as it is: neither the snapshot nor its rules read, nothing made', async () => {
    const cache = new FakeCache();
    keep(cache);
    const first = await answer(cache, served('n1'));
    cache.bodyReads.clear();
    const page = served('n1');
    const second = await answer(cache, page);
    expect(second.html).toBe(first.html);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get(KEPT_ANSWER_HEADER)).toBeNull();
    expect(cache.bodyReads.get(FIRST_SCREEN_KEY)).toBeUndefined();
    expect(cache.bodyReads.get(firstScreenStylesKey(FIRST_SCREEN_KEY))).toBeUndefined();
    expect(page.bodyUsed).toBe(false);
  });

  it('made again when the page changed (a new nonce), when the snapshot changed, or when its rules did', async () => {
    const cache = new FakeCache();
    keep(cache);
    await answer(cache, served('n1'));
    const newPage = await answer(cache, served('n2'));
    expect(newPage.html).toContain('nonce="n2"');
    expect(newPage.headers.get('content-security-policy')).toContain("'nonce-n2'");

    const other = '<main class="feed"><article aria-label="Post by sam">new</article></main>';
    keep(cache, other);
    const newSnapshot = await answer(cache, served('n2'));
    expect(newSnapshot.html).toContain(other);
    expect(newSnapshot.html).not.toContain('Post by maya');

    cache.entries.delete(firstScreenStylesKey(FIRST_SCREEN_KEY));
    const noRules = await answer(cache, served('n2'));
    expect(noRules.html).toContain('<style>.whole{}</style>');
  });

  it('no snapshot, or one of another viewer: the page as it was, whatever answer was kept', async () => {
    const cache = new FakeCache();
    keep(cache);
    await answer(cache, served('n1'));
    cache.entries.delete(FIRST_SCREEN_KEY);
    expect((await answer(cache, served('n1'))).html).toBe(pageHtml('n1'));

    keep(cache);
    expect((await answer(cache, served('n3', '43'))).html).toBe(pageHtml('n3', '43'));
    expect(cache.entries.has(FIRST_SCREEN_KEY)).toBe(false); // another viewer's snapshot is deleted
  });

  it('nothing kept when the inputs cannot be named: a snapshot kept without its fingerprint, a page without a policy', async () => {
    const cache = new FakeCache();
    keep(cache, POST, false);
    expect((await answer(cache, served('n1'))).html).toContain(POST);
    expect(cache.entries.has(keptAnswerKey(FIRST_SCREEN_KEY))).toBe(false);

    keep(cache);
    const bare = new Response(pageHtml('n1'), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect((await answer(cache, bare)).html).toContain(POST);
    expect(cache.entries.has(keptAnswerKey(FIRST_SCREEN_KEY))).toBe(false);
  });
});
