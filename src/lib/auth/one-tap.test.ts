import { describe, expect, it } from 'vitest';
import { forceAuthenticationRequested, isMobileDevice, oneTapFailureAction, oneTapOffered } from './one-tap';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('mobile check (000 §6: one-tap only on mobile)', () => {
  it('is mobile for a phone user agent', () => {
    expect(isMobileDevice({ viewportWidth: 1200, userAgent: IPHONE })).toBe(true);
  });
  it('is mobile for a narrow viewport', () => {
    expect(isMobileDevice({ viewportWidth: 390, userAgent: DESKTOP })).toBe(true);
  });
  it('is not mobile for a wide desktop', () => {
    expect(isMobileDevice({ viewportWidth: 1280, userAgent: DESKTOP })).toBe(false);
  });
});

describe('one-tap offered (000 §6)', () => {
  const ok = { mobile: true, savedEntries: 1, forceAuthentication: false };
  it('is offered on mobile with saved nonces', () => {
    expect(oneTapOffered(ok)).toBe(true);
  });
  it('is not offered on desktop', () => {
    expect(oneTapOffered({ ...ok, mobile: false })).toBe(false);
  });
  it('is not offered without saved nonces', () => {
    expect(oneTapOffered({ ...ok, savedEntries: 0 })).toBe(false);
  });
  it('is not offered when forced authentication is requested', () => {
    expect(oneTapOffered({ ...ok, forceAuthentication: true })).toBe(false);
    expect(forceAuthenticationRequested('?force_authentication=1')).toBe(true);
    expect(forceAuthenticationRequested('?force_authentication=0')).toBe(false);
    expect(forceAuthenticationRequested('')).toBe(false);
  });
});

describe('one-tap failures (000 §4)', () => {
  it('invalid_one_tap_nonce removes the nonce and switches to login', () => {
    expect(oneTapFailureAction('invalid_one_tap_nonce')).toBe('remove-nonce-and-login');
  });
  it('other failures show a toast with retry', () => {
    expect(oneTapFailureAction(null)).toBe('retry-toast');
    expect(oneTapFailureAction('rate_limited')).toBe('retry-toast');
  });
});
