import { rm } from 'node:fs/promises';
import { VideoEncodingStatus } from '../../sync/api/upload';
import type { RuploadParams } from '../../sync/api/upload';
import { validateMedia } from '../../sync/api/upload-rules';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UploadRow } from '../db/types';
import { startEncoding } from './encode-video';
import { nextEntityState } from './entity-state';
import type { EntityEvent } from './entity-state';
import { probeMp4 } from './probe-mp4';
import { readPhotoFacts, renderPhoto } from './process-photo';
import { newMediaKey, partPath, videoFileName } from './upload-paths';

/**
 * What happens once an entity's last byte is in (entity-state.ts: processing → done |
 * failed). Each file is checked for what it is, with the shared rules of 001 §5
 * (validateMedia): a photo must decode as JPEG; a video must be an MP4 (ftyp first) whose
 * duration and size mp4box reads, and a long (igtv) video meets the igtv-video rules. The
 * rules of where it goes (a feed photo's aspect ratio, a feed video's 2.5 to 60.5 s) are
 * checked by configure, because the same file may become a story instead.
 */
export type Completion =
  | { ok: true; encodingStatus?: string }
  /** `cause` is set when the failure was ours (an error, not a rule): it gets logged. */
  | { ok: false; message: string; cause?: unknown };

const UNREADABLE_PHOTO = 'This picture could not be read. Photos must be JPEG images.';
const UNREADABLE_VIDEO = 'This video could not be read: no video track with a length was found in the MP4.';

class Rejected extends Error {}

function transition(ctx: AppContext, row: UploadRow, event: EntityEvent, error: string | null = null): void {
  const current = ctx.repos.uploads.byEntity(row.entity)?.state ?? row.state;
  const next = nextEntityState(current, event);
  if (next === null) throw new Error(`upload ${row.entity}: ${event.type} not allowed in ${current}`);
  ctx.repos.uploads.setState(row.entity, next, error, nowSeconds(ctx));
}

async function completePhoto(ctx: AppContext, row: UploadRow, file: string, params: RuploadParams): Promise<Completion> {
  const facts = await readPhotoFacts(file);
  if (!facts) throw new Rejected(UNREADABLE_PHOTO);
  const isCover = params.is_igtv_video === true || ctx.repos.uploads.byUploadId(row.uploadId).some((u) => u.mediaType === 2);
  const verdict = validateMedia({ kind: isCover ? 'igtv-cover' : 'story-photo', bytes: row.declaredLength, ...facts });
  if (!verdict.ok) throw new Rejected(verdict.message);
  const key = newMediaKey();
  const size = await renderPhoto(file, ctx.mediaDir, key, facts, params.transform);
  ctx.repos.transaction(() => {
    ctx.repos.uploadMedia.ensure(row.uploadId, row.userId, nowSeconds(ctx));
    ctx.repos.uploadMedia.setImage(row.uploadId, { key, ...size, bytes: row.declaredLength }, 'upload', false, nowSeconds(ctx));
    transition(ctx, row, { type: 'accepted' });
  });
  await rm(file, { force: true });
  return { ok: true };
}

async function completeVideo(ctx: AppContext, row: UploadRow, file: string, params: RuploadParams): Promise<Completion> {
  const probe = await probeMp4(file);
  if (!probe.ok) {
    const notMp4 = validateMedia({ kind: 'story-video', mimeType: 'application/octet-stream', bytes: row.declaredLength, width: 0, height: 0 });
    throw new Rejected(probe.reason === 'not-mp4' && !notMp4.ok ? notMp4.message : UNREADABLE_VIDEO);
  }
  const isIgtv = params.is_igtv_video === true;
  if (isIgtv) {
    const verdict = validateMedia({ kind: 'igtv-video', mimeType: 'video/mp4', bytes: row.declaredLength, ...probe });
    if (!verdict.ok) throw new Rejected(verdict.message);
  }
  const video = {
    file: videoFileName(newMediaKey()),
    width: probe.width,
    height: probe.height,
    duration: probe.durationSeconds,
    bytes: row.declaredLength,
    isIgtv,
  };
  ctx.repos.transaction(() => {
    ctx.repos.uploadMedia.ensure(row.uploadId, row.userId, nowSeconds(ctx));
    ctx.repos.uploadMedia.setVideo(row.uploadId, video, VideoEncodingStatus.encodingInProgress, nowSeconds(ctx));
    transition(ctx, row, { type: 'accepted' });
  });
  startEncoding(ctx, row.uploadId, row.userId, row.entity);
  return { ok: true, encodingStatus: VideoEncodingStatus.encodingInProgress };
}

/** Runs (or, after a restart, runs again) the processing of a complete entity. */
export async function completeEntity(ctx: AppContext, row: UploadRow, resumed = false): Promise<Completion> {
  transition(ctx, row, { type: resumed ? 'resumed' : 'all-received' });
  const file = partPath(ctx.dataDir, row.userId, row.entity);
  const params = JSON.parse(row.params) as RuploadParams;
  try {
    return row.mediaType === 1 ? await completePhoto(ctx, row, file, params) : await completeVideo(ctx, row, file, params);
  } catch (err) {
    const message = err instanceof Rejected ? err.message : row.mediaType === 1 ? UNREADABLE_PHOTO : UNREADABLE_VIDEO;
    transition(ctx, row, { type: 'rejected' }, message);
    await rm(file, { force: true });
    return err instanceof Rejected ? { ok: false, message } : { ok: false, message, cause: err };
  }
}

/** The outcome of an entity already past receiving (a repeated last POST). */
export function completionOf(ctx: AppContext, row: UploadRow): Completion {
  if (row.state === 'failed') return { ok: false, message: row.error ?? UNREADABLE_PHOTO };
  const media = ctx.repos.uploadMedia.get(row.uploadId);
  return row.mediaType === 2 && media?.encodingStatus ? { ok: true, encodingStatus: media.encodingStatus } : { ok: true };
}
