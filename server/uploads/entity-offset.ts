import { closeSync, mkdirSync, openSync, statSync, truncateSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UploadRow } from '../db/types';
import { partPath } from './upload-paths';

/**
 * The server's offset for an entity (DESIGN.md Uploads: the server is the source of truth).
 * The stored offset counts bytes whose write returned; the part file may differ after a
 * crash (longer: the offset was not stored yet; shorter: the disk lost a tail). The offset
 * that holds is the smaller of the two, and the file is cut to it.
 */
export function ensurePartFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  closeSync(openSync(file, 'a'));
}

export function reconcileOffset(ctx: AppContext, row: UploadRow): number {
  if (row.state !== 'receiving') return row.received;
  const file = partPath(ctx.dataDir, row.userId, row.entity);
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const truth = Math.min(size, row.received);
  if (size > truth) truncateSync(file, truth);
  if (row.received !== truth) ctx.repos.uploads.setReceived(row.entity, truth, nowSeconds(ctx));
  return truth;
}
