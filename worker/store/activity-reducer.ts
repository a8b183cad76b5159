/**
 * Added (people helper): activity slice, the nav badge of /accounts/activity/ (001 §9: at most 9
 * shown), the search-history flag and the dismissed suggestions. Not persisted (001 §3 Client cache does not list it).
 * Marking checked is a set operation: re-applied after a pull, it clears the badge again.
 */
import type { ActivityState } from '../model';
import type { Action } from './actions';

/** Added (people): the key of a related profile hidden from one profile's row. */
export const chainingKey = (chainingUserId: string, userId: string): string => `${chainingUserId}:${userId}`;

export function activityReducer(state: ActivityState, action: Action): ActivityState {
  switch (action.type) {
    case 'activity-counts-loaded': {
      const checkedAt = Math.max(state.checkedAt, action.checkedAt ?? 0);
      return state.unread === action.unread && state.checkedAt === checkedAt ? state : { ...state, unread: action.unread, checkedAt };
    }
    case 'activity-mark-checked-requested':
    case 'activity-mark-checked-succeeded': {
      const checkedAt = Math.max(state.checkedAt, action.timestamp);
      return state.unread === 0 && state.checkedAt === checkedAt ? state : { ...state, unread: 0, checkedAt };
    }
    case 'search-history-clear-requested':
      return state.searchHistoryCleared ? state : { ...state, searchHistoryCleared: true };
    case 'search-history-clear-succeeded':
    case 'search-history-clear-failed':
      return state.searchHistoryCleared ? { ...state, searchHistoryCleared: false } : state;
    // Added (contacts): as the search history's clear.
    case 'address-book-unlink-requested':
      return state.contactsUnlinking ? state : { ...state, contactsUnlinking: true };
    case 'address-book-unlink-succeeded':
    case 'address-book-unlink-failed':
      return state.contactsUnlinking ? { ...state, contactsUnlinking: false } : state;
    // 001 §4 Suggestions: dismissal records the dismissed id; a failure takes it back.
    case 'suggestion-dismiss-requested':
    case 'suggestion-dismiss-succeeded':
      return state.dismissedSuggestionIds.includes(action.userId) ? state : { ...state, dismissedSuggestionIds: [...state.dismissedSuggestionIds, action.userId] };
    case 'suggestion-dismiss-failed':
      return state.dismissedSuggestionIds.includes(action.userId)
        ? { ...state, dismissedSuggestionIds: state.dismissedSuggestionIds.filter((id) => id !== action.userId) }
        : state;
    // Added (people): a related profile hidden on one profile's row; a refusal shows it again.
    case 'chaining-dismiss-requested':
    case 'chaining-dismiss-succeeded': {
      const key = chainingKey(action.chainingUserId, action.userId);
      return state.dismissedChaining.includes(key) ? state : { ...state, dismissedChaining: [...state.dismissedChaining, key] };
    }
    case 'chaining-dismiss-failed': {
      const key = chainingKey(action.chainingUserId, action.userId);
      return state.dismissedChaining.includes(key) ? { ...state, dismissedChaining: state.dismissedChaining.filter((k) => k !== key) } : state;
    }
    case 'session-cleared':
      return { unread: 0, checkedAt: 0, searchHistoryCleared: false, dismissedSuggestionIds: [], dismissedChaining: [], contactsUnlinking: false };
    default:
      return state;
  }
}
