/**
 * Navigation events of 001 §2 (issue 14) besides page views (page-view.ts) and the mobile
 * menu (src/components/shell/account-menu.tsx): `location_changed`, `loaded`,
 * `entrypoint_requested` and `entrypoint_tracked`. The rules are pure (`createNavigationTracker`,
 * `routeTypeOf`); `NavigationLogger` feeds them the router's path.
 *
 * Our reading of "entrypoint tracked and requested" (the spec gives no fields):
 * - `entrypoint_requested`: the route type of the URL the visit asked for, or null when it is
 *   none of the eight (a /tv/ or /create/ page, say).
 * - `entrypoint_tracked`: the entrypoint the app records for the visit, the one the initial
 *   navigation section follows from ("default Home"): the requested route type, else Home.
 *   (The spec's "Post uses the saved section": we keep no saved section, so Post stays Post.)
 * Both go once per page load, when the first screen is shown, with `loaded`.
 *
 * Paths only: the router's path carries no query string or fragment, and the secret segments of
 * the entry-flow links (one-tap nonce, e-mail confirmation code and uid) are replaced by the
 * sanitizer's marker; the worker then sanitizes `from`/`to`/`path` as every logged URL (000 §5).
 * There is no `login_modal_open`: logged-out visitors get the login screen in place
 * (src/screens/require-viewer.tsx), not the spec's login modal after an impression limit.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { LogExtra } from '../../../sync/analytics/types';
import { SANITIZED_MARKER } from '../../../worker/analytics/sanitize';
import { logEvent } from './log-client';

export const LOCATION_CHANGED = 'location_changed';
export const LOADED = 'loaded';
export const ENTRYPOINT_REQUESTED = 'entrypoint_requested';
export const ENTRYPOINT_TRACKED = 'entrypoint_tracked';

/** 001 §2 route types. */
export type RouteType = 'Home' | 'Activity' | 'Profile' | 'Camera' | 'Direct' | 'Explore' | 'ExplorePeople' | 'Post';

/** First segments that are app areas, never a username. */
const NOT_USERNAMES = new Set(['a', 'accounts', 'create', 'dev', 'direct', 'download', 'explore', 'integrity', 'legal', 'p', 'press', 'push', 'terms', 'tv']);
/** Entry-flow links whose segments after these prefixes are secrets (src/routes.ts AuthFlowPaths). */
const SECRET_SEGMENT_PREFIXES = ['/accounts/onetap/', '/accounts/confirm_email/', '/accounts/confirm_email_deeplink/'];

/** A path alone: query and fragment dropped, secret segments of entry-flow links replaced. */
export function loggedPath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] || '/';
  const prefix = SECRET_SEGMENT_PREFIXES.find((p) => path.startsWith(p) && path.length > p.length);
  if (!prefix) return path;
  const rest = path.slice(prefix.length).split('/').map((s) => (s === '' ? s : SANITIZED_MARKER));
  return prefix + rest.join('/');
}

/** The 001 §2 route type of a path, or null when it is none of them. */
export function routeTypeOf(rawPath: string): RouteType | null {
  const segments = loggedPath(rawPath).split('/').filter((s) => s !== '');
  const [first, second, third] = segments;
  if (first === undefined) return 'Home';
  if (first === 'accounts') {
    if (second === 'activity') return 'Activity';
    return second === 'registered' ? null : 'Profile'; // 001 §2: /accounts/* except /accounts/registered/
  }
  if (first === 'a' && second === 'r') return 'Camera';
  if (first === 'direct') return 'Direct';
  if (first === 'explore') return second === 'people' ? 'ExplorePeople' : 'Explore';
  if (first === 'p' && second !== undefined) return 'Post';
  if (NOT_USERNAMES.has(first)) return null;
  if (second === 'p' && third !== undefined) return 'Post'; // /{username}/p/{shortcode}/
  return 'Profile';
}

export type NavigationLog = (name: string, extra: LogExtra) => void;

export interface NavigationTracker {
  /** The router shows `path` (called on the first screen and after every route change). */
  shown(path: string): void;
}

/**
 * `requestedPath` is the URL's path when the page loaded; `sinceLoadMs` the time from the page's
 * start to the first screen (performance.now() in the page).
 */
export function createNavigationTracker(log: NavigationLog, requestedPath: string, sinceLoadMs: () => number): NavigationTracker {
  let last: string | null = null;
  return {
    shown(rawPath) {
      const path = loggedPath(rawPath);
      if (last === null) {
        const requested = routeTypeOf(requestedPath);
        log(LOADED, { path, duration_ms: Math.round(sinceLoadMs()) });
        log(ENTRYPOINT_REQUESTED, { route_type: requested, path: loggedPath(requestedPath) });
        log(ENTRYPOINT_TRACKED, { route_type: requested ?? 'Home' });
      } else if (path !== last) {
        log(LOCATION_CHANGED, { from: last, to: path });
      }
      last = path;
    },
  };
}

/** Renders nothing; logs the navigation events for the router it is inside (beside PageViewLogger). */
export function NavigationLogger(): null {
  const [path] = useLocation();
  const tracker = useRef<NavigationTracker | null>(null);
  tracker.current ??= createNavigationTracker(
    (name, extra) => logEvent(name, extra),
    typeof location === 'undefined' ? path : location.pathname,
    () => (typeof performance === 'undefined' ? 0 : performance.now()),
  );
  useEffect(() => {
    tracker.current?.shown(path);
  }, [path]);
  return null;
}
