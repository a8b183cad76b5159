/**
 * The error body every failing call answers with (000 §8): a JSON object with status
 * 'fail', a message, an error_type, and optionally checkpoint_url / redirect_url (000 §4
 * "Redirects from errors") or per-field errors (sign-up).
 */
export interface WireErrorBody {
  status: 'fail';
  message: string;
  error_type: ErrorType;
  checkpoint_url?: string;
  redirect_url?: string;
  errors?: Record<string, { message: string; code: string }[]>;
  two_factor_required?: boolean;
}

export const ErrorType = {
  badRequest: 'bad_request',
  csrf: 'csrf_failed',
  loginRequired: 'login_required',
  forbidden: 'forbidden',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  conflict: 'conflict',
  server: 'server_error',
  // 000 §4 login failure types
  passwordRequired: 'password_required',
  userNotFound: 'user_not_found',
  passwordMismatch: 'password_mismatch',
  loginMismatch: 'login_mismatch',
  commentsDisabled: 'comments_disabled',
  invalidComment: 'invalid_comment',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export function isWireErrorBody(v: unknown): v is WireErrorBody {
  return typeof v === 'object' && v !== null && (v as { status?: unknown }).status === 'fail';
}
