/**
 * The direct slice inside the worker store (issue 13): its own actions go to directReducer;
 * a cache restore merges the stored slice (001 §3 "A cache init merges stored state": what
 * is in memory already wins); a logout or another viewer empties it.
 */
import type { Action } from '../store/actions';
import type { DirectAction } from './direct-actions';
import { directReducer } from './direct-reducer';
import { initialDirectState, type DirectState } from './direct-state';

export function isDirectAction(action: Action): action is DirectAction & Action {
  return action.type.startsWith('direct-');
}

export function directSlice(state: DirectState, action: Action): DirectState {
  if (isDirectAction(action)) return directReducer(state, action);
  switch (action.type) {
    case 'cache-restored': {
      const cached = action.cache.direct;
      return cached && state.seqId === null && state.inbox.threadIds.length === 0 ? { ...cached, realtime: state.realtime } : state;
    }
    case 'viewer-changed':
      return state.viewerId !== null && state.viewerId !== action.viewerId ? initialDirectState() : state;
    case 'outbox-item-removed': {
      // A message's record gone unsent (a refused one deleted or retried, one withdrawn): its
      // placeholder goes (the id is its mutation token). Gone because it was sent, it stays
      // until the server's item, carrying the token, replaces it (issue 17, seed -1537476263).
      const item = state.items[action.id];
      return action.sent !== true && item !== undefined && item.delivery !== 'sent'
        ? directReducer(state, { type: 'direct-send-discarded', mutationToken: action.id })
        : state;
    }
    case 'session-cleared':
      return state.viewerId === null && state.seqId === null ? state : initialDirectState();
    default:
      return state;
  }
}
