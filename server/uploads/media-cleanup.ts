import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DISPLAY_WIDTHS, imageFileName, THUMBNAIL_SIZE } from '../media/media-files';

/** The files of a picture key and a video, deleted best-effort (a missing file is fine). */
export const imageFilesOf = (key: string): string[] => [...DISPLAY_WIDTHS, THUMBNAIL_SIZE].map((w) => imageFileName(key, w));

export async function removeMediaFiles(mediaDir: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(join(mediaDir, f), { force: true })));
}
