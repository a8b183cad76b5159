import { validateMedia } from '../../sync/api/upload-rules';
import type { UploadKind } from '../../sync/api/upload-rules';
import type { NewMedia } from '../db/types';
import { badRequest } from '../http/errors';
import type { ReadyMedia } from '../uploads/readiness';
import { newShortcode } from './shortcode';

/**
 * The rules of where an upload goes (001 §5, validateMedia shared with the client): a feed
 * photo's aspect ratio 0.792 to 1.9291, a feed video 2.5 to 60.5 s and at least 0.8 wide per
 * high, IGTV 60 to 3600 s with a JPEG cover, stories only the file type. A refusal is a 400
 * whose message is the rule's own (it names the limit).
 */
export type Destination = 'feed' | 'story' | 'igtv';

const videoKind: Record<Destination, UploadKind> = { feed: 'feed-video', story: 'story-video', igtv: 'igtv-video' };
const photoKind: Record<Destination, UploadKind> = { feed: 'feed-photo', story: 'story-photo', igtv: 'igtv-cover' };

export function checkMedia(ready: ReadyMedia, dest: Destination): void {
  const { video, image } = ready;
  if (dest === 'igtv' && !video) throw badRequest('upload_id: IGTV posts are videos; this upload is a photo');
  const verdict = video
    ? validateMedia({ kind: videoKind[dest], mimeType: 'video/mp4', bytes: video.bytes, width: video.width, height: video.height, durationSeconds: video.duration })
    : validateMedia({ kind: photoKind[dest], mimeType: 'image/jpeg', bytes: image.bytes, width: image.width, height: image.height });
  if (!verdict.ok) throw badRequest(verdict.message);
  if (dest === 'igtv') {
    const cover = validateMedia({ kind: 'igtv-cover', mimeType: 'image/jpeg', bytes: image.bytes, width: image.width, height: image.height });
    if (!cover.ok) throw badRequest(cover.message);
  }
}

/** A post_media row for a ready upload (a video's picture is its cover). */
export function toNewMedia(ready: ReadyMedia, accessibilityCaption: string | null): NewMedia {
  const { video, image } = ready;
  return {
    shortcode: newShortcode(),
    isVideo: video !== null,
    width: video?.width ?? image.width,
    height: video?.height ?? image.height,
    imageKey: image.key,
    imageWidth: image.width,
    imageHeight: image.height,
    videoFile: video?.file ?? null,
    videoDuration: video ? Math.round(video.duration * 1000) / 1000 : null,
    accessibilityCaption,
  };
}
