/**
 * The browser's SizeReaders: createImageBitmap with imageOrientation 'from-image' (so EXIF
 * rotation is applied, 001 §5) for photos, and a <video>'s loadedmetadata for videos.
 */
import type { SizeReaders } from './media-facts';

/** Our choice: a video whose metadata has not loaded by then counts as unreadable. */
const VIDEO_METADATA_TIMEOUT_MS = 15_000;

async function readImage(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

function readVideo(file: Blob): Promise<{ width: number; height: number; durationSeconds: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = () => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('video metadata timed out'));
    }, VIDEO_METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const facts = { width: video.videoWidth, height: video.videoHeight, durationSeconds: video.duration };
      done();
      resolve(facts);
    };
    video.onerror = () => {
      done();
      reject(new Error('video could not be decoded'));
    };
    video.src = url;
  });
}

export const browserReaders: SizeReaders = { image: readImage, video: readVideo };
