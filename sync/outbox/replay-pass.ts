/**
 * One replay pass over the outbox, run by the replayer while it holds the Web Lock
 * (DESIGN.md rule 3). In FIFO order, for each pending record that is due:
 *   claim it ('sending', persisted) → send with X-Mutation-Id = record id →
 *     2xx                  → 'done' with the result (comment-add: clientId → server id)
 *     network/timeout/5xx/429 → 'pending', attempts counted, backoff (at least the answer's
 *                            Retry-After); the pass STOPS. retryReason tells a server that
 *                            did not answer ('unreachable') from one that answered an error
 *                            ('server'): a pass run because the server answered again
 *                            (`reachable`) sends the first kind at once, never the second
 *     other 4xx            → 'failed' for good with the error; the pass goes on
 *     csrf_failed / login_required → 'pending' again and the pass STOPS with no timer: the
 *       session, not the action, is wrong; the worker kicks again once it has a new one
 * Order is kept per entity: once a record of an entity is skipped (not due yet, or waiting
 * for the comment it needs), later records of that entity wait too.
 * Only the records of the session's viewer are touched (./viewer.ts): another viewer's stay
 * as they are (never sent, failed or reset) until that viewer is back; with no viewer (logged
 * out) nothing is sent. Should the viewer change during a pass (logout), the pass stops.
 */
import { ErrorType } from '../api/errors';
import { TransportError, isRetryable, readString } from '../transport/transport-error';
import type { Transport } from '../transport/types';
import { clientIdsUsed, entityKey, toRequest } from '../mutations/mutation';
import type { MutationRecord } from '../mutations/types';
import { backoffDelay } from './backoff';
import type { OutboxDb } from './store';
import type { OutboxEvent } from './types';
import { isOwnedBy } from './viewer';

export type ReplayStore = Pick<OutboxDb, 'list' | 'update' | 'resolveId' | 'setServerId'>;

export interface PassDeps {
  store: ReplayStore;
  transport: Transport;
  /** The viewer of the session the transport sends with (SessionConfig.viewerId). */
  viewerId: () => string | null;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  notify: (event: OutboxEvent) => void;
  /** True once the replayer was disposed: finish the record in hand, start no other. */
  isStopped: () => boolean;
}

export interface PassOutcome {
  /** When a record is next due (the re-kick time), or null when nothing waits on time. */
  retryAt: number | null;
}

/** errorType of a record failed because the comment it needs will never exist. */
export const DEPENDENCY_FAILED = 'dependency_failed';

type Resolution = { kind: 'ready'; ids: Map<string, string> } | { kind: 'wait' } | { kind: 'orphan' };
type SendOutcome = { kind: 'sent' | 'failed' | 'skipped' | 'needs-session' } | { kind: 'retry'; at: number };

/**
 * Ours to choose: answers that say the session is stale (a rotated CSRF token, a logged-out
 * session) do not fail the user's action for good; it waits for a fresh session instead.
 */
const SESSION_ERRORS: ReadonlySet<string> = new Set([ErrorType.csrf, ErrorType.loginRequired]);
export function isSessionError(err: unknown): boolean {
  return err instanceof TransportError && err.errorType !== null && SESSION_ERRORS.has(err.errorType)
    && (err.statusCode === 401 || err.statusCode === 403);
}

export interface PassOptions {
  /** Every pending record is due now ("retry now"). */
  ignoreBackoff: boolean;
  /** The server answered again: records that waited only because it did not answer are due now. */
  reachable?: boolean;
}

export async function runReplayPass(deps: PassDeps, options: PassOptions): Promise<PassOutcome> {
  const viewerId = deps.viewerId();
  if (viewerId === null) return { retryAt: null };
  const mine = async (): Promise<MutationRecord[]> => (await deps.store.list()).filter((r) => isOwnedBy(r, viewerId));
  await recoverCrashedSends(deps, await mine());
  const queue = await mine();
  const blocked = new Set<string>();
  for (const record of queue) {
    if (deps.isStopped()) break;
    if (deps.viewerId() !== viewerId) return { retryAt: null };
    if (record.state !== 'pending') continue;
    const key = entityKey(record);
    if (blocked.has(key)) continue;
    if (!isDue(record, deps.now(), options)) {
      blocked.add(key);
      continue;
    }
    const resolution = await resolveClientIds(deps, record, queue);
    if (resolution.kind === 'wait') {
      blocked.add(key);
      continue;
    }
    if (resolution.kind === 'orphan') {
      await fail(deps, record.id, { statusCode: 0, message: 'The comment it needs was never posted', errorType: DEPENDENCY_FAILED });
      continue;
    }
    if (!deps.isOnline()) return { retryAt: null };
    const outcome = await send(deps, record, resolution.ids);
    // A retryable failure stops the pass; the rest waits for this record's backoff.
    if (outcome.kind === 'retry') return { retryAt: earliest(outcome.at, nextDueTime(deps, await mine())) };
    if (outcome.kind === 'needs-session') return { retryAt: null };
    if (outcome.kind === 'skipped') blocked.add(key);
  }
  return { retryAt: nextDueTime(deps, await mine()) };
}

/** The viewer's records left 'sending' by a replayer that crashed: under the lock nobody else sends. */
async function recoverCrashedSends(deps: PassDeps, records: readonly MutationRecord[]): Promise<void> {
  const stale = records.filter((r) => r.state === 'sending');
  for (const r of stale) await deps.store.update(r.id, (cur) => (cur.state === 'sending' ? { ...cur, state: 'pending' } : null));
  if (stale.length > 0) deps.notify({ type: 'outbox-changed' });
}

async function resolveClientIds(deps: PassDeps, record: MutationRecord, queue: readonly MutationRecord[]): Promise<Resolution> {
  const ids = new Map<string, string>();
  for (const clientId of clientIdsUsed(record)) {
    const serverId = await deps.store.resolveId(clientId);
    if (serverId !== undefined) {
      ids.set(clientId, serverId);
      continue;
    }
    const add = queue.find((r) => r.name === 'comment-add' && r.args.clientId === clientId);
    return add !== undefined && (add.state === 'pending' || add.state === 'sending') ? { kind: 'wait' } : { kind: 'orphan' };
  }
  return { kind: 'ready', ids };
}

async function send(deps: PassDeps, record: MutationRecord, ids: Map<string, string>): Promise<SendOutcome> {
  // Claim atomically: the worker may have cancelled or discarded it since the list was read.
  const claimed = await deps.store.update(record.id, (cur) =>
    cur.state === 'pending' ? { ...cur, state: 'sending', attempts: cur.attempts + 1 } : null,
  );
  if (claimed?.state !== 'sending') return { kind: 'skipped' };
  deps.notify({ type: 'outbox-changed' });
  let result: unknown;
  try {
    result = await deps.transport.request<unknown>(toRequest(claimed, (id) => ids.get(id) ?? id));
  } catch (err) {
    if (isSessionError(err)) {
      await deps.store.update(record.id, (cur) => ({ ...cur, state: 'pending' }));
      deps.notify({ type: 'outbox-changed' });
      return { kind: 'needs-session' };
    }
    if (isRetryable(err)) {
      const answered = err instanceof TransportError && err.statusCode !== 0;
      const retryAfter = err instanceof TransportError ? (err.retryAfterMs ?? 0) : 0;
      const retryAt = deps.now() + Math.max(backoffDelay(claimed.attempts, deps.random), retryAfter);
      const retryReason = answered ? 'server' : 'unreachable';
      await deps.store.update(record.id, (cur) => ({ ...cur, state: 'pending', nextAttemptAt: retryAt, retryReason }));
      deps.notify({ type: 'outbox-changed' });
      return { kind: 'retry', at: retryAt };
    }
    await fail(deps, record.id, failureOf(err));
    return { kind: 'failed' };
  }
  const serverId = readString(result, 'id');
  if (claimed.name === 'comment-add' && serverId !== null) await deps.store.setServerId(claimed.args.clientId, serverId);
  await deps.store.update(record.id, (cur) => {
    const { error: _error, ...rest } = cur;
    return { ...rest, state: 'done', result };
  });
  deps.notify({ type: 'mutation-done', id: record.id });
  return { kind: 'sent' };
}

async function fail(deps: PassDeps, id: string, error: NonNullable<MutationRecord['error']>): Promise<void> {
  await deps.store.update(id, (cur) => ({ ...cur, state: 'failed', error }));
  deps.notify({ type: 'mutation-failed', id });
}

function failureOf(err: unknown): NonNullable<MutationRecord['error']> {
  if (err instanceof TransportError) {
    return { statusCode: err.statusCode, message: err.responseMessage ?? err.message, errorType: err.errorType };
  }
  return { statusCode: 0, message: err instanceof Error ? err.message : String(err), errorType: null };
}

const earliest = (a: number, b: number | null): number => (b === null ? a : Math.min(a, b));

function isDue(record: MutationRecord, now: number, options: PassOptions): boolean {
  if (options.ignoreBackoff || record.nextAttemptAt <= now) return true;
  return options.reachable === true && record.retryReason === 'unreachable';
}

/** The earliest time a pending record (of the viewer) that is not due yet becomes due. */
function nextDueTime(deps: PassDeps, records: readonly MutationRecord[]): number | null {
  const now = deps.now();
  const waiting = records.filter((r) => r.state === 'pending' && r.nextAttemptAt > now);
  return waiting.length === 0 ? null : Math.min(...waiting.map((r) => r.nextAttemptAt));
}
