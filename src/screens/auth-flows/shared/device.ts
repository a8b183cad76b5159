import { isMobileDevice } from '../../../lib/auth/one-tap';

/** The page's device facts (000 §6 one-tap on mobile only); desktop outside a browser. */
export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  return isMobileDevice({ viewportWidth: window.innerWidth, userAgent: navigator.userAgent });
}

export function pageSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function pageHl(): string | null {
  return new URLSearchParams(pageSearch()).get('hl');
}
