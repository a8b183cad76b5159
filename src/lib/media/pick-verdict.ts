/**
 * Whether a pick can be posted (001 §5 Validation rules, through the shared validateMedia),
 * and whether "Original" can be kept. A photo outside the allowed ratios is not refused: the
 * server crops photos by the transform and checks the cropped shape, so 1:1, 4:5 or 1.91:1
 * fixes it, and the limit's message is shown by the choice. Videos are not cropped by the
 * server, so a video's shape is checked as it is.
 */
import { validateMedia, type UploadKind } from '../../../sync/api/upload-rules';
import type { ComposeFacts } from './upload-api';

export type PickVerdict = { ok: false; message: string } | { ok: true; originalAllowed: boolean; originalNote: string | null };

/** Our choice (the spec does not say): a carousel holds at most 10 items. */
export const CAROUSEL_MAX = 10;

export function judgeOne(kind: UploadKind, facts: ComposeFacts): PickVerdict {
  const raw = validateMedia({ kind, ...facts });
  if (raw.ok) return { ok: true, originalAllowed: true, originalNote: null };
  if (kind !== 'feed-photo' || facts.width <= 0 || facts.height <= 0) return raw;
  // A square crop has an allowed shape for every feed kind: what fails then is not the shape.
  const cropped = validateMedia({ kind, ...facts, width: 1, height: 1 });
  if (!cropped.ok) return cropped;
  return { ok: true, originalAllowed: false, originalNote: raw.message };
}

export function judgeFeedPick(items: readonly { facts: ComposeFacts; isVideo: boolean }[]): PickVerdict {
  if (items.length === 0) return { ok: false, message: 'Choose a photo or a video.' };
  if (items.some((i) => i.isVideo) && items.length > 1) return { ok: false, message: 'Choose one video, or up to 10 photos.' };
  if (items.length > CAROUSEL_MAX) return { ok: false, message: `A post can have at most ${CAROUSEL_MAX} photos.` };
  let note: string | null = null;
  for (const item of items) {
    const v = judgeOne(item.isVideo ? 'feed-video' : 'feed-photo', item.facts);
    if (!v.ok) return v;
    if (!v.originalAllowed) note ??= v.originalNote;
  }
  return note === null ? { ok: true, originalAllowed: true, originalNote: null } : { ok: true, originalAllowed: false, originalNote: note };
}
