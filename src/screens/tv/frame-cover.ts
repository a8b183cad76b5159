import { captureCover } from '../../lib/media/capture-frame';

/** The frame on screen as the cover when none was chosen; null when there is no frame yet. */
export async function frameCover(video: HTMLVideoElement | null): Promise<Blob | null> {
  if (!video) return null;
  try {
    return await captureCover(video);
  } catch {
    return null;
  }
}
