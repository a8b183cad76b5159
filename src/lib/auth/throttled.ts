/**
 * A throttled answer (HTTP 429, rate_limited; issue 11): the person is asked to wait, in the
 * server's own words, whatever else the body says. A throttled login is no verdict on the
 * username or the password (000 §8 Login errors name the wrong-password and unknown-username
 * errors for those answers only), so login, two-factor and sign-up all show this instead.
 */
export const THROTTLED_MESSAGE = 'Please wait a few minutes before you try again.';

export interface AnswerFacts {
  /** HTTP status; 0 when no answer came. */
  statusCode: number;
  errorType: string | null;
  /** The answer's message (000 §8 error body), if any. */
  message?: string | null;
}

export function isThrottled(a: AnswerFacts): boolean {
  return a.statusCode === 429 || a.errorType === 'rate_limited';
}

/** The text to show for a throttled answer (the server's message, else ours), or null when it is not one. */
export function throttledMessage(a: AnswerFacts): string | null {
  if (!isThrottled(a)) return null;
  const text = a.message?.trim() ?? '';
  // A transport message such as "HTTP 429 ..." is not written for people.
  return text !== '' && !text.startsWith('HTTP ') ? text : THROTTLED_MESSAGE;
}
