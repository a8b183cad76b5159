import { describe, expect, it } from 'vitest';
import { parsePushPayload, windowShowing } from './push';

const origin = 'https://lumen.test';

describe('push payloads', () => {
  it('reads title, body, url and tag from JSON', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'New like', body: 'ana liked your post', url: '/p/abc/', tag: 'like' }), origin))
      .toEqual({ title: 'New like', body: 'ana liked your post', url: 'https://lumen.test/p/abc/', tag: 'like' });
  });

  it('takes plain text as the body, with a default title and the home url', () => {
    expect(parsePushPayload('hello', origin)).toEqual({ title: 'Lumen', body: 'hello', url: 'https://lumen.test/', tag: null });
    expect(parsePushPayload(null, origin)).toEqual({ title: 'Lumen', body: '', url: 'https://lumen.test/', tag: null });
  });

  it('opens only urls of this site (000 §5 safe urls)', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)']) {
      expect(parsePushPayload(JSON.stringify({ url }), origin).url).toBe('https://lumen.test/');
    }
  });

  it('focuses a window already on the url', () => {
    const windows = [{ url: 'https://lumen.test/' }, { url: 'https://lumen.test/p/abc/' }];
    expect(windowShowing(windows, 'https://lumen.test/p/abc/')).toBe(windows[1]);
    expect(windowShowing(windows, 'https://lumen.test/x/')).toBeUndefined();
  });
});
