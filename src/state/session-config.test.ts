import { describe, expect, it } from 'vitest';
import { buildSession, readCookie } from './session-config';
import { testBootstrap } from './test-bootstrap';

describe('buildSession (000 §7 request conventions)', () => {
  it('the csrf token comes from the csrftoken cookie first', () => {
    const s = buildSession(testBootstrap(), 'a=1; csrftoken=fromCookie; mid=m9', 'https://x.test/?hl=fr');
    expect(s).toEqual({
      csrfToken: 'fromCookie', rolloutHash: 'roll1', appId: '936619743392459', wwwClaim: '0', mid: 'm9', consentPending: false, hl: 'fr',
      encryption: { keyId: '7', publicKey: 'PUBKEY', version: '10' }, viewerId: 'v1',
    });
  });

  it('carries the bootstrap viewer; none when logged out or no bootstrap was ever seen', () => {
    expect(buildSession(testBootstrap({ viewerId: 'v7' }), '', 'https://x.test/').viewerId).toBe('v7');
    expect(buildSession(testBootstrap({ viewer: null, viewerId: null }), '', 'https://x.test/').viewerId).toBeNull();
    expect(buildSession(null, '', 'https://x.test/').viewerId).toBeNull();
  });

  it('else from the bootstrap; no bootstrap gives blanks the worker fills from its stored session', () => {
    expect(buildSession(testBootstrap(), '', 'https://x.test/').csrfToken).toBe('csrf-boot');
    expect(buildSession(null, '', 'https://x.test/')).toMatchObject({ csrfToken: '', rolloutHash: '', encryption: null, hl: null });
  });

  it('readCookie decodes values', () => {
    expect(readCookie('x=a%20b', 'x')).toBe('a b');
    expect(readCookie('x=1', 'y')).toBeNull();
  });
});
