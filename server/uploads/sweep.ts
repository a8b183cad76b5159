import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { VideoEncodingStatus } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { SWEEPABLE_STATES } from './entity-state';
import { imageFilesOf } from './media-cleanup';
import { partPath } from './upload-paths';

/**
 * Abandoned uploads expire (our choice): a file being received (or refused) that made no
 * progress for 24 h loses its bytes and its row, so a client coming back later starts again
 * from offset 0; processed media never configured goes after 7 days. Runs on a timer from
 * buildServer and can be called directly (tests move the injected clock).
 */
export interface SweepResult {
  entities: number;
  media: number;
}

export function sweepUploads(ctx: AppContext): SweepResult {
  const { repos, uploads } = ctx;
  const now = nowSeconds(ctx);
  let entities = 0;
  for (const row of repos.uploads.staleSince(SWEEPABLE_STATES, now - uploads.expireReceivingAfterSeconds)) {
    if (uploads.active.isActive(row.entity)) continue;
    rmSync(partPath(ctx.dataDir, row.userId, row.entity), { force: true });
    repos.uploads.delete(row.entity);
    entities += 1;
  }
  let media = 0;
  for (const m of repos.uploadMedia.unconsumedSince(now - uploads.expireUnconsumedAfterSeconds)) {
    if (m.encodingStatus === VideoEncodingStatus.encodingInProgress) continue;
    const files = [...(m.image ? imageFilesOf(m.image.key) : []), ...(m.video ? [m.video.file] : [])];
    for (const f of files) rmSync(join(ctx.mediaDir, f), { force: true });
    for (const row of repos.uploads.byUploadId(m.uploadId)) {
      if (uploads.active.isActive(row.entity)) continue;
      rmSync(partPath(ctx.dataDir, row.userId, row.entity), { force: true });
      repos.uploads.delete(row.entity);
    }
    repos.uploadMedia.delete(m.uploadId);
    media += 1;
  }
  return { entities, media };
}
