/**
 * The pictures a page showed before its service worker took control went to the network
 * alone, so the worker's media cache never saw them: a person's first visit (log in, see the
 * feed, go offline, reload) lost them offline. Once the worker takes control of such a page,
 * the page hands it their URLs with Workbox's CACHE_URLS message (workbox-routing's default
 * router answers it: each URL goes through the route that would have taken it, the media
 * images' cache-first route), as Workbox documents for warming runtime caches.
 */
import { isMediaImage } from '../../sw/match';

/** Our bound: the first screens' pictures; the rest is cached as it is seen. */
export const WARM_MEDIA_MAX = 120;

export interface ResourceEntry {
  name: string;
  initiatorType: string;
}

/** The media images among the page's loaded resources (same origin, /media/, not videos), once each. */
export function mediaImagesLoaded(entries: readonly ResourceEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    if (urls.size >= WARM_MEDIA_MAX) break;
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    const destination = entry.initiatorType === 'img' ? 'image' : '';
    if (isMediaImage(url, { destination, method: 'GET' }, origin)) urls.add(url.href);
  }
  return [...urls];
}

/** The message workbox-routing's router takes (Router.addCacheListener). */
export function cacheUrlsMessage(urls: readonly string[]): { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } } {
  return { type: 'CACHE_URLS', payload: { urlsToCache: [...urls] } };
}
