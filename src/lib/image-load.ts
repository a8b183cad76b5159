/**
 * What an <img> of the app shows when its picture does not come (issue 11: offline, a picture
 * never cached showed the browser's broken-image text in a grey box):
 *
 *   showing ─load-failed─▶ failed ─came-online (failed while offline)─▶ showing (a new try)
 *      ▲                     └──retry-tapped───────────────────────────▶ showing (a new try)
 *      └──────────────── src-changed (another picture) ──────────────────┘
 *
 * A failed picture reads "not available offline" while the device is offline (it comes back
 * by itself once online), and "could not be loaded" with a Retry button while online.
 * Each new try has a new attempt number: the <img> is made anew, so the browser asks again.
 */
export interface ImageLoad {
  attempt: number;
  failed: boolean;
  /** Whether the device was offline when it failed (then coming online tries again). */
  failedOffline: boolean;
}

export type ImageLoadEvent =
  | { type: 'load-failed'; online: boolean }
  | { type: 'came-online' }
  | { type: 'retry-tapped' }
  | { type: 'src-changed' };

export type ImageView = 'image' | 'offline' | 'failed';

export const INITIAL_IMAGE_LOAD: ImageLoad = { attempt: 0, failed: false, failedOffline: false };

const again = (s: ImageLoad): ImageLoad => ({ attempt: s.attempt + 1, failed: false, failedOffline: false });

export function imageLoadReducer(state: ImageLoad, event: ImageLoadEvent): ImageLoad {
  switch (event.type) {
    case 'load-failed':
      return state.failed ? state : { ...state, failed: true, failedOffline: !event.online };
    case 'came-online':
      return state.failed && state.failedOffline ? again(state) : state;
    case 'retry-tapped':
      return state.failed ? again(state) : state;
    case 'src-changed':
      return state.failed ? again(state) : state;
  }
}

/** What to show now: the picture, or a placeholder that says why there is none. */
export function imageView(state: ImageLoad, online: boolean): ImageView {
  if (!state.failed) return 'image';
  return online ? 'failed' : 'offline';
}

/** Our wording (000 §8: wording not shown). */
export const ImageTexts = {
  offline: 'Photo not available offline',
  failed: "Couldn't load this photo",
  retry: 'Retry',
} as const;
