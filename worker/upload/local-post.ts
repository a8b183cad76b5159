/**
 * The post shown while an upload is made (001 §7 Creation and upload; DESIGN.md rule 1, the
 * optimistic effect): id 'local:<uploadId>', code 'local-<uploadId>', the viewer as owner, the
 * pictures as object urls of the stored files. Feed posts and carousels only (a story or a long
 * video is not a feed post until published).
 */
import { CLIENT_ID_PREFIX } from '../../sync/mutations/definitions';
import type { Post, Resource, SidecarChild } from '../model';
import type { UploadRecord } from './upload-record';

export const localPostId = (uploadId: string): string => `${CLIENT_ID_PREFIX}${uploadId}`;
export const localPostCode = (uploadId: string): string => `local-${uploadId}`;

export function hasLocalPost(record: Pick<UploadRecord, 'kind'>): boolean {
  return record.kind === 'feed' || record.kind === 'carousel';
}

/** Object urls of an upload's files: one per media part, in order, and the cover's. */
export interface UploadUrls {
  media: string[];
  cover: string | null;
}

/** What a list shows for the upload: the cover, else the first photo (null for a bare video). */
export function thumbnailOf(record: UploadRecord, urls: UploadUrls): string | null {
  if (urls.cover !== null) return urls.cover;
  const first = record.parts.find((p) => p.role === 'media');
  return first && first.mediaType === 1 ? (urls.media[0] ?? null) : null;
}

export function localPost(record: UploadRecord, urls: UploadUrls): Post {
  const { width, height } = record.display;
  const media = record.parts.filter((p) => p.role === 'media');
  const picture = thumbnailOf(record, urls) ?? '';
  const resource = (src: string, w = width, h = height): Resource[] => (src === '' ? [] : [{ src, configWidth: w, configHeight: h }]);
  const children: SidecarChild[] = record.kind !== 'carousel' ? [] : media.map((p, i) => {
    const url = urls.media[i] ?? '';
    const video = p.mediaType === 2;
    return {
      id: localPostId(p.uploadId),
      isVideo: video,
      dimensions: { height: p.params.height, width: p.params.width },
      src: video ? '' : url,
      displayResources: video ? [] : resource(url, p.params.width, p.params.height),
      videoUrl: video ? url : null,
      accessibilityCaption: null,
    };
  });
  const { compose } = record;
  return {
    id: localPostId(record.id),
    code: localPostCode(record.id),
    caption: compose.caption === '' ? null : compose.caption,
    captionIsEdited: false,
    accessibilityCaption: compose.altText === '' ? null : compose.altText,
    commentsDisabled: false,
    dimensions: { height, width },
    displayResources: resource(picture),
    thumbnailResources: resource(picture),
    src: picture,
    thumbnailSrc: picture,
    videoUrl: record.display.isVideo ? (urls.media[0] ?? null) : null,
    videoDuration: record.display.isVideo ? record.display.durationSeconds : null,
    videoViews: null,
    isVideo: record.display.isVideo,
    isSidecar: record.kind === 'carousel',
    sidecarChildren: children,
    likedByViewer: false,
    numLikes: 0,
    numPreviewLikes: 0,
    savedByViewer: false,
    numComments: 0,
    previewCommentIds: [],
    owner: record.viewerId,
    location: compose.location === null ? null : { id: compose.location.id, name: compose.location.name, slug: '' },
    postedAt: Math.floor(record.createdAt / 1000),
  };
}
