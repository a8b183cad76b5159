import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * Where received bytes live: DATA_DIR/uploads/<user id>/<entity>.part, until processing
 * turns them into files under DATA_DIR/media named by a fresh random key (files there never
 * change under a name: they are served as immutable).
 */
export const uploadsRoot = (dataDir: string): string => join(dataDir, 'uploads');
export const userUploadDir = (dataDir: string, userId: number): string => join(uploadsRoot(dataDir), String(userId));
export const partPath = (dataDir: string, userId: number, entity: string): string =>
  join(userUploadDir(dataDir, userId), `${entity}.part`);

/** A new media key: `u` and 20 hex digits (isMediaFileName-safe). */
export const newMediaKey = (): string => `u${randomBytes(10).toString('hex')}`;
export const videoFileName = (key: string): string => `${key}.mp4`;
