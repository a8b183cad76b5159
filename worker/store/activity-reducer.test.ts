import { describe, expect, it } from 'vitest';
import { fold } from '../test-support/state-fixtures';
import { chainingKey } from './activity-reducer';

describe('activity slice (001 §9 badge, 001 §4 Suggestions)', () => {
  it('the badge follows the server count; marking checked clears it and keeps the newest time', () => {
    const s = fold([{ type: 'activity-counts-loaded', unread: 12, checkedAt: 100 }, { type: 'activity-mark-checked-requested', timestamp: 90 }]);
    expect(s.activity).toMatchObject({ unread: 0, checkedAt: 100 });
  });

  it('a pending clear of the search history shows recents empty until answered', () => {
    expect(fold([{ type: 'search-history-clear-requested' }]).activity.searchHistoryCleared).toBe(true);
    expect(fold([{ type: 'search-history-clear-requested' }, { type: 'search-history-clear-succeeded' }]).activity.searchHistoryCleared).toBe(false);
  });

  it('a pending delete of the uploaded contacts shows none until answered, either way', () => {
    expect(fold([{ type: 'address-book-unlink-requested' }]).activity.contactsUnlinking).toBe(true);
    expect(fold([{ type: 'address-book-unlink-requested' }, { type: 'address-book-unlink-succeeded' }]).activity.contactsUnlinking).toBe(false);
    expect(fold([{ type: 'address-book-unlink-requested' }, { type: 'address-book-unlink-failed' }]).activity.contactsUnlinking).toBe(false);
  });

  it('001 §4 Suggestions: dismissal records the dismissed id once; a failure takes it back', () => {
    const once = fold([{ type: 'suggestion-dismiss-requested', userId: 'u1' }, { type: 'suggestion-dismiss-succeeded', userId: 'u1' }]);
    expect(once.activity.dismissedSuggestionIds).toEqual(['u1']);
    expect(fold([{ type: 'suggestion-dismiss-requested', userId: 'u1' }, { type: 'suggestion-dismiss-failed', userId: 'u1' }]).activity.dismissedSuggestionIds).toEqual([]);
  });

  it('a related profile hidden on one profile stays on the others; once; a refusal shows it again', () => {
    const hidden = fold([
      { type: 'chaining-dismiss-requested', userId: 'u1', chainingUserId: 'p1' },
      { type: 'chaining-dismiss-succeeded', userId: 'u1', chainingUserId: 'p1' },
    ]);
    expect(hidden.activity.dismissedChaining).toEqual([chainingKey('p1', 'u1')]);
    expect(hidden.activity.dismissedChaining).not.toContain(chainingKey('p2', 'u1'));
    expect(hidden.activity.dismissedSuggestionIds).toEqual([]);
    const refused = fold([
      { type: 'chaining-dismiss-requested', userId: 'u1', chainingUserId: 'p1' },
      { type: 'chaining-dismiss-requested', userId: 'u2', chainingUserId: 'p1' },
      { type: 'chaining-dismiss-failed', userId: 'u1', chainingUserId: 'p1' },
    ]);
    expect(refused.activity.dismissedChaining).toEqual([chainingKey('p1', 'u2')]);
    expect(fold([{ type: 'chaining-dismiss-requested', userId: 'u1', chainingUserId: 'p1' }, { type: 'session-cleared' }]).activity.dismissedChaining).toEqual([]);
  });
});
