/** Which requests the runtime routes of ./routes.ts take (pure, testable without Workbox). */

export const MEDIA_PREFIX = '/media/';
const IMAGE_EXTENSION = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;
const VIDEO_EXTENSION = /\.(?:mp4|m4v|webm|mov)$/i;

/** Same-origin image files under /media/ (never videos, never non-GET). */
export function isMediaImage(url: URL, request: Pick<Request, 'destination' | 'method'>, origin: string): boolean {
  if (url.origin !== origin || !url.pathname.startsWith(MEDIA_PREFIX) || request.method !== 'GET') return false;
  if (VIDEO_EXTENSION.test(url.pathname) || request.destination === 'video' || request.destination === 'audio') return false;
  return request.destination === 'image' || IMAGE_EXTENSION.test(url.pathname);
}

/**
 * Paths a navigation never gets the app shell for. `/l/` is the link shim (sync/api/linkshim-wire.ts):
 * the browser follows its redirect out of the site itself, and nothing of it is cached.
 */
export const NAVIGATION_DENYLIST = [/^\/media\//, /^\/dev\//, /^\/graphql\//, /^\/web\//, /^\/rupload_/, /^\/l\//];
