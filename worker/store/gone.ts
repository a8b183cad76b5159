/**
 * A refusal because what a mutation acts on is gone: the server answered 404 not_found (deleted
 * meanwhile: elsewhere, by another device, by a post's owner). For a delete that is its aim
 * holding: its effect settles as a success (no revert bringing back a ghost that cannot be
 * opened), and the record stays told in "Unsent activity" in the app's own words (toasts.ts).
 */
import { ErrorType } from '../../sync';
import type { MutationName, MutationRecord } from '../../sync';

type Phase = 'requested' | 'succeeded' | 'failed';

export function isGone(error: MutationRecord['error']): boolean {
  return error?.statusCode === 404 && error.errorType === ErrorType.notFound;
}

/** The deletes whose "gone" refusal is their aim holding. */
export const DELETES: ReadonlySet<MutationName> = new Set<MutationName>(['comment-delete', 'collection-delete', 'highlight-delete']);

/** The phase a delete's effect settles in: a failure because it is gone settles as a success. */
export function settledPhase(record: MutationRecord, phase: Phase): Phase {
  return phase === 'failed' && DELETES.has(record.name) && isGone(record.error) ? 'succeeded' : phase;
}
