/**
 * The worker calls and mirror slice the creation UI relies on (001 §7 Creation and upload), in
 * one place. startUpload, cancelUpload, retryUpload and ClientState.uploads are the worker's
 * (worker/api-types.ts, worker/model.ts); searchLocations and listIgtvDrafts are named here
 * until the worker has them (a missing call rejects, and the screens show the failure).
 */
import type { Remote } from 'comlink';
import type { CallResult, WorkerApi } from '../../../worker/api-types';
import type { ClientState } from '../../../worker/model';

export type { ComposeFacts, ComposeInput, ComposeUsertag, CropTransform } from '../../../worker/api-types';
export type { ComposeKind, UploadState, UploadView } from '../../../worker/model';

/** One venue of GET /location_search/ (001 §7), as the worker hands it over. */
export interface LocationHit {
  id: string;
  name: string;
  address: string;
}

/** A long-video draft (publish mode igtv_draft, 001 §7). */
export interface IgtvDraft {
  id: string;
  title: string;
  coverUrl: string | null;
}

/** Calls the worker does not expose yet. */
export interface PendingCalls {
  searchLocations(query: string): Promise<CallResult<LocationHit[]>>;
  listIgtvDrafts(): Promise<CallResult<IgtvDraft[]>>;
}

export type UploadWorker = Remote<WorkerApi> & Remote<PendingCalls>;

/** The worker with the pending calls (a type view until worker/api-types.ts has them). */
export function asUploadWorker(worker: Remote<WorkerApi>): UploadWorker {
  return worker as UploadWorker;
}

/** Our choice: a mirror made before the uploads slice existed may lack it; read it defensively. */
export type StateWithUploads = Omit<ClientState, 'uploads'> & { uploads?: ClientState['uploads'] };
