import { describe, expect, it } from 'vitest';
import { state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { UserRow } from './user-row';

// Added (people), issue 12: a verified account's username link is named "<username> Verified".
describe('a person in a list', () => {
  it('a verified account: the badge follows the username after a space of its own (not "maya.chenVerified")', () => {
    const html = renderWith(state({ users: [user('u1', 'maya.chen', { isVerified: true })] }), <UserRow userId="u1" action={null} />);
    expect(html).toMatch(/<a [^>]*class="user-row__username"[^>]*>maya\.chen <span class="verified" role="img" aria-label="Verified">✓<\/span><\/a>/);
  });

  it('an account not verified: the username alone', () => {
    const html = renderWith(state({ users: [user('u1', 'leo_rivers')] }), <UserRow userId="u1" action={null} />);
    expect(html).toMatch(/<a [^>]*class="user-row__username"[^>]*>leo_rivers<\/a>/);
  });
});
