/**
 * What a sign-up call's outcome means (000 §4 Sign-up, 000 §8 Sign-up errors): code 3 means
 * the account exists (log in with the entered password); a map of errors is shown per field;
 * a dry run that passed is followed by the real submit; anything else is the unknown
 * sign-up error on the form, or could-not-connect when no answer came.
 */
import { Limits } from '../../sync/api/constants';
import type { WireSignupResponse } from '../../sync/api/wire';
import type { CallResult } from '../../worker/api-types';
import { LoginMessages } from './login-outcome';
import { SIGNUP_UNKNOWN_ERROR, signupErrors, type SignupErrors } from './signup-rules';

export type SignupStep =
  /** The account exists: log in; if that fails, show the sign-up errors (`errors`). */
  | { kind: 'exists'; errors: SignupErrors }
  | { kind: 'errors'; errors: SignupErrors }
  | { kind: 'passed' }
  | { kind: 'created' };

function asResponse(v: unknown): Partial<WireSignupResponse> {
  return typeof v === 'object' && v !== null ? (v as Partial<WireSignupResponse>) : {};
}

function formError(message: string): SignupStep {
  return { kind: 'errors', errors: { fields: {}, form: message } };
}

export function signupStep(result: CallResult<WireSignupResponse>, dryRun: boolean): SignupStep {
  const body = result.ok ? result.value : asResponse(result.body);
  const errors = signupErrors(body.errors);
  if (body.code === Limits.signupAccountExistsCode) return { kind: 'exists', errors };
  if (errors.form !== null || Object.keys(errors.fields).length > 0) return { kind: 'errors', errors };
  if (!result.ok) return formError(result.statusCode === 0 ? LoginMessages.connect : SIGNUP_UNKNOWN_ERROR);
  if (dryRun) return body.dryrun_passed === false ? formError(SIGNUP_UNKNOWN_ERROR) : { kind: 'passed' };
  return body.account_created ? { kind: 'created' } : formError(SIGNUP_UNKNOWN_ERROR);
}
