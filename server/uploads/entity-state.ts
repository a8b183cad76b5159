import type { UploadEntityState } from '../db/types';

/**
 * The life of one entity (one file) on the server:
 *
 *   (none) ──POST at 0──▶ receiving ──POST at offset, more bytes──▶ receiving
 *                            │ last byte
 *                            ▼
 *                        processing ──photo rendered / video probed──▶ done
 *                            │
 *                            └──not JPEG / not MP4 / unreadable──▶ failed
 *
 *   receiving or failed, 24 h without progress ──sweep──▶ (row and file deleted)
 *   processing after a restart ──resume──▶ processing (the work runs again)
 *
 * A video's encoding (moving the file into media, its cover) is a separate step on the
 * upload_id (upload_media.encoding_status, 001 §3), started once its entity is done.
 */
export type EntityEvent =
  | { type: 'bytes-received' }
  | { type: 'all-received' }
  | { type: 'accepted' }
  | { type: 'rejected' }
  | { type: 'resumed' };

/** The next state, or null when the event is not allowed in this state. */
export function nextEntityState(state: UploadEntityState, event: EntityEvent): UploadEntityState | null {
  switch (state) {
    case 'receiving':
      if (event.type === 'bytes-received') return 'receiving';
      if (event.type === 'all-received') return 'processing';
      return null;
    case 'processing':
      if (event.type === 'accepted') return 'done';
      if (event.type === 'rejected') return 'failed';
      if (event.type === 'resumed') return 'processing';
      return null;
    case 'done':
    case 'failed':
      return null;
  }
}

/** Entities the expiry sweep may delete once they made no progress for a while. */
export const SWEEPABLE_STATES: readonly UploadEntityState[] = ['receiving', 'failed'];
