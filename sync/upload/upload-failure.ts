/**
 * What a failed upload request means for the upload (DESIGN.md Uploads: "the server is the
 * source of truth for the offset: after any error the client asks, then resumes"):
 *
 *   network   no answer (statusCode 0): offline, dropped, reset           → back off, ask, resume
 *   conflict  409: our Offset is not the server's                         → ask at once, resume
 *   retryable 5xx, 408, 429, a stale session (401/403 csrf_failed or
 *             login_required: ours to choose, a new session comes), or an
 *             answer we could not read                                    → back off, ask, resume
 *   fatal     any other 4xx: the server refused the upload                → fail with its message
 */
import { ErrorType } from '../api/errors';
import { TransportError } from '../transport/transport-error';

export type UploadFailureKind = 'network' | 'conflict' | 'retryable' | 'fatal';

export interface UploadFailure {
  kind: UploadFailureKind;
  message: string;
  statusCode: number;
}

const RETRYABLE_4XX: ReadonlySet<number> = new Set([408, 429]);
const SESSION_ERRORS: ReadonlySet<string> = new Set([ErrorType.csrf, ErrorType.loginRequired]);

export function classifyUploadFailure(err: unknown): UploadFailure {
  if (!(err instanceof TransportError)) {
    return { kind: 'retryable', message: err instanceof Error ? err.message : String(err), statusCode: 0 };
  }
  const message = err.responseMessage ?? err.message;
  const { statusCode } = err;
  if (statusCode === 0) return { kind: 'network', message, statusCode };
  if (statusCode === 409) return { kind: 'conflict', message, statusCode };
  if (statusCode >= 500 || RETRYABLE_4XX.has(statusCode)) return { kind: 'retryable', message, statusCode };
  if ((statusCode === 401 || statusCode === 403) && err.errorType !== null && SESSION_ERRORS.has(err.errorType)) {
    return { kind: 'retryable', message, statusCode };
  }
  return { kind: 'fatal', message, statusCode };
}

/** True when the caller's own signal cut the request (cancel, stall, offline): not a failure. */
export function isAbort(err: unknown): boolean {
  return err instanceof TransportError && err.aborted;
}
