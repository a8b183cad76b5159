import { describe, expect, it } from 'vitest';
import { guardLoginRedirect, isLoginLoop, oneTapPath, postSignupTarget, twoFactorPath, validateLinkNext } from './redirects';

describe('oneTapPath (000 §2)', () => {
  it('goes to the one-tap path with next', () => {
    expect(oneTapPath('/p/a/', null)).toBe('/accounts/onetap/?next=%2Fp%2Fa%2F');
  });
  it('appends a nonce as an extra path segment when given', () => {
    expect(oneTapPath('/', 'abc')).toBe('/accounts/onetap/abc/?next=%2F');
  });
});

describe('twoFactorPath (000 §2 two-factor route)', () => {
  it('keeps the current query string and appends next when known', () => {
    expect(twoFactorPath('?hl=fr&source=x', '/p/a/')).toBe('/accounts/login/two_factor?hl=fr&source=x&next=%2Fp%2Fa%2F');
  });
  it('does not duplicate a next already in the query string', () => {
    expect(twoFactorPath('?next=%2Fx%2F', '/p/a/')).toBe('/accounts/login/two_factor?next=%2Fx%2F');
  });
  it('has no query when there is nothing to keep', () => {
    expect(twoFactorPath('', null)).toBe('/accounts/login/two_factor');
  });
  it('never appends an off-site next', () => {
    expect(twoFactorPath('', 'https://evil.example/')).toBe('/accounts/login/two_factor');
  });
});

describe('login loop guard (000 §2)', () => {
  it('detects a login page whose target is the login page', () => {
    expect(isLoginLoop('/accounts/login/?next=%2Faccounts%2Flogin%2F')).toBe(true);
    expect(isLoginLoop('/accounts/login/?next=%2Fp%2Fa%2F')).toBe(false);
    expect(isLoginLoop('/p/a/?next=%2Faccounts%2Flogin%2F')).toBe(false);
  });
  it('blocks the loop and logs the attempt', () => {
    const logged: string[] = [];
    expect(guardLoginRedirect('/accounts/login/?next=/accounts/login/', (e) => logged.push(e))).toBeNull();
    expect(logged).toEqual(['login_redirect_loop_blocked']);
    expect(guardLoginRedirect('/accounts/login/?next=/', (e) => logged.push(e))).toBe('/accounts/login/?next=/');
    expect(logged).toHaveLength(1);
  });
});

describe('postSignupTarget (000 §2 sign-up success)', () => {
  const base = { forceUrl: null, next: null, hl: null, mobile: false, social: false };
  it('goes to the force URL first', () => {
    expect(postSignupTarget({ ...base, forceUrl: '/explore/', next: '/p/a/' })).toBe('/explore/');
  });
  it('then to next', () => {
    expect(postSignupTarget({ ...base, next: '/p/a/' })).toBe('/p/a/');
  });
  it("then to '/'", () => {
    expect(postSignupTarget(base)).toBe('/');
  });
  it('ignores an unsafe force URL or next', () => {
    expect(postSignupTarget({ ...base, forceUrl: 'https://evil.example/', next: '//evil.example/' })).toBe('/');
  });
  it("on mobile, a sign-up from '/' (target '/') goes to the registration interstitial, which continues to it", () => {
    expect(postSignupTarget({ ...base, mobile: true })).toBe('/accounts/registered/?next=%2F');
    expect(postSignupTarget({ ...base, mobile: true, next: '/' })).toBe('/accounts/registered/?next=%2F');
    expect(postSignupTarget({ ...base, mobile: true, forceUrl: '/' })).toBe('/accounts/registered/?next=%2F');
    expect(postSignupTarget({ ...base, mobile: true, next: '/accounts/login/' })).toBe('/accounts/registered/?next=%2F');
  });
  it('keeps hl on the target the interstitial continues to', () => {
    expect(postSignupTarget({ ...base, mobile: true, hl: 'fr' })).toBe('/accounts/registered/?next=%2F%3Fhl%3Dfr');
  });
  it('places the with-social flag in the hash for social sign-up', () => {
    expect(postSignupTarget({ ...base, mobile: true, social: true })).toBe('/accounts/registered/?next=%2F#with_social');
    expect(postSignupTarget({ ...base, mobile: false, social: true })).toBe('/');
  });
  it('skips the interstitial on desktop, and on mobile for a sign-up started from another page', () => {
    expect(postSignupTarget({ ...base, mobile: false })).toBe('/');
    expect(postSignupTarget({ ...base, mobile: true, next: '/p/a/' })).toBe('/p/a/');
    expect(postSignupTarget({ ...base, mobile: true, forceUrl: '/explore/', next: '/' })).toBe('/explore/');
  });
  it('carries hl over', () => {
    expect(postSignupTarget({ ...base, next: '/p/a/', hl: 'fr' })).toBe('/p/a/?hl=fr');
  });
});

describe('validateLinkNext (000 §5 social linking next)', () => {
  it('accepts letters, digits, dot, underscore, slash, question mark and equals', () => {
    expect(validateLinkNext('/accounts/edit/?tab=linked_accounts')).toEqual({ ok: true, target: '/accounts/edit/?tab=linked_accounts' });
  });
  it('rejects a next starting with http', () => {
    expect(validateLinkNext('https://evil.example/')).toEqual({ ok: false, target: '/' });
    expect(validateLinkNext('http/x')).toEqual({ ok: false, target: '/' });
  });
  it('rejects a next starting with //', () => {
    expect(validateLinkNext('//evil.example/')).toEqual({ ok: false, target: '/' });
  });
  it('rejects any other character', () => {
    for (const bad of ['/a b', '/a&b=1', '/a#x', '/a%2F', '/a\\b', '/a:b']) expect(validateLinkNext(bad).ok).toBe(false);
  });
  it('rejects a missing next', () => {
    expect(validateLinkNext(null)).toEqual({ ok: false, target: '/' });
  });
});
