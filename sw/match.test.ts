import { describe, expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from '../sync/outbox/types';
import { OUTBOX_QUEUE_NAME } from './replay';
import { CacheName, MediaCache } from './cache-names';
import { isMediaImage } from './match';

const origin = 'https://lumen.test';
const req = (destination: RequestDestination, method = 'GET'): Pick<Request, 'destination' | 'method'> => ({ destination, method });

describe('media routes', () => {
  it('caches same-origin images under /media/', () => {
    expect(isMediaImage(new URL('/media/posts/p1.jpg', origin), req('image'), origin)).toBe(true);
    expect(isMediaImage(new URL('/media/posts/p1.webp', origin), req(''), origin)).toBe(true);
    expect(isMediaImage(new URL('/media/posts/p1', origin), req('image'), origin)).toBe(true);
  });

  it('lets videos, other origins, other paths and non-GET pass through', () => {
    expect(isMediaImage(new URL('/media/videos/v1.mp4', origin), req('video'), origin)).toBe(false);
    expect(isMediaImage(new URL('/media/videos/v1.mp4', origin), req(''), origin)).toBe(false);
    expect(isMediaImage(new URL('/media/videos/v1', origin), req('video'), origin)).toBe(false);
    expect(isMediaImage(new URL('https://cdn.other.test/media/p1.jpg'), req('image'), origin)).toBe(false);
    expect(isMediaImage(new URL('/graphql/query/', origin), req(''), origin)).toBe(false);
    expect(isMediaImage(new URL('/media/p1.jpg', origin), req('image', 'POST'), origin)).toBe(false);
  });

  it('uses the spec cache names and our media limits', () => {
    expect(CacheName).toEqual({ html: 'html-v2', media: 'media-v1' });
    expect(MediaCache).toEqual({ maxEntries: 600, maxAgeSeconds: 2_592_000 });
  });

  it('names the Workbox queue so its sync tag is OUTBOX_SYNC_TAG', () => {
    expect(`workbox-background-sync:${OUTBOX_QUEUE_NAME}`).toBe(OUTBOX_SYNC_TAG);
  });
});
