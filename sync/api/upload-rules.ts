/**
 * Upload validation of 001 §5, one function shared by the client (before upload) and the
 * server (again, on the received bytes). Every rejection names the limit it broke.
 */
import { UploadLimits as L } from './upload';

export type UploadKind = 'feed-photo' | 'feed-video' | 'story-photo' | 'story-video' | 'igtv-video' | 'igtv-cover' | 'profile-picture';

export interface MediaFacts {
  kind: UploadKind;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  /** Seconds; videos only. */
  durationSeconds?: number;
}

export type MediaVerdict = { ok: true } | { ok: false; message: string };

const JPEG = ['image/jpeg', 'image/pjpeg'];
const fail = (message: string): MediaVerdict => ({ ok: false, message });
const fmt = (n: number) => String(Number(n.toFixed(4)));

function checkPhoto(f: MediaFacts, maxBytes: number): MediaVerdict {
  if (!JPEG.includes(f.mimeType)) return fail('Photos must be JPEG images.');
  if (f.bytes > maxBytes) return fail(`Photos can be at most ${Math.round(maxBytes / 1e6)} MB.`);
  return { ok: true };
}

function checkRatio(f: MediaFacts, min: number, max: number, what: string): MediaVerdict {
  if (f.width <= 0 || f.height <= 0) return fail(`The ${what} has no size.`);
  const r = f.width / f.height;
  if (r < min) return fail(`This ${what} is too tall: the aspect ratio must be at least ${fmt(min)} (width ÷ height), it is ${fmt(r)}.`);
  if (r > max) return fail(`This ${what} is too wide: the aspect ratio must be at most ${fmt(max)} (width ÷ height), it is ${fmt(r)}.`);
  return { ok: true };
}

function checkDuration(f: MediaFacts, min: number, max: number, what: string): MediaVerdict {
  const d = f.durationSeconds;
  if (d === undefined || !Number.isFinite(d)) return fail(`The length of this ${what} could not be read.`);
  if (d < min) return fail(`This ${what} is too short: it must be at least ${min} seconds long.`);
  if (d > max) return fail(`This ${what} is too long: it can be at most ${max} seconds long.`);
  return { ok: true };
}

const firstFailure = (...checks: (() => MediaVerdict)[]): MediaVerdict => {
  for (const check of checks) {
    const v = check();
    if (!v.ok) return v;
  }
  return { ok: true };
};

/** 001 §5 Validation rules for each kind of upload. */
export function validateMedia(f: MediaFacts): MediaVerdict {
  switch (f.kind) {
    case 'feed-photo':
      return firstFailure(() => checkPhoto(f, L.photoMaxBytes), () => checkRatio(f, L.imageAspectMin, L.imageAspectMax, 'photo'));
    case 'story-photo':
    case 'profile-picture':
      return checkPhoto(f, L.photoMaxBytes);
    case 'igtv-cover':
      return checkPhoto(f, L.photoMaxBytes);
    case 'feed-video':
      return firstFailure(
        () => (f.mimeType === 'video/mp4' ? { ok: true } : fail('Videos must be MP4 files.')),
        () => (f.bytes <= L.feedVideoMaxBytes ? { ok: true } : fail(`Videos can be at most ${L.feedVideoMaxBytes / 1e6} MB.`)),
        () => checkDuration(f, L.feedVideoMinSeconds, L.feedVideoMaxSeconds, 'video'),
        () => checkRatio(f, L.feedVideoAspectMin, Number.POSITIVE_INFINITY, 'video'),
      );
    case 'story-video':
      return f.mimeType === 'video/mp4' ? { ok: true } : fail('Videos must be MP4 files.');
    case 'igtv-video':
      return firstFailure(
        () => (f.mimeType === 'video/mp4' ? { ok: true } : fail('Long videos must be MP4 files.')),
        () => (f.bytes <= L.igtvMaxBytes ? { ok: true } : fail(`Long videos can be at most ${L.igtvMaxBytes / 1e9} GB (3,600,000,000 bytes).`)),
        () => checkDuration(f, L.igtvMinSeconds, L.igtvMaxSeconds, 'long video'),
      );
  }
}
