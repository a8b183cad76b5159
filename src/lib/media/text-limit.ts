/** Character limits of the creation forms and their counters ("12/75"). */
import { UploadLimits } from '../../../sync/api/upload';

export const TextLimit = {
  /** Caption of a post or story: the same 2200 as a comment and a long-video description. */
  caption: 2200,
  /** Our choice: alt text has no limit in the spec; 2200 like the caption. */
  altText: 2200,
  /** 001 §5: title maximum 75 characters. */
  igtvTitle: UploadLimits.igtvTitleMax,
  /** 001 §5: description maximum 2200. */
  igtvDescription: UploadLimits.igtvDescriptionMax,
} as const;

/**
 * Length as the worker and server check it (JavaScript string length, UTF-16 units), so the
 * counter never says "fits" for a text they refuse.
 */
export function charCount(text: string): number {
  return text.length;
}

export function counterText(text: string, max: number): string {
  return `${charCount(text).toLocaleString('en-US')}/${max.toLocaleString('en-US')}`;
}

/** Cuts a pasted text to the limit, never splitting an emoji's surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}
