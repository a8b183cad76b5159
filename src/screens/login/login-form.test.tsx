import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { LoginScreen } from './login-screen';

describe('LoginScreen', () => {
  const html = renderWith(state({}), <LoginScreen />, '/accounts/login/');

  it('labels the identifier and password fields', () => {
    expect(html).toMatch(/<label for="[^"]+" class="field__label">Phone number, username, or email<\/label>/);
    expect(html).toMatch(/type="password"/);
    expect(html).toMatch(/<label for="[^"]+" class="field__label">Password<\/label>/);
  });

  it('disables Log in until both fields are filled (000 §5)', () => {
    expect(html).toContain('<button type="submit" class="primary-button" disabled="">Log in</button>');
  });

  it('links to sign up', () => {
    expect(html).toContain('href="/accounts/emailsignup/"');
  });
});
