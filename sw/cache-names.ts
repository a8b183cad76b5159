/**
 * Cache names of the service worker. 000 §9: "Service worker cache names: version 2 for
 * config, html, shared data". The media cache is ours (version 1).
 */
export const CacheName = {
  html: 'html-v2',
  media: 'media-v1',
} as const;

/** Where the last app HTML is kept: every app route answers the same app + bootstrap. */
export const LAST_APP_HTML_KEY = '/__lumen/last-app-html';

/** The build's own HTML, precached by workbox-precaching (the last offline fallback). */
export const PRECACHED_INDEX = '/index.html';

/** Ours to choose: how long a navigation waits for the network before the cached page. */
export const NAVIGATION_TIMEOUT_MS = 4000;

/** Media caching (ours to choose): 600 files, 30 days, dropped first when storage is short. */
export const MediaCache = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
