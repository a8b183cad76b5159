/**
 * The feed composer's state between /create/style/ and /create/details/: the picked files
 * (kept in memory, never in the URL), the crop, caption, alt text, location and tags.
 */
import { CropRatio } from '../../lib/media/crop';
import { UploadLimits } from '../../../sync/api/upload';
import type { ComposeFacts, ComposeUsertag } from '../../lib/media/upload-api';

export interface PickedMedia {
  file: File;
  /** An object URL of the file for previews (revoked by the store when dropped). */
  previewUrl: string;
  facts: ComposeFacts;
  isVideo: boolean;
}

export interface ComposeState {
  media: PickedMedia[];
  originalAllowed: boolean;
  /** Why Original is not offered: the shape limit it breaks (001 §5). */
  originalNote: string | null;
  ratio: CropRatio;
  /** Position of the crop box along its free axis, 0..1. */
  pan: number;
  caption: string;
  altText: string;
  location: { id: string; name: string } | null;
  usertags: ComposeUsertag[];
}

export type ComposeAction =
  | { type: 'media-picked'; media: PickedMedia[]; originalAllowed: boolean; originalNote: string | null }
  | { type: 'ratio-chosen'; ratio: CropRatio }
  | { type: 'crop-panned'; pan: number }
  | { type: 'caption-changed'; text: string }
  | { type: 'alt-text-changed'; text: string }
  | { type: 'location-chosen'; location: { id: string; name: string } | null }
  | { type: 'usertag-added'; tag: ComposeUsertag }
  | { type: 'usertag-removed'; userId: string }
  | { type: 'compose-reset' };

/** Our choice (Instagram's limit): at most 20 people tagged on a post. */
export const USERTAG_MAX = 20;

export const emptyCompose: ComposeState = {
  media: [],
  originalAllowed: true,
  originalNote: null,
  ratio: CropRatio.original,
  pan: 0.5,
  caption: '',
  altText: '',
  location: null,
  usertags: [],
};

/** The first ratio to show: Original when allowed, else the fixed ratio nearest the source. */
export function initialRatio(facts: ComposeFacts | undefined, originalAllowed: boolean): CropRatio {
  if (originalAllowed || !facts || facts.height <= 0) return CropRatio.original;
  return facts.width / facts.height > UploadLimits.imageAspectMax ? CropRatio.landscape : CropRatio.portrait;
}

export function composeReducer(state: ComposeState, action: ComposeAction): ComposeState {
  switch (action.type) {
    case 'media-picked':
      return {
        ...emptyCompose,
        caption: state.caption,
        altText: state.altText,
        location: state.location,
        media: action.media,
        originalAllowed: action.originalAllowed,
        originalNote: action.originalNote,
        ratio: initialRatio(action.media[0]?.facts, action.originalAllowed),
      };
    case 'ratio-chosen':
      if (action.ratio === CropRatio.original && !state.originalAllowed) return state;
      return { ...state, ratio: action.ratio, pan: 0.5 };
    case 'crop-panned':
      return { ...state, pan: Math.min(1, Math.max(0, action.pan)) };
    case 'caption-changed':
      return { ...state, caption: action.text };
    case 'alt-text-changed':
      return { ...state, altText: action.text };
    case 'location-chosen':
      return { ...state, location: action.location };
    case 'usertag-added': {
      const others = state.usertags.filter((t) => t.userId !== action.tag.userId);
      if (others.length >= USERTAG_MAX) return state;
      return { ...state, usertags: [...others, action.tag] };
    }
    case 'usertag-removed':
      return { ...state, usertags: state.usertags.filter((t) => t.userId !== action.userId) };
    case 'compose-reset':
      return emptyCompose;
  }
}
