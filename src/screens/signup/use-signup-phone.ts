import { useReducer, useRef } from 'react';
import { codeRequestError, codeVerifyError, initialPhoneCode, phoneCodeReducer } from '../../lib/auth/phone-code';
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';

/**
 * Phone sign-up's SMS code (000 §4: code requested, sent, entered and verified or failed,
 * resend, change number; 000 §8 messages), over the state machine of src/lib/auth/phone-code.ts.
 * The verified code is kept for the account creation (sms_code).
 */
export function useSignupPhone(clientId: string) {
  const call = useAuthCall();
  const [phone, dispatch] = useReducer(phoneCodeReducer, initialPhoneCode);
  const verifiedCode = useRef('');

  /** Texts a code to the number; false (with the message in the state) when that failed. */
  const requestCode = async (number: string): Promise<boolean> => {
    dispatch({ type: 'code-requested', phone: number });
    const r = await call('sendSignupSms', { clientId, phoneNumber: number, phoneId: '' });
    if (r.ok) {
      dispatch({ type: 'code-sent', at: Date.now() });
      return true;
    }
    const errs = (r.body as { errors?: Record<string, unknown> } | null)?.errors;
    dispatch({ type: 'code-request-failed', message: codeRequestError(errs, failureText(r, '')) });
    return false;
  };

  /** Checks the entered code; true once verified (then it is kept for the sign-up). */
  const checkCode = async (code: string): Promise<boolean> => {
    dispatch({ type: 'code-entered' });
    const r = await call('validateSignupSms', { clientId, phoneNumber: phone.phone, smsCode: code });
    if (r.ok && r.value.verified) {
      dispatch({ type: 'code-verified' });
      verifiedCode.current = code;
      return true;
    }
    const body = (r.ok ? r.value : r.body) as { errors?: Record<string, unknown> } | null;
    dispatch({ type: 'code-verification-failed', message: codeVerifyError(body?.errors, r.ok ? '' : failureText(r, '')) });
    return false;
  };

  return {
    phone,
    requestCode,
    checkCode,
    /** The verified code ('' before one was verified). */
    verifiedCode: () => verifiedCode.current,
    numberChangeRequested: () => dispatch({ type: 'number-change-requested' }),
  };
}
