/**
 * The uploads slice and the upload calls, through src/lib/media/upload-api.ts (the one place
 * that names them until worker/model.ts and worker/api-types.ts carry them).
 */
import { useMemo } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { asUploadWorker, type StateWithUploads, type UploadView, type UploadWorker } from '../../lib/media/upload-api';
import { orderUploads } from '../../lib/media/upload-labels';

const NONE: { byId: Record<string, UploadView> } = { byId: {} };

/**
 * The uploads slice, not its table: the mirror updates tables in place and gives the slice a
 * new identity on each change (src/state/tables.ts), so memoise on the slice.
 */
function useUploadsSlice(): { byId: Record<string, UploadView> } {
  return useSnapshot((s) => (s as StateWithUploads).uploads ?? NONE);
}

/** Re-renders on every uploads change; read it in render, do not memoise on the map. */
export function useUploadsById(): Record<string, UploadView> {
  return useUploadsSlice().byId;
}

/** The tray's list: a photo sent in a message shows its progress in its bubble instead (issue 13). */
export function useUploadList(): UploadView[] {
  const slice = useUploadsSlice();
  return useMemo(() => orderUploads(slice.byId).filter((u) => u.kind !== 'direct-photo'), [slice]);
}

export function useUploadWorker(): UploadWorker {
  return asUploadWorker(useWorker());
}
