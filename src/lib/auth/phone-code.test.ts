import { describe, expect, it } from 'vitest';
import { SIGNUP_UNKNOWN_ERROR } from '../signup-rules';
import { codeRequestError, codeVerifyError, initialPhoneCode, phoneCodeReducer, type PhoneCodeAction } from './phone-code';

const fold = (actions: PhoneCodeAction[]) => actions.reduce(phoneCodeReducer, initialPhoneCode);

describe('phone sign-up code (000 §4 Sign-up)', () => {
  it('requested, sent, entered, verified', () => {
    const s = fold([{ type: 'code-requested', phone: '+1555' }, { type: 'code-sent', at: 5 }, { type: 'code-entered' }, { type: 'code-verified' }]);
    expect(s).toEqual({ step: 'verified', phone: '+1555', lastSentAt: 5, error: null });
  });
  it('a failed verification goes back to code entry with the error', () => {
    const s = fold([{ type: 'code-requested', phone: '+1555' }, { type: 'code-sent', at: 5 }, { type: 'code-entered' }, { type: 'code-verification-failed', message: 'Wrong code' }]);
    expect(s).toMatchObject({ step: 'sent', error: 'Wrong code' });
  });
  it('a resend keeps the number and restarts the countdown', () => {
    const s = fold([{ type: 'code-requested', phone: '+1555' }, { type: 'code-sent', at: 5 }, { type: 'code-requested', phone: '+1555' }, { type: 'code-sent', at: 40_000 }]);
    expect(s).toMatchObject({ step: 'sent', lastSentAt: 40_000 });
  });
  it('changing the number asks for a new code for the new number', () => {
    const s = fold([{ type: 'code-requested', phone: '+1555' }, { type: 'code-sent', at: 5 }, { type: 'number-change-requested' }, { type: 'code-requested', phone: '+1666' }]);
    expect(s).toMatchObject({ step: 'requesting', phone: '+1666', lastSentAt: null });
  });
  it('a failed first request returns to the number with the error', () => {
    expect(fold([{ type: 'code-requested', phone: '+1' }, { type: 'code-request-failed', message: 'Bad number' }])).toMatchObject({ step: 'idle', error: 'Bad number' });
  });
});

describe('code messages (000 §8 Sign-up)', () => {
  it('a failed code request shows the first server error, else the unknown sign-up error', () => {
    expect(codeRequestError({ phone_number: [{ message: 'Looks like your phone number may be incorrect.' }] }, null)).toBe('Looks like your phone number may be incorrect.');
    expect(codeRequestError(undefined, '')).toBe(SIGNUP_UNKNOWN_ERROR);
  });
  it('a failed verification shows errors.nonce[0], else the exception message', () => {
    expect(codeVerifyError({ nonce: ['That code isn\'t valid.'] }, 'HTTP 400')).toBe("That code isn't valid.");
    expect(codeVerifyError(undefined, 'Request timed out')).toBe('Request timed out');
  });
});
