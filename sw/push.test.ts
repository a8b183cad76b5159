import { describe, expect, it } from 'vitest';
import { clickPlan, clickTarget, notificationOf, parsePushPayload, windowShowing } from './push';

const origin = 'https://lumen.test';

describe('push payloads', () => {
  it('reads title, body, url and tag from JSON', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'New like', body: 'ana liked your post', url: '/p/abc/', tag: 'like' }), origin))
      .toEqual({ title: 'New like', body: 'ana liked your post', url: 'https://lumen.test/p/abc/', tag: 'like' });
  });

  it('takes plain text as the body, with a default title and the home url', () => {
    expect(parsePushPayload('hello', origin)).toEqual({ title: 'Lumen', body: 'hello', url: 'https://lumen.test/', tag: null });
  });

  it('a push without a payload (device type web) opens the activity page', () => {
    expect(parsePushPayload(null, origin)).toEqual({ title: 'Lumen', body: 'You have new activity.', url: 'https://lumen.test/accounts/activity/', tag: null });
  });

  it('opens only urls of this site (000 §5 safe urls)', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)']) {
      expect(parsePushPayload(JSON.stringify({ url }), origin).url).toBe('https://lumen.test/');
    }
    expect(clickTarget({ url: 'https://evil.test/' }, origin)).toBe('https://lumen.test/');
    expect(clickTarget(null, origin)).toBe('https://lumen.test/');
  });

  it('groups by tag (a post, a thread) and alerts again when replaced', () => {
    const payload = parsePushPayload(JSON.stringify({ kind: 'direct', title: 'bo', body: 'hi', url: '/direct/t/7/', tag: 'thread-7' }), origin);
    expect(notificationOf(payload)).toEqual({
      title: 'bo',
      options: { body: 'hi', icon: '/icon.svg', data: { url: 'https://lumen.test/direct/t/7/' }, tag: 'thread-7', renotify: true },
    });
    expect(notificationOf(parsePushPayload('x', origin)).options).not.toHaveProperty('renotify');
  });
});

describe('notification clicks', () => {
  it('focuses a window already on the url', () => {
    const windows = [{ url: 'https://lumen.test/' }, { url: 'https://lumen.test/p/abc/' }];
    expect(windowShowing(windows, 'https://lumen.test/p/abc/')).toBe(windows[1]);
    expect(clickPlan(windows, 'https://lumen.test/p/abc/')).toEqual({ do: 'focus', window: windows[1] });
  });

  it('else takes a tab of this site (the focused one first) to the page, else opens one', () => {
    const windows = [{ url: 'https://lumen.test/', focused: false }, { url: 'https://lumen.test/explore/', focused: true }];
    expect(clickPlan(windows, 'https://lumen.test/direct/t/7/')).toEqual({ do: 'navigate', window: windows[1] });
    expect(clickPlan([{ url: 'https://other.test/' }], 'https://lumen.test/p/x/')).toEqual({ do: 'open' });
    expect(clickPlan([], 'https://lumen.test/p/x/')).toEqual({ do: 'open' });
  });
});
