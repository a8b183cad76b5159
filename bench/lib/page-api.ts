import type { LogEventsOptions, LogEventsResult } from '../telemetry/log-api';

/**
 * What the bench pages expose on `window.lumenBench`, for bench/run.ts (through Playwright).
 * Types only: shared by the Node side and the browser side.
 */

export interface RestoreOptions {
  posts: number;
  runs: number;
}

export interface RestoreResult {
  /** What was written to the cache (and read back by both paths). */
  counts: { posts: number; users: number; comments: number; meta: number };
  /** Time to write the cache through the real persistence code (setup, not compared). */
  seedMs: number;
  /** init() → first snapshot applied by the mirror, the worker already started. */
  warmMs: number[];
  /** new Worker() → first snapshot applied (what startClient pays at page start). */
  coldMs: number[];
  /** Raw idb: openDB + getAll of the four cache stores in one transaction. */
  rawMs: number[];
  crossOriginIsolated: boolean;
}

export interface PatchOptions {
  posts: number;
  warmup: number;
  iterations: number;
  /**
   * Also note where each step's time goes (BENCH_SEGMENTS=1): when the worker posted, when the
   * main thread's first listener ran. Adds a clock read to both modes' timed spans.
   */
  segments?: boolean;
}

/** Per mode, per counted step, in ms: the worker's commit → post, the post → the main thread's first listener, → the timed end. */
export type PatchSegments = Record<'mirror' | 'raw', { worker: number[]; deliver: number[]; main: number[] }>;

export interface PatchResult {
  /** Worker state committed (reducers done) → diff → post → patch applied by the mirror on the main thread (one way). */
  mirrorMs: number[];
  /** The same, from the dispatch (the reducers included). */
  mirrorWithReducersMs: number[];
  /** Worker postMessage of the same payload → received on the main thread (one way). */
  rawMs: number[];
  /** Worker clock minus main clock (timeOrigin + now), estimated by ping-pong; corrected for. */
  clockOffsetMs: number;
  /** The shortest ping round trip (page → worker → page). */
  pingRttMs: number;
  /** With `segments`: the timed span in its three parts. */
  segments: PatchSegments | null;
  /** Bytes of each kind of patch message of a cycle (like-steps.ts) as JSON (the payloads both paths carry). */
  payloadBytes: number[];
  posts: number;
  crossOriginIsolated: boolean;
}

/** Times of one tap, performance.now() in the page (like-tap/tap-probe.ts). */
export interface TapTiming {
  /** The click event's time stamp (the input's time, where Event Timing's duration starts). */
  clickAt: number;
  /** aria-pressed became 'true'. */
  changedAt: number;
  /** The first animation frame after the click began (its requestAnimationFrame callback ran). */
  firstFrameAt: number;
  /** A task queued from the requestAnimationFrame callback of the frame after the change: that frame's rendering is done. */
  paintedAt: number;
  /** The click's Event Timing duration (to the next paint, 8 ms steps); null: no entry, under the 16 ms threshold. */
  eventMs: number | null;
  /** The state changed before the first frame after the click: the paint Event Timing ends at shows it. */
  inFirstFrame: boolean;
}

export interface TapProbe {
  /** Watch `root` for a like button becoming pressed; the next tap resolves `result`. */
  arm(root: Element): void;
  result(): Promise<TapTiming>;
  /** Diagnostic: one raw IndexedDB readwrite transaction (a put of a small record), in ms. */
  timeIdbWrite(): Promise<number>;
}

export interface OutboxBurstOptions {
  /** Likes tapped in one burst, each on its own post (and posts in the cache). */
  mutations: number;
  runs: number;
}

export interface OutboxBurstResult {
  /** First likePost → the mirror shows every item (each shown only once its record is stored). */
  burstMs: number[];
  /** First likePost → every call resolved. */
  resolvedMs: number[];
  /** The same records in one IndexedDB readwrite transaction of N puts. */
  rawMs: number[];
  records: number;
  /** The records as JSON, in bytes. */
  recordBytes: number;
  seedMs: number;
  crossOriginIsolated: boolean;
}

export interface BenchPageApi {
  restore?: (opts: RestoreOptions) => Promise<RestoreResult>;
  patch?: (opts: PatchOptions) => Promise<PatchResult>;
  outboxBurst?: (opts: OutboxBurstOptions) => Promise<OutboxBurstResult>;
  logEvents?: (opts: LogEventsOptions) => Promise<LogEventsResult>;
}

declare global {
  interface Window {
    lumenBench?: BenchPageApi;
    lumenTapProbe?: TapProbe;
  }
}
