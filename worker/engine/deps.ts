/** What the engine needs from the platform, injected (DESIGN.md: side effects at the edges). */
import type { OutboxDb } from '../../sync';
import type { Clock, Logger, RequestIdle } from '../platform';
import type { ObjectUrls } from '../upload/upload-engine';
import type { UploadTuningValues } from '../upload/tuning';
import type { DirectSocketPlatform } from '../direct/realtime/browser';

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LocksLike {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

export interface EngineDeps {
  fetch: typeof fetch;
  /** The app's origin: requests go to its paths (000 §7). */
  origin: string;
  clock: Clock;
  /** The cache database's factory (self.indexedDB); null: run without a cache. */
  idb: IDBFactory | null;
  /**
   * Opens the outbox database (sync/outbox: its own database, apart from the cache); `onGone`:
   * the database was deleted or closed by the browser (openOutboxStore's option).
   */
  openOutbox(options?: { onGone?: () => void }): Promise<OutboxDb>;
  /** BroadcastChannel constructor for OUTBOX_CHANNEL; null where missing. */
  BroadcastChannel: (new (name: string) => ChannelLike) | null;
  /** navigator.locks; null where missing (the replayer then runs unguarded in this context). */
  locks: LocksLike | null;
  uuid(): string;
  /** In [0, 1): backoff jitter. */
  random(): number;
  requestIdle?: RequestIdle | undefined;
  /** For password encryption (000 §7); crypto.subtle. */
  subtle?: SubtleCrypto | undefined;
  /** navigator.storage, to ask for persistent storage (DESIGN.md Persistence). */
  storage?: StorageLike | null | undefined;
  log: Logger;
  /**
   * Calls `listener` as each task that may change the state starts (the worker's entry: each
   * incoming message), so the mirror sender sends that task's first change at once without
   * queueing a microtask (worker/mirror/sender.ts). Absent: such a change may wait for the end
   * of its turn.
   */
  onTaskStart?: ((listener: () => void) => void) | undefined;
  /** Cache database name (tests use one per case). */
  cacheDbName?: string | undefined;
  /** Added (people helper): the people reads' answer cache ('lumen-reads'; tests use one per case). */
  answersDbName?: string | undefined;
  /** Added (upload helper): the uploads database's name ('lumen-uploads'; tests use one per case). */
  uploadsDbName?: string | undefined;
  /** Added (issue 14): the analytics queue's database name ('lumen-analytics'; tests use one per case). */
  analyticsDbName?: string | undefined;
  /** Added: URL.createObjectURL / revokeObjectURL for local posts; the global ones when absent. */
  objectUrls?: ObjectUrls | null | undefined;
  /** Added: the upload engine's constants (tests shrink chunks and timeouts). */
  uploadTuning?: Partial<UploadTuningValues> | undefined;
  /** Added (dmrt), issue 13: the direct socket's WebSocket, Web Locks and channel; absent: no real-time channel. */
  directSocket?: DirectSocketPlatform | null | undefined;
}
