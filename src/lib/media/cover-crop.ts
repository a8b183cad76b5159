/**
 * Long-video cover from a frame (001 §5: cover ratio 4:5, crop 9:16): the centred 9:16 box
 * of the frame, in source pixels, and the size of the JPEG drawn from it.
 */
import { UploadLimits } from '../../../sync/api/upload';

export interface PixelRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** Our choice: cover JPEGs are at most 1080 px wide (1080 × 1920). */
export const COVER_MAX_WIDTH = 1080;

export function coverCropRect(frameWidth: number, frameHeight: number, ratio: number = UploadLimits.igtvCoverCropRatio): PixelRect {
  if (frameWidth / frameHeight > ratio) {
    const sw = Math.round(frameHeight * ratio);
    return { sx: Math.round((frameWidth - sw) / 2), sy: 0, sw, sh: frameHeight };
  }
  const sh = Math.round(frameWidth / ratio);
  return { sx: 0, sy: Math.round((frameHeight - sh) / 2), sw: frameWidth, sh };
}

export function coverOutputSize(rect: PixelRect, maxWidth = COVER_MAX_WIDTH): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / rect.sw);
  return { width: Math.round(rect.sw * scale), height: Math.round(rect.sh * scale) };
}
