/**
 * Benchmarks 4–6: what the upload bench page exposes on `window.lumenUploadBench`, and the
 * messages between that page and its worker (the real upload engine). Types only: shared by
 * the Node side, the page and the worker.
 */
import type { SessionConfig } from '../../sync/transport/types';
import type { ComposeFacts, ComposeKind } from '../../worker/api-types';

/** One HTTP request the engine (or the plain baseline) made, performance.now() in the worker. */
export interface RequestLog {
  method: string;
  /** The Offset header (POSTs), else null. */
  offset: number | null;
  /** Body bytes (POSTs), else 0. */
  bytes: number;
  startAt: number;
  endAt: number;
  /** HTTP status, or 0 when no answer came (a dropped connection). */
  status: number;
}

export interface EngineUploadOptions {
  kind: Extract<ComposeKind, 'feed' | 'igtv'>;
  facts: ComposeFacts;
  title: string;
}

export interface EngineRun {
  /** Before `startUpload()`. */
  startAt: number;
  /**
   * `startUpload()` resolved: checked and safe to reload (what the server does not hold yet is
   * in IndexedDB, and the record), while it was already being sent.
   */
  storedAt: number;
  /** The first request (GET offset) went out. */
  firstRequestAt: number;
  /** Every part acknowledged: the engine put the configure in the outbox. */
  publishedAt: number;
  requests: RequestLog[];
  /** Phases the upload went through once shown (accepted), in order, without repeats. */
  phases: string[];
  totalBytes: number;
  /** Bytes of its files the engine copied into IndexedDB. */
  storedBytes: number;
}

export interface PlainRun {
  startAt: number;
  endAt: number;
  status: number;
  bytes: number;
}

export interface TusOptions {
  /** The tus creation URL (…/files/). */
  endpoint: string;
  /** null: tus-js-client's default (Infinity: one request for the whole file). */
  chunkSize: number | null;
  retryDelays: number[];
}

export interface TusRun {
  startAt: number;
  endAt: number;
  /** Requests tus-js-client made, by method (POST, PATCH, HEAD…). */
  requests: Record<string, number>;
  bytes: number;
}

export interface UploadBenchApi {
  /** Starts the bench worker and the engine in it, with the logged-in session. */
  init(session: SessionConfig, viewerId: string): Promise<void>;
  /** The file picked in #file (and #cover) through the real engine, in the worker. */
  engine(opts: EngineUploadOptions): Promise<EngineRun>;
  /** One POST of the whole file at offset 0 with the engine's headers, from the worker. */
  plain(facts: ComposeFacts): Promise<PlainRun>;
  /** The file picked in #file through tus-js-client, on this page. */
  tus(opts: TusOptions): Promise<TusRun>;
}

export type ToWorker =
  | { type: 'init'; session: SessionConfig; viewerId: string; dbName: string }
  | { type: 'engine'; file: File; cover: File | null; opts: EngineUploadOptions }
  | { type: 'plain'; file: File; facts: ComposeFacts };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'engine-done'; run: EngineRun }
  | { type: 'plain-done'; run: PlainRun }
  | { type: 'error'; message: string };

declare global {
  interface Window {
    lumenUploadBench?: UploadBenchApi;
  }
}
