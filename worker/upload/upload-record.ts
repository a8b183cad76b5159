/**
 * An upload as stored in its own database (./upload-db.ts, 'lumen-uploads'): what was composed,
 * its files' rupload targets and the machine's progress. What a reload needs of the files is
 * stored beside it as Blobs (./upload-keeper.ts), so a reload, a crash or a closed tab resumes
 * it from the server's offset.
 */
import type { RuploadParams, UploadMediaType } from '../../sync/api/upload';
import type { ComposeUsertag } from '../api-types';
import type { ComposeKind } from '../model';
import type { UploadMachine } from './machine-types';

/** One file's rupload target (a video and its cover share one upload_id, 001 §7). */
export interface UploadPartRecord {
  uploadId: string;
  /** `${upload_id}_0_${random}` (sync/api/upload.ts), unique per file. */
  entity: string;
  /** UploadPath.photo(entity) or UploadPath.video(entity). */
  path: string;
  role: 'media' | 'cover';
  mediaType: UploadMediaType;
  mimeType: string;
  bytes: number;
  fileName: string;
  params: RuploadParams;
  /** Key of the file's Blob in the blobs store (its pieces: `${blobKey}@${start}`). */
  blobKey: string;
  /**
   * Where the stored pieces of the file start, ascending: together they hold the bytes from the
   * first to the end of the file (none: nothing stored). Absent in records written before
   * pieces, which stored the whole file under blobKey.
   */
  pieces?: number[];
}

/** The first byte of the part's file held in 'lumen-uploads' (its size: none). */
export const storedFrom = (part: Pick<UploadPartRecord, 'pieces' | 'bytes'>): number => (part.pieces === undefined ? 0 : (part.pieces[0] ?? part.bytes));

/** What the configure call publishes (001 §7), and what the local post shows meanwhile. */
export interface ComposeData {
  caption: string;
  altText: string;
  location: { id: string; name: string } | null;
  usertags: ComposeUsertag[];
  title: string;
  description: string;
  igtvPublishMode: 'igtv' | 'igtv_draft';
  shareToFeed: boolean;
  /** A carousel's children's upload ids, in order; null otherwise. */
  children: string[] | null;
  /** Added (dmphoto): a 'direct-photo' upload's conversation (absent in older records). */
  directThreadId?: string;
}

export interface UploadDisplay {
  width: number;
  height: number;
  isVideo: boolean;
  durationSeconds: number | null;
}

export interface UploadRecord {
  /** The configure's upload_id; the local post is `local:<id>`. */
  id: string;
  /** Only this viewer's session sends it (like MutationRecord.viewerId). */
  viewerId: string;
  kind: ComposeKind;
  createdAt: number;
  /** The first file's name, or the caption. */
  label: string;
  compose: ComposeData;
  display: UploadDisplay;
  parts: UploadPartRecord[];
  machine: UploadMachine;
}

/** What is stored of a machine: nothing in flight (a request does not survive a reload). */
export function storedMachine(m: UploadMachine): UploadMachine {
  const active = m.phase === 'uploading' || m.phase === 'stalled' || m.phase === 'waiting-for-network';
  return { ...m, phase: active ? 'queued' : m.phase, token: 0, waiting: null, chunk: null, failures: 0 };
}
