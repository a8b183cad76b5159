/**
 * Reading a picked file's facts (size, length, type) on the main thread, with the readers
 * injected: the browser ones (browser-readers.ts) decode with createImageBitmap and a <video>
 * element; tests pass fakes. A browser may give no length (Infinity, NaN or 0) for a
 * fragmented MP4 it recorded itself; the length is then read from the file's boxes, as the
 * server reads it (sync/upload/mp4-duration.ts).
 */
import { mp4DurationSeconds } from '../../../sync/upload/mp4-duration';
import type { ComposeFacts } from './upload-api';

export interface SizeReaders {
  /** Width and height as shown, EXIF orientation applied (001 §5). */
  image(file: Blob): Promise<{ width: number; height: number }>;
  video(file: Blob): Promise<{ width: number; height: number; durationSeconds: number }>;
}

export type FactsResult = { ok: true; facts: ComposeFacts; isVideo: boolean } | { ok: false; message: string };

const BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', mp4: 'video/mp4', m4v: 'video/mp4' };

/** The file's type, from the browser or (when it gives none) from the name's extension. */
export function mimeTypeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

export function isVideoType(mimeType: string): boolean {
  return mimeType.startsWith('video/');
}

const hasLength = (seconds: number): boolean => Number.isFinite(seconds) && seconds > 0;

const blobReader = (blob: Blob) => async (position: number, length: number) => new Uint8Array(await blob.slice(position, position + length).arrayBuffer());

export async function readFacts(file: File, readers: SizeReaders): Promise<FactsResult> {
  const mimeType = mimeTypeOf(file);
  const isVideo = isVideoType(mimeType);
  try {
    if (isVideo) {
      const v = await readers.video(file);
      const durationSeconds = hasLength(v.durationSeconds) ? v.durationSeconds : ((await mp4DurationSeconds(blobReader(file), file.size)) ?? v.durationSeconds);
      return { ok: true, isVideo, facts: { width: v.width, height: v.height, durationSeconds, mimeType, bytes: file.size } };
    }
    const i = await readers.image(file);
    return { ok: true, isVideo, facts: { width: i.width, height: i.height, mimeType, bytes: file.size } };
  } catch {
    return { ok: false, message: isVideo ? `“${file.name}” could not be read as a video.` : `“${file.name}” could not be read as a photo.` };
  }
}
