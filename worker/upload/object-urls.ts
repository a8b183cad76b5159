/** Object urls of an upload's files, for its local post and its view (revoked when it goes). */
import type { UploadUrls } from './local-post';
import type { StoredFile } from './upload-db';
import type { UploadRecord } from './upload-record';

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/** Urls of the files held whole (a video the server partly holds is not shown after a reload). */
export function urlsFor(record: UploadRecord, files: ReadonlyMap<string, StoredFile>, urls: ObjectUrls | null): UploadUrls {
  const make = (key: string, bytes: number): string => {
    const file = files.get(key);
    return file && file.from === 0 && file.blob.size === bytes && urls ? urls.create(file.blob) : '';
  };
  const cover = record.parts.find((p) => p.role === 'cover');
  return {
    media: record.parts.filter((p) => p.role === 'media').map((p) => make(p.blobKey, p.bytes)),
    cover: cover ? make(cover.blobKey, cover.bytes) || null : null,
  };
}

export function revokeUrls(current: UploadUrls, urls: ObjectUrls | null): UploadUrls {
  for (const url of [...current.media, current.cover]) if (url) urls?.revoke(url);
  return { media: current.media.map(() => ''), cover: null };
}
