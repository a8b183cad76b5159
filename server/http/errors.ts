import { ErrorType } from '../../sync/api/errors';
import type { WireErrorBody } from '../../sync/api/errors';

/**
 * A failure with its HTTP status and the error body of 000 §8 (sync/api/errors.ts). `extra`
 * adds fields of the call's own failure shape (login: authenticated, user; sign-up: errors,
 * account_created, code).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: ErrorType,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): WireErrorBody & Record<string, unknown> {
    return { ...this.extra, status: 'fail', message: this.message, error_type: this.errorType };
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, ErrorType.badRequest, message, extra);
/** A 400 naming the form field it is about (`errors: {field: [{code, message}]}`), as the forms show it beside the field. */
export const fieldError = (field: string, code: string, message: string, type: ErrorType = ErrorType.badRequest) =>
  new HttpError(400, type, message, { errors: { [field]: [{ code, message }] } });
export const loginRequired = () => new HttpError(401, ErrorType.loginRequired, 'Please log in to continue.');
export const forbidden = (message: string) => new HttpError(403, ErrorType.forbidden, message);
export const notFound = (message = 'Sorry, this page isn\'t available.') =>
  new HttpError(404, ErrorType.notFound, message);
export const conflict = (message: string) => new HttpError(409, ErrorType.conflict, message);
/** Seconds a 429 asks to wait: whole, at least 1 (the Retry-After header and retry_after_seconds). */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/**
 * 429 rate_limited. Every 429 says how long to wait: retry_after_seconds in the body, which
 * the error handler also sends as Retry-After (./error-handler.ts).
 */
export const rateLimited = (waitMs: number, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(429, ErrorType.rateLimited, message, { ...extra, retry_after_seconds: retryAfterSeconds(waitMs) });
