import { useMemo } from 'react';
import { useSnapshot } from '../state';
import type { OutboxItemView } from '../../worker/model';
import { entitySync, type EntitySync } from '../lib/sync-marks';

/** The pending or failed state of one entity's outbox items (DESIGN.md rule 6). */
export function useEntitySync(key: string, only?: (item: OutboxItemView) => boolean): EntitySync {
  const byId = useSnapshot((s) => s.outbox.byId);
  return useMemo(() => entitySync(byId, key, only), [byId, key, only]);
}
