/** Object urls of an upload's files, for its local post and its view (revoked when it goes). */
import type { UploadUrls } from './local-post';
import type { UploadRecord } from './upload-record';

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export function urlsFor(record: UploadRecord, files: ReadonlyMap<string, Blob>, urls: ObjectUrls | null): UploadUrls {
  const make = (key: string): string => {
    const blob = files.get(key);
    return blob && urls ? urls.create(blob) : '';
  };
  const cover = record.parts.find((p) => p.role === 'cover');
  return { media: record.parts.filter((p) => p.role === 'media').map((p) => make(p.blobKey)), cover: cover ? make(cover.blobKey) || null : null };
}

export function revokeUrls(current: UploadUrls, urls: ObjectUrls | null): UploadUrls {
  for (const url of [...current.media, current.cover]) if (url) urls?.revoke(url);
  return { media: current.media.map(() => ''), cover: null };
}
