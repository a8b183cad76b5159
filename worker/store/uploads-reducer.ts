/**
 * uploads slice (added by the upload helper): the uploads of this session's viewer as the UI
 * shows them (001 §7 Creation and upload). Not part of the 001 §3 cache: uploads live in their
 * own database ('lumen-uploads') and the upload engine puts their views back after a reload.
 */
import type { ClientState } from '../model';
import type { Action } from './actions';
import { keepEqual, setKey, withoutKey } from './equal';

type UploadsState = ClientState['uploads'];

export function uploadsReducer(state: UploadsState, action: Action): UploadsState {
  switch (action.type) {
    case 'upload-view-updated': {
      const byId = setKey(state.byId, action.view.id, keepEqual(state.byId[action.view.id], action.view));
      return byId === state.byId ? state : { byId };
    }
    case 'upload-view-removed': {
      const byId = withoutKey(state.byId, action.id);
      return byId === state.byId ? state : { byId };
    }
    case 'session-cleared':
      return Object.keys(state.byId).length === 0 ? state : { byId: {} };
    default:
      return state;
  }
}
