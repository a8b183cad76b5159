/**
 * The worker calls and mirror slice the creation UI relies on (001 §7 Creation and upload), in
 * one place: startUpload, cancelUpload, retryUpload, searchLocations, listIgtvDrafts and
 * ClientState.uploads are the worker's (worker/api-types.ts, worker/model.ts).
 */
import type { Remote } from 'comlink';
import type { CallResult, IgtvDraftItem, WorkerApi } from '../../../worker/api-types';
import type { ClientState } from '../../../worker/model';

export type { ComposeFacts, ComposeInput, ComposeUsertag, CropTransform, LocationHit } from '../../../worker/api-types';
export type { ComposeKind, UploadState, UploadView } from '../../../worker/model';

/** A long-video draft (publish mode igtv_draft, 001 §7), as the drafts screen lists it. */
export interface IgtvDraft {
  id: string;
  title: string;
  coverUrl: string | null;
}

export type UploadWorker = Remote<WorkerApi>;

/** The worker, as the upload screens use it (kept as the one name they import). */
export function asUploadWorker(worker: Remote<WorkerApi>): UploadWorker {
  return worker;
}

/** A draft's post as the list shows it: its cover (the thumbnail, else the picture) and title. */
export function toIgtvDraft(item: IgtvDraftItem): IgtvDraft {
  const { post } = item;
  const cover = post.thumbnailSrc || post.src;
  return { id: post.id, title: item.title, coverUrl: cover === '' ? null : cover };
}

/** GET /api/v1/igtv/drafts/ through the worker, as the drafts screen's items. */
export async function fetchIgtvDrafts(worker: UploadWorker): Promise<CallResult<IgtvDraft[]>> {
  const r = await worker.listIgtvDrafts();
  return r.ok ? { ok: true, value: r.value.map(toIgtvDraft) } : r;
}

/** Our choice: a mirror made before the uploads slice existed may lack it; read it defensively. */
export type StateWithUploads = Omit<ClientState, 'uploads'> & { uploads?: ClientState['uploads'] };
