/**
 * One replay pass over the outbox, run by the replayer while it holds the Web Lock
 * (DESIGN.md rule 3). The pass reads the queue once, then sends records of DIFFERENT entities
 * side by side (at most `replayPool` in flight, one per entity key: order stays per entity),
 * and writes claims and outcomes in batches (./batch-writer.ts: the claims of the next records
 * ride in the transaction of the last ones' outcomes). Once the server answers, up to
 * REPLAY_AHEAD more records are claimed ahead of a free request slot, so a slot freed is
 * refilled at once, not a transaction later. Issue 17: a queue of 1,000 actions settles
 * within 5 s of the server's return.
 *
 * A record of the pass:
 *
 *   waiting ──picked: due, no record of its entity in hand, the comment it needs known──▶
 *   claiming ('sending', attempts + 1, stored BEFORE the request leaves) ──▶ waiting for one
 *   of the request slots (claimed ahead) ──▶ sending ──▶
 *     2xx                  → 'done' with the result (comment-add: clientId → server id, in the
 *                            same transaction), then 'mutation-done' is told
 *     network/timeout/5xx/429 → 'pending', attempts counted, backoff (at least the answer's
 *                            Retry-After; no answer at all: within a second, ./backoff.ts);
 *                            the pass starts nothing more. retryReason tells a
 *                            server that did not answer ('unreachable') from one that answered
 *                            an error ('server'): a pass run because the server answered again
 *                            (`reachable`) sends the first kind at once, never the second
 *     other 4xx            → 'failed' for good with the error; the pass goes on
 *     csrf_failed / login_required → 'pending' again and the pass starts nothing more, with no
 *                            timer: the session, not the action, is wrong; the worker kicks
 *                            again once it has a new one
 *   claiming ── the record was replaced, cancelled or discarded meanwhile ──▶ skipped
 *   waiting for a slot ── the pass drains ──▶ 'pending' again, attempts as before (never sent)
 *   Its entity key is free again once the outcome is stored (the next record of the entity
 *   goes after, never beside it).
 *
 * The pass:
 *
 *   probing (ONE record alone: a server still away costs one attempt, not a pool's worth)
 *     ── an answer that is not a retry ──▶ flowing (up to `replayPool` in flight, REPLAY_AHEAD
 *     more claimed)
 *   probing | flowing ── a retry, a session error, offline, the viewer changed, disposed ──▶
 *     draining (nothing new starts; the requests in flight finish and are stored; records
 *     claimed ahead go back to waiting) ──▶ over
 *
 * Order is kept per entity: once a record of an entity is skipped (not due yet, or waiting
 * for a comment not sent in this pass), later records of that entity wait too. A record that
 * needs a comment being sent in this pass waits for it and goes once its server id is stored.
 * Only the records of the session's viewer are touched (./viewer.ts): another viewer's stay
 * as they are (never sent, failed or reset) until that viewer is back; with no viewer (logged
 * out) nothing is sent. Should the viewer change during a pass (logout), nothing more starts,
 * and a record claimed but not yet sent goes back to waiting.
 */
import { ErrorType } from '../api/errors';
import { TransportError, isRetryable, readString } from '../transport/transport-error';
import type { Transport } from '../transport/types';
import { clientIdsUsed, entityKey, toRequest } from '../mutations/mutation';
import type { MutationRecord } from '../mutations/types';
import { backoffDelay, unreachableDelay } from './backoff';
import { createBatchWriter } from './batch-writer';
import type { BatchWriter } from './batch-writer';
import type { OutboxDb } from './store';
import type { OutboxEvent } from './types';
import { isOwnedBy } from './viewer';

export type ReplayStore = Pick<OutboxDb, 'list' | 'commit' | 'resolveId'>;

/**
 * Ours to choose: requests of different entities in flight at once. Browsers open 6
 * connections per origin over HTTP/1.1; 4 leaves room for the reads and media of the screen.
 * A transport that sends the mutations of a task as one request (../transport/batch.ts) gets
 * its batch size instead: those records take one connection.
 */
export const REPLAY_POOL = 4;

/** Records in flight at once with this transport. */
export const replayPool = (transport: Transport): number => Math.max(REPLAY_POOL, transport.batchSize ?? 0);

/**
 * Ours to choose: records claimed ahead of a free request slot while the server answers
 * (issue 17, bench 7). A record's claim is stored before its request leaves; claimed ahead,
 * the next request leaves the moment one is answered instead of one IndexedDB transaction
 * later (in Chromium the pool stood empty 29 % of a replay of 1,000, each freed slot waiting
 * for its claim's commit), and the claims of many ride in one transaction. Those not sent
 * when the pass stops (a retry, offline, logout) go back to waiting as they were.
 */
export const REPLAY_AHEAD = 16;

export interface PassDeps {
  store: ReplayStore;
  transport: Transport;
  /** The viewer of the session the transport sends with (SessionConfig.viewerId). */
  viewerId: () => string | null;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  notify: (event: OutboxEvent) => void;
  /** True once the replayer was disposed: finish the records in hand, start no other. */
  isStopped: () => boolean;
}

export interface PassOutcome {
  /** When a record is next due (the re-kick time), or null when nothing waits on time. */
  retryAt: number | null;
}

/** errorType of a record failed because the comment it needs will never exist. */
export const DEPENDENCY_FAILED = 'dependency_failed';

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

type PassMode = 'probing' | 'flowing' | 'draining';
/** Why a draining pass sets no timer: the session, the viewer or the network must change first. */
type Halt = 'session' | 'viewer' | 'offline' | null;
type Resolution = { kind: 'ready'; ids: Map<string, string> } | { kind: 'hold' } | { kind: 'wait' } | { kind: 'orphan' };
type Outcome = { kind: 'done'; result: unknown } | { kind: 'failed'; error: NonNullable<MutationRecord['error']> } | { kind: 'retry'; at: number; reason: 'unreachable' | 'server' } | { kind: 'needs-session' };

export async function runReplayPass(deps: PassDeps, options: PassOptions): Promise<PassOutcome> {
  const viewerId = deps.viewerId();
  if (viewerId === null) return { retryAt: null };
  const startedAt = deps.now();
  const writer = createBatchWriter(deps.store);
  const pool = replayPool(deps.transport);
  const queue = await recoverCrashedSends(deps, writer, (await deps.store.list()).filter((r) => isOwnedBy(r, viewerId)));

  /** The latest state of each record of the pass, as this pass stored it. */
  const latest = new Map(queue.map((r) => [r.id, r]));
  let waiting = queue.filter((r) => r.state === 'pending');
  /** Entity keys with a record in hand (claimed, sending, or its outcome being stored). */
  const busy = new Set<string>();
  /** Entity keys that wait for a later pass (order per entity). */
  const blocked = new Set<string>();
  /** Client ids resolved: learned in this pass, or read once from the store (undefined: none). */
  const serverIds = new Map<string, string | undefined>();
  let mode = 'probing' as PassMode; // (changed by the tasks too: not narrowed)
  let halt: Halt = null;
  let retryAt: number | null = null;
  let inAir = 0; // sent, not answered yet (holds a request slot)
  let inHand = 0; // picked, outcome not stored yet
  /** Claimed records waiting for a request slot, FIFO: each is told true (send) or false (the pass drains). */
  let slotQueue: ((go: boolean) => void)[] = [];
  let firstError: unknown = null;
  let changed = false;
  let wake: (() => void) | null = null;

  const signal = (): void => {
    changed = true;
    wake?.();
  };
  const nextChange = (): Promise<void> => {
    if (changed) {
      changed = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      wake = () => {
        wake = null;
        changed = false;
        resolve();
      };
    });
  };
  /** Hands free request slots to the claimed records waiting, in order; none once draining. */
  const grantSlots = (): void => {
    if (mode === 'draining') {
      const refused = slotQueue;
      slotQueue = [];
      refused.forEach((tell) => tell(false));
      return;
    }
    while (slotQueue.length > 0 && inAir < pool) {
      inAir += 1;
      (slotQueue.shift() as (go: boolean) => void)(true);
    }
  };
  /** Waits for a request slot (true), or for the pass to drain (false: not to be sent). */
  const takeSlot = (): Promise<boolean> =>
    new Promise((resolve) => {
      slotQueue.push(resolve);
      grantSlots();
    });
  const drain = (why: Halt): void => {
    mode = 'draining';
    halt ??= why;
    grantSlots();
  };
  /** How many more records may be picked: one alone while probing; the pool and those ahead once flowing. */
  const capacity = (): number => (mode === 'draining' ? 0 : mode === 'probing' ? 1 - inHand : pool + REPLAY_AHEAD - inHand);

  async function resolve(record: MutationRecord, picked: ReadonlySet<string>): Promise<Resolution> {
    const ids = new Map<string, string>();
    for (const clientId of clientIdsUsed(record)) {
      if (!serverIds.has(clientId)) serverIds.set(clientId, await deps.store.resolveId(clientId));
      const serverId = serverIds.get(clientId);
      if (serverId !== undefined) {
        ids.set(clientId, serverId);
        continue;
      }
      const add = [...latest.values()].find((r) => r.name === 'comment-add' && r.args.clientId === clientId);
      if (add === undefined || (add.state !== 'pending' && add.state !== 'sending')) return { kind: 'orphan' };
      const addKey = entityKey(add);
      // Its comment is being sent by this pass: it goes once the comment's id is known.
      return add.state === 'sending' || busy.has(addKey) || picked.has(addKey) ? { kind: 'hold' } : { kind: 'wait' };
    }
    return { kind: 'ready', ids };
  }

  /** The next records to send, in FIFO order, as many as there is room for. */
  async function pick(): Promise<{ record: MutationRecord; ids: Map<string, string> }[]> {
    const picks: { record: MutationRecord; ids: Map<string, string> }[] = [];
    const pickedKeys = new Set<string>();
    const held = new Set<string>();
    const left: MutationRecord[] = [];
    const now = deps.now();
    for (let i = 0; i < waiting.length; i++) {
      if (picks.length >= capacity()) {
        // Full: the rest stays as it is (a scan of the whole queue on every answer cost O(n²)).
        for (let j = i; j < waiting.length; j++) left.push(waiting[j] as MutationRecord);
        break;
      }
      const record = waiting[i] as MutationRecord;
      const key = entityKey(record);
      if (blocked.has(key)) continue;
      if (busy.has(key) || pickedKeys.has(key) || held.has(key)) {
        left.push(record);
        continue;
      }
      if (!isDue(record, now, options)) {
        blocked.add(key);
        continue;
      }
      const resolution = await resolve(record, pickedKeys);
      if (resolution.kind === 'hold') {
        held.add(key);
        left.push(record);
      } else if (resolution.kind === 'wait') {
        blocked.add(key);
      } else if (resolution.kind === 'orphan') {
        await finish(record, { kind: 'failed', error: { statusCode: 0, message: 'The comment it needs was never posted', errorType: DEPENDENCY_FAILED } });
      } else {
        picks.push({ record, ids: resolution.ids });
        pickedKeys.add(key);
      }
    }
    waiting = left;
    return picks;
  }

  /** Stores the outcome of a record (batched), then tells. */
  async function finish(record: MutationRecord, outcome: Outcome): Promise<void> {
    switch (outcome.kind) {
      case 'done': {
        const serverId = record.name === 'comment-add' ? readString(outcome.result, 'id') : null;
        // Known to this pass at once: a record that needs it may be claimed in the same
        // transaction as this outcome (its request leaves once both are stored).
        if (record.name === 'comment-add' && serverId !== null) serverIds.set(record.args.clientId, serverId);
        const stored = await writer.write({
          id: record.id,
          change: (cur) => {
            const { error: _error, ...rest } = cur;
            return { ...rest, state: 'done', result: outcome.result };
          },
          ...(record.name === 'comment-add' && serverId !== null ? { serverId: [record.args.clientId, serverId] as const } : {}),
        });
        if (stored) latest.set(record.id, stored);
        deps.notify({ type: 'mutation-done', id: record.id, ...(stored ? { record: stored } : {}) });
        return;
      }
      case 'failed': {
        const stored = await writer.write({ id: record.id, change: (cur) => ({ ...cur, state: 'failed', error: outcome.error }) });
        if (stored) latest.set(record.id, stored);
        deps.notify({ type: 'mutation-failed', id: record.id });
        return;
      }
      case 'retry': {
        const change = (cur: MutationRecord): MutationRecord => ({ ...cur, state: 'pending', nextAttemptAt: outcome.at, retryReason: outcome.reason });
        const stored = await writer.write({ id: record.id, change });
        if (stored) latest.set(record.id, stored);
        deps.notify({ type: 'outbox-changed', ids: [record.id] });
        return;
      }
      case 'needs-session': {
        const stored = await writer.write({ id: record.id, change: (cur) => ({ ...cur, state: 'pending' }) });
        if (stored) latest.set(record.id, stored);
        deps.notify({ type: 'outbox-changed', ids: [record.id] });
        return;
      }
    }
  }

  /** A record claimed and not sent goes back to waiting as it was (not counted as an attempt). */
  async function unclaim(record: MutationRecord): Promise<void> {
    const back = await writer.write({ id: record.id, change: (cur) => (cur.state === 'sending' ? { ...cur, state: 'pending', attempts: cur.attempts - 1 } : null) });
    if (back) latest.set(record.id, back);
    deps.notify({ type: 'outbox-changed', ids: [record.id] });
  }

  /**
   * Claims, waits for a request slot (`take`), sends and stores one record; `answered` is
   * called once it no longer takes its slot.
   */
  async function sendOne(record: MutationRecord, ids: Map<string, string>, take: () => Promise<boolean>, answered: (final?: boolean) => void): Promise<void> {
    // Claim atomically: the worker may have cancelled or discarded it since the list was read.
    const claimed = await writer.write({
      id: record.id,
      change: (cur) => (cur.state === 'pending' ? { ...cur, state: 'sending', attempts: cur.attempts + 1 } : null),
    });
    if (claimed?.state !== 'sending') {
      blocked.add(entityKey(record));
      return;
    }
    latest.set(record.id, claimed);
    deps.notify({ type: 'outbox-changed', ids: [record.id] });
    if (!(await take()) || mode === 'draining') {
      answered();
      await unclaim(record); // the pass stopped while it waited for a slot
      return;
    }
    if (deps.viewerId() !== viewerId) {
      // Logged out or another account meanwhile: never sent with their session.
      drain('viewer');
      answered();
      await unclaim(record);
      return;
    }
    const outcome = await request(record, claimed, ids);
    if (outcome.kind === 'retry') {
      retryAt = earliest(retryAt, outcome.at);
      drain(null);
    } else if (outcome.kind === 'needs-session') {
      drain('session');
    } else if (mode === 'probing') {
      mode = 'flowing'; // the server answers: open the pool
    }
    // A slot is free, and after a final answer the entity too: the next claim (of this entity
    // as well: it leaves only after this answer) joins this outcome's transaction.
    answered(outcome.kind === 'done' || outcome.kind === 'failed');
    await finish(record, outcome);
  }

  async function request(record: MutationRecord, claimed: MutationRecord, ids: Map<string, string>): Promise<Outcome> {
    try {
      return { kind: 'done', result: await deps.transport.request<unknown>(toRequest(claimed, (id) => ids.get(id) ?? id)) };
    } catch (err) {
      if (isSessionError(err)) return { kind: 'needs-session' };
      if (isRetryable(err)) {
        const answered = err instanceof TransportError && err.statusCode !== 0;
        const retryAfter = err instanceof TransportError ? (err.retryAfterMs ?? 0) : 0;
        // No answer at all: tried again within a second (./backoff.ts), so that a server back
        // is found at once (issue 17, property 4); an error answer backs off exponentially.
        const delay = answered ? backoffDelay(claimed.attempts, deps.random) : unreachableDelay(claimed.attempts, deps.random);
        const at = deps.now() + Math.max(delay, retryAfter);
        return { kind: 'retry', at, reason: answered ? 'server' : 'unreachable' };
      }
      return { kind: 'failed', error: failureOf(err) };
    }
  }

  function launch(record: MutationRecord, ids: Map<string, string>): void {
    const key = entityKey(record);
    busy.add(key);
    inHand += 1;
    let slot: 'none' | 'held' | 'freed' = 'none';
    const take = async (): Promise<boolean> => {
      const go = await takeSlot(); // inAir counts it from the grant
      if (go) slot = 'held';
      return go;
    };
    // The entity is this record's until released, once: after a final answer the next record
    // of the entity may take it (claimed with this outcome), and this record's end must not
    // free it again under that one (browser chaos seed 653738060: a third message left beside it).
    let holdsEntity = true;
    const release = (): void => {
      if (!holdsEntity) return;
      holdsEntity = false;
      busy.delete(key);
    };
    const answered = (final = false): void => {
      if (final) release();
      if (slot !== 'held') return;
      slot = 'freed';
      inAir -= 1;
      grantSlots();
      signal();
    };
    void sendOne(record, ids, take, answered)
      .catch((err: unknown) => {
        // Storage failed mid-pass: nothing more starts; the error is the pass's once the rest is in.
        firstError ??= err;
        drain(null);
      })
      .finally(() => {
        answered();
        release();
        inHand -= 1;
        signal();
      });
  }

  for (;;) {
    if (mode !== 'draining') {
      if (deps.isStopped()) drain(null);
      else if (deps.viewerId() !== viewerId) drain('viewer');
      else if (!deps.isOnline()) drain('offline');
    }
    let started = 0;
    if (capacity() > 0 && waiting.length > 0) {
      for (const { record, ids } of await pick()) {
        launch(record, ids);
        started += 1;
      }
    }
    if (inHand === 0 && started === 0) break;
    await nextChange();
  }
  if (firstError !== null) throw firstError;
  if (halt !== null) return { retryAt: null };
  return { retryAt: earliest(retryAt, nextDueTime(deps.now(), startedAt, latest.values())) };
}

/** The viewer's records left 'sending' by a replayer that crashed: under the lock nobody else sends. */
async function recoverCrashedSends(deps: PassDeps, writer: BatchWriter, records: MutationRecord[]): Promise<MutationRecord[]> {
  const stale = records.filter((r) => r.state === 'sending');
  if (stale.length === 0) return records;
  const reset = await Promise.all(stale.map((r) => writer.write({ id: r.id, change: (cur) => (cur.state === 'sending' ? { ...cur, state: 'pending' } : null) })));
  deps.notify({ type: 'outbox-changed', ids: stale.map((r) => r.id) });
  const byId = new Map(stale.map((r, i) => [r.id, reset[i]]));
  return records.flatMap((r) => {
    if (!byId.has(r.id)) return [r];
    const now = byId.get(r.id);
    return now === undefined ? [] : [now];
  });
}

function failureOf(err: unknown): NonNullable<MutationRecord['error']> {
  if (err instanceof TransportError) {
    return { statusCode: err.statusCode, message: err.responseMessage ?? err.message, errorType: err.errorType };
  }
  return { statusCode: 0, message: err instanceof Error ? err.message : String(err), errorType: null };
}

const earliest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

function isDue(record: MutationRecord, now: number, options: PassOptions): boolean {
  if (options.ignoreBackoff || record.nextAttemptAt <= now) return true;
  return options.reachable === true && record.retryReason === 'unreachable';
}

/**
 * When the next pass is due: the earliest time a pending record of the pass that was not due
 * when the pass began (or was told to retry during it) becomes due; `now` when that time passed
 * while the pass ran. Such a record was skipped, its entity with it, and no later pass would
 * have sent them (issue 17, bench 7: the record another replayer's failed probe had pushed
 * beyond this pass's start, and the next record of its post, waited 288 s for the service
 * worker's next Background Sync after the other 998 went).
 */
function nextDueTime(now: number, startedAt: number, records: Iterable<MutationRecord>): number | null {
  let at: number | null = null;
  for (const r of records) {
    if (r.state !== 'pending' || r.nextAttemptAt <= startedAt) continue;
    const due = Math.max(r.nextAttemptAt, now);
    at = at === null ? due : Math.min(at, due);
  }
  return at;
}
