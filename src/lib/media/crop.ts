/**
 * Crop math for the feed composer: a crop box of an allowed ratio inside the source, as
 * fractions of the source (the rupload `transform`, 001 §7), and the CSS that previews it.
 *
 * The box keeps the full source extent on one axis and slides along the other (`pan` 0..1).
 * CSS object-fit: cover with object-position P% places the P% point of the image at P% of the
 * box, which is exactly x = pan × (1 − width): the preview shows the transform it sends.
 */
import type { CropTransform } from './upload-api';

export const CropRatio = {
  original: 'original',
  square: '1:1',
  portrait: '4:5',
  landscape: '1.91:1',
} as const;
export type CropRatio = (typeof CropRatio)[keyof typeof CropRatio];

/** Order of the choices on screen. */
export const CROP_CHOICES: readonly CropRatio[] = [CropRatio.original, CropRatio.square, CropRatio.portrait, CropRatio.landscape];

export const CROP_LABEL = {
  original: 'Original',
  '1:1': '1:1',
  '4:5': '4:5',
  '1.91:1': '1.91:1',
} as const satisfies Record<CropRatio, string>;

const FIXED: Record<Exclude<CropRatio, 'original'>, number> = { '1:1': 1, '4:5': 4 / 5, '1.91:1': 1.91 };
const EPSILON = 1e-6;

/** width ÷ height of the shown media for a choice. */
export function ratioValue(choice: CropRatio, sourceWidth: number, sourceHeight: number): number {
  return choice === CropRatio.original ? sourceWidth / sourceHeight : FIXED[choice];
}

/** The axis the crop box can slide along, or null when it covers the whole source. */
export function cropAxis(choice: CropRatio, sourceWidth: number, sourceHeight: number): 'x' | 'y' | null {
  if (choice === CropRatio.original) return null;
  const source = sourceWidth / sourceHeight;
  const target = FIXED[choice];
  if (Math.abs(source - target) < EPSILON) return null;
  return source > target ? 'x' : 'y';
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** The crop as fractions of the source; null when nothing is cut off. */
export function cropTransform(choice: CropRatio, sourceWidth: number, sourceHeight: number, pan = 0.5): CropTransform | null {
  const axis = cropAxis(choice, sourceWidth, sourceHeight);
  if (axis === null || choice === CropRatio.original) return null;
  const source = sourceWidth / sourceHeight;
  const target = FIXED[choice];
  const p = clamp01(pan);
  if (axis === 'x') {
    const width = target / source;
    return { x: round(p * (1 - width)), y: 0, width: round(width), height: 1 };
  }
  const height = source / target;
  return { x: 0, y: round(p * (1 - height)), width: 1, height: round(height) };
}

/** CSS object-position that shows the same box as cropTransform (with object-fit: cover). */
export function cropObjectPosition(axis: 'x' | 'y' | null, pan = 0.5): string {
  const at = `${round(clamp01(pan) * 100)}%`;
  if (axis === 'x') return `${at} 50%`;
  if (axis === 'y') return `50% ${at}`;
  return '50% 50%';
}

/** The crop box over the full source, as CSS percentages (the style screen's overlay). */
export function cropBoxStyle(t: CropTransform | null): { left: string; top: string; width: string; height: string } {
  const pct = (n: number) => `${round(n * 100)}%`;
  const box = t ?? { x: 0, y: 0, width: 1, height: 1 };
  return { left: pct(box.x), top: pct(box.y), width: pct(box.width), height: pct(box.height) };
}
