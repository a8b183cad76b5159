import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { SignupScreen } from './signup-screen';

describe('SignupScreen', () => {
  const html = renderWith(state({}), <SignupScreen />, '/accounts/emailsignup/');

  it('has every field labelled, and birthday selects', () => {
    for (const label of ['Mobile Number or Email', 'Full Name', 'Username', 'Password']) {
      expect(html).toMatch(new RegExp(`class="field__label">${label}</label>`));
    }
    for (const label of ['Month', 'Day', 'Year']) expect(html).toContain(`aria-label="${label}"`);
  });

  it('preselects a year 25 years back (000 §9 date-picker defaults)', () => {
    const year = new Date().getFullYear() - 25;
    expect(html).toContain(`<option value="${year}" selected="">${year}</option>`);
  });

  it('disables Sign up while required fields are empty (000 §5)', () => {
    expect(html).toContain('<button type="submit" class="primary-button" disabled="">Sign up</button>');
  });

  it('links to log in', () => {
    expect(html).toContain('href="/accounts/login/"');
  });
});
