import { describe, expect, it } from 'vitest';
import { THROTTLED_MESSAGE, throttledMessage } from './throttled';

describe('throttled answers (issue 11)', () => {
  it('shows the server’s own message for a 429 or a rate_limited answer', () => {
    expect(throttledMessage({ statusCode: 429, errorType: 'rate_limited', message: 'Please wait a few minutes before you try again.' })).toBe(
      'Please wait a few minutes before you try again.',
    );
    expect(throttledMessage({ statusCode: 429, errorType: 'age_check_blocked', message: 'You can’t sign up right now. Please try again later.' })).toBe(
      'You can’t sign up right now. Please try again later.',
    );
    expect(throttledMessage({ statusCode: 400, errorType: 'rate_limited', message: 'Slow down.' })).toBe('Slow down.');
  });

  it('falls back to ours when the answer has no message for people', () => {
    expect(throttledMessage({ statusCode: 429, errorType: null })).toBe(THROTTLED_MESSAGE);
    expect(throttledMessage({ statusCode: 429, errorType: null, message: '  ' })).toBe(THROTTLED_MESSAGE);
    expect(throttledMessage({ statusCode: 429, errorType: null, message: 'HTTP 429 Too Many Requests' })).toBe(THROTTLED_MESSAGE);
  });

  it('is null for any other answer', () => {
    expect(throttledMessage({ statusCode: 400, errorType: 'password_mismatch', message: 'Wrong.' })).toBeNull();
    expect(throttledMessage({ statusCode: 0, errorType: null, message: 'offline' })).toBeNull();
    expect(throttledMessage({ statusCode: 500, errorType: 'server_error', message: 'boom' })).toBeNull();
  });
});
