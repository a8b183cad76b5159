/**
 * Where the browser goes after a successful login, and the validation of `next`.
 *
 * 000 §2 Post-login redirect rules:
 * - the target is next; the default is '/'. The hl language parameter is carried over;
 * - if the account was reactivated, the redirect goes to '/#reactivated';
 * - if a one-tap prompt is offered, it goes to the one-tap path with next (a nonce is
 *   appended as an extra path segment when given);
 * - a redirect to a login page whose target is itself the login page is blocked as a loop;
 * - if the target is the current page, the page is reloaded.
 *
 * `next` is validated by src/lib/safe-next.ts (a path on this site however it is read;
 * anything else falls back to '/').
 */
import { Paths } from '../routes';
import { PARSE_BASE, validateNext } from './safe-next';

export { validateNext };

export const HOME = '/';
const ONE_TAP_PATH = '/accounts/onetap/';

/** True when a path points at the login page (any query or hash). */
export function isLoginPath(path: string): boolean {
  const pathname = new URL(path, PARSE_BASE).pathname.toLowerCase();
  return pathname === Paths.login || pathname === Paths.login.slice(0, -1);
}

export interface PostLoginInput {
  /** Raw `next` query value, if any. */
  next: string | null;
  /** hl of the current page url, carried over when present. */
  hl: string | null;
  reactivated: boolean;
  /** Offer the one-tap prompt (only where the one-tap screen exists). */
  oneTapPrompt: boolean;
  nonce: string | null;
}

/** The post-login target path (000 §2). */
export function postLoginTarget(input: PostLoginInput): string {
  if (input.reactivated) return `${HOME}#reactivated`;
  const valid = validateNext(input.next);
  // 000 §2: a login page pointing to the login page is a loop; go home instead.
  const next = valid !== null && !isLoginPath(valid) ? valid : HOME;
  const target = withHl(next, input.hl);
  if (!input.oneTapPrompt) return target;
  const nonce = input.nonce ? `${encodeURIComponent(input.nonce)}/` : '';
  return `${ONE_TAP_PATH}${nonce}?next=${encodeURIComponent(target)}`;
}

/** Appends hl to a relative path unless it already has one. */
export function withHl(path: string, hl: string | null): string {
  if (!hl) return path;
  const url = new URL(path, PARSE_BASE);
  if (!url.searchParams.has('hl')) url.searchParams.set('hl', hl);
  return url.pathname + url.search + url.hash;
}

/** 000 §2: reload when the target is the page we are on, else navigate. */
export function navigationFor(target: string, current: string): 'reload' | 'assign' {
  const a = new URL(target, PARSE_BASE);
  const b = new URL(current, PARSE_BASE);
  return a.pathname === b.pathname && a.search === b.search ? 'reload' : 'assign';
}

/** 001 §2: a login link drops next when it already points at the login page. */
export function loginHref(next: string | null): string {
  const valid = validateNext(next);
  if (valid === null || isLoginPath(valid) || valid === HOME) return Paths.login;
  return `${Paths.login}?next=${encodeURIComponent(valid)}`;
}
