/** outbox view slice: pending, sending and failed items as the UI shows them (DESIGN.md rule 6). */
import type { ClientState, OutboxItemView } from '../model';
import type { Action } from './actions';
import { keepEqual, setKeys, withoutKey } from './equal';

type OutboxState = ClientState['outbox'];

/** The items listed (each kept as it was when equal); the same state when nothing changed. */
function upserted(state: OutboxState, items: readonly OutboxItemView[]): OutboxState {
  const byId = setKeys(state.byId, items.map((item) => [item.id, keepEqual(state.byId[item.id], item)] as const));
  return byId === state.byId ? state : { byId };
}

export function outboxReducer(state: OutboxState, action: Action): OutboxState {
  switch (action.type) {
    case 'outbox-item-upserted':
      return upserted(state, [action.item]);
    case 'outbox-items-upserted':
      return upserted(state, action.items);
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
