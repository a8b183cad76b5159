import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Header } from '../../sync/api/headers';
import { UploadHeader, UploadPath } from '../../sync/api/upload';
import type { RuploadParams } from '../../sync/api/upload';
import type { BuildServerOptions } from '../../server/app';
import { startServer } from './helpers';
import type { Client, TestServer } from './helpers';

/**
 * Helpers of the upload tests: a server with a clock the test moves, pictures made with
 * sharp, videos made with ffmpeg at test time (a missing ffmpeg fails loudly, never skips),
 * and raw rupload requests the way the client's upload engine sends them.
 */
export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): Clock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

export async function startUploadServer(opts: Partial<BuildServerOptions> = {}): Promise<{ server: TestServer; clock: Clock }> {
  const clock = testClock();
  const server = await startServer({ now: clock.now, ...opts });
  return { server, clock };
}

let counter = 0;
/** A client-made upload_id (digits, as the web client makes them) and an entity for it. */
export const newUploadId = (): string => `${Date.now()}${String((counter += 1)).padStart(4, '0')}`;
export const entityFor = (uploadId: string): string => `${uploadId}_0_${Math.floor(Math.random() * 1e9)}`;

export type Kind = 'photo' | 'video';
export const pathFor = (kind: Kind, entity: string): string => (kind === 'photo' ? UploadPath.photo(entity) : UploadPath.video(entity));

export interface RuploadOptions {
  offset: number;
  length: number;
  params: RuploadParams;
  entityType?: string;
  headers?: Record<string, string>;
}

export function ruploadHeaders(client: Client, entity: string, o: RuploadOptions, kind: Kind): Record<string, string> {
  return {
    cookie: client.cookieHeader,
    [Header.csrf]: client.csrfToken ?? '',
    'content-type': 'application/octet-stream',
    [UploadHeader.entityName]: entity,
    [UploadHeader.entityLength]: String(o.length),
    [UploadHeader.entityType]: o.entityType ?? (kind === 'photo' ? 'image/jpeg' : 'video/mp4'),
    [UploadHeader.offset]: String(o.offset),
    [UploadHeader.params]: JSON.stringify(o.params),
    ...o.headers,
  };
}

export function rupload(client: Client, kind: Kind, entity: string, body: Uint8Array, o: RuploadOptions): Promise<Response> {
  return fetch(client.baseUrl + pathFor(kind, entity), { method: 'POST', headers: ruploadHeaders(client, entity, o, kind), body: new Uint8Array(body) });
}

export async function offsetOf(client: Client, kind: Kind, entity: string): Promise<{ status: number; offset: number | undefined }> {
  const res = await client.get(pathFor(kind, entity));
  const body = (await res.json()) as { offset?: number };
  return { status: res.status, offset: body.offset };
}

export const photoParams = (uploadId: string, extra: Partial<RuploadParams> = {}): RuploadParams => ({
  media_type: 1,
  upload_id: uploadId,
  width: 0,
  height: 0,
  ...extra,
});

export const videoParams = (uploadId: string, extra: Partial<RuploadParams> = {}): RuploadParams => ({
  media_type: 2,
  upload_id: uploadId,
  width: 0,
  height: 0,
  video_format: 'video/mp4',
  ...extra,
});

/** Sends a whole file in one request; returns the response. */
export function uploadWhole(client: Client, kind: Kind, uploadId: string, data: Uint8Array, params?: Partial<RuploadParams>): Promise<Response> {
  const entity = entityFor(uploadId);
  const p = kind === 'photo' ? photoParams(uploadId, params) : videoParams(uploadId, params);
  return rupload(client, kind, entity, data, { offset: 0, length: data.length, params: p });
}

/** Uploads a photo whole and fails the test if it is refused. */
export async function uploadPhoto(client: Client, data: Uint8Array, uploadId = newUploadId()): Promise<string> {
  const res = await uploadWhole(client, 'photo', uploadId, data);
  if (res.status !== 200) throw new Error(`photo upload failed: ${res.status} ${await res.text()}`);
  return uploadId;
}

/** A JPEG of this size, in one colour or split in two colours (left | right). */
export async function jpeg(width: number, height: number, opts: { orientation?: number; right?: string; left?: string } = {}): Promise<Buffer> {
  const left = opts.left ?? '#d04030';
  let img = sharp({ create: { width, height, channels: 3, background: left } });
  if (opts.right) {
    const half = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: opts.right } }).png().toBuffer();
    img = img.composite([{ input: half, left: width - Math.floor(width / 2), top: 0 }]);
  }
  const out = img.jpeg({ quality: 80 });
  return (opts.orientation ? out.withMetadata({ orientation: opts.orientation }) : out).toBuffer();
}

export const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3080d0' } }).png().toBuffer();

export function requireFfmpeg(): string {
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  try {
    const mod = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: string };
    if (mod.path && existsSync(mod.path)) return mod.path;
  } catch {
    // fall through to the failure below
  }
  throw new Error('The video upload tests need ffmpeg: install it at /usr/bin/ffmpeg or the optional @ffmpeg-installer/ffmpeg package.');
}

let videoDir: string | null = null;
const videos = new Map<string, Buffer>();

/** Deletes the videos made by mp4() (call in afterAll). */
export function removeTestVideos(): void {
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  videoDir = null;
  videos.clear();
}

/**
 * An H.264 MP4 made now with ffmpeg (cached per size, length and layout): `+faststart`
 * (moov first) unless `faststart: false`; with `fragmented` a fragmented MP4 as browsers'
 * recorders write it (a moof at every keyframe, 2 s apart):
 * 'empty-moov' keeps no sample in moov (mvhd length 0), 'moov-first' keeps the first
 * fragment's samples in moov (mvhd tells only those seconds).
 */
export function mp4(seconds: number, width: number, height: number, opts: { faststart?: boolean; fragmented?: 'empty-moov' | 'moov-first' } = {}): Buffer {
  const name = `${seconds}s-${width}x${height}${opts.faststart === false ? '' : '-fs'}${opts.fragmented ? `-${opts.fragmented}` : ''}.mp4`;
  const cached = videos.get(name);
  if (cached) return cached;
  videoDir ??= mkdtempSync(join(tmpdir(), 'lumen-test-video-'));
  const out = join(videoDir, name);
  const movflags = opts.fragmented
    ? ['-g', '4', '-movflags', opts.fragmented === 'empty-moov' ? 'frag_keyframe+empty_moov+default_base_moof' : 'frag_keyframe']
    : opts.faststart === false ? [] : ['-movflags', '+faststart'];
  execFileSync(requireFfmpeg(), [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=2`,
    '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ...movflags,
    out,
  ]);
  const data = readFileSync(out);
  videos.set(name, data);
  return data;
}

/**
 * The same MP4 with its video track turned a quarter (the tkhd matrix of a phone held
 * upright): width and height stay as stored, players show it turned.
 */
export function rotateQuarter(data: Buffer): Buffer {
  const out = Buffer.from(data);
  const at = out.indexOf('tkhd', 0, 'latin1');
  if (at < 4 || out[at + 4] !== 0) throw new Error('no version-0 tkhd box');
  const matrix = at + 4 + 4 + 20 + 8 + 8;
  [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000].forEach((v, i) => out.writeInt32BE(v, matrix + i * 4));
  return out;
}

/** Uploads a video whole (and a cover when given) and waits until its encoding is done. */
export async function uploadVideo(
  server: TestServer,
  client: Client,
  data: Uint8Array,
  opts: { params?: Partial<RuploadParams>; cover?: Uint8Array; uploadId?: string; wait?: boolean } = {},
): Promise<string> {
  const uploadId = opts.uploadId ?? newUploadId();
  const res = await uploadWhole(client, 'video', uploadId, data, opts.params);
  if (res.status !== 200) throw new Error(`video upload failed: ${res.status} ${await res.text()}`);
  if (opts.cover) await uploadPhoto(client, opts.cover, uploadId);
  if (opts.wait !== false) await server.app.lumen.uploads.jobs.idle();
  return uploadId;
}

export async function configure(client: Client, path: string, body: Record<string, unknown>, mutationId?: string): Promise<Response> {
  return client.post(path, body, mutationId === undefined ? {} : { mutationId });
}
