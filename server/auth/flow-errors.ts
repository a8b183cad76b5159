import type { AuthErrorType } from '../../sync/api/auth-wire';
import type { ErrorType } from '../../sync/api/errors';
import { HttpError, rateLimited } from '../http/errors';

/**
 * Failures of the entry flows: the 000 §8 error body with the error types of
 * sync/api/auth-wire.ts (AuthErrorType), which extend the foundation's ErrorType on the wire.
 */
export const flowError = (
  status: number,
  type: AuthErrorType,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError => new HttpError(status, type as unknown as ErrorType, message, extra);

export const TOO_MANY_MESSAGE = 'Please wait a few minutes before you try again.';

/** 429 rate_limited with the wait in whole seconds (retry_after_seconds). */
export function tooMany(waitMs: number, message: string = TOO_MANY_MESSAGE, extra: Record<string, unknown> = {}): HttpError {
  return rateLimited(waitMs, message, extra);
}

/**
 * Takes one event from each limiter (all or none), or throws the longest wait as a 429
 * (`extra`: fields of the call's own failure shape). Synchronous: call it before any await
 * of the check it counts (./rate-limit.ts).
 */
export function takeAll(
  checks: readonly { limiter: { wait(key: string): number; hit(key: string): void }; key: string }[],
  message?: string,
  extra?: Record<string, unknown>,
): void {
  const wait = Math.max(0, ...checks.map((c) => c.limiter.wait(c.key)));
  if (wait > 0) throw tooMany(wait, message, extra);
  for (const c of checks) c.limiter.hit(c.key);
}
