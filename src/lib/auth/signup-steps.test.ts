import { describe, expect, it } from 'vitest';
import { firstSignupStep, signupStepFromSuffix, signupStepPath } from './signup-steps';

describe('sign-up steps (000 §2 first-step suffix)', () => {
  it('starts at the first-step suffix when multi-step sign-up is on', () => {
    expect(signupStepPath(firstSignupStep(true))).toBe('/accounts/emailsignup/contact_point/');
    expect(signupStepPath(firstSignupStep(false))).toBe('/accounts/emailsignup/');
  });
  it('reads a route suffix, with or without slashes', () => {
    expect(signupStepFromSuffix(undefined)).toBe('');
    expect(signupStepFromSuffix('username')).toBe('username/');
    expect(signupStepFromSuffix('/confirm_code/')).toBe('confirm_code/');
    expect(signupStepFromSuffix('nope')).toBeNull();
  });
});
