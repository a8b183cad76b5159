/** Builders of upload views and states for the creation UI's render tests. */
import type { ClientState } from '../../../worker/model';
import type { UploadView } from '../../lib/media/upload-api';

export function uploadView(id: string, over: Partial<UploadView> = {}): UploadView {
  return { id, kind: 'feed', state: 'uploading', bytesSent: 0, totalBytes: 1000, percent: 0, speedBps: null, secondsLeft: null, label: `Photo ${id}`, error: null, thumbnailUrl: null, createdAt: 0, ...over };
}

export function withUploads(s: ClientState, uploads: UploadView[]): ClientState {
  return { ...s, uploads: { byId: Object.fromEntries(uploads.map((u) => [u.id, u])) } };
}
