import { describe, expect, it } from 'vitest';
import { isLoginPath, loginHref, navigationFor, postLoginTarget, withHl } from './post-login-redirect';

// validateNext's table of hostile and legitimate values is in ./safe-next.test.ts.

const base = { next: null, hl: null, reactivated: false, oneTapPrompt: false, nonce: null };

describe('postLoginTarget (000 §2 post-login redirect rules)', () => {
  it('defaults to /', () => {
    expect(postLoginTarget(base)).toBe('/');
  });
  it('goes to a valid next', () => {
    expect(postLoginTarget({ ...base, next: '/p/abc/' })).toBe('/p/abc/');
  });
  it('falls back to / for an unsafe next', () => {
    expect(postLoginTarget({ ...base, next: '//evil.example/' })).toBe('/');
  });
  it('carries the hl language parameter over', () => {
    expect(postLoginTarget({ ...base, next: '/p/abc/?a=1', hl: 'fr' })).toBe('/p/abc/?a=1&hl=fr');
    expect(postLoginTarget({ ...base, hl: 'de' })).toBe('/?hl=de');
  });
  it('goes to /#reactivated when the account was reactivated', () => {
    expect(postLoginTarget({ ...base, next: '/p/abc/', reactivated: true })).toBe('/#reactivated');
  });
  it('goes to the one-tap path with next, and the nonce as a path segment', () => {
    expect(postLoginTarget({ ...base, next: '/p/a/', oneTapPrompt: true })).toBe('/accounts/onetap/?next=%2Fp%2Fa%2F');
    expect(postLoginTarget({ ...base, oneTapPrompt: true, nonce: 'n1' })).toBe('/accounts/onetap/n1/?next=%2F');
  });
  it('blocks a login page pointing at the login page as a loop', () => {
    expect(postLoginTarget({ ...base, next: '/accounts/login/?next=/x/' })).toBe('/');
  });
});

describe('navigationFor', () => {
  it('reloads when the target is the current page (000 §2)', () => {
    expect(navigationFor('/p/abc/', '/p/abc/')).toBe('reload');
    expect(navigationFor('/', '/')).toBe('reload');
  });
  it('navigates otherwise', () => {
    expect(navigationFor('/', '/accounts/login/?next=%2F')).toBe('assign');
    expect(navigationFor('/p/abc/', '/')).toBe('assign');
  });
});

describe('loginHref (001 §2 login link)', () => {
  it('keeps next for a normal page', () => {
    expect(loginHref('/p/abc/')).toBe('/accounts/login/?next=%2Fp%2Fabc%2F');
  });
  it('drops next when it already points at the login page', () => {
    expect(loginHref('/accounts/login/')).toBe('/accounts/login/');
    expect(isLoginPath('/accounts/login?next=/')).toBe(true);
  });
  it('drops an unsafe next', () => {
    expect(loginHref('https://evil.example/')).toBe('/accounts/login/');
  });
});

describe('withHl', () => {
  it('does not replace an existing hl', () => {
    expect(withHl('/?hl=en', 'fr')).toBe('/?hl=en');
  });
});
