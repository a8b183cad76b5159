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

/** Added (data usage): the widest picture loaded while "Use less data" is on (../lib/data-usage). */
export const LESS_DATA_MAX_WIDTH = 640;

/**
 * The srcset for "Use less data": the candidates up to LESS_DATA_MAX_WIDTH, or the narrowest
 * alone when all are wider, so the browser never picks a wide one for a dense screen.
 */
export function lessDataSrcSet(resources: readonly Resource[], maxWidth = LESS_DATA_MAX_WIDTH): string | undefined {
  return srcSet(narrowCandidates(resources, (r) => r.configWidth, maxWidth));
}

/** The candidates up to `maxWidth` wide, or the narrowest alone when all are wider (any shape of candidate). */
export function narrowCandidates<T>(candidates: readonly T[], widthOf: (c: T) => number, maxWidth = LESS_DATA_MAX_WIDTH): T[] {
  const usable = candidates.filter((c) => widthOf(c) > 0);
  const small = usable.filter((c) => widthOf(c) <= maxWidth);
  return small.length > 0 ? small : [...usable].sort((a, b) => widthOf(a) - widthOf(b)).slice(0, 1);
}

/** Sizes of the feed column (470 px on desktop) and of the post page's media column. */
export const MediaSizes = {
  feed: '(max-width: 470px) 100vw, 470px',
  postPage: '(max-width: 735px) 100vw, 600px',
} as const;
