/**
 * Display geometry of post media. 001 §5: image aspect ratio minimum 0.792, maximum 1.9291;
 * video aspect ratio minimum 0.8 (we keep the image maximum for videos too).
 */
import type { Resource } from '../../worker/model';

export const AspectLimits = {
  imageMin: 0.792,
  imageMax: 1.9291,
  videoMin: 0.8,
} as const;

/** width / height, clamped to the display limits; 1 when a dimension is missing. */
export function displayAspectRatio(dim: { width: number; height: number }, isVideo: boolean): number {
  if (!(dim.width > 0) || !(dim.height > 0)) return 1;
  const min = isVideo ? AspectLimits.videoMin : AspectLimits.imageMin;
  return Math.min(AspectLimits.imageMax, Math.max(min, dim.width / dim.height));
}

/** The srcset of the display resources, widest last, without duplicate widths. */
export function srcSet(resources: readonly Resource[]): string | undefined {
  const seen = new Set<number>();
  const parts = [...resources]
    .sort((a, b) => a.configWidth - b.configWidth)
    .filter((r) => r.configWidth > 0 && !seen.has(r.configWidth) && seen.add(r.configWidth))
    .map((r) => `${r.src} ${r.configWidth}w`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Sizes of the feed column (470 px on desktop) and of the post page's media column. */
export const MediaSizes = {
  feed: '(max-width: 470px) 100vw, 470px',
  postPage: '(max-width: 735px) 100vw, 600px',
} as const;
