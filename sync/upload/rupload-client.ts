/**
 * The two calls of the resumable upload protocol (sync/api/upload.ts, 001 §7 Creation and
 * upload), with the request conventions of 000 §7 (CSRF, app id, rollout hash, www claim,
 * X-Requested-With: sync/transport/conventions.ts) but NOT the transport's 10 s timeout:
 * 001 §9 "media uploads: none" (the upload engine's stall detector replaces it).
 *
 *   offset(path)  GET  path                     → the bytes the server holds ({"offset": N})
 *   send(chunk)   POST path, body = Blob slice  → RuploadPostResponse
 *   postFile(…)   POST path, multipart form data with one file field (none: an empty body),
 *                 X-Mutation-Id (e.g. 001 §7 web_change_profile_picture, field profile_pic)
 * Failures throw a TransportError (000 §8): statusCode 0 with `aborted` when the caller's
 * signal cut it, statusCode 0 when no answer came, the status and parsed body otherwise.
 */
import { UploadHeader } from '../api/upload';
import type { RuploadOffsetResponse, RuploadParams, RuploadPostResponse } from '../api/upload';
import { buildHeaders, buildUrl, sessionPatchFromHeaders } from '../transport/conventions';
import { TransportError, parseJson } from '../transport/transport-error';
import type { SessionConfig, TransportDeps } from '../transport/types';

export type RuploadDeps = Pick<TransportDeps, 'fetch' | 'origin' | 'getSession' | 'onSessionUpdate'>;

export interface RuploadChunk {
  path: string;
  entityName: string;
  /** The whole file's size (X-Entity-Length). */
  entityLength: number;
  /** The file's MIME type (X-Entity-Type). */
  entityType: string;
  /** Where this body starts in the file (Offset). */
  offset: number;
  params: RuploadParams;
  /** A slice of the file: `file.slice(offset, offset + n)`, never the file read whole. */
  body: Blob;
  signal?: AbortSignal;
}

export interface RuploadClient {
  offset(path: string, signal?: AbortSignal): Promise<number>;
  send(chunk: RuploadChunk): Promise<RuploadPostResponse>;
  postFile(path: string, field: string, file: Blob | null, mutationId: string, signal?: AbortSignal): Promise<unknown>;
}

export function createRuploadClient(deps: RuploadDeps): RuploadClient {
  async function call(method: 'GET' | 'POST', path: string, extra: Record<string, string>, body: Blob | FormData | undefined, signal: AbortSignal | undefined, mutationId?: string): Promise<unknown> {
    const session: SessionConfig = deps.getSession();
    const url = buildUrl(deps.origin, { method, path });
    const headers = buildHeaders({ method, path, ...(mutationId === undefined ? {} : { mutationId }) }, url, deps.origin, session);
    headers.delete('Content-Type');
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const fetchFn = deps.fetch;
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(url.href, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        credentials: 'same-origin',
        ...(signal === undefined ? {} : { signal }),
      });
      text = await response.text();
    } catch (err) {
      if (signal?.aborted === true) throw TransportError.network(url.href, 'aborted', { aborted: true });
      throw TransportError.network(url.href, err instanceof Error ? err.message : String(err));
    }
    const patch = sessionPatchFromHeaders(response.headers, session);
    if (Object.keys(patch).length > 0) deps.onSessionUpdate(patch);
    if (!response.ok) throw TransportError.http(url.href, response.status, text);
    return parseJson(text);
  }

  return {
    async offset(path, signal) {
      const body = await call('GET', path, {}, undefined, signal);
      const offset = (body as Partial<RuploadOffsetResponse> | undefined)?.offset;
      if (typeof offset !== 'number' || !Number.isFinite(offset) || offset < 0) throw new Error(`rupload: no offset in the answer of GET ${path}`);
      return offset;
    },
    async send(chunk) {
      const body = await call(
        'POST',
        chunk.path,
        {
          [UploadHeader.entityName]: chunk.entityName,
          [UploadHeader.entityLength]: String(chunk.entityLength),
          [UploadHeader.entityType]: chunk.entityType,
          [UploadHeader.offset]: String(chunk.offset),
          [UploadHeader.params]: JSON.stringify(chunk.params),
          'Content-Type': 'application/octet-stream',
        },
        chunk.body,
        chunk.signal,
      );
      const answer = body as Partial<RuploadPostResponse> | undefined;
      if (answer?.status !== 'ok' || typeof answer.offset !== 'number') throw new Error(`rupload: unreadable answer of POST ${chunk.path}`);
      return answer as RuploadPostResponse;
    },
    postFile(path, field, file, mutationId, signal) {
      let body: FormData | undefined;
      if (file !== null) {
        body = new FormData();
        body.append(field, file, 'upload.jpg');
      }
      // fetch sets the multipart Content-Type (with its boundary) itself.
      return call('POST', path, {}, body, signal, mutationId);
    },
  };
}
