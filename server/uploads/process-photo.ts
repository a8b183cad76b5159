import { join } from 'node:path';
import sharp from 'sharp';
import { DISPLAY_WIDTHS, imageFileName, THUMBNAIL_SIZE } from '../media/media-files';

/**
 * Pictures with sharp: what a file is (format, upright size), and its rendering under
 * DATA_DIR/media as <key>-640|750|1080.jpg (never upscaled) and a <key>-150.jpg square
 * thumbnail. Rendering turns the picture upright by its EXIF orientation (001 §5: read for
 * JPEG only, codes 1 to 8; anything else means none) and then applies the client's crop.
 */
export interface PhotoFacts {
  /** image/jpeg, image/png, ... from the decoded format (not from what the client said). */
  mimeType: string;
  /** Upright size (after the EXIF orientation). */
  width: number;
  height: number;
}

/** Fractions of the upright picture (RuploadParams.transform). */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

const JPEG_OUT = { quality: 85, progressive: true } as const;
const INPUT = { failOn: 'truncated' } as const;

/** The EXIF orientation that counts: 1 to 8 for JPEG, else 1 (none). */
export const effectiveOrientation = (format: string | undefined, orientation: number | undefined): number =>
  format === 'jpeg' && orientation !== undefined && Number.isInteger(orientation) && orientation >= 1 && orientation <= 8 ? orientation : 1;

/** The format and upright size, or null when the bytes are no picture sharp can read. */
export async function readPhotoFacts(input: string | Buffer): Promise<PhotoFacts | null> {
  try {
    const m = await sharp(input, INPUT).metadata();
    if (!m.format || !m.width || !m.height) return null;
    const turned = effectiveOrientation(m.format, m.orientation) >= 5;
    return {
      mimeType: `image/${m.format}`,
      width: turned ? m.height : m.width,
      height: turned ? m.width : m.height,
    };
  } catch {
    return null;
  }
}

export function cropRegion(facts: Pick<PhotoFacts, 'width' | 'height'>, crop: Crop | null | undefined) {
  if (!crop) return null;
  const left = Math.min(facts.width - 1, Math.round(crop.x * facts.width));
  const top = Math.min(facts.height - 1, Math.round(crop.y * facts.height));
  const width = Math.max(1, Math.min(facts.width - left, Math.round(crop.width * facts.width)));
  const height = Math.max(1, Math.min(facts.height - top, Math.round(crop.height * facts.height)));
  if (left === 0 && top === 0 && width === facts.width && height === facts.height) return null;
  return { left, top, width, height };
}

/** Renders the display sizes and thumbnail; returns the upright (cropped) size. */
export async function renderPhoto(
  input: string | Buffer,
  mediaDir: string,
  key: string,
  facts: Pick<PhotoFacts, 'width' | 'height'>,
  crop?: Crop | null,
): Promise<{ width: number; height: number }> {
  const region = cropRegion(facts, crop);
  const upright = () => {
    const img = sharp(input, INPUT).rotate();
    return region ? img.extract(region) : img;
  };
  await Promise.all([
    ...DISPLAY_WIDTHS.map((w) =>
      upright().resize({ width: w, withoutEnlargement: true }).jpeg(JPEG_OUT).toFile(join(mediaDir, imageFileName(key, w))),
    ),
    upright()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .jpeg(JPEG_OUT)
      .toFile(join(mediaDir, imageFileName(key, THUMBNAIL_SIZE))),
  ]);
  return region ? { width: region.width, height: region.height } : { width: facts.width, height: facts.height };
}

/** Square, upright renderings (profile pictures): <key>-<size>.jpg for each size. */
export async function renderSquares(input: string | Buffer, mediaDir: string, key: string, sizes: readonly number[]): Promise<void> {
  await Promise.all(
    sizes.map((size) =>
      sharp(input, INPUT).rotate().resize(size, size, { fit: 'cover' }).jpeg(JPEG_OUT).toFile(join(mediaDir, imageFileName(key, size))),
    ),
  );
}
