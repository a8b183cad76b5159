/**
 * A cached page with a first screen, answered (./navigation.ts withFirstScreen): the answer kept
 * from the last time when it was made of the same page, snapshot and rules (./kept-answer.ts),
 * else made (./first-screen.ts: the snapshot in the root; ./first-screen-page.ts: its rules or
 * the whole stylesheet inline, the app's module after the first frame) and kept for the next.
 *
 *   match kept answer ∥ snapshot ∥ rules ──same inputs──▶ the kept answer, streamed from the cache
 *     └─ otherwise ──▶ page + snapshot + rules ──▶ answer ──▶ kept (named by its inputs)
 *                       └─ no usable snapshot: the page as it was
 */
import { FIRST_SCREEN_MARKUP_HEADER, firstScreenStylesKey, markupFingerprint, pageWithFirstScreen } from './first-screen';
import { firstScreenAnswer } from './first-screen-page';
import { CSP_HEADER } from './inline-stylesheet';
import { KEPT_ANSWER_HEADER, answerInputs, answerToKeep, keptAnswerKey, usableAnswer } from './kept-answer';

export interface FirstScreenRouteDeps {
  /** The HTML cache (caches.open(CacheName.html)). */
  cache: Pick<Cache, 'match' | 'put' | 'delete'>;
  /** A precached file's text (the build's stylesheet), or undefined. */
  readPrecached: (href: string) => Promise<string | undefined>;
  /** Work that goes on after the answer (the answer kept): the fetch event's waitUntil, or nothing. */
  background?: (work: Promise<unknown>) => void;
}

const withoutHeader = (response: Response, name: string): Response => {
  const headers = new Headers(response.headers);
  headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The cached `page` with the first screen kept under `key`; the page as it was when there is none to use. Never fails. */
export async function answerWithFirstScreen(page: Response, key: string, deps: FirstScreenRouteDeps): Promise<Response> {
  const { cache } = deps;
  const [kept, snapshot, styles] = await Promise.all([
    cache.match(keptAnswerKey(key)).catch(() => undefined),
    cache.match(key).catch(() => undefined),
    cache.match(firstScreenStylesKey(key)).catch(() => undefined),
  ]);
  const inputs = answerInputs(page.headers, snapshot?.headers, styles?.headers);
  const ready = usableAnswer(kept, inputs);
  if (ready !== null) return withoutHeader(ready, KEPT_ANSWER_HEADER);

  // The snapshot just matched stands for the cache's (one read fewer); a deletion goes to the cache.
  const found = await pageWithFirstScreen(page, { match: (k) => (k === key ? Promise.resolve(snapshot) : cache.match(k)), delete: (k) => cache.delete(k) }, key);
  if (found === null) return page;
  const fingerprint = markupFingerprint(found.markup);
  // With a first screen, its stylesheet inline too (no second fetch event before it paints):
  // the rules kept with this very markup when there are; the app's module after the first frame.
  const rules = styles?.headers.get(FIRST_SCREEN_MARKUP_HEADER) === fingerprint ? await styles.text().catch(() => undefined) : undefined;
  const answer = await firstScreenAnswer(found, rules, deps.readPrecached).catch(() => null);
  if (answer === null) return new Response(found.html, { status: page.status, statusText: page.statusText, headers: found.headers });
  if (answer.policy !== null) found.headers.set(CSP_HEADER, answer.policy);
  const out = new Response(answer.html, { status: page.status, statusText: page.statusText, headers: found.headers });
  // Kept only when its inputs' names say what went into it (the snapshot's names this markup).
  if (inputs !== null && snapshot?.headers.get(FIRST_SCREEN_MARKUP_HEADER) === fingerprint) {
    const keeping = cache.put(keptAnswerKey(key), answerToKeep(out.clone(), inputs)).catch(() => undefined);
    deps.background?.(keeping);
  }
  return out;
}
