/** Transport errors as the plain CallFailure the UI gets (worker/api-types.ts). */
import { TransportError } from '../../sync';
import type { CallFailure } from '../api-types';

export function toCallFailure(err: unknown): CallFailure {
  if (err instanceof TransportError) {
    return { ok: false, statusCode: err.statusCode, message: err.responseMessage ?? err.message, errorType: err.errorType, body: err.body ?? null };
  }
  return { ok: false, statusCode: 0, message: err instanceof Error ? err.message : String(err), errorType: null, body: null };
}

/** No answer from the server (offline, timeout): not an error the user must see offline. */
export function isNoAnswer(err: unknown): boolean {
  return err instanceof TransportError ? err.statusCode === 0 : true;
}
