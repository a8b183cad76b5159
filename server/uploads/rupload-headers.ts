import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorType } from '../../sync/api/errors';
import { UploadHeader, UploadLimits, UploadMediaType } from '../../sync/api/upload';
import type { RuploadParams } from '../../sync/api/upload';
import { validateMedia } from '../../sync/api/upload-rules';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * The headers of a rupload POST (sync/api/upload.ts, 001 §7 Creation and upload): Offset,
 * X-Entity-Name (= the path's entity), X-Entity-Length, X-Entity-Type and the
 * X-Instagram-Rupload-Params JSON. A file over its kind's limit is a 413 naming the limit.
 */
export type RuploadRoute = 'photo' | 'video';

export const ENTITY_NAME = /^[A-Za-z0-9_-]{1,160}$/;
export const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const fraction = z.number().min(0).max(1);
const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const RuploadParamsSchema = z.object({
  media_type: z.coerce.number().pipe(z.union([z.literal(UploadMediaType.image), z.literal(UploadMediaType.video)])),
  upload_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(UPLOAD_ID, 'must be 1-64 letters, digits, - or _')),
  width: z.coerce.number().int().min(0).max(100_000).optional(),
  height: z.coerce.number().int().min(0).max(100_000).optional(),
  duration: z.coerce.number().min(0).optional(),
  video_format: z.string().max(64).optional(),
  is_igtv_video: flag.optional(),
  transform: z
    .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
    .refine((t) => t.x + t.width <= 1.0001 && t.y + t.height <= 1.0001, 'the crop must lie inside the picture')
    .nullable()
    .optional(),
});
export type ValidParams = z.output<typeof RuploadParamsSchema>;

export interface RuploadHeaders {
  offset: number;
  length: number;
  entityType: string;
  params: ValidParams;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

function integer(req: FastifyRequest, name: string, fallback?: number): number {
  const raw = header(req, name);
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined || !/^\d{1,16}$/.test(raw.trim())) throw badRequest(`${name}: must be a whole number of bytes`);
  return Number(raw.trim());
}

/** The largest file of this kind (001 §5; photo and feed-video sizes are our choice). */
export function sizeLimit(route: RuploadRoute, isIgtv: boolean): { bytes: number; message: string } {
  if (route === 'photo') return { bytes: UploadLimits.photoMaxBytes, message: `photos can be at most 30 MB (${UploadLimits.photoMaxBytes} bytes)` };
  if (isIgtv) return { bytes: UploadLimits.igtvMaxBytes, message: `long videos can be at most 3.6 GB (${UploadLimits.igtvMaxBytes} bytes)` };
  return { bytes: UploadLimits.feedVideoMaxBytes, message: `videos can be at most 650 MB (${UploadLimits.feedVideoMaxBytes} bytes)` };
}

export function parseRuploadHeaders(req: FastifyRequest, entity: string, route: RuploadRoute): RuploadHeaders {
  if (header(req, UploadHeader.entityName) !== entity) throw badRequest(`${UploadHeader.entityName}: must equal the entity in the path`);
  const rawParams = header(req, UploadHeader.params);
  if (rawParams === undefined) throw badRequest(`${UploadHeader.params}: required`);
  let json: unknown;
  try {
    json = JSON.parse(rawParams);
  } catch {
    throw badRequest(`${UploadHeader.params}: not valid JSON`);
  }
  const params = parseInput(RuploadParamsSchema, json, UploadHeader.params);
  const wanted = route === 'photo' ? UploadMediaType.image : UploadMediaType.video;
  if (params.media_type !== wanted) {
    throw badRequest(`${UploadHeader.params}: media_type must be ${wanted} on /rupload_ig${route}/`);
  }
  const entityType = (header(req, UploadHeader.entityType) ?? '').trim().toLowerCase();
  const typeCheck = validateMedia({ kind: route === 'photo' ? 'story-photo' : 'story-video', mimeType: entityType, bytes: 0, width: 1, height: 1 });
  if (!typeCheck.ok) throw badRequest(typeCheck.message);
  const length = integer(req, UploadHeader.entityLength);
  if (length < 1) throw badRequest(`${UploadHeader.entityLength}: must be at least 1`);
  const limit = sizeLimit(route, params.is_igtv_video === true);
  if (length > limit.bytes) throw new HttpError(413, ErrorType.payloadTooLarge, `${UploadHeader.entityLength}: ${limit.message}.`);
  const offset = integer(req, UploadHeader.offset, 0);
  if (offset > length) throw badRequest(`${UploadHeader.offset}: past the end of the file (${length} bytes)`);
  return { offset, length, entityType, params };
}

/** The params as the contract's RuploadParams (stored with the entity). */
export const toRuploadParams = (p: ValidParams): RuploadParams => ({
  media_type: p.media_type,
  upload_id: p.upload_id,
  width: p.width ?? 0,
  height: p.height ?? 0,
  ...(p.duration === undefined ? {} : { duration: p.duration }),
  ...(p.video_format === undefined ? {} : { video_format: p.video_format }),
  ...(p.is_igtv_video === undefined ? {} : { is_igtv_video: p.is_igtv_video }),
  ...(p.transform === undefined ? {} : { transform: p.transform }),
});
