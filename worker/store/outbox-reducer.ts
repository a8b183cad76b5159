/** outbox view slice: pending, sending and failed items as the UI shows them (DESIGN.md rule 6). */
import type { ClientState, OutboxItemView } from '../model';
import type { Action } from './actions';
import { keepEqual, setKey, setKeys, withoutKey } from './equal';

type OutboxState = ClientState['outbox'];

export function outboxReducer(state: OutboxState, action: Action): OutboxState {
  switch (action.type) {
    case 'outbox-item-upserted': {
      const byId = setKey(state.byId, action.item.id, keepEqual(state.byId[action.item.id], action.item));
      return byId === state.byId ? state : { byId };
    }
    case 'outbox-items-upserted': {
      const byId = setKeys(state.byId, action.items.map((item) => [item.id, keepEqual(state.byId[item.id], item)] as const));
      return byId === state.byId ? state : { byId };
    }
    case 'outbox-item-removed': {
      const byId = withoutKey(state.byId, action.id);
      return byId === state.byId ? state : { byId };
    }
    case 'outbox-listed': {
      const byId: Record<string, OutboxItemView> = {};
      for (const item of action.items) byId[item.id] = keepEqual(state.byId[item.id], item);
      const same = action.items.length === Object.keys(state.byId).length && action.items.every((i) => state.byId[i.id] === byId[i.id]);
      return same ? state : { byId };
    }
    default:
      return state;
  }
}
