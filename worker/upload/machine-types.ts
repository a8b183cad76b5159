/** States, events and effects of one upload's machine (./upload-machine.ts). */
import type { UploadFailure } from '../../sync/upload/upload-failure';

export const UploadPhase = {
  queued: 'queued',
  uploading: 'uploading',
  stalled: 'stalled',
  waitingForNetwork: 'waiting-for-network',
  processing: 'processing',
  configuring: 'configuring',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
export type UploadPhase = (typeof UploadPhase)[keyof typeof UploadPhase];

export const ALL_PHASES: readonly UploadPhase[] = Object.values(UploadPhase);

/** Phases that hold one of the sending slots (UploadTuning.maxActive). */
export const ACTIVE_PHASES: ReadonlySet<UploadPhase> = new Set<UploadPhase>(['uploading', 'stalled', 'waiting-for-network']);
/** Phases an upload never leaves. */
export const FINAL_PHASES: ReadonlySet<UploadPhase> = new Set<UploadPhase>(['done', 'cancelled']);

/** One file of an upload (a photo, a video, a carousel child, a video's cover). */
export interface PartProgress {
  bytes: number;
  /** Bytes the server confirmed holding: its offset, the truth. */
  offset: number;
  complete: boolean;
  /** A video whose last answer said its encoding will still change (001 §3 Video encoding status). */
  encoding: boolean;
}

export interface UploadMachine {
  phase: UploadPhase;
  parts: PartProgress[];
  chunkBytes: number;
  /** Consecutive failures: the backoff exponent. Progress resets it. */
  failures: number;
  /** Bytes per second (EWMA of server-confirmed bytes), null until measured. */
  speedBps: number | null;
  error: string | null;
  /** Token of the request or timer waited on: answers carrying another token are stale. */
  token: number;
  waiting: 'offset' | 'chunk' | 'backoff' | null;
  /** The chunk in flight. */
  chunk: { part: number; offset: number; length: number } | null;
}

export type UploadEvent =
  /**
   * The scheduler gave it a sending slot; `speedHintBps`: the throughput of a recent upload,
   * which sizes the first chunk of an upload that has not measured its own yet; `fresh`: no
   * request was ever made for it (composed in this tab just now), so the server holds none of
   * its bytes (its entity names are new) and there is no offset to ask.
   */
  | { type: 'started'; online: boolean; speedHintBps?: number; fresh?: boolean }
  | { type: 'offset-received'; token: number; offset: number }
  | { type: 'chunk-acknowledged'; token: number; offset: number; complete: boolean; encodingStatus: string | null; elapsedMs: number }
  | { type: 'request-failed'; token: number; failure: UploadFailure; online: boolean }
  /** No answer within the stall timeout. */
  | { type: 'request-stalled'; token: number }
  | { type: 'backoff-elapsed'; token: number }
  | { type: 'went-offline' }
  | { type: 'came-online' }
  | { type: 'configure-succeeded' }
  | { type: 'configure-failed'; message: string }
  | { type: 'cancel-requested' }
  | { type: 'retry-requested' };

export type UploadEventType = UploadEvent['type'];

export type UploadEffect =
  | { type: 'ask-offset'; token: number; part: number }
  | { type: 'send-chunk'; token: number; part: number; offset: number; length: number }
  | { type: 'abort-request' }
  /** Back off (full jitter for this attempt), then answer backoff-elapsed with the token. */
  | { type: 'wait'; token: number; attempt: number }
  | { type: 'cancel-wait' }
  /** Publish: put the configure mutation in the outbox (or retry its failed one). */
  | { type: 'enqueue-configure' }
  /** Take a configure still waiting in the outbox back out. */
  | { type: 'discard-configure' }
  /** Final failure: remove the optimistic post, tell the user why. */
  | { type: 'report-failure'; message: string }
  /** Delete the stored file and record (lumen-uploads). */
  | { type: 'forget' };

export interface Transition {
  state: UploadMachine;
  effects: UploadEffect[];
}
