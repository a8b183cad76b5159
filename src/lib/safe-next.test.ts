import { describe, expect, it } from 'vitest';
import { validateNext } from './safe-next';
import { postLoginTarget } from './post-login-redirect';
import { postSignupTarget, twoFactorPath, validateLinkNext } from './auth/redirects';
import { ConsentEntryPoint, consentEndRedirect } from './auth/consent';

/** Values a browser (or a router decoding on the way) would read as another origin, or as script. */
const HOSTILE: readonly string[] = [
  // network-path references and backslashes
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  // dot segments that normalise to '//'
  '/.//evil.com',
  '/..//evil.com',
  '/./..//evil.com',
  '/a/../..//evil.com',
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  // percent-encoded slashes and backslashes, once and several times
  '/%2f%2fevil.com',
  '/%2F/evil.com',
  '/%5cevil.com',
  '/%5C%5Cevil.com',
  '/%2e%2e%2f%2fevil.com',
  '/%252f%252fevil.com',
  '/%25252f%25252fevil.com',
  '/%255cevil.com',
  '/%2525252525252f%2fevil.com',
  // schemes
  'https://evil.com',
  'HTTPS://evil.com/p/abc/',
  'http:evil.com',
  'http:/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://evil.com/x',
  'vbscript:msgbox(1)',
  // tabs, newlines and other white space browsers strip or read oddly
  'java\tscript:alert(1)',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/ /evil.com',
  '/\u3000/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%00/evil.com',
  // not an absolute path, or malformed
  'evil.com',
  'p/abc/',
  './/evil.com',
  '%2f%2fevil.com',
  '/%zz',
  '',
];

/** Same-site targets that must be kept as they are. */
const LEGITIMATE: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/p/abc/', '/p/abc/'],
  ['/explore/?q=1#x', '/explore/?q=1#x'],
  ['/accounts/edit/', '/accounts/edit/'],
  ['/p/abc/?x=1#c', '/p/abc/?x=1#c'],
  ['/explore/tags/caf%C3%A9/', '/explore/tags/caf%C3%A9/'],
  ['/explore/search/?q=a%20b', '/explore/search/?q=a%20b'],
  ['/stories/alice/123/', '/stories/alice/123/'],
  ['/direct/inbox/', '/direct/inbox/'],
  [' /p/abc/ ', '/p/abc/'],
  ['/a/./b/../c/', '/a/c/'],
];

describe('validateNext (issue 11 item 4: no open redirect after login)', () => {
  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))('refuses %s', (_label, value) => {
    expect(validateNext(value)).toBeNull();
  });

  it.each(LEGITIMATE.map(([v, want]) => [v, want]))('keeps %s', (value, want) => {
    expect(validateNext(value)).toBe(want);
  });

  it('refuses absent values', () => {
    expect(validateNext(null)).toBeNull();
    expect(validateNext(undefined)).toBeNull();
  });

  it('never returns a target a browser would read as another origin', () => {
    const site = 'https://site.example';
    for (const value of [...HOSTILE, ...LEGITIMATE.map(([v]) => v)]) {
      const kept = validateNext(value);
      if (kept !== null) expect(new URL(kept, site).origin).toBe(site);
    }
  });
});

describe('every post-login and post-sign-up target goes through it', () => {
  const login = { hl: null, reactivated: false, oneTapPrompt: false, nonce: null };
  const signup = { forceUrl: null, next: null, hl: null, mobile: false, social: false };
  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))('falls back to the feed for %s', (_label, value) => {
    expect(postLoginTarget({ ...login, next: value })).toBe('/');
    expect(postSignupTarget({ ...signup, next: value })).toBe('/');
    expect(postSignupTarget({ ...signup, forceUrl: value })).toBe('/');
    expect(twoFactorPath('', value)).toBe('/accounts/login/two_factor');
    // 000 §5 reads a relative linking next ('evil.com') as a path on this site ('/evil.com').
    expect(new URL(validateLinkNext(value).target, 'https://site.example').origin).toBe('https://site.example');
    expect(consentEndRedirect(ConsentEntryPoint.block, value, false)).toEqual({ target: '/', hard: false });
  });
});
