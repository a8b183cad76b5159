/**
 * The main thread's read-only mirror of the worker state (DESIGN.md data flow). It receives one
 * snapshot and then patches on a MessagePort, applies them (apply-patches.ts: entity tables in
 * place, everything above them copied, so each message gives a new root and new slices where
 * something changed) and notifies subscribers once per message. The screen (useSnapshot) hears
 * of the worker's messages at most once per animation frame instead (frame-batch.ts), and at
 * once of the page's own taps. Selectors read entities by id and never return a whole table
 * (tables.ts).
 */
import type { ClientState } from '../../worker/model';
import type { MirrorMessage } from '../../worker/mirror-protocol';
import type { PatchOp, SnapshotPart } from '../../worker/mirror-protocol';
import { entriesOf, indexEntries, indexValues } from '../../worker/mirror-protocol';
import { applyPatches } from './apply-patches';
import { emptyClientState } from './empty-state';
import type { FrameScheduler } from './frame-batch';
import { browserFrameScheduler, createFrameBatch } from './frame-batch';
import { createListeners } from './listeners';
import { createPredictions } from './predictions';

export interface MirrorPort {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start(): void;
  close(): void;
}

/**
 * What a notification changed: the ops applied (a patch message, a prediction or its end), or
 * null when the state was replaced whole (a snapshot, a first screen).
 */
export type MirrorChange = readonly PatchOp[] | null;

export interface Mirror {
  getState(): ClientState;
  /** Called once per applied message, with what it changed; returns the unsubscribe. */
  subscribe(listener: (change: MirrorChange) => void): () => void;
  /**
   * Issue 17: called at most once per animation frame after the worker's messages (the state
   * read then is the last one), at once after a snapshot, a first screen or a prediction (a
   * tap paints in the next frame); what the screen subscribes to. Returns the unsubscribe.
   */
  subscribeFrames(listener: () => void): () => void;
  /** Resolves when the first snapshot arrived. */
  ready: Promise<void>;
  /**
   * Issue 16: resolves when a first screen (the feed's first page of a start from cache, sent
   * before the snapshot) is the state; never when none came. The snapshot replaces it.
   */
  firstScreen: Promise<void>;
  isReady(): boolean;
  /**
   * Show `ops` (entity sets: [slice, table, id]) at once, as the local echo of `call`, a worker
   * call that applies the same change; the worker's values show again once it settles
   * (predictions.ts tells why: posted messages paint a frame late after a tap).
   */
  predict(ops: readonly PatchOp[], call: Promise<unknown>): void;
  close(): void;
}

function read(state: unknown, path: readonly string[]): { has: boolean; value: unknown } {
  let cur: unknown = state;
  for (let i = 0; i < path.length - 1; i++) cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[path[i] as string] : undefined;
  const leaf = path[path.length - 1] as string;
  const has = typeof cur === 'object' && cur !== null && leaf in cur;
  return { has, value: has ? (cur as Record<string, unknown>)[leaf] : undefined };
}

/** A slice of `state` (the mirror's own, just received), as a record; null when missing. */
function sliceOf(state: ClientState, name: string): Record<string, unknown> | null {
  const slice = (state as unknown as Record<string, unknown>)[name];
  return typeof slice === 'object' && slice !== null ? (slice as Record<string, unknown>) : null;
}

type Rec = Record<string, unknown>;
/** A part as sent: its entries, or a list of values by id ('snapshot-values'). */
type PartMessage = Extract<MirrorMessage, { type: 'snapshot-part' | 'snapshot-values' }>;

/** The part's entries into `into` (a list's values written there directly: no map of the part's own). */
function entriesInto(part: PartMessage, into: Rec): void {
  if (part.type === 'snapshot-values') entriesOf(part.values, into);
  else Object.assign(into, part.entries);
}

/** The entries of the table the part indexes, into `into`. */
function indexInto(part: PartMessage, field: string, into: Rec): void {
  if (part.type === 'snapshot-values') indexValues(part.values, field, into);
  else indexEntries(part.entries, field, into);
}

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

/** A snapshot part's entries (and those of the table they index), into the tables of `state`. */
function mergePart(state: ClientState, part: PartMessage): void {
  const slice = sliceOf(state, part.slice);
  const table = slice?.[part.key];
  if (isRec(table)) entriesInto(part, table);
  const indexed = part.index ? slice?.[part.index.key] : null;
  if (part.index && isRec(indexed)) indexInto(part, part.index.field, indexed);
}

/**
 * Parts that came before their snapshot (worker/mirror/early-snapshot.ts), merged per table as
 * they come; the snapshot of their seq takes them, any other drops them.
 */
interface EarlyTables {
  seq: number;
  /** 'slice.key' → the part that came first, the later ones merged into it. */
  tables: Map<string, SnapshotPart>;
}

function keepEarly(early: EarlyTables | null, part: PartMessage): EarlyTables {
  const out = early?.seq === part.seq ? early : { seq: part.seq, tables: new Map<string, SnapshotPart>() };
  /** The kept table `key` of the part's slice (made on its first part). */
  const kept = (key: string): Rec => {
    const id = `${part.slice}.${key}`;
    const first = out.tables.get(id);
    if (first) return first.entries;
    const entries: Rec = {};
    out.tables.set(id, { slice: part.slice, key, entries });
    return entries;
  };
  entriesInto(part, kept(part.key));
  if (part.index) indexInto(part, part.index.field, kept(part.index.key));
  return out;
}

/** The early tables into the snapshot's empty ones (the sender left them empty for these). */
function takeEarly(state: ClientState, early: EarlyTables): void {
  for (const part of early.tables.values()) {
    const slice = sliceOf(state, part.slice);
    if (slice) slice[part.key] = part.entries;
  }
}

export function createMirror(port: MirrorPort, initial: ClientState = emptyClientState(), frame: FrameScheduler = browserFrameScheduler()): Mirror {
  let state = initial;
  let seq = 0;
  let readyFlag = false;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolveReady = r));
  let resolveFirstScreen: () => void = () => undefined;
  const firstScreen = new Promise<void>((r) => (resolveFirstScreen = r));
  const listeners = createListeners<MirrorChange>();
  const frames = createFrameBatch(frame);
  const predictions = createPredictions();
  /**
   * Predictions whose call has not settled. Only then can a patch be held back: with none (the
   * usual message), the patches are applied without asking (≈ 1 µs a message after an idle
   * moment, measured in benchmark 2).
   */
  let predicting = 0;
  /** `urgent`: the screen hears of it at once (not at the next frame). */
  const notify = (change: MirrorChange, urgent: boolean) => {
    listeners.call(change);
    frames.notify(urgent);
  };

  /** A snapshot whose parts are still coming (mirror-protocol.ts). */
  let incoming: { state: ClientState; seq: number; partsLeft: number } | null = null;
  /** Parts of a snapshot yet to come. */
  let early: EarlyTables | null = null;

  const onMessage = (event: MessageEvent) => {
    const msg = event.data as MirrorMessage;
    if (msg.type === 'snapshot' || msg.type === 'snapshot-part' || msg.type === 'snapshot-values') {
      if (msg.type === 'snapshot') {
        incoming = { state: msg.state, seq: msg.seq, partsLeft: msg.parts };
        if (early?.seq === msg.seq) takeEarly(incoming.state, early);
        early = null;
      } else if (incoming?.seq === msg.seq) {
        mergePart(incoming.state, msg);
        incoming.partsLeft--;
      } else {
        // A part before its snapshot (kept), or of a snapshot no longer read (dropped).
        if (msg.seq > Math.max(seq, incoming?.seq ?? 0)) early = keepEarly(early, msg);
        return;
      }
      if (incoming.partsLeft > 0) return;
      predictions.clear();
      state = incoming.state;
      incoming = null;
      readyFlag = true;
      resolveReady();
    } else if (msg.type === 'first-screen') {
      // Only before any snapshot: shown until the snapshot replaces it; no seq of its own.
      if (readyFlag || incoming !== null) return;
      state = msg.state;
      resolveFirstScreen();
      notify(null, true);
      return;
    } else if (msg.type === 'patches') {
      if (!readyFlag) return; // patches before a snapshot cannot be applied
      if (msg.seq !== seq + 1) console.warn(`[mirror] patch ${msg.seq} after ${seq}`);
      const applied = predicting > 0 ? predictions.filter(msg.patches) : msg.patches;
      state = applyPatches(state, applied);
      seq = msg.seq;
      notify(applied, false);
      return;
    } else {
      return;
    }
    seq = msg.seq;
    notify(null, true);
  };
  port.addEventListener('message', onMessage);
  port.start();

  return {
    getState: () => state,
    subscribe: (listener) => listeners.subscribe(listener),
    subscribeFrames: (listener) => frames.subscribe(listener),
    ready,
    firstScreen,
    isReady: () => readyFlag,
    predict(ops, call) {
      if (!readyFlag || ops.length === 0) return;
      predictions.add(ops, (path) => read(state, path));
      predicting++;
      state = applyPatches(state, ops);
      notify(ops, true);
      const settle = () => {
        predicting--;
        const back = predictions.release(ops);
        if (back.length === 0) return;
        state = applyPatches(state, back);
        notify(back, false);
      };
      void call.then(settle, settle);
    },
    close() {
      port.removeEventListener('message', onMessage);
      port.close();
      listeners.clear();
      frames.close();
    },
  };
}
