/**
 * What a person reads for each upload state (our wording), and which states are still active
 * (cancellable, counted on the tray button).
 */
import type { UploadState, UploadView } from './upload-api';

export const UPLOAD_STATE_TEXT = {
  queued: 'Waiting to upload',
  uploading: 'Uploading',
  stalled: 'Resuming…',
  'waiting-for-network': 'Waiting for network',
  processing: 'Processing',
  configuring: 'Publishing',
  done: 'Posted',
  failed: "Couldn't upload",
  cancelled: 'Cancelled',
} as const satisfies Record<UploadState, string>;

export function uploadStateText(view: Pick<UploadView, 'state' | 'error' | 'kind'>): string {
  if (view.state === 'failed') return view.error ? `${UPLOAD_STATE_TEXT.failed} — ${view.error}` : UPLOAD_STATE_TEXT.failed;
  if (view.state === 'done') return DONE_TEXT[view.kind];
  return UPLOAD_STATE_TEXT[view.state];
}

const DONE_TEXT = {
  feed: 'Posted',
  carousel: 'Posted',
  story: 'Added to your story',
  igtv: 'Posted',
  'profile-picture': 'Profile photo updated',
  'direct-photo': 'Sent',
} as const satisfies Record<UploadView['kind'], string>;

/** States where bytes may still move and Cancel makes sense (configuring is already publishing). */
const ACTIVE: ReadonlySet<UploadState> = new Set(['queued', 'uploading', 'stalled', 'waiting-for-network', 'processing']);

export function isActiveUpload(state: UploadState): boolean {
  return ACTIVE.has(state);
}

/** Whether the row shows a progress bar (anything not finished). */
export function showsProgress(state: UploadState): boolean {
  return ACTIVE.has(state) || state === 'configuring';
}

/**
 * The tray button's text: "Uploading 2"; "Waiting for network (1)" when every unfinished upload
 * waits for the connection; "Uploads (3)" once none is unfinished.
 */
export function trayButtonText(views: readonly Pick<UploadView, 'state'>[]): string {
  const unfinished = views.filter((v) => showsProgress(v.state));
  if (unfinished.length === 0) return `Uploads (${views.length})`;
  if (unfinished.every((v) => v.state === 'waiting-for-network')) return `Waiting for network (${unfinished.length})`;
  return `Uploading ${unfinished.length}`;
}

/** The count the tray button shows where the bar is narrow: the unfinished uploads, else all of them. */
export function trayButtonCount(views: readonly Pick<UploadView, 'state'>[]): string {
  const unfinished = views.filter((v) => showsProgress(v.state)).length;
  return String(unfinished > 0 ? unfinished : views.length);
}

/** Our choice: unfinished uploads first, then finished ones; each group in the order composed. */
export function orderUploads<T extends Pick<UploadView, 'state' | 'createdAt'>>(byId: Record<string, T>): T[] {
  const all = Object.values(byId).sort((a, b) => a.createdAt - b.createdAt);
  return [...all.filter((v) => showsProgress(v.state)), ...all.filter((v) => !showsProgress(v.state))];
}
