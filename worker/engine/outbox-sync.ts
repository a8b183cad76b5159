/**
 * Mutations and reconciliation (DESIGN.md rules 1, 3, 5, 6).
 *
 *   mutate:    createMutation ─▶ optimistic action at once (rule 1: "applied by the reducer
 *              at once"; the record is re-applied by rebases while being written) ─▶
 *              outbox.enqueueMany (IndexedDB; before any network: the replayer is kicked only
 *              after) ─▶ the item shows; a cancelled-out inverse goes ─▶ kick
 *              Group commit (issue 16): the taps made until the book's turn comes are written
 *              in ONE transaction, in order; taps made while it is written wait for the next
 *              one. Each shows as pending, and its call resolves, only once its group is on
 *              disk; a burst of 1,000 taps costs a few transactions, not 1,000.
 *              enqueue failed (storage full after trimming, or any error): the optimistic
 *              effect is reverted (then pending work re-applied) and a toast tells the user
 *   reconcile: (on start and on every OUTBOX_CHANNEL event) list the outbox ─▶
 *              done   → success action (comment-add: server id replaces the client id); once
 *                       the cache holds it (flushCache), removed from the outbox; its success
 *                       stays re-applied while a read on its way when it settled has not
 *                       landed: that read may bring the state before it (./read-leases.ts)
 *              failed → revert action + toast (once), kept and shown as failed until retried
 *                       (requeued with a NEW id: the server rejected the old one) or discarded
 *              then the pending work is re-applied over what succeeded or was reverted: a
 *              success or a revert never undoes a later tap on the same thing (issue 17)
 *
 * One at a time: the book (what is pending) is changed only inside `exclusive` — the write of
 * a tap's record, a reconcile, a retry, a discard — so a reconcile never works from a list
 * read before a record was stored. The tap's optimistic effect is applied before, at once.
 * Reconciles asked for while one waits to start are one reconcile (it reads the outbox then).
 *
 * Viewers (sync/outbox/viewer.ts): records are made with the current viewer's id, and only
 * that viewer's records are read, shown and applied. Another viewer's stay in the outbox as
 * they are. Records of no known viewer (stored before records carried one, failed by the
 * outbox migration) are shown to whoever is logged in as failed items, never applied: they
 * can be discarded, or retried, which sends them again as the current viewer.
 */
import { createMutation, entityKey, isClientId, isOwnedBy, isShownTo } from '../../sync';
import type { EnqueueResult, MutationArgsMap, MutationName, MutationRecord, OutboxDb } from '../../sync';
import type { Logger } from '../platform';
import type { OutboxItemView } from '../model';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import type { Store } from '../store/store';
import type { RecordBook } from './record-book';
import { clientIdsOf } from './record-book';
import type { Toaster } from './toasts';
import { FAILURE_TEXT, failureToast } from './toasts';
import { uploadIdOf } from '../upload/configure-outbox';

export interface OutboxSyncDeps {
  store: Store;
  book: RecordBook;
  outbox: OutboxDb;
  toaster: Toaster;
  log: Logger;
  /** The current viewer (null: logged out, no mutations). */
  viewerId(): string | null;
  now(): number;
  uuid(): string;
  /** Start the replayer (not awaited). */
  kick(): void;
  /** Tell other tabs and the service worker that these records changed (OUTBOX_CHANNEL). */
  broadcast(ids: readonly string[], withdrawn?: readonly string[]): void;
  isQuotaError(error: unknown): boolean;
  /** Make room: trim the cache (DESIGN.md: "trim caches and retry" before telling the user). */
  trimCache(): Promise<void>;
  /** Still no room after trimming: tell the user. */
  onStorageFull(): void;
  /**
   * Write the cache now. A done record leaves the outbox only once the cache holds its success:
   * a reload in between would otherwise restore the optimistic copy with no record to settle it.
   */
  flushCache(): Promise<void>;
  /** A record was stored in the outbox (the engine asks for persistent storage once). */
  onQueued?(): void;
  /**
   * The engine's reads open now (./read-leases.ts `openMark`), null when none: a record sent and
   * settled while one is open stays re-applied until it ended (it may bring the older state).
   */
  readMark?(): number | null;
  /**
   * Added (upload helper): a record of the viewer found done, or failed for good (once), by a
   * reconcile, after its success or revert was applied. The upload engine learns from it that
   * an upload's configure published it (or not).
   */
  onSettled?(record: MutationRecord): void;
  /**
   * A record of this viewer sent by another tab or the service worker and removed before this
   * tab read its answer: the engine reads again what it changed (a message's thread).
   */
  sentUnread?(record: MutationRecord): void;
}

export interface OutboxSync {
  /** Read the outbox into the book (start), learning resolved client ids. */
  /** Takes this viewer's records into the book: `stored` when the caller read the outbox already (before the cache). */
  load(stored?: readonly MutationRecord[]): Promise<void>;
  mutate<N extends MutationName>(name: N, args: MutationArgsMap[N]): Promise<void>;
  /**
   * Serialised; `initial` reverts failed records silently (their revert may not be cached).
   * `ids`: only those records changed (outbox events name them); absent: read the whole outbox.
   */
  reconcile(initial?: boolean, ids?: readonly string[]): Promise<void>;
  /** Another tab removed these records unsent (OutboxEvent `withdrawn`): their effects go when they are found gone. */
  withdraw(ids: readonly string[]): void;
  /** A record told done (OutboxEvent `mutation-done` `record`): applied if this tab finds it gone unread. */
  heardDone(record: MutationRecord): void;
  /** After login, sign-up or logout (state cleared): read the outbox for the new viewer. */
  viewerChanged(): Promise<void>;
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
}

/** Done records removed together while the queue is being sent (a quiet queue removes them at once). */
const REMOVE_BATCH = 64;

export function createOutboxSync(d: OutboxSyncDeps): OutboxSync {
  const { store, book, outbox } = d;
  const ctx = () => book.context(store.getState().users.viewerId);
  let chain: Promise<void> = Promise.resolve();
  /**
   * A reconcile queued and not started yet: later requests join it, adding the ids they name
   * (`ids` null: one of them named none, the whole outbox is read).
   */
  let queuedReconcile: { run: Promise<void>; ids: Set<string> | null } | null = null;
  /** Records another tab removed unsent, told before this tab reads them gone (issue 17). */
  const withdrawnIds = new Set<string>();
  /** Records told done (with their answers) and not read yet: the sender may remove them first. */
  const doneHeard = new Map<string, MutationRecord>();

  /**
   * A record gone from the outbox leaves the book; when another tab withdrew it unsent (a tap
   * cancelled by its inverse there), its effect here goes too (issue 17, the sync model's second
   * tab: like, open a second tab, unlike: the second tab kept showing the like). A record that
   * went because it was sent keeps its effect; when this tab never read its answer (the other
   * tab sent it and removed it first), a comment's local copy takes the server's id (below).
   * True when the state changed.
   */
  async function forget(id: string): Promise<boolean> {
    const had = book.records.get(id);
    const told = doneHeard.get(id);
    doneHeard.delete(id);
    const withdrawn = withdrawnIds.delete(id);
    const sent = told ?? had;
    // Gone and not withdrawn: sent, here or elsewhere; its effect holds over the reads open now.
    const wasSent = !withdrawn && sent !== undefined && sent.state !== 'failed';
    if (book.records.delete(id)) store.dispatch({ type: 'outbox-item-removed', id, ...(wasSent ? { sent: true as const } : {}) });
    // Read gone before its withdrawal was heard, it was kept as sent: a message's placeholder goes now.
    else if (withdrawn) store.dispatch({ type: 'outbox-item-removed', id });
    if (wasSent) settle(sent);
    if (had?.state === 'done') return false;
    if (withdrawn) {
      // A refused record withdrawn (replaced by a newer tap) was reverted when it failed.
      if (had === undefined || had.state === 'failed') return false;
      store.dispatch(revertAction(had, ctx()));
      return true;
    }
    if (told !== undefined) return doneElsewhere(told, had !== undefined);
    return had === undefined ? false : sentElsewhere(had);
  }

  /**
   * A record another tab sent and removed before this tab read it done: its success, told with
   * the done event, is applied here as that tab applied it (after the tap's own effect, when
   * this tab never read the record pending: the tab opened after the tap, or the send was quicker
   * than this tab's read). Issue 17, the sync model: like, open a second tab, like another post
   * in the first: the second tab never showed it.
   */
  function doneElsewhere(record: MutationRecord, applied: boolean): boolean {
    if (!isOwnedBy(record, d.viewerId())) return false;
    if (!applied) store.dispatch(optimisticAction(record, ctx()));
    const success = successAction(record, ctx());
    if (success) store.dispatch(success);
    return true;
  }

  /**
   * A comment another tab sent, whose answer this tab never read: its local copy becomes the
   * server's comment (the id the outbox resolved), as a success would have made it; else the
   * copy stayed local for good and showed twice beside the pulled one (issue 17, the sync
   * model: open a second tab, comment in the first, the first sends and removes the record
   * before the second reads it done). A toggle needs nothing: its effect is its final state.
   * A direct message's placeholder stayed (`sent`); its thread is read again, whose item (it
   * carries the token) replaces it (issue 17, seed -1537476263: the sending tab closed between
   * writing the send done and telling the other tabs; the tab reopened removed it).
   */
  async function sentElsewhere(record: MutationRecord): Promise<boolean> {
    if (record.name === 'direct-send' && record.state !== 'failed') d.sentUnread?.(record);
    if (record.name !== 'comment-add') return false;
    const { clientId, postId, repliedToCommentId } = record.args;
    const local = store.getState().comments.byId[clientId];
    const serverId = book.resolved.get(clientId) ?? (await outbox.resolveId(clientId));
    if (local === undefined || serverId === undefined) return false;
    book.resolved.set(clientId, serverId);
    store.dispatch({ type: 'comment-add-succeeded', postId, clientId, repliedToCommentId, comment: { ...local, id: serverId }, user: null });
    return true;
  }

  /** A sent record leaves the book; its success stays re-applied while a read open now has not ended. */
  function settle(record: MutationRecord): void {
    book.settle(record, d.readMark?.() ?? null);
  }

  /** Runs `work` after the book's other changes (see the header); its result or error is the caller's. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = chain.then(work);
    chain = run.then(() => undefined, () => undefined);
    return run;
  }

  async function learnIds(record: MutationRecord): Promise<void> {
    book.learn(record);
    for (const clientId of clientIdsOf(record)) {
      if (book.resolved.has(clientId)) continue;
      const serverId = await outbox.resolveId(clientId);
      if (serverId !== undefined) book.resolved.set(clientId, serverId);
    }
  }

  /** Write the records in one transaction; null when there is no room even after trimming the cache. */
  async function write(records: readonly MutationRecord[]): Promise<EnqueueResult[] | null> {
    try {
      return await outbox.enqueueMany(records);
    } catch (error) {
      if (!d.isQuotaError(error)) throw error;
      await d.trimCache();
      try {
        return await outbox.enqueueMany(records);
      } catch (again) {
        if (!d.isQuotaError(again)) throw again;
        return null;
      }
    }
  }

  /** A tap applied and waiting for its group's write; its caller is told once it is stored (or not). */
  interface Tap {
    record: MutationRecord;
    applied: boolean;
    resolve(): void;
    reject(error: unknown): void;
  }

  /** Taps made and applied, waiting for the next group commit (which is queued on `exclusive`). */
  let taps: Tap[] = [];
  let groupQueued = false;

  /** The records could not be queued: undo their optimistic effects (last first), keep other pending work. */
  function undo(group: readonly Tap[]): void {
    for (const tap of group) book.inFlight.delete(tap.record.id);
    for (const tap of [...group].reverse()) if (tap.applied) store.dispatch(revertAction(tap.record, ctx()));
    store.rebase();
  }

  function enqueue(record: MutationRecord): Promise<void> {
    // DESIGN.md rule 1: the optimistic effect at once (the tap paints without waiting for
    // IndexedDB); the network waits for the record (the replayer is kicked once it is stored).
    const before = store.getState();
    book.inFlight.set(record.id, record);
    store.dispatch(optimisticAction(record, ctx()));
    const applied = store.getState() !== before;
    return new Promise((resolve, reject) => {
      taps.push({ record, applied, resolve, reject });
      if (groupQueued) return; // it joins the group commit queued and not started yet
      groupQueued = true;
      void exclusive(() => {
        // Group commit (issue 16): every tap made until the book's turn comes goes in one
        // transaction; taps made while it is written go in the next one.
        groupQueued = false;
        const group = taps;
        taps = [];
        return storeGroup(group);
      });
    });
  }

  /**
   * Writes the records of taps whose effects are applied, in one transaction, and books them
   * (inside `exclusive`): each shows as pending only now that it is stored. Never throws: each
   * caller is told.
   */
  async function storeGroup(group: readonly Tap[]): Promise<void> {
    let results: EnqueueResult[] | null;
    try {
      results = await write(group.map((t) => t.record));
    } catch (error) {
      undo(group);
      for (const name of new Set(group.map((t) => t.record.name))) d.toaster.show({ text: FAILURE_TEXT[name], actionText: null, action: null });
      group.forEach((t) => t.reject(error));
      return;
    }
    if (results === null) {
      undo(group);
      d.onStorageFull(); // nothing was queued, so nothing stays applied
      group.forEach((t) => t.resolve());
      return;
    }
    const changed: string[] = [];
    const shown: OutboxItemView[] = [];
    let added = false;
    group.forEach((tap, i) => {
      const result = results[i] as EnqueueResult;
      book_(tap, result, shown);
      changed.push(...(result.added ? [tap.record.id] : []), ...result.cancelled);
      added ||= result.added !== null;
    });
    showItems(shown);
    if (added) d.onQueued?.();
    if (changed.length > 0) d.broadcast(changed, results.flatMap((r) => r.cancelled));
    group.forEach((t) => t.resolve());
    if (added) d.kick();
  }

  /** Shows the items booked and not shown yet, in one dispatch (a burst books a thousand). */
  function showItems(shown: OutboxItemView[]): void {
    if (shown.length > 0) store.dispatch({ type: 'outbox-items-upserted', items: shown.splice(0) });
  }

  /**
   * Books one stored tap (in the group's order): its item shows (added to `shown`, dispatched
   * together), the records it cancelled go (after the items booked before are shown).
   */
  function book_({ record, applied }: Tap, result: EnqueueResult, shown: OutboxItemView[]): void {
    book.inFlight.delete(record.id);
    if (result.cancelled.length > 0) showItems(shown);
    // A delete of a comment that will now never be posted: the comment goes entirely (below),
    // so the delete's own effect (count down, mark) is undone first, not counted twice.
    const cancelsAdd = result.cancelled.some((id) => book.records.get(id)?.name === 'comment-add');
    if (cancelsAdd && record.name === 'comment-delete' && applied) store.dispatch(revertAction(record, ctx()));
    for (const id of result.cancelled) {
      const gone = book.records.get(id);
      book.records.delete(id);
      store.dispatch({ type: 'outbox-item-removed', id });
      // A comment that will never be posted goes away entirely.
      if (gone?.name === 'comment-add') store.dispatch(revertAction(gone, ctx()));
    }
    if (result.added) {
      book.records.set(record.id, record);
      const view = book.view(record);
      if (view) shown.push(view);
    }
  }

  /** A record retried or deleted: the toasts told of its refusal (its own, its upload's) are stale. */
  function withdrawToasts(record: MutationRecord): void {
    d.toaster.withdraw(record.id);
    const uploadId = uploadIdOf(record);
    if (uploadId !== null) d.toaster.withdraw(uploadId);
  }

  /** What reconciling one record did to the book. */
  type Settled = 'done' | 'reverted' | 'added' | 'kept';

  /** One record as read from the outbox (the viewer's, or of no known viewer), into the book and the store. */
  async function settleRecord(record: MutationRecord, viewerId: string | null, initial: boolean, done: string[]): Promise<Settled> {
    if (!isOwnedBy(record, viewerId)) {
      await settleOwnerless(record);
      return 'kept';
    }
    doneHeard.delete(record.id);
    const prev = book.records.get(record.id);
    // Reconciled already, waiting to be removed (removeDone): its success is not applied again
    // over what came since (a newer tap's, a pull's), nor kept again for reads opened after it.
    if (record.state === 'done' && prev === undefined && doneLeft.has(record.id)) return 'kept';
    // Client ids are looked up when a record is first seen (one read each, not at every reconcile).
    if (prev === undefined) await learnIds(record);
    else book.learn(record);
    if (record.state === 'done') {
      const success = successAction(record, ctx());
      if (success) store.dispatch(success);
      settle(record);
      done.push(record.id);
      d.onSettled?.(record);
      return 'done';
    }
    let outcome: Settled = prev === undefined ? 'added' : 'kept';
    if (record.state === 'failed' && (initial || prev?.state !== 'failed')) {
      store.dispatch(revertAction(record, ctx()));
      outcome = 'reverted';
      if (!initial && prev) d.toaster.show(failureToast(record.name, record.id, record.error), record.id);
      d.onSettled?.(record);
    }
    book.records.set(record.id, record);
    return outcome;
  }

  /** Done records reconciled, still in the outbox until the cache holds their success. */
  const doneLeft = new Set<string>();
  /** True while records wait to be sent or are being sent. */
  function sending(): boolean {
    for (const r of book.records.values()) if (r.state === 'pending' || r.state === 'sending') return true;
    return false;
  }

  /**
   * Done records leave the outbox once the cache holds their success (a reload would show the
   * optimistic copy). Not while a tap is being stored: the cache is not written then (its
   * effect must not reach the cache before its record reaches the outbox), so they wait for the
   * next reconcile. Chaos seed -360701530: save (sent, done); unsave and the tab closed before
   * its write -> the flush here had written the unsave to the cache, and the reload showed it.
   */
  async function removeDone(done: readonly string[]): Promise<void> {
    for (const id of done) doneLeft.add(id);
    if (doneLeft.size === 0 || book.inFlight.size > 0) return;
    // While the queue is being sent they go in batches: each removal is a readwrite transaction
    // that the replayer's next claims wait behind (issue 17, bench 7).
    if (doneLeft.size < REMOVE_BATCH && sending()) return;
    await d.flushCache();
    if (book.inFlight.size > 0) return; // a tap came meanwhile: the write may have been held
    const ids = [...doneLeft];
    doneLeft.clear();
    await outbox.removeMany(ids);
  }

  /**
   * At start: a local comment the restored cache holds with no record left to post it goes. Its
   * add was withdrawn unsent (deleted before it was ever tried) and the tab closed before the
   * cache was written again: the cache is not written while a tap is being stored (issue 17,
   * the sync model: offline; comment; delete it; like and close the tab before the like's
   * write → the reload showed the deleted comment, never sent). True when one went.
   */
  function dropOrphanComments(): boolean {
    const state = store.getState();
    const posted = new Set<string>();
    for (const r of book.pending()) if (r.name === 'comment-add') posted.add(r.args.clientId);
    const orphans = Object.keys(state.comments.byId).filter((id) => isClientId(id) && !posted.has(id));
    for (const clientId of orphans) {
      const listedIn = Object.entries(state.comments.byPostId).find(([, l]) => l.commentIds.includes(clientId))?.[0];
      const postId = listedIn ?? Object.values(state.posts.byId).find((p) => p.previewCommentIds.includes(clientId))?.id ?? '';
      store.dispatch({ type: 'comment-add-failed', postId, clientId, repliedToCommentId: state.comments.byId[clientId]?.parentId ?? null });
    }
    return orphans.length > 0;
  }

  async function reconcileNow(initial: boolean): Promise<void> {
    const viewerId = d.viewerId();
    const list = await outbox.list();
    const seen = new Set<string>();
    const done: string[] = [];
    let reverted = false;
    for (const record of list) {
      if (!isShownTo(record, viewerId)) continue; // another viewer's: left as it is
      seen.add(record.id);
      if ((await settleRecord(record, viewerId, initial, done)) === 'reverted') reverted = true;
    }
    for (const id of new Set([...book.records.keys(), ...doneHeard.keys()])) if (!seen.has(id) && (await forget(id))) reverted = true;
    if (initial && dropOrphanComments()) reverted = true;
    // A success or a revert must not undo newer pending work on the same entity.
    if (reverted || done.length > 0) store.rebase();
    store.dispatch({ type: 'outbox-listed', items: book.views() });
    await removeDone(done);
  }

  /**
   * Only the records named by outbox events (issue 17: 1,000 done events must not mean 1,000
   * reads of the whole outbox): each is read (one transaction for all), settled as above, and
   * its item upserted or removed; a record gone from the outbox leaves the book.
   */
  async function reconcileSome(ids: readonly string[]): Promise<void> {
    const viewerId = d.viewerId();
    // A record told done (with its answer) is final: it is not read again.
    const unread = ids.filter((id) => !doneHeard.has(id));
    const read = new Map((await outbox.getMany(unread)).map((r, i) => [unread[i] as string, r]));
    const records = ids.map((id) => doneHeard.get(id) ?? read.get(id));
    const done: string[] = [];
    /** Entities whose pending work is applied again: only theirs can have been undone. */
    const touched = new Set<string>();
    for (const [i, id] of ids.entries()) {
      const record = records[i];
      if (record === undefined || !isShownTo(record, viewerId)) {
        const known = book.records.get(id) ?? doneHeard.get(id);
        if ((await forget(id)) && known) touched.add(entityKey(known));
        continue;
      }
      const settled = await settleRecord(record, viewerId, false, done);
      // A new record (another tab's tap) is applied; a success or a revert must not undo newer
      // pending work on the same entity.
      if (settled !== 'kept') touched.add(entityKey(record));
      const view = book.records.has(id) ? book.view(record) : null;
      store.dispatch(view ? { type: 'outbox-item-upserted', item: view } : { type: 'outbox-item-removed', id });
    }
    // Issue 17 (bench 7): the whole book re-applied after each answer cost O(queue) per answer,
    // O(n²) for a queue of 1,000 (seconds of the worker's time while the replayer waited on it).
    if (touched.size > 0) store.rebase(touched);
    await removeDone(done);
  }

  /** A record of no known viewer: a failed one is shown only; a done one is dropped unapplied. */
  async function settleOwnerless(record: MutationRecord): Promise<void> {
    if (record.state === 'done') {
      book.records.delete(record.id);
      await outbox.remove(record.id);
    } else {
      book.records.set(record.id, record); // failed (the migration saw to it): never applied
    }
  }

  function serialised(work: () => Promise<void>): Promise<void> {
    return exclusive(work).catch((e: unknown) => d.log.error('outbox: reconcile failed', e));
  }

  return {
    async load(stored) {
      const viewerId = d.viewerId();
      for (const record of stored ?? (await outbox.list())) {
        if (!isOwnedBy(record, viewerId)) continue; // shown by the first reconcile if at all
        await learnIds(record);
        book.records.set(record.id, record);
      }
    },
    mutate(name, args) {
      const viewerId = d.viewerId();
      if (viewerId === null) {
        d.log.warn(`outbox: ${name} while logged out ignored`);
        return Promise.resolve();
      }
      // One record of the MutationRecord union (createMutation keeps the name generic).
      return enqueue(createMutation(name, args, { now: d.now, uuid: d.uuid, viewerId }) as unknown as MutationRecord);
    },
    reconcile(initial = false, ids) {
      if (queuedReconcile && !initial) {
        const queued = queuedReconcile;
        if (ids === undefined) queued.ids = null;
        else ids.forEach((id) => queued.ids?.add(id));
        return queued.run;
      }
      const queued: { run: Promise<void>; ids: Set<string> | null } = { run: Promise.resolve(), ids: initial || ids === undefined ? null : new Set(ids) };
      queued.run = serialised(() => {
        if (queuedReconcile === queued) queuedReconcile = null;
        return queued.ids === null ? reconcileNow(initial) : reconcileSome([...queued.ids]);
      });
      if (!initial) queuedReconcile = queued;
      return queued.run;
    },
    withdraw(ids) {
      ids.forEach((id) => withdrawnIds.add(id));
    },
    heardDone(record) {
      doneHeard.set(record.id, record);
    },
    viewerChanged() {
      return serialised(async () => {
        book.records.clear();
        book.settled.clear();
        await reconcileNow(true);
        store.rebase(); // the new viewer's pending work, over the cleared state
      });
    },
    retry: (id) => exclusive(async () => {
      const viewerId = d.viewerId();
      const old = await outbox.get(id);
      if (old?.state !== 'failed' || viewerId === null || !isShownTo(old, viewerId)) return;
      withdrawToasts(old);
      await outbox.remove(id);
      book.records.delete(id);
      store.dispatch({ type: 'outbox-item-removed', id });
      d.broadcast([id]);
      const { error: _error, result: _result, ...rest } = old;
      const now = d.now();
      // Sent as the current viewer: theirs already, or one of no known viewer they chose to send.
      const fresh = { ...rest, id: d.uuid(), viewerId, createdAt: now, attempts: 0, state: 'pending', nextAttemptAt: now } as MutationRecord;
      const before = store.getState();
      book.inFlight.set(fresh.id, fresh);
      store.dispatch(optimisticAction(fresh, ctx()));
      const applied = store.getState() !== before;
      await new Promise<void>((resolve, reject) => void storeGroup([{ record: fresh, applied, resolve, reject }]));
    }),
    discard: (id) => exclusive(async () => {
      const record = await outbox.get(id);
      if (!record || record.state === 'sending' || !isShownTo(record, d.viewerId())) return;
      withdrawToasts(record);
      await outbox.remove(id);
      book.records.delete(id);
      store.dispatch({ type: 'outbox-item-removed', id });
      if (record.state === 'pending') {
        store.dispatch(revertAction(record, ctx()));
        store.rebase();
      }
      d.broadcast([id], record.state === 'pending' ? [id] : []);
    }),
  };
}
