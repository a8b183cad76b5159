import { describe, expect, it } from 'vitest';
import { actorsText, badgeText, followedByText, followLabel, websiteText } from './people-labels';

describe('people labels', () => {
  it('the follow button says Follow, Following or Requested (001 §4 follow statuses)', () => {
    expect(followLabel('not-following', false)).toBe('Follow');
    expect(followLabel('not-following', true)).toBe('Follow Back');
    expect(followLabel('following', false)).toBe('Following');
    expect(followLabel('requested', false)).toBe('Requested');
  });

  it('"Followed by a, b + N more" (001 §3 mutualFollowers)', () => {
    expect(followedByText({ usernames: ['a', 'b'], additionalCount: 3 })).toBe('Followed by a, b + 3 more');
    expect(followedByText({ usernames: ['a'], additionalCount: 0 })).toBe('Followed by a');
    expect(followedByText({ usernames: [], additionalCount: 0 })).toBeNull();
  });

  it('001 §9: the badge shows at most 9', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('grouped actors: "a, b and 3 others"', () => {
    expect(actorsText(['a', 'b'], 3)).toBe('a, b and 3 others');
    expect(actorsText(['a', 'b'], 0)).toBe('a and b');
    expect(actorsText(['a'], 1)).toBe('a and 1 other');
  });

  it('a website shows without its scheme', () => {
    expect(websiteText('https://example.com/')).toBe('example.com');
  });
});
