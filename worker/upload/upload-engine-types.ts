/** The upload engine's public shape (./upload-engine.ts) and what it is given. */
import type { RuploadClient } from '../../sync/upload/rupload-client';
import type { CallResult, ComposeInput } from '../api-types';
import type { Clock, Logger } from '../platform';
import type { Action } from '../store/actions';
import type { ConfigureOutbox } from './configure-outbox';
import type { ObjectUrls } from './object-urls';
import type { UploadTuningValues } from './tuning';
import type { UploadDb } from './upload-db';
import type { WithLock } from './upload-lock';

export interface UploadEngineDeps {
  /** Opens 'lumen-uploads'; null where IndexedDB is missing (uploads then live in memory only). */
  openDb(): Promise<UploadDb | null>;
  client: RuploadClient;
  dispatch(action: Action): void;
  clock: Clock;
  random(): number;
  log: Logger;
  isOnline(): boolean;
  viewerId(): string | null;
  outbox: ConfigureOutbox;
  /** A toast; `uploadId`: the upload it tells of (withdrawn by withdrawToast). */
  toast(text: string, uploadId?: string): void;
  /** The toast told about this upload goes if it still shows: it was retried or cancelled. */
  withdrawToast(uploadId: string): void;
  /** URL.createObjectURL where present: the local post's pictures. */
  objectUrls: ObjectUrls | null;
  /** A client-made UUID (the X-Mutation-Id of a profile picture change). */
  uuid(): string;
  /** The viewer's profile picture changed (001 §4 Profile picture succeeded); null: removed. */
  profilePictureChanged(url: string | null): void;
  /** navigator.locks.request; absent: this tab sends every upload it knows. */
  withLock?: WithLock | undefined;
  tuning?: Partial<UploadTuningValues>;
}

export type ConfigureOutcome = { ok: true } | { ok: false; message: string };

export interface UploadEngine {
  /** This viewer's unfinished uploads back (engine init, and after a viewer change). */
  start(): Promise<void>;
  startUpload(compose: ComposeInput): Promise<CallResult<string>>;
  cancel(id: string): Promise<void>;
  retry(id: string): Promise<void>;
  setOnline(online: boolean): void;
  /** The outbox reconciled an upload's configure: done, or failed for good. */
  configureSettled(uploadId: string, outcome: ConfigureOutcome): void;
  /**
   * Another viewer is coming (or none): this one's uploads stop here, before the state is
   * cleared (they stay stored and go on when they log in again); start() then loads the next's.
   */
  stop(): void;
  /** Resolves once no request, write or publish is in progress (timers may still be set). */
  whenIdle(): Promise<void>;
  /** Resolves once the database writes made so far are done (requests in flight are not waited on). */
  flush(): Promise<void>;
  dispose(): void;
}
