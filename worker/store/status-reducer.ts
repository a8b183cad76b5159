/** status slice: online flag, restore flag, viewer, toast (000 §4 Toast), redirects (000 §4). */
import type { StatusState } from '../model';
import type { Action } from './actions';

export function statusReducer(state: StatusState, action: Action): StatusState {
  switch (action.type) {
    case 'online-changed':
      return state.online === action.online ? state : { ...state, online: action.online };
    case 'cache-restored':
      return {
        ...state,
        restored: true,
        viewerId: state.viewerId ?? action.cache.viewerId,
      };
    case 'viewer-changed':
      return state.viewerId === action.viewerId ? state : { ...state, viewerId: action.viewerId };
    case 'session-cleared':
      return { ...state, viewerId: null, toast: null };
    // 000 §4 Toast: a new toast replaces the old one.
    case 'toast-shown':
      return { ...state, toast: action.toast };
    case 'toast-dismissed':
      return state.toast?.id === action.id ? { ...state, toast: null } : state;
    case 'redirect-requested':
      return { ...state, redirectTo: action.url };
    case 'redirect-cleared':
      return state.redirectTo === null ? state : { ...state, redirectTo: null };
    default:
      return state;
  }
}
