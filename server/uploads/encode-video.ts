import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { VideoEncodingStatus } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { CoverSource, ProbedVideo } from '../db/types';
import { readPhotoFacts, renderPhoto } from './process-photo';
import { newMediaKey, partPath } from './upload-paths';
import { extractFrame, placeholderCover } from './video-cover';

/**
 * The encoding step of a video (001 §3 Video encoding status), run in the background once
 * its bytes are in and probed: encoding_in_progress → encoding_complete | encoding_failed.
 * It moves the file into media and makes a cover when the client sent none. Until it
 * completes, configure answers 503 transcode_not_finished (server/uploads/readiness.ts).
 * It can run again after a restart: every step checks what is already done.
 */
export const ENCODING_FAILED_MESSAGE = 'We could not process this video. Please try another file.';

export function startEncoding(ctx: AppContext, uploadId: string, userId: number, entity: string): void {
  ctx.uploads.jobs.run(`encode ${uploadId}`, () => encodeVideo(ctx, uploadId, userId, entity));
}

const exists = (file: string) => stat(file).then(
  () => true,
  () => false,
);

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch {
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

async function makeCover(ctx: AppContext, file: string, video: ProbedVideo): Promise<{ jpeg: Buffer; source: CoverSource }> {
  if (ctx.uploads.ffmpeg) {
    try {
      return { jpeg: await extractFrame(ctx.uploads.ffmpeg, file, video.duration), source: 'frame' };
    } catch {
      // A frame that cannot be taken is no reason to fail the video: a plain cover will do.
    }
  }
  return { jpeg: await placeholderCover(video.width, video.height), source: 'placeholder' };
}

async function encodeVideo(ctx: AppContext, uploadId: string, userId: number, entity: string): Promise<void> {
  const { repos } = ctx;
  try {
    await ctx.uploads.encodeGate(uploadId);
    const media = repos.uploadMedia.get(uploadId);
    if (!media?.video) return;
    const target = join(ctx.mediaDir, media.video.file);
    const part = partPath(ctx.dataDir, userId, entity);
    if (await exists(part)) await moveFile(part, target);
    else if (!(await exists(target))) throw new Error(`video of ${uploadId} is missing`);
    if (!repos.uploadMedia.get(uploadId)?.image) {
      const { jpeg, source } = await makeCover(ctx, target, media.video);
      const facts = await readPhotoFacts(jpeg);
      if (!facts) throw new Error('cover unreadable');
      const key = newMediaKey();
      const size = await renderPhoto(jpeg, ctx.mediaDir, key, facts);
      // The client's own cover wins if it arrived meanwhile.
      repos.uploadMedia.setImage(uploadId, { key, ...size, bytes: jpeg.length }, source, true, nowSeconds(ctx));
    }
    repos.uploadMedia.setEncoding(uploadId, VideoEncodingStatus.encodingComplete, null, nowSeconds(ctx));
  } catch (err) {
    repos.uploadMedia.setEncoding(uploadId, VideoEncodingStatus.encodingFailed, ENCODING_FAILED_MESSAGE, nowSeconds(ctx));
    throw err;
  }
}
