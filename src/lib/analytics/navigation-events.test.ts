import { describe, expect, it } from 'vitest';
import type { LogExtra } from '../../../sync/analytics/types';
import { SANITIZED_MARKER, sanitizeExtra } from '../../../worker/analytics/sanitize';
import {
  createNavigationTracker, ENTRYPOINT_REQUESTED, ENTRYPOINT_TRACKED, LOADED, LOCATION_CHANGED, loggedPath, routeTypeOf,
} from './navigation-events';

function rig(requestedPath: string) {
  const logged: { name: string; extra: LogExtra }[] = [];
  const tracker = createNavigationTracker((name, extra) => void logged.push({ name, extra }), requestedPath, () => 812.4);
  return { logged, tracker, names: () => logged.map((e) => e.name) };
}

describe('route types of 001 §2', () => {
  it.each([
    ['/', 'Home'],
    ['/accounts/activity/', 'Activity'],
    ['/accounts/edit/', 'Profile'],
    ['/demo/', 'Profile'],
    ['/demo/tagged/', 'Profile'],
    ['/a/r/', 'Camera'],
    ['/direct/inbox/', 'Direct'],
    ['/direct/t/42/', 'Direct'],
    ['/explore/', 'Explore'],
    ['/explore/tags/cats/', 'Explore'],
    ['/explore/search/', 'Explore'],
    ['/explore/people/', 'ExplorePeople'],
    ['/p/abc/', 'Post'],
    ['/p/abc/comments/', 'Post'],
    ['/demo/p/abc/', 'Post'],
    ['/p/abc/?utm=1#x', 'Post'],
  ] as const)('%s is %s', (path, type) => {
    expect(routeTypeOf(path)).toBe(type);
  });

  it('is none for /accounts/registered/ and the pages outside the eight types', () => {
    for (const path of ['/accounts/registered/', '/tv/upload/', '/create/style/', '/push/web/settings/', '/press/']) {
      expect(routeTypeOf(path), path).toBeNull();
    }
  });
});

describe('logged paths', () => {
  it('drop query strings and fragments (tokens never reach the log)', () => {
    expect(loggedPath('/accounts/password/reset/confirm/?uidb36=1&token=secret')).toBe('/accounts/password/reset/confirm/');
    expect(loggedPath('/p/abc/#access_token=x')).toBe('/p/abc/');
    expect(loggedPath('?x=1')).toBe('/');
  });

  it('replace the secret segments of one-tap and e-mail confirmation links', () => {
    expect(loggedPath('/accounts/onetap/n0nce/')).toBe(`/accounts/onetap/${SANITIZED_MARKER}/`);
    expect(loggedPath('/accounts/confirm_email/c0de/u1d/')).toBe(`/accounts/confirm_email/${SANITIZED_MARKER}/${SANITIZED_MARKER}/`);
    expect(loggedPath('/accounts/onetap/')).toBe('/accounts/onetap/');
  });
});

describe('the navigation tracker (001 §2 navigation events)', () => {
  it('logs loaded and the entrypoint once, on the first screen, and no location change for it', () => {
    const r = rig('/p/abc/');
    r.tracker.shown('/p/abc/');
    expect(r.logged).toEqual([
      { name: LOADED, extra: { path: '/p/abc/', duration_ms: 812 } },
      { name: ENTRYPOINT_REQUESTED, extra: { route_type: 'Post', path: '/p/abc/' } },
      { name: ENTRYPOINT_TRACKED, extra: { route_type: 'Post' } },
    ]);
  });

  it('logs each client-side route change with the previous and the new path, never a second load', () => {
    const r = rig('/');
    r.tracker.shown('/');
    r.tracker.shown('/explore/');
    r.tracker.shown('/explore/');
    r.tracker.shown('/demo/?next=1');
    expect(r.names()).toEqual([LOADED, ENTRYPOINT_REQUESTED, ENTRYPOINT_TRACKED, LOCATION_CHANGED, LOCATION_CHANGED]);
    expect(r.logged.slice(3).map((e) => e.extra)).toEqual([{ from: '/', to: '/explore/' }, { from: '/explore/', to: '/demo/' }]);
  });

  it('tracks Home as the entrypoint when the requested page is none of the route types', () => {
    const r = rig('/tv/upload/');
    r.tracker.shown('/tv/upload/');
    expect(r.logged[1]).toEqual({ name: ENTRYPOINT_REQUESTED, extra: { route_type: null, path: '/tv/upload/' } });
    expect(r.logged[2]).toEqual({ name: ENTRYPOINT_TRACKED, extra: { route_type: 'Home' } });
  });

  it('keeps secrets out of every event, also after the worker sanitizer', () => {
    const r = rig('/accounts/onetap/n0nce/');
    r.tracker.shown('/accounts/onetap/n0nce/?token=t');
    r.tracker.shown('/accounts/login/?password=p');
    const text = JSON.stringify(r.logged.map((e) => sanitizeExtra(e.extra)));
    for (const secret of ['n0nce', 'token', 'password']) expect(text).not.toContain(secret);
    expect(r.logged[3]?.extra).toEqual({ from: `/accounts/onetap/${SANITIZED_MARKER}/`, to: '/accounts/login/' });
  });
});
