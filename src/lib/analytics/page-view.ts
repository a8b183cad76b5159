/**
 * Page views (issue 14; 001 §2 navigation): one `page_view` per route the person lands on, with
 * the route before it as `ref`. The secret segments of entry-flow links (one-tap nonce, e-mail
 * confirmation code and uid) are masked here as in the navigation events (loggedPath); the
 * worker then sanitizes the secret query parameters of both (000 §5).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { loggedPath } from './navigation-events';
import { logEvent } from './log-client';

export const PAGE_VIEW = 'page_view';

/**
 * A location as logged: `raw` is a path (with its query) or an absolute URL (the referrer); its
 * path's secret segments are masked, its query and fragment kept for the worker's sanitizer.
 * Anything that is neither (an empty referrer) is logged as it is.
 */
export function loggedLocation(raw: string): string {
  const rest = raw.search(/[?#]/);
  const [beforeQuery, query] = rest < 0 ? [raw, ''] : [raw.slice(0, rest), raw.slice(rest)];
  if (beforeQuery.startsWith('/')) return loggedPath(beforeQuery) + query;
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]+/i.exec(beforeQuery)?.[0];
  const path = origin === undefined ? '' : beforeQuery.slice(origin.length);
  return origin === undefined || path === '' ? raw : origin + loggedPath(path) + query;
}

export function usePageViews(): void {
  const [path] = useLocation();
  const last = useRef<string>(loggedLocation(typeof document === 'undefined' ? '' : document.referrer));
  useEffect(() => {
    const current = loggedLocation(path + (typeof location === 'undefined' ? '' : location.search));
    logEvent(PAGE_VIEW, { path: current, ref: last.current });
    last.current = current;
  }, [path]);
}

/** Renders nothing; logs page views for the router it is inside. */
export function PageViewLogger(): null {
  usePageViews();
  return null;
}
