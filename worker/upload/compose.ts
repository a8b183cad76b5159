/**
 * A composed post (ComposeInput, worker/api-types.ts) → the upload to store: checked against
 * 001 §5 (validateMedia, sync/api/upload-rules.ts: a refusal carries its message), with one
 * rupload target per file (001 §7: photos to /rupload_igphoto/, videos to /rupload_igvideo/;
 * a video's cover is a photo rupload with the video's upload_id).
 */
import { UploadLimits, UploadMediaType, UploadPath } from '../../sync/api/upload';
import type { RuploadParams } from '../../sync/api/upload';
import { validateMedia } from '../../sync/api/upload-rules';
import type { UploadKind } from '../../sync/api/upload-rules';
import type { ComposeFacts, ComposeInput, CropTransform } from '../api-types';
import type { UploadTuningValues } from './tuning';
import { initialMachine } from './upload-machine';
import type { UploadPartRecord, UploadRecord } from './upload-record';

export type ComposeVerdict = { ok: true; record: UploadRecord; blobs: Map<string, Blob> } | { ok: false; message: string };

export interface ComposeDeps {
  /** A new upload_id: digits, unique (./upload-ids.ts). */
  nextUploadId(): string;
  /** In [0, 1): the random part of entity names. */
  random(): number;
  now(): number;
  viewerId: string;
  /** The first chunk's size comes from it. */
  tuning?: UploadTuningValues;
}

/** Ours to choose (the spec does not show it): the longest caption, as long as a description. */
export const CAPTION_MAX = UploadLimits.igtvDescriptionMax;
const CAROUSEL_MIN = 2;
const CAROUSEL_MAX = 10;
const VIDEO_FORMAT = 'video/mp4';
const JPEG = 'image/jpeg';

const isVideo = (mimeType: string): boolean => mimeType.startsWith('video/');
const fail = (message: string): ComposeVerdict => ({ ok: false, message });

function mediaKind(kind: ComposeInput['kind'], video: boolean): UploadKind {
  if (kind === 'story') return video ? 'story-video' : 'story-photo';
  if (kind === 'igtv') return 'igtv-video';
  // A photo in a message: any shape a story photo may have (the server checks it so too).
  if (kind === 'direct-photo') return 'story-photo';
  return video ? 'feed-video' : 'feed-photo';
}

function checkShape(c: ComposeInput): string | null {
  const n = c.files.length;
  if (c.kind === 'carousel' && (n < CAROUSEL_MIN || n > CAROUSEL_MAX)) return `A carousel has ${CAROUSEL_MIN} to ${CAROUSEL_MAX} photos or videos.`;
  if (c.kind !== 'carousel' && n !== 1) return 'Choose one photo or video.';
  if (c.facts.length !== n) return 'Every file needs its measured facts.';
  if (c.kind === 'direct-photo') {
    if ((c.directThreadId ?? '') === '') return 'Choose a conversation to send the photo to.';
    const file = c.files[0];
    if (file && isVideo(file.type || (c.facts[0]?.mimeType ?? ''))) return 'Only photos can be sent in a message.';
  }
  if (c.caption.length > CAPTION_MAX) return `Captions can be at most ${CAPTION_MAX} characters.`;
  if (c.kind === 'igtv') {
    if (c.title.trim() === '') return 'Long videos need a title.';
    if (c.title.length > UploadLimits.igtvTitleMax) return `Titles can be at most ${UploadLimits.igtvTitleMax} characters.`;
    if (c.description.length > UploadLimits.igtvDescriptionMax) return `Descriptions can be at most ${UploadLimits.igtvDescriptionMax} characters.`;
    if (c.cover === null) return 'Long videos need a cover image.';
  }
  return null;
}

/**
 * The shape a file is published in: the server cuts a photo by `params.transform` (fractions of
 * the upright picture, rounded to pixels as server/uploads/process-photo.ts cropRegion does) and
 * checks the cut shape, so a too-tall photo cropped to 4:5 passes; a video keeps its shape.
 */
export function publishedSize(facts: Pick<ComposeFacts, 'width' | 'height'>, transform: CropTransform | null, video: boolean): { width: number; height: number } {
  if (video || transform === null || facts.width <= 0 || facts.height <= 0) return { width: facts.width, height: facts.height };
  const left = Math.min(facts.width - 1, Math.round(transform.x * facts.width));
  const top = Math.min(facts.height - 1, Math.round(transform.y * facts.height));
  return {
    width: Math.max(1, Math.min(facts.width - left, Math.round(transform.width * facts.width))),
    height: Math.max(1, Math.min(facts.height - top, Math.round(transform.height * facts.height))),
  };
}

/** 001 §5 for every file (and a cover); the first refusal wins. */
export function checkCompose(c: ComposeInput): string | null {
  const shape = checkShape(c);
  if (shape !== null) return shape;
  for (const [i, file] of c.files.entries()) {
    const facts = c.facts[i] as ComposeFacts;
    const mimeType = file.type || facts.mimeType;
    const video = isVideo(mimeType);
    if (c.kind === 'igtv' && !video) return 'Long videos must be MP4 files.';
    const shape = publishedSize(facts, c.transform, video);
    const verdict = validateMedia({ kind: mediaKind(c.kind, video), mimeType, bytes: file.size, ...shape, ...durationOf(facts) });
    if (!verdict.ok) return verdict.message;
  }
  if (c.cover !== null) {
    const verdict = validateMedia({ kind: 'igtv-cover', mimeType: c.cover.type || JPEG, bytes: c.cover.size, width: 0, height: 0 });
    if (!verdict.ok) return verdict.message;
  }
  return null;
}

const durationOf = (f: ComposeFacts): { durationSeconds?: number } => (f.durationSeconds === undefined ? {} : { durationSeconds: f.durationSeconds });

function entityName(uploadId: string, index: number, random: () => number): string {
  return `${uploadId}_0_${String(Math.floor(random() * 1e9)).padStart(9, '0')}${index}`;
}

/** 001 §7 web_change_profile_picture: one JPEG (001 §5), or none to remove the picture. */
export function checkProfilePicture(c: ComposeInput): string | null {
  if (c.files.length > 1) return 'Choose one photo.';
  const file = c.files[0];
  const facts = c.facts[0];
  if (!file) return null;
  const verdict = validateMedia({ kind: 'profile-picture', mimeType: file.type || (facts?.mimeType ?? ''), bytes: file.size, width: facts?.width ?? 0, height: facts?.height ?? 0 });
  return verdict.ok ? null : verdict.message;
}

/** The record and its files, or the reason it cannot be uploaded. */
export function composeUpload(c: ComposeInput, deps: ComposeDeps): ComposeVerdict {
  const problem = checkCompose(c);
  if (problem !== null) return fail(problem);
  const id = deps.nextUploadId();
  const carousel = c.kind === 'carousel';
  const children = carousel ? c.files.map(() => deps.nextUploadId()) : null;
  const parts: UploadPartRecord[] = [];
  const blobs = new Map<string, Blob>();

  const addPart = (blob: Blob, fileName: string, uploadId: string, role: UploadPartRecord['role'], params: RuploadParams): void => {
    const index = parts.length;
    const entity = entityName(uploadId, index, deps.random);
    const video = params.media_type === UploadMediaType.video;
    const blobKey = `${id}:${index}`;
    blobs.set(blobKey, blob);
    parts.push({
      uploadId, entity, path: video ? UploadPath.video(entity) : UploadPath.photo(entity), role,
      mediaType: params.media_type, mimeType: video ? VIDEO_FORMAT : blob.type || JPEG, bytes: blob.size, fileName, params, blobKey,
    });
  };

  for (const [i, file] of c.files.entries()) {
    const facts = c.facts[i] as ComposeFacts;
    const video = isVideo(file.type || facts.mimeType);
    const uploadId = children?.[i] ?? id;
    const params: RuploadParams = {
      media_type: video ? UploadMediaType.video : UploadMediaType.image,
      upload_id: uploadId,
      width: Math.round(facts.width),
      height: Math.round(facts.height),
      transform: c.transform,
      // 001 §9: video media duration is seconds times 1000.
      ...(video ? { duration: Math.round((facts.durationSeconds ?? 0) * 1000), video_format: VIDEO_FORMAT } : {}),
      ...(video && c.kind === 'igtv' ? { is_igtv_video: true } : {}),
    };
    addPart(file, file.name, uploadId, 'media', params);
    // 001 §7: the cover goes after its video, a photo rupload with the same upload_id.
    if (video && c.cover !== null && !carousel) {
      addPart(c.cover, 'cover.jpg', uploadId, 'cover', { media_type: UploadMediaType.image, upload_id: uploadId, width: Math.round(facts.width), height: Math.round(facts.height) });
    }
  }

  const first = c.facts[0] as ComposeFacts;
  const firstVideo = isVideo(c.files[0]?.type || first.mimeType);
  const record: UploadRecord = {
    id,
    viewerId: deps.viewerId,
    kind: c.kind,
    createdAt: deps.now(),
    label: labelOf(c),
    compose: {
      caption: c.caption,
      altText: c.altText,
      location: c.location,
      usertags: c.usertags,
      title: c.title,
      description: c.description,
      igtvPublishMode: c.igtvPublishMode,
      shareToFeed: c.shareToFeed,
      children,
      ...(c.kind === 'direct-photo' && c.directThreadId !== undefined ? { directThreadId: c.directThreadId } : {}),
    },
    display: { ...publishedSize(first, c.transform, firstVideo), isVideo: firstVideo && !carousel, durationSeconds: first.durationSeconds ?? null },
    parts,
    machine: initialMachine(parts.map((p) => p.bytes), deps.tuning),
  };
  return { ok: true, record, blobs };
}

/** Ours to choose: the caption (or a long video's title) when there is one, else the file's name. */
function labelOf(c: ComposeInput): string {
  const text = (c.kind === 'igtv' ? c.title : c.caption).replace(/\s+/g, ' ').trim();
  if (text !== '') return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return c.files[0]?.name ?? c.kind;
}
