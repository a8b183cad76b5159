/** Draws a <video>'s current frame, cropped 9:16 (001 §5), to a JPEG blob for the cover. */
import { coverCropRect, coverOutputSize } from './cover-crop';

/** Our choice: JPEG quality of a cover made from a frame. */
const COVER_JPEG_QUALITY = 0.9;

export function captureCover(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0 || video.readyState < 2) return Promise.reject(new Error('no frame to capture yet'));
  const rect = coverCropRect(videoWidth, videoHeight);
  const size = coverOutputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.drawImage(video, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the frame could not be encoded'))), 'image/jpeg', COVER_JPEG_QUALITY);
  });
}
