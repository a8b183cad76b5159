import type { WireResource } from '../../sync/api/wire';
import type { UserRow } from '../db/types';

/**
 * Media file naming under DATA_DIR/media, served at /media/<file>. A picture with key K is
 * stored once per display width (K-640.jpg, K-750.jpg, K-1080.jpg: 001 §3 displayResources)
 * plus a square thumbnail K-150.jpg (thumbnailResources).
 */
export const MEDIA_URL_PREFIX = '/media/';
export const DISPLAY_WIDTHS = [640, 750, 1080] as const;
export const THUMBNAIL_SIZE = 150;
export const AVATAR_SIZE = 150;
export const DEFAULT_AVATAR_FILE = 'default-avatar.svg';

/** File names are flat and plain: no folders, no dot files. */
export const isMediaFileName = (name: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(name);

export const imageFileName = (key: string, width: number): string => `${key}-${width}.jpg`;
export const mediaUrl = (file: string): string => `${MEDIA_URL_PREFIX}${file}`;
export const avatarUrl = (user: Pick<UserRow, 'avatarFile'>): string => mediaUrl(user.avatarFile ?? DEFAULT_AVATAR_FILE);

/** Height of a picture scaled to `width` keeping the aspect ratio of width × height. */
export const scaledHeight = (width: number, srcWidth: number, srcHeight: number): number =>
  Math.round((width * srcHeight) / srcWidth);

/**
 * The display widths of a picture `width` × `height`. Files are never upscaled: a picture
 * narrower than a display width is stored at its own width under that name, so each file is
 * listed once, at the size it really has (001 §3 displayResources configWidth/configHeight).
 */
export function displayResources(key: string, width: number, height: number): WireResource[] {
  const out: WireResource[] = [];
  for (const w of DISPLAY_WIDTHS) {
    const real = Math.min(w, width);
    if (out.some((r) => r.config_width === real)) continue;
    out.push({ src: mediaUrl(imageFileName(key, w)), config_width: real, config_height: scaledHeight(real, width, height) });
  }
  return out;
}

/** Profile picture sizes: the 150 px avatar (profile_pic_url) and a 320 px one (hd). */
export const AVATAR_HD_SIZE = 320;
export const avatarFileName = (key: string, size: number): string => `${key}-${size}.jpg`;

export function thumbnailResources(key: string): WireResource[] {
  return [
    { src: mediaUrl(imageFileName(key, THUMBNAIL_SIZE)), config_width: THUMBNAIL_SIZE, config_height: THUMBNAIL_SIZE },
  ];
}

/** The anonymous avatar used until a user has a picture. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150" width="150" height="150">
<rect width="150" height="150" fill="#dbdbdb"/>
<circle cx="75" cy="58" r="28" fill="#fafafa"/>
<path d="M25 140c4-30 26-46 50-46s46 16 50 46z" fill="#fafafa"/>
</svg>
`;
