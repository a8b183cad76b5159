/** Added (profile), issue 12: collection records (sync/mutations/collection-definitions.ts) → the slice's actions. */
import type { MutationRecord, WireCollection } from '../../sync';
import type { Action } from '../store/actions';
import { settledPhase } from '../store/gone';
import type { CollectionPatch } from './collections-state';

export const collectionPatch = (w: WireCollection): CollectionPatch => ({ id: w.id, name: w.name, count: w.count, coverUrls: w.cover_media_thumbnails });

/** The collection of an answer ({status:'ok', collection}); null for anything else. */
export function answeredCollection(v: unknown): CollectionPatch | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = (v as { collection?: Partial<WireCollection> }).collection;
  if (typeof c !== 'object' || c === null) return null;
  const usable = typeof c.id === 'string' && typeof c.name === 'string' && typeof c.count === 'number' && Array.isArray(c.cover_media_thumbnails);
  return usable ? collectionPatch(c as WireCollection) : null;
}

type Phase = 'requested' | 'succeeded' | 'failed';

type CollectionRecord = Extract<MutationRecord, { name: 'collection-create' | 'collection-add' | 'collection-rename' | 'collection-delete' | 'collection-remove' }>;

export function collectionMutationAction(record: CollectionRecord, phase: Phase): Action | null {
  if (record.name === 'collection-create') {
    const { clientId, name, postIds } = record.args;
    if (phase === 'requested') return { type: 'collection-create-requested', clientId, name, postIds, sent: record.attempts > 0 };
    if (phase === 'failed') return { type: 'collection-create-failed', clientId };
    const collection = answeredCollection(record.result);
    // An answer without its collection: the local one goes; the next read of the list brings it.
    return collection ? { type: 'collection-create-succeeded', clientId, postIds, collection } : { type: 'collection-create-failed', clientId };
  }
  if (record.name === 'collection-rename') {
    const { collectionId, name, previousName } = record.args;
    if (phase === 'succeeded') return { type: 'collection-rename-succeeded', collectionId, name, previousName, collection: answeredCollection(record.result) };
    return phase === 'failed' ? { type: 'collection-rename-failed', collectionId, name, previousName } : { type: 'collection-rename-requested', collectionId, name };
  }
  // Deleted elsewhere meanwhile (404): gone as the person wanted, not put back (../store/gone.ts).
  if (record.name === 'collection-delete') return { type: `collection-delete-${settledPhase(record, phase)}`, collectionId: record.args.collectionId };
  const { collectionId, postId } = record.args;
  const kind = record.name === 'collection-add' ? 'add' : 'remove';
  if (phase === 'succeeded') return { type: `collection-${kind}-succeeded`, collectionId, postId, collection: answeredCollection(record.result) };
  return { type: `collection-${kind}-${phase}`, collectionId, postId };
}
