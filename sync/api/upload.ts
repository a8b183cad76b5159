/**
 * The resumable upload protocol (DESIGN.md Uploads, 001 §7 Creation and upload) and the
 * creation calls, shared by the server and the worker's upload engine.
 *
 *   GET  /rupload_igphoto/{entity} | /rupload_igvideo/{entity}  → {"offset": N}  (bytes held)
 *   POST same path, body = bytes from `Offset` on, headers below → {"status":"ok","offset":N,
 *        "upload_id", "complete": boolean, ...}; a POST whose Offset is not the server's
 *        offset → 409 {status:'fail', error_type:'conflict', offset: N} and nothing changes.
 * The entity name is `${upload_id}_0_${random}` (client-made, unique per file).
 */

export const UploadHeader = {
  entityName: 'X-Entity-Name',
  entityLength: 'X-Entity-Length',
  entityType: 'X-Entity-Type',
  offset: 'Offset',
  params: 'X-Instagram-Rupload-Params',
} as const;

export const UploadPath = {
  photo: (entity: string) => `/rupload_igphoto/${entity}`,
  video: (entity: string) => `/rupload_igvideo/${entity}`,
  configure: '/create/configure/',
  configureToStory: '/create/configure_to_story/',
  configureToIgtv: '/igtv/configure_to_igtv/',
  edit: (mediaId: string) => `/media/${mediaId}/edit/`,
  delete: (mediaId: string) => `/create/${mediaId}/delete/`,
  locationSearch: '/location_search/',
  changeProfilePicture: '/accounts/web_change_profile_picture/',
} as const;

/** 001 §3 numeric media types used by uploads. */
export const UploadMediaType = { image: 1, video: 2 } as const;
export type UploadMediaType = (typeof UploadMediaType)[keyof typeof UploadMediaType];

/** JSON of the X-Instagram-Rupload-Params header (001 §7). */
export interface RuploadParams {
  media_type: UploadMediaType;
  upload_id: string;
  height: number;
  width: number;
  /** Milliseconds, videos only (001 §9 "video media duration is seconds times 1000"). */
  duration?: number;
  /** 'video/mp4' for videos. */
  video_format?: string;
  /** '1' for long-form (igtv) video. */
  is_igtv_video?: boolean;
  /** Crop applied by the client, as fractions of the source: {x, y, width, height}. */
  transform?: { x: number; y: number; width: number; height: number } | null;
}

export interface RuploadOffsetResponse {
  offset: number;
}

export interface RuploadPostResponse {
  status: 'ok';
  upload_id: string;
  offset: number;
  complete: boolean;
  /** 001 §3 video encoding status once complete (videos). */
  encoding_status?: VideoEncodingStatus;
}

/** 001 §3 Video encoding status; the first three mean the status will change. */
export const VideoEncodingStatus = {
  preUpload: 'pre_upload',
  encodingInProgress: 'encoding_in_progress',
  segmentedInProgress: 'segmented_upload_and_encoding_in_progress',
  encodingComplete: 'encoding_complete',
  encodingFailed: 'encoding_failed',
  published: 'published',
  abandoned: 'abandoned',
} as const;
export type VideoEncodingStatus = (typeof VideoEncodingStatus)[keyof typeof VideoEncodingStatus];

/** 001 §3 Media update status. */
export const MediaUpdateStatus = {
  draft: 'DRAFT',
  notUploaded: 'NOT_UPLOADED',
  uploaded: 'UPLOADED',
  createdMedia: 'CREATED_MEDIA',
  uploadedVideo: 'UPLOADED_VIDEO',
  configured: 'CONFIGURED',
} as const;
export type MediaUpdateStatus = (typeof MediaUpdateStatus)[keyof typeof MediaUpdateStatus];

/**
 * Validation limits of 001 §5, checked in the client before upload and again on the server.
 * Each rejection names the limit in its message.
 */
export const UploadLimits = {
  imageAspectMin: 0.792,
  imageAspectMax: 1.9291,
  feedVideoMinSeconds: 2.5,
  feedVideoMaxSeconds: 60.5,
  feedVideoAspectMin: 0.8,
  igtvMinSeconds: 60,
  igtvMaxSeconds: 3600,
  igtvMaxBytes: 3_600_000_000,
  igtvTitleMax: 75,
  igtvDescriptionMax: 2200,
  /** Cover ratio 4:5 (crop 9:16). */
  igtvCoverRatio: 4 / 5,
  igtvCoverCropRatio: 9 / 16,
  /** Our choice (not shown in the spec): the largest photo accepted. */
  photoMaxBytes: 30_000_000,
  /** Our choice: the largest feed video accepted. */
  feedVideoMaxBytes: 650_000_000,
  /** 001 §9 profile picture upload timeout 120 s. */
  profilePictureTimeoutMs: 120_000,
} as const;
