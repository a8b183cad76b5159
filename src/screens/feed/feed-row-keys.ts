import { isLocalId } from '../../lib/sync-marks';

/** A feed unit as the rows see it (worker/model.ts SuggestedUsersUnit, StoriesInFeedUnit): its id and place. */
export interface PlacedFeedUnit {
  id: string;
  /** How many of the server's posts come before it. */
  after: number;
}

/**
 * Added (people): the rows' keys: the post ids, with each unit's id (suggested users, stories
 * in feed) after `after` of the server's posts (local posts on top do not count), or last in a
 * shorter feed; units at one place keep their order. An empty feed shows none (its footer
 * offers people to follow).
 */
export function feedRowKeys(items: readonly string[], ...units: (PlacedFeedUnit | undefined)[]): string[] {
  const placed = units.filter((u): u is PlacedFeedUnit => u !== undefined).sort((a, b) => a.after - b.after);
  if (placed.length === 0 || items.length === 0) return [...items];
  const out: string[] = [];
  let served = 0;
  let next = 0;
  for (const id of items) {
    while (next < placed.length && (placed[next]?.after ?? 0) <= served) out.push(placed[next++]?.id ?? '');
    out.push(id);
    if (!isLocalId(id)) served++;
  }
  while (next < placed.length) out.push(placed[next++]?.id ?? '');
  return out;
}
