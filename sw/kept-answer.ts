/**
 * The answer for a page with a first screen, kept ready in the HTML cache (issue 16, benchmark
 * 9: a new tab offline). Making it (./first-screen.ts, ./first-screen-page.ts) reads the cached
 * page's and the snapshot's text, parses the bootstrap, hashes the inline rules and builds the
 * page as a string: a chain of cache reads and work before the first byte goes out. The answer
 * made is kept beside the snapshot, named by what it was made of; the next navigation matches
 * it together with the snapshot and its rules (one round of cache matches, no body read) and,
 * when the names agree, answers with it as it is, streamed from the cache.
 *
 *   navigation (cached page) ──match answer, snapshot, rules──▶ same inputs? ──▶ kept answer
 *                                                                 └─ no ──▶ make it, keep it
 *
 * What names the inputs (headers only): the page's Content-Security-Policy (it carries the
 * page's nonce, new in every page the server renders), the snapshot's markup fingerprint and
 * tag (viewer, build, schema) and the fingerprint the kept rules were made for (or none). Without one of those (a page with no
 * policy, a snapshot kept before its fingerprint was) nothing is kept: the answer is made each
 * time, as before. The snapshot's own checks (viewer, build, schema) ran when the kept answer
 * was made, on those very inputs.
 */
import { FIRST_SCREEN_MARKUP_HEADER, FirstScreenHeader } from './first-screen';
import { CSP_HEADER } from './inline-stylesheet';

/** Where a page's answer is kept, beside its snapshot (`key`). */
export const keptAnswerKey = (key: string): string => `${key}.answer`;

/** On a kept answer: what it was made of (answerInputs). */
export const KEPT_ANSWER_HEADER = 'x-lumen-answer-of';

type HeadersLike = Pick<Headers, 'get'>;

/**
 * The name of an answer's inputs: the cached page, its snapshot, the rules kept with it (or
 * none); null when the page or the snapshot cannot be named from their headers.
 */
export function answerInputs(page: HeadersLike, snapshot: HeadersLike | undefined, rules: HeadersLike | undefined): string | null {
  const policy = page.get(CSP_HEADER);
  const markup = snapshot?.get(FIRST_SCREEN_MARKUP_HEADER) ?? null;
  if (policy === null || policy === '' || markup === null || markup === '') return null;
  const tag = Object.values(FirstScreenHeader).map((name) => snapshot?.get(name) ?? null);
  return JSON.stringify([policy, markup, ...tag, rules?.get(FIRST_SCREEN_MARKUP_HEADER) ?? null]);
}

/** The kept answer when it was made of exactly these inputs, else null. */
export function usableAnswer(kept: Response | undefined, inputs: string | null): Response | null {
  if (kept === undefined || inputs === null || kept.headers.get(KEPT_ANSWER_HEADER) !== inputs) return null;
  return kept;
}

/** An answer to keep: the same page and headers, named by its inputs. */
export function answerToKeep(answer: Response, inputs: string): Response {
  const headers = new Headers(answer.headers);
  headers.set(KEPT_ANSWER_HEADER, inputs);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
