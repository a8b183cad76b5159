/** Added (highlights): highlight records (sync/mutations/highlight-definitions.ts) → the stories slice's actions. */
import type { MutationRecord } from '../../sync';
import type { WireHighlightResponse } from '../../sync/api/highlights-wire';
import type { Action } from '../store/actions';
import { settledPhase } from '../store/gone';
import type { ReelsBundle } from './stories-actions';
import { normalizeReels } from './stories-normalize';

type Phase = 'requested' | 'succeeded' | 'failed';
type HighlightRecord = Extract<MutationRecord, { name: 'highlight-create' | 'highlight-edit' | 'highlight-delete' }>;

/** The highlight of an answer ({status:'ok', reel}); null for anything else. */
export function answeredHighlight(v: unknown): ReelsBundle | null {
  if (typeof v !== 'object' || v === null) return null;
  const reel = (v as Partial<WireHighlightResponse>).reel;
  const usable = typeof reel === 'object' && reel !== null && reel.reel_type === 'highlight_reel' && typeof reel.id === 'string'
    && Array.isArray(reel.items) && typeof reel.user === 'object' && reel.user !== null;
  return usable ? normalizeReels([reel]).bundle : null;
}

export function highlightMutationAction(record: HighlightRecord, phase: Phase): Action | null {
  switch (record.name) {
    case 'highlight-create': {
      const { clientId } = record.args;
      if (phase === 'requested') return { type: 'highlight-create-requested', args: record.args, createdAt: Math.floor(record.createdAt / 1000) };
      if (phase === 'failed') return { type: 'highlight-create-failed', clientId };
      const bundle = answeredHighlight(record.result);
      // An answer without its highlight: the local one goes; the next read of the row brings it.
      return bundle ? { type: 'highlight-create-succeeded', clientId, bundle } : { type: 'highlight-create-failed', clientId };
    }
    case 'highlight-edit': {
      const { highlightId, title, removedStoryIds, previous } = record.args;
      const coverStoryId = record.args.coverStoryId ?? null;
      if (phase === 'requested') return { type: 'highlight-edit-requested', highlightId, title, removedStoryIds, addedItems: record.args.addedItems ?? [], coverStoryId };
      if (phase === 'failed') return { type: 'highlight-edit-failed', highlightId, previous, title, coverStoryId };
      return { type: 'highlight-edit-succeeded', highlightId, bundle: answeredHighlight(record.result) };
    }
    case 'highlight-delete':
      // Deleted elsewhere meanwhile (404): gone as the person wanted, not put back (../store/gone.ts).
      return { type: `highlight-delete-${settledPhase(record, phase)}`, highlightId: record.args.highlightId };
  }
}
