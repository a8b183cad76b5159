import { VideoEncodingStatus } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { completeEntity } from './complete-entity';
import { startEncoding } from './encode-video';

/**
 * After a restart: encodings that were running start again, then entities whose bytes are
 * all in but whose processing had not finished (or not started: the server stopped between
 * the last write and the next step) are processed again. Each step is safe to repeat.
 */
export function resumeUploads(ctx: AppContext): void {
  const { repos } = ctx;
  for (const m of repos.uploadMedia.withEncodingStatus(VideoEncodingStatus.encodingInProgress)) {
    const entity = repos.uploads.byUploadId(m.uploadId).filter((e) => e.mediaType === 2 && e.state === 'done').at(-1);
    if (entity) startEncoding(ctx, m.uploadId, m.userId, entity.entity);
    else repos.uploadMedia.setEncoding(m.uploadId, VideoEncodingStatus.encodingFailed, 'The video was lost in a restart.', nowSeconds(ctx));
  }
  for (const row of repos.uploads.staleSince(['processing', 'receiving'], Number.MAX_SAFE_INTEGER)) {
    if (row.state === 'receiving' && row.received < row.declaredLength) continue;
    ctx.uploads.jobs.run(`resume ${row.entity}`, async () => {
      await completeEntity(ctx, row, row.state === 'processing');
    });
  }
}
