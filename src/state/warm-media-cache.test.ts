import { describe, expect, it } from 'vitest';
import { cacheUrlsMessage, mediaImagesLoaded, WARM_MEDIA_MAX } from './warm-media-cache';

const origin = 'https://lumen.test';

describe('warming the media cache when the service worker first takes control', () => {
  it('keeps the same-origin media pictures the page loaded, once each', () => {
    const urls = mediaImagesLoaded(
      [
        { name: `${origin}/media/s1-av-demo.jpg`, initiatorType: 'img' },
        { name: `${origin}/media/s1-av-demo.jpg`, initiatorType: 'img' },
        { name: `${origin}/media/p-12.webp`, initiatorType: 'css' },
        { name: `${origin}/assets/main-abc.js`, initiatorType: 'script' },
        { name: `${origin}/graphql/query/?x=1`, initiatorType: 'fetch' },
        { name: `${origin}/media/v-3.mp4`, initiatorType: 'video' },
        { name: 'https://elsewhere.test/media/a.jpg', initiatorType: 'img' },
        { name: 'not a url', initiatorType: 'img' },
      ],
      origin,
    );
    expect(urls).toEqual([`${origin}/media/s1-av-demo.jpg`, `${origin}/media/p-12.webp`]);
  });

  it('is bounded', () => {
    const entries = Array.from({ length: WARM_MEDIA_MAX + 50 }, (_, i) => ({ name: `${origin}/media/p-${i}.jpg`, initiatorType: 'img' }));
    expect(mediaImagesLoaded(entries, origin)).toHaveLength(WARM_MEDIA_MAX);
  });

  it("speaks workbox-routing's CACHE_URLS message", () => {
    expect(cacheUrlsMessage(['a'])).toEqual({ type: 'CACHE_URLS', payload: { urlsToCache: ['a'] } });
  });
});
