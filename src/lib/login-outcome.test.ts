import { describe, expect, it } from 'vitest';
import type { CallFailure } from '../../worker/api-types';
import { LoginMessages, loginOutcome } from './login-outcome';

const fail = (f: Partial<CallFailure>): CallFailure => ({ ok: false, statusCode: 400, message: '', errorType: null, body: null, ...f });

describe('loginOutcome (000 §8 Login errors)', () => {
  it('succeeds when authenticated', () => {
    const r = loginOutcome({ ok: true, value: { status: 'ok', authenticated: true, user: true, userId: '1' } });
    expect(r.kind).toBe('success');
  });
  it('a throttled login shows the server’s message to wait, not a username or password error (issue 11)', () => {
    const wait = 'Please wait a few minutes before you try again.';
    const throttled = fail({ statusCode: 429, errorType: 'rate_limited', message: wait, body: { status: 'fail', message: wait, error_type: 'rate_limited', authenticated: false, user: false } });
    expect(loginOutcome(throttled)).toEqual({ kind: 'rate-limited', message: wait });
    expect(loginOutcome(fail({ statusCode: 429, message: 'HTTP 429' })).kind).toBe('rate-limited');
  });
  it('wrong password gives the password error', () => {
    expect(loginOutcome(fail({ errorType: 'password_mismatch' }))).toEqual({ kind: 'password-error', message: LoginMessages.password });
    expect(loginOutcome({ ok: true, value: { status: 'ok', authenticated: false, user: true } }).kind).toBe('password-error');
  });
  it('unknown username gives the username error', () => {
    expect(loginOutcome(fail({ errorType: 'user_not_found' }))).toEqual({ kind: 'username-error', message: LoginMessages.username });
    expect(loginOutcome(fail({ body: { status: 'fail', authenticated: false, user: false } })).kind).toBe('username-error');
  });
  it('a 403 shows the server message or the unknown-login error', () => {
    expect(loginOutcome(fail({ statusCode: 403, message: 'CSRF failed' }))).toEqual({ kind: 'unknown-error', message: 'CSRF failed' });
    expect(loginOutcome(fail({ statusCode: 403 }))).toEqual({ kind: 'unknown-error', message: LoginMessages.unknown });
  });
  it('any other answer gives the unknown-login error', () => {
    expect(loginOutcome(fail({ statusCode: 500, message: 'boom' }))).toEqual({ kind: 'unknown-error', message: LoginMessages.unknown });
  });
  it('no response gives the could-not-connect message', () => {
    expect(loginOutcome(fail({ statusCode: 0 }))).toEqual({ kind: 'connect-error', message: LoginMessages.connect });
  });
});
