/**
 * Fakes for the upload engine's tests (not shipped code): an in-memory rupload server over
 * Blob bytes (sync/api/upload.ts protocol: GET → {offset}; POST from Offset → {status:'ok',
 * offset, complete}; 409 {error_type:'conflict', offset} on a mismatch; bytes kept as they
 * arrive, so a dropped request loses nothing already received), with scripted faults, a
 * simulated link speed on a manual clock, and configure endpoints.
 */
import { UploadHeader } from '../../sync/api/upload';
import type { ManualClock } from '../test-support/manual-clock';
import { wirePost } from '../test-support/wire-fixtures';

export type Fault = (
  /** This request goes through normally. */
  | { type: 'pass' }
  /** The server keeps `keep` bytes of the body, then the connection drops (fetch rejects). */
  | { type: 'drop'; keep: number }
  /** Answers this status (a 000 §8 error body), keeps nothing. */
  | { type: 'status'; status: number; errorType?: string; message?: string }
  /** Keeps `keep` bytes, then never answers (until the request is aborted). */
  | { type: 'stall'; keep?: number }
  /** The server lost bytes: its offset goes back to `to` before this request (→ 409). */
  | { type: 'lose'; to: number }
  /** No network at all: rejects at once, nothing arrives. */
  | { type: 'offline' }
) & {
  /** Runs when the fault is hit (e.g. the browser going offline at that moment). */
  onHit?: () => void;
};

export interface LoggedRequest {
  method: string;
  path: string;
  offset: number | null;
  length: number | null;
}

export interface FakeServerOptions {
  clock?: ManualClock;
  /** Simulated link speed: a POST of n bytes takes n / bps seconds of the clock. */
  bytesPerSecond?: number;
  /** encoding_status answered when a video completes (001 §3). */
  videoEncoding?: string;
  /** Answer the next n configures with 503 transcode_not_finished. */
  transcodeBusy?: number;
  /** Refuse every configure with a 400 and this message. */
  refuseConfigure?: string;
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failBody = (status: number, errorType: string, message: string, extra: Record<string, unknown> = {}): Response =>
  json({ status: 'fail', message, error_type: errorType, ...extra }, status);

function abortable(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = (): void => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted === true) fail();
    signal?.addEventListener('abort', fail);
  });
}

export function createFakeRuploadServer(options: FakeServerOptions = {}) {
  const held = new Map<string, Uint8Array>();
  const requests: LoggedRequest[] = [];
  const configures: { path: string; form: URLSearchParams; mutationId: string | null }[] = [];
  const published = new Map<string, string>();
  const pictures: { mutationId: string | null; bytes: number | null }[] = [];
  const faults: Fault[] = [];
  let transcodeBusy = options.transcodeBusy ?? 0;

  const bytesOf = (entity: string): Uint8Array => held.get(entity) ?? new Uint8Array(0);
  const keep = (entity: string, bytes: Uint8Array): void => {
    const have = bytesOf(entity);
    const next = new Uint8Array(have.length + bytes.length);
    next.set(have);
    next.set(bytes, have.length);
    held.set(entity, next);
  };

  async function post(entity: string, isVideo: boolean, headers: Headers, body: Blob, signal: AbortSignal | null | undefined): Promise<Response> {
    const offset = Number(headers.get(UploadHeader.offset));
    const total = Number(headers.get(UploadHeader.entityLength));
    const bytes = new Uint8Array(await body.arrayBuffer());
    requests.push({ method: 'POST', path: entity, offset, length: bytes.length });
    const fault = faults.shift();
    fault?.onHit?.();
    if (fault?.type === 'offline') throw new TypeError('Failed to fetch');
    if (fault?.type === 'lose') held.set(entity, bytesOf(entity).slice(0, fault.to));
    if (fault?.type === 'status') return failBody(fault.status, fault.errorType ?? 'server_error', fault.message ?? `HTTP ${fault.status}`);
    const have = bytesOf(entity).length;
    if (offset !== have) return failBody(409, 'conflict', 'Offset mismatch', { offset: have });
    if (fault?.type === 'drop') {
      keep(entity, bytes.slice(0, fault.keep));
      throw new TypeError('Failed to fetch');
    }
    if (fault?.type === 'stall') {
      keep(entity, bytes.slice(0, fault.keep ?? 0));
      return abortable(signal);
    }
    if (options.clock && options.bytesPerSecond) options.clock.advance(Math.round((bytes.length * 1000) / options.bytesPerSecond));
    keep(entity, bytes);
    const now = bytesOf(entity).length;
    const complete = now >= total;
    const uploadId = entity.split('_')[0] ?? entity;
    return json({ status: 'ok', upload_id: uploadId, offset: now, complete, ...(complete && isVideo && options.videoEncoding ? { encoding_status: options.videoEncoding } : {}) });
  }

  function configure(path: string, form: URLSearchParams, mutationId: string | null): Response {
    configures.push({ path, form, mutationId });
    if (options.refuseConfigure !== undefined) return failBody(400, 'bad_request', options.refuseConfigure);
    if (transcodeBusy > 0) {
      transcodeBusy -= 1;
      return failBody(503, 'transcode_not_finished', 'The video is still being processed.');
    }
    const uploadId = form.get('upload_id') ?? '';
    // Idempotent on upload_id: a repeat gets the same post.
    const id = published.get(uploadId) ?? `srv-${published.size + 1}`;
    published.set(uploadId, id);
    return json({ status: 'ok', media: wirePost(id, { caption: form.get('caption') ?? null, owner: { id: 'v1', username: 'viewer', full_name: 'Viewer', profile_pic_url: '/v.jpg', is_private: false, is_verified: false } }) });
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const rupload = /^\/rupload_ig(photo|video)\/([^/]+)$/.exec(url.pathname);
    if (rupload) {
      const entity = rupload[2] ?? '';
      if (method === 'GET') {
        requests.push({ method, path: entity, offset: null, length: null });
        const fault = faults[0]?.type === 'offline' ? faults.shift() : undefined;
        if (fault) throw new TypeError('Failed to fetch');
        return json({ offset: bytesOf(entity).length });
      }
      return post(entity, rupload[1] === 'video', headers, init?.body as Blob, init?.signal);
    }
    if (method === 'POST' && url.pathname === '/accounts/web_change_profile_picture/') {
      const body = init?.body instanceof FormData ? init.body : null;
      const file = body?.get('profile_pic');
      pictures.push({ mutationId: headers.get('X-Mutation-Id'), bytes: file instanceof Blob ? file.size : null });
      const fault = faults.shift();
      if (fault?.type === 'status') return failBody(fault.status, fault.errorType ?? 'bad_request', fault.message ?? `HTTP ${fault.status}`);
      if (fault?.type === 'offline') throw new TypeError('Failed to fetch');
      return json({ status: 'ok', changed_profile: true, has_profile_pic: file instanceof Blob, profile_pic_url: file instanceof Blob ? '/avatars/new.jpg' : '/avatars/default.jpg' });
    }
    if (method === 'POST' && /configure/.test(url.pathname)) {
      return configure(url.pathname, new URLSearchParams(String(init?.body ?? '')), headers.get('X-Mutation-Id'));
    }
    return failBody(404, 'not_found', 'not found');
  };

  return {
    fetch: fetchImpl as typeof fetch,
    faults,
    requests,
    configures,
    pictures,
    held: (entity: string): number => bytesOf(entity).length,
    bytes: bytesOf,
    posts: (): LoggedRequest[] => requests.filter((r) => r.method === 'POST'),
    gets: (): LoggedRequest[] => requests.filter((r) => r.method === 'GET'),
    set bytesPerSecond(bps: number) {
      options.bytesPerSecond = bps;
    },
  };
}

export type FakeRuploadServer = ReturnType<typeof createFakeRuploadServer>;

/** A file of `size` bytes with recognisable content (byte i is i mod 251). */
export function testFile(size: number, name = 'photo.jpg', type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = i % 251;
  return new File([bytes], name, { type });
}

export async function bytesOfBlob(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** Polls (real time) until `check` holds: for async work that the manual clock does not drive. */
export async function waitFor(check: () => boolean, what = 'condition', timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}
