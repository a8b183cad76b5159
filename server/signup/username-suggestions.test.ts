import { describe, expect, it } from 'vitest';
import { suggestionBases, suggestUsernames } from './username-suggestions';

describe('username suggestions', () => {
  it('derives bases from the email and the name', () => {
    expect(suggestionBases({ email: 'Jane.Doe+x@example.com', firstName: 'Jane Dóe', username: '' })).toEqual([
      'jane.doex',
      'jane.doe',
      'jane_doe',
      'janedoe',
      'janed',
    ]);
  });

  it('never suggests a taken name and gives at most 5', () => {
    const taken = new Set(['jane.doe', 'janedoe']);
    const out = suggestUsernames(
      { email: 'jane.doe@example.com', firstName: 'Jane Doe', username: 'janedoe' },
      (c) => new Set(c.filter((x) => taken.has(x))),
      () => 0.42,
    );
    expect(out.length).toBe(5);
    expect(out.some((s) => taken.has(s))).toBe(false);
    expect(out.every((s) => /^[a-z0-9._]{1,30}$/.test(s))).toBe(true);
  });
});
