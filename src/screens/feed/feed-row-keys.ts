import { isLocalId } from '../../lib/sync-marks';
import type { SuggestedUsersUnit } from '../../../worker/model';

/**
 * Added (people): the rows' keys: the post ids, with the suggested-user unit's id after `after`
 * of the server's posts (local posts on top do not count), or last in a shorter feed. An empty
 * feed shows none (its footer offers people to follow).
 */
export function feedRowKeys(items: readonly string[], unit: SuggestedUsersUnit | undefined): string[] {
  if (!unit || items.length === 0) return [...items];
  let served = 0;
  let at = items.length;
  for (let i = 0; i < items.length; i++) {
    if (served === unit.after) {
      at = i;
      break;
    }
    if (!isLocalId(items[i] ?? '')) served++;
  }
  return [...items.slice(0, at), unit.id, ...items.slice(at)];
}
