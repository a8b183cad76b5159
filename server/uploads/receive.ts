import { truncate } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorType } from '../../sync/api/errors';
import { UploadHeader } from '../../sync/api/upload';
import type { RuploadOffsetResponse, RuploadPostResponse } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UploadRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { appendBody } from './append-body';
import { completeEntity, completionOf } from './complete-entity';
import type { Completion } from './complete-entity';
import { ensurePartFile, reconcileOffset } from './entity-offset';
import { ENTITY_NAME, parseRuploadHeaders, toRuploadParams } from './rupload-headers';
import type { RuploadHeaders, RuploadRoute } from './rupload-headers';
import { partPath } from './upload-paths';

/**
 * GET and POST of /rupload_igphoto|igvideo/{entity} (sync/api/upload.ts, DESIGN.md Uploads).
 * GET answers the bytes held. POST appends the body at Offset, which must be the server's
 * offset (else 409 with `offset`, nothing changed); bytes are stored as they arrive, so an
 * interrupted request keeps them. The last byte starts processing (complete-entity.ts).
 */
const routeOf = (row: UploadRow): RuploadRoute => (row.mediaType === 1 ? 'photo' : 'video');

function entityParam(req: FastifyRequest<{ Params: { entity: string } }>): string {
  const { entity } = req.params;
  if (!ENTITY_NAME.test(entity)) throw badRequest('entity: must be 1-160 letters, digits, - or _');
  return entity;
}

export async function uploadOffset(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { entity: string } }>,
  route: RuploadRoute,
): Promise<RuploadOffsetResponse> {
  const viewer = requireViewer(req);
  const entity = entityParam(req);
  await ctx.uploads.active.settled(entity);
  const row = ctx.repos.uploads.byEntity(entity);
  if (!row) return { offset: 0 };
  if (row.userId !== viewer.id || routeOf(row) !== route) throw notFound();
  return { offset: ctx.uploads.active.isActive(entity) ? heldBytes(ctx, row) : reconcileOffset(ctx, row) };
}

/** The bytes held: the database's offset, or the exact count of a request writing right now. */
function heldBytes(ctx: AppContext, row: UploadRow): number {
  return Math.max(row.received, ctx.uploads.active.received(row.entity) ?? 0);
}

/**
 * While a request runs, its offset is stored every OFFSET_STORE_BYTES or OFFSET_STORE_MS
 * (ours to choose), not after every write; the request's lease keeps the exact count for the
 * answers given meanwhile, and the last count is stored when the request ends, however it
 * ends. After a crash the stored offset may lag the file by that much: reconcileOffset cuts
 * the file back to it, and the client sends those bytes again.
 */
export const OFFSET_STORE_BYTES = 8 * 1024 * 1024;
export const OFFSET_STORE_MS = 1000;

function checkSameFile(row: UploadRow, h: RuploadHeaders, route: RuploadRoute): void {
  if (routeOf(row) !== route) throw badRequest(`${UploadHeader.entityName}: this entity is a ${routeOf(row)} upload`);
  if (row.declaredLength !== h.length) throw badRequest(`${UploadHeader.entityLength}: this upload started as ${row.declaredLength} bytes`);
  if (row.uploadId !== h.params.upload_id) throw badRequest(`${UploadHeader.params}: upload_id differs from the one this upload started with`);
}

/** A new entity may join an upload_id only of this user, and not one already posted. */
function checkUploadIdFree(ctx: AppContext, viewerId: number, uploadId: string): void {
  const media = ctx.repos.uploadMedia.get(uploadId);
  const post = ctx.repos.posts.byUploadId(uploadId);
  if (
    (media && media.userId !== viewerId) ||
    (post && post.ownerId !== viewerId) ||
    ctx.repos.uploads.byUploadId(uploadId).some((e) => e.userId !== viewerId)
  ) {
    throw forbidden(`${UploadHeader.params}: upload_id belongs to another account`);
  }
  if (media?.consumedAt != null) throw badRequest(`${UploadHeader.params}: upload_id was already posted`);
}

const conflict = (offset: number): HttpError =>
  new HttpError(409, ErrorType.conflict, `${UploadHeader.offset}: the server holds ${offset} bytes of this file`, { offset });

function completionReply(reply: FastifyReply, req: FastifyRequest, uploadId: string, offset: number, done: Completion): FastifyReply {
  if (!done.ok) {
    if (done.cause !== undefined) req.log.error({ err: done.cause }, 'upload processing failed');
    throw badRequest(done.message);
  }
  const body: RuploadPostResponse = { status: 'ok', upload_id: uploadId, offset, complete: true };
  if (done.encodingStatus) body.encoding_status = done.encodingStatus as NonNullable<RuploadPostResponse['encoding_status']>;
  return reply.send(body);
}

/**
 * A refusal sent before the body was read closes the connection instead of draining the body:
 * a browser reads the answer only once it has sent the whole body (up to a 16 MiB chunk, e.g. a
 * request Chromium re-sent by itself after a reset, at a stale Offset) or once the connection
 * fails. So: `Connection: close`, and the socket is cut as soon as the answer is flushed.
 */
function closeAfterReply(req: FastifyRequest, reply: FastifyReply): void {
  if (req.raw.complete || reply.sent) return;
  reply.header('connection', 'close');
  reply.raw.once('finish', () => req.raw.socket.destroy());
}

export async function receiveUpload(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { entity: string } }>,
  reply: FastifyReply,
  route: RuploadRoute,
): Promise<FastifyReply | undefined> {
  try {
    return await receive(ctx, req, reply, route);
  } catch (err) {
    closeAfterReply(req, reply);
    throw err;
  }
}

async function receive(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { entity: string } }>,
  reply: FastifyReply,
  route: RuploadRoute,
): Promise<FastifyReply | undefined> {
  const { repos } = ctx;
  const viewer = requireViewer(req);
  const entity = entityParam(req);
  const h = parseRuploadHeaders(req, entity, route);
  const uploadId = h.params.upload_id;
  const existing = repos.uploads.byEntity(entity);
  if (existing && existing.userId !== viewer.id) throw notFound();
  if (existing) checkSameFile(existing, h, route);
  else checkUploadIdFree(ctx, viewer.id, uploadId);
  // An Offset below the bytes already stored is stale whatever a request in flight still adds
  // (a request the browser re-sent by itself): refuse it at once, without waiting or cutting.
  if (existing && h.offset < heldBytes(ctx, existing)) throw conflict(heldBytes(ctx, existing));

  const lease = await ctx.uploads.active.acquire(entity, () => req.raw.destroy());
  req.raw.once('close', () => {
    if (!req.raw.complete) lease.markAborted();
  });
  try {
    if (lease.superseded() || req.raw.destroyed) {
      reply.hijack();
      return undefined;
    }
    let row = repos.uploads.byEntity(entity);
    const serverOffset = row ? reconcileOffset(ctx, row) : 0;
    if (h.offset !== serverOffset) throw conflict(serverOffset);
    if (row && row.state !== 'receiving') return completionReply(reply, req, uploadId, row.declaredLength, completionOf(ctx, row));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && h.offset + declared > h.length) {
      throw badRequest(`${UploadHeader.entityLength}: the body runs past the end of the file (${h.offset} + ${declared} > ${h.length} bytes)`);
    }
    row ??= repos.uploads.create({
      entity,
      userId: viewer.id,
      uploadId,
      mediaType: h.params.media_type,
      entityType: h.entityType,
      declaredLength: h.length,
      params: JSON.stringify(toRuploadParams(h.params)),
      createdAt: nowSeconds(ctx),
    });
    const file = partPath(ctx.dataDir, viewer.id, entity);
    ensurePartFile(file);
    let stored = { bytes: h.offset, at: ctx.now() };
    const store = (n: number): void => {
      repos.uploads.setReceived(entity, n, nowSeconds(ctx));
      stored = { bytes: n, at: ctx.now() };
    };
    const outcome = await appendBody(req.body as Readable | undefined, file, h.offset, h.length, (n) => {
      lease.progressed(n);
      if (n - stored.bytes >= OFFSET_STORE_BYTES || ctx.now() - stored.at >= OFFSET_STORE_MS) store(n);
    });
    if (outcome.kind === 'overflow') {
      await truncate(file, h.offset);
      lease.progressed(h.offset);
      store(h.offset);
      throw badRequest(`${UploadHeader.entityLength}: the body is longer than the file (${h.length} bytes)`);
    }
    if (outcome.received !== stored.bytes) store(outcome.received);
    if (outcome.kind === 'aborted') {
      reply.hijack();
      return undefined;
    }
    if (outcome.received < h.length) {
      const body: RuploadPostResponse = { status: 'ok', upload_id: uploadId, offset: outcome.received, complete: false };
      return reply.send(body);
    }
    const complete = repos.uploads.byEntity(entity) ?? row;
    return completionReply(reply, req, uploadId, h.length, await completeEntity(ctx, complete));
  } finally {
    lease.release();
  }
}
