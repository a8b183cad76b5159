import { describe, expect, it } from 'vitest';
import { state } from '../../../test-support/fixtures';
import { renderWith } from '../../../test-support/render';
import { UsernameStep } from './username-step';

const render = (username: string) =>
  renderWith(state({}), <UsernameStep username={username} suggestions={[]} error={null} formError={null} busy={false} onUsername={() => undefined} onSubmit={() => Promise.resolve()} />, '/accounts/signup/username/');

describe('UsernameStep (issue 11: a long username is refused with a word, never cut)', () => {
  it('keeps all of an 80-character username, says why it is refused and disables Sign up', () => {
    const html = render('x'.repeat(80));
    expect(html).toContain(`value="${'x'.repeat(80)}"`);
    expect(html).not.toMatch(/maxlength/i);
    expect(html).toContain('Usernames can have at most 30 characters.');
    expect(html).toContain('<button type="submit" class="primary-button" disabled="">Sign up</button>');
  });

  it('takes a 30-character username', () => {
    const html = render('x'.repeat(30));
    expect(html).not.toContain('at most 30');
    expect(html).toContain('<button type="submit" class="primary-button">Sign up</button>');
  });
});
