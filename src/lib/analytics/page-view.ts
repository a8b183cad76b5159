/**
 * Page views (issue 14; 001 §2 navigation): one `page_view` per route the person lands on, with
 * the route before it as `ref` (query strings sanitized by the worker, 000 §5).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { logEvent } from './log-client';

export const PAGE_VIEW = 'page_view';

export function usePageViews(): void {
  const [path] = useLocation();
  const last = useRef<string>(typeof document === 'undefined' ? '' : document.referrer);
  useEffect(() => {
    const current = path + (typeof location === 'undefined' ? '' : location.search);
    logEvent(PAGE_VIEW, { path: current, ref: last.current });
    last.current = current;
  }, [path]);
}

/** Renders nothing; logs page views for the router it is inside. */
export function PageViewLogger(): null {
  usePageViews();
  return null;
}
