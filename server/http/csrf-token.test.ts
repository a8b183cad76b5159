import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csrfKey, csrfSubject, mintCsrfToken, verifyCsrfToken } from './csrf-token';

const key = csrfKey(randomBytes(32));
const alice = csrfSubject('a'.repeat(64), 'mid-1');
const bob = csrfSubject('b'.repeat(64), 'mid-1');
const loggedOut = csrfSubject(null, 'mid-1');

describe('CSRF tokens bound to a subject', () => {
  it('verifies for its own subject, in the cookie alphabet', () => {
    const token = mintCsrfToken(key, alice);
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(verifyCsrfToken(key, alice, token)).toBe(true);
  });

  it('is different every time, all valid (a salt per token)', () => {
    const a = mintCsrfToken(key, alice);
    const b = mintCsrfToken(key, alice);
    expect(a).not.toBe(b);
    expect(verifyCsrfToken(key, alice, b)).toBe(true);
  });

  it('does not verify for another session, the logged-out machine, or another key', () => {
    const token = mintCsrfToken(key, alice);
    expect(verifyCsrfToken(key, bob, token)).toBe(false);
    expect(verifyCsrfToken(key, loggedOut, token)).toBe(false);
    expect(verifyCsrfToken(csrfKey(randomBytes(32)), alice, token)).toBe(false);
    expect(verifyCsrfToken(key, csrfSubject(null, 'mid-2'), mintCsrfToken(key, loggedOut))).toBe(false);
  });

  it('refuses chosen, altered, truncated and missing tokens', () => {
    const token = mintCsrfToken(key, alice);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [undefined, '', 'attackerChosenToken_0123456789abcdef', flipped, token.slice(0, 47), `${token}A`, `${token.slice(0, 47)}=`]) {
      expect(verifyCsrfToken(key, alice, bad), String(bad)).toBe(false);
    }
  });

  it('keeps sessions and machine ids apart', () => {
    expect(csrfSubject('x', 'x')).not.toBe(csrfSubject(null, 'x'));
  });
});
