import { VideoEncodingStatus } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import type { ProbedVideo, ProcessedImage, UploadRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { transcodeNotFinished } from '../http/retry-later';

/**
 * Whether an upload_id can be configured, for its owner: every file received and
 * processed, a video encoded and with a cover. A transcode still running (or a photo still
 * rendering) is a 503 transcode_not_finished the client retries; a file its rules refused
 * is a 400 with that rule's message; another user's upload_id is a 403.
 */
export interface ReadyMedia {
  uploadId: string;
  /** The photo, or the video's cover. */
  image: ProcessedImage;
  video: ProbedVideo | null;
}

const latest = (rows: UploadRow[], mediaType: 1 | 2): UploadRow | undefined => rows.filter((r) => r.mediaType === mediaType).at(-1);

/** 404 when nobody has this upload_id, 403 when another user has. */
export function requireOwnUpload(ctx: AppContext, viewerId: number, uploadId: string, field: string): void {
  const media = ctx.repos.uploadMedia.get(uploadId);
  const entities = ctx.repos.uploads.byUploadId(uploadId);
  if (!media && entities.length === 0) throw notFound(`${field}: there is no upload ${uploadId}`);
  if ((media && media.userId !== viewerId) || entities.some((e) => e.userId !== viewerId)) {
    throw forbidden(`${field}: this upload belongs to another account`);
  }
}

export function requireReady(ctx: AppContext, viewerId: number, uploadId: string, field = 'upload_id'): ReadyMedia {
  requireOwnUpload(ctx, viewerId, uploadId, field);
  const entities = ctx.repos.uploads.byUploadId(uploadId);
  for (const e of [latest(entities, 1), latest(entities, 2)]) {
    if (!e) continue;
    if (e.state === 'failed') throw badRequest(e.error ?? `${field}: this file was refused`);
    if (e.state === 'receiving') {
      throw badRequest(`${field}: the upload is not complete (${e.received} of ${e.declaredLength} bytes received)`);
    }
    if (e.state === 'processing') throw transcodeNotFinished();
  }
  const media = ctx.repos.uploadMedia.get(uploadId);
  if (media?.encodingStatus === VideoEncodingStatus.encodingFailed) throw badRequest(media.error ?? `${field}: the video could not be processed`);
  if (media?.video && media.encodingStatus !== VideoEncodingStatus.encodingComplete) throw transcodeNotFinished();
  if (!media?.image) throw transcodeNotFinished();
  return { uploadId, image: media.image, video: media.video };
}
