import { useSnapshot } from '../state';
import type { OutboxItemView } from '../../worker/model';
import { entitySync, sameEntitySync, type EntitySync } from '../lib/sync-marks';

/**
 * The pending or failed state of one entity's outbox items (DESIGN.md rule 6). Selected as a
 * derived value (src/state/tables.ts: never a whole table), so a post's mark re-renders only
 * when that post's own sync state changed, not on every outbox change.
 */
export function useEntitySync(key: string, only?: (item: OutboxItemView) => boolean): EntitySync {
  return useSnapshot((s) => entitySync(s.outbox.byId, key, only), sameEntitySync);
}
