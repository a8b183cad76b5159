import { describe, expect, it } from 'vitest';
import { ageButtons, consentEndRedirect, consentNeeded, consentNeededFor, finishedToastText, parentalEmailError, screenKind, signupTosVersion, tosVersionOf, updatesFor } from './consent';

describe('consentNeeded (000 §5)', () => {
  it('is needed when the server flags it, not gatekept off, and the banner cookie is absent', () => {
    expect(consentNeeded(true, false, false)).toBe(true);
  });
  it('is not needed without the server flag', () => {
    expect(consentNeeded(false, false, false)).toBe(false);
  });
  it('is not needed when gatekept off', () => {
    expect(consentNeeded(true, true, false)).toBe(false);
  });
  it('is not needed once the banner cookie is there', () => {
    expect(consentNeeded(true, false, true)).toBe(false);
  });
});

describe('screens (000 §3 screen keys)', () => {
  it('maps every screen key to what it shows', () => {
    expect(screenKind('qp_intro')).toBe('intro');
    expect(screenKind('tos')).toBe('tos');
    for (const k of ['tos_and_two_age_button', 'tos_and_three_age_button', 'age_consent_two_button', 'age_consent_three_button']) expect(screenKind(k)).toBe('age');
    expect(screenKind('dob')).toBe('dob');
    expect(screenKind('parental_consent')).toBe('parental');
    expect(screenKind('under_13')).toBe('under13');
    expect(screenKind('finished')).toBe('finished');
    expect(screenKind('already_finished')).toBe('finished');
  });
  it('shows two or three age buttons', () => {
    expect(ageButtons('age_consent_two_button')).toEqual(['under_18', 'above_18']);
    expect(ageButtons('tos_and_three_age_button')).toEqual(['under_13', '13_to_18', 'above_18']);
  });
  it('sends consented (2) for the terms and the age answer as its bucket', () => {
    expect(updatesFor('tos_and_two_age_button', 'above_18')).toEqual({ tos_data_policy_consent_state: 2, age_bucket: 'above_18' });
    expect(updatesFor('age_consent_three_button', 'under_13')).toEqual({ age_bucket: 'under_13' });
    expect(updatesFor('tos', null)).toEqual({ tos_data_policy_consent_state: 2 });
    expect(updatesFor('qp_intro', null)).toEqual({ existing_user_intro_state: 1 });
  });
  it("signs up under the 'eu' terms when consent is needed or in the EEA, else 'default'", () => {
    expect(signupTosVersion(true, 'US')).toBe('eu');
    expect(signupTosVersion(false, 'fr')).toBe('eu');
    expect(signupTosVersion(false, 'US')).toBe('default');
    expect(signupTosVersion(false, 'US', 'eu')).toBe('eu');
    expect(signupTosVersion(false, 'US', 'row')).toBe('default');
  });
  it("defaults the tos version to 'default' (000 §5)", () => {
    expect(tosVersionOf(undefined)).toBe('default');
    expect(tosVersionOf('eu')).toBe('eu');
    expect(tosVersionOf('other')).toBe('default');
  });
});

describe('parental email (000 §5)', () => {
  it('must be valid, else the invalid-email message', () => {
    expect(parentalEmailError('mum@example.com')).toBeNull();
    expect(parentalEmailError('mum@')).toBe('Enter a valid email address.');
  });
  it('has a different finished toast when the email was sent (000 §8)', () => {
    expect(finishedToastText(true)).not.toBe(finishedToastText(false));
  });
});

describe('consent end redirects (000 §2)', () => {
  it('the block entry point goes to next, or /', () => {
    expect(consentEndRedirect('block', '/p/a/', false)).toEqual({ target: '/p/a/', hard: false });
    expect(consentEndRedirect('block', null, false)).toEqual({ target: '/', hard: false });
    expect(consentEndRedirect('block', 'https://evil.example/', false)).toEqual({ target: '/', hard: false });
  });
  it('a next with the app scheme is a hard redirect', () => {
    expect(consentEndRedirect('block', 'lumen://feed', false)).toEqual({ target: 'lumen://feed', hard: true });
  });
  it('parental consent ends with a forced redirect to the terms start path with entry point reg', () => {
    expect(consentEndRedirect('reg', null, true)).toEqual({ target: '/terms/start/?entry_point=reg', hard: true });
  });
  it('other entry points do not redirect', () => {
    expect(consentEndRedirect('dialog', '/p/a/', false)).toBeNull();
  });
});

describe('consentNeededFor (000 §5, from the bootstrap and cookies)', () => {
  const b = { consent_required: true, gatekeepers: {} };
  it('reads the server flag, the gate and the banner cookie', () => {
    expect(consentNeededFor(b, 'csrftoken=x')).toBe(true);
    expect(consentNeededFor(b, 'csrftoken=x; ig_cb=1')).toBe(false);
    expect(consentNeededFor({ ...b, gatekeepers: { consent_gated_off: true } }, '')).toBe(false);
    expect(consentNeededFor({ ...b, consent_required: false }, '')).toBe(false);
    expect(consentNeededFor(null, '')).toBe(false);
  });
});
