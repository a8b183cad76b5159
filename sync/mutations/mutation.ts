/**
 * Record-level helpers over the definitions: the functions the outbox, the replayer and the
 * worker call with a MutationRecord of any name.
 */
import { mutationDefinitions } from './definitions';
import type { CoalesceMode, MutationDefinition, MutationRecordOf, ResolveId } from './definitions';
import type { MutationArgsMap, MutationName, MutationRecord } from './types';
import type { TransportRequest } from '../transport/types';

export interface CreateMutationDeps {
  now: () => number;
  uuid: () => string;
  /** The viewer making it (a user id, never empty): only that viewer's session sends it. */
  viewerId: string;
}

/** A new record, ready to enqueue (DESIGN.md rule 1): pending, never tried, due now. */
export function createMutation<N extends MutationName>(name: N, args: MutationArgsMap[N], deps: CreateMutationDeps): MutationRecordOf<N> {
  if (deps.viewerId === '') throw new Error('createMutation: a mutation needs the viewer who made it');
  const now = deps.now();
  return { id: deps.uuid(), viewerId: deps.viewerId, name, args, createdAt: now, attempts: 0, state: 'pending', nextAttemptAt: now };
}

function definitionOf(record: MutationRecord): MutationDefinition<MutationName> {
  // The map is indexed by the record's own name, so the pairing is sound.
  return mutationDefinitions[record.name] as unknown as MutationDefinition<MutationName>;
}

export function toRequest(record: MutationRecord, resolveId: ResolveId): TransportRequest {
  return definitionOf(record).toRequest(record, resolveId);
}

/** 'post:<id>' or 'comment:<id>': what the record changes, for pending marks in the UI. */
export function entityKey(record: MutationRecord): string {
  return definitionOf(record).entityKey(record.args);
}

/** 'post-like:<id>', 'post-save:<id>', 'comment-like:<id>' or 'comment:<id>'. */
export function coalesceKey(record: MutationRecord): string {
  return definitionOf(record).coalesceKey(record.args);
}

export function summary(record: MutationRecord): string {
  return definitionOf(record).summary(record.args);
}

export function clientIdsUsed(record: MutationRecord): string[] {
  return definitionOf(record).clientIdsUsed(record.args);
}

/** True when `next` cancels out `queued`: same coalesce key and `queued` is its inverse. */
export function cancels(next: MutationRecord, queued: MutationRecord): boolean {
  return definitionOf(next).inverse === queued.name && coalesceKey(next) === coalesceKey(queued);
}

/** How a record combines with queued ones of its coalesce key (DESIGN.md rule 7). */
export function coalesceMode(record: MutationRecord): CoalesceMode {
  return definitionOf(record).coalesce;
}

/** The inverse of a mutation name, or null. */
export function inverseOf(name: MutationName): MutationName | null {
  return mutationDefinitions[name].inverse;
}
