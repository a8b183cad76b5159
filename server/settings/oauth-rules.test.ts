import { describe, expect, it } from 'vitest';
import { checkAuthorize, MAX_STATE, parseScopes, redirectWith } from './oauth-rules';
import type { RegisteredApp } from './oauth-rules';

const app: RegisteredApp = { id: '1001', redirectUri: 'https://printer.example/callback', scopes: ['user_profile', 'user_media'], mode: 'live' };
const good = { app_id: '1001', response_type: 'code', redirect_uri: 'https://printer.example/callback', state: 'xyz' };

describe('parseScopes', () => {
  it('reads comma or space lists once each, in the known order', () => {
    expect(parseScopes('user_media,user_profile')).toEqual(['user_profile', 'user_media']);
    expect(parseScopes(' user_media  user_media ')).toEqual(['user_media']);
    expect(parseScopes('')).toEqual([]);
  });
  it('refuses an unknown scope', () => {
    expect(parseScopes('user_profile,messages')).toBeNull();
  });
});

describe('checkAuthorize', () => {
  it('never sends anyone to a registered address that is not http(s)', () => {
    for (const redirectUri of ['javascript:alert(1)', 'data:text/html,x', 'not a url']) {
      const odd = { ...app, redirectUri };
      expect(checkAuthorize({ ...good, redirect_uri: redirectUri }, odd, false)).toMatchObject({ ok: false, field: 'app' });
    }
  });
  it('accepts the registered address exactly and passes state on', () => {
    expect(checkAuthorize(good, app, false)).toEqual({ ok: true, app, state: 'xyz' });
  });
  it.each([
    [{ ...good, redirect_uri: 'https://printer.example/callback/' }, 'redirect_uri'],
    [{ ...good, redirect_uri: 'https://printer.example/callback?x=1' }, 'redirect_uri'],
    [{ ...good, redirect_uri: 'https://evil.example/callback' }, 'redirect_uri'],
    [{ ...good, redirect_uri: undefined }, 'redirect_uri'],
    [{ ...good, response_type: 'token' }, 'response_type'],
    [{ ...good, app_id: undefined }, 'app_id'],
    [{ ...good, state: 's'.repeat(MAX_STATE + 1) }, 'state'],
  ])('refuses %o naming %s', (q, field) => {
    expect(checkAuthorize(q, app, false)).toMatchObject({ ok: false, field });
  });
  it('refuses an unknown app', () => {
    expect(checkAuthorize(good, undefined, false)).toMatchObject({ ok: false, field: 'app_id' });
  });
  it('lets only testers use an app in development', () => {
    const dev = { ...app, mode: 'development' as const };
    expect(checkAuthorize(good, dev, false)).toMatchObject({ ok: false, field: 'app' });
    expect(checkAuthorize(good, dev, true)).toMatchObject({ ok: true });
  });
});

describe('redirectWith', () => {
  it('adds code and state to the registered address, keeping its own query', () => {
    const to = new URL(redirectWith('https://printer.example/cb?lang=en', { code: 'abc', state: 'a b&c' }));
    expect(to.origin + to.pathname).toBe('https://printer.example/cb');
    expect(Object.fromEntries(to.searchParams)).toEqual({ lang: 'en', code: 'abc', state: 'a b&c' });
  });
  it('leaves an empty state out', () => {
    expect(redirectWith('https://printer.example/cb', { error: 'access_denied', state: '' })).toBe('https://printer.example/cb?error=access_denied');
  });
});
