import { useSnapshot } from '../state';
import type { OutboxItemView } from '../../worker/model';
import { entitySyncIn, sameEntitySync, type EntitySync } from '../lib/sync-marks';

/**
 * The pending or failed state of one entity's outbox items (DESIGN.md rule 6). Selected as a
 * derived value (src/state/tables.ts: never a whole table), so a post's mark re-renders only
 * when that post's own sync state changed, not on every outbox change; read from the outbox's
 * index by entity key (built once per outbox change for every mark: lib/sync-marks.ts).
 */
export function useEntitySync(key: string, only?: (item: OutboxItemView) => boolean): EntitySync {
  return useSnapshot((s) => entitySyncIn(s.outbox, key, only), sameEntitySync);
}
