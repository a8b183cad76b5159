/**
 * The files the upload benchmarks send, made at run time in a temp folder (never committed):
 * a real MP4 that the server's probe accepts (ftyp, moov, mdat of a tiny ffmpeg video: square,
 * 1 fps) followed by one top-level `free` box that pads it to the wanted size with random
 * bytes. The server takes any bytes until the last one, then checks the container (only
 * `moov` is read), so the whole file is honestly uploaded, completed and accepted.
 */
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { findFfmpeg } from '../../fixtures/seed/media/render-video';
import type { ComposeFacts } from '../../worker/api-types';

export const MiB = 1024 * 1024;
const SIDE = 64;
const FREE_HEADER = 8;

export interface TestVideo {
  path: string;
  bytes: number;
  facts: ComposeFacts;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err = (err + b.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err}`))));
  });
}

async function tinyMp4(dir: string, seconds: number): Promise<Buffer> {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) throw new Error('ffmpeg is missing (the upload benchmarks make their test video with it)');
  const out = join(dir, `tiny-${seconds}s.mp4`);
  await run(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `color=c=0x3366aa:s=${SIDE}x${SIDE}:r=1`, '-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', out]);
  return readFile(out);
}

function write(stream: NodeJS.WritableStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.write(chunk, (e) => e && reject(e))) resolve();
    else stream.once('drain', resolve);
  });
}

/**
 * `totalBytes` of MP4: the tiny video, then a `free` box of padding. `repeatBlock`: random
 * bytes made once in a block of that size and repeated (fast, for a gigabyte), else fresh
 * random bytes throughout.
 */
export async function makeTestVideo(dir: string, name: string, totalBytes: number, seconds: number, repeatBlock?: number): Promise<TestVideo> {
  const head = await tinyMp4(dir, seconds);
  const padding = totalBytes - head.length - FREE_HEADER;
  if (padding < 0 || totalBytes > 0xffffffff) throw new Error(`cannot pad ${head.length} bytes of video to ${totalBytes}`);
  const path = join(dir, name);
  const out = createWriteStream(path);
  const box = Buffer.alloc(FREE_HEADER);
  box.writeUInt32BE(padding + FREE_HEADER, 0);
  box.write('free', 4, 'latin1');
  await write(out, head);
  await write(out, box);
  const block = Buffer.alloc(repeatBlock ?? MiB);
  randomFillSync(block);
  for (let left = padding; left > 0; left -= block.length) {
    if (repeatBlock === undefined) randomFillSync(block);
    await write(out, left >= block.length ? block : block.subarray(0, left));
  }
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  const bytes = (await stat(path)).size;
  if (bytes !== totalBytes) throw new Error(`${path}: ${bytes} bytes, wanted ${totalBytes}`);
  return { path, bytes, facts: { width: SIDE, height: SIDE, durationSeconds: seconds, mimeType: 'video/mp4', bytes } };
}

/** A long video's cover (001 §5: JPEG, 4:5). */
export async function makeCoverJpeg(dir: string): Promise<string> {
  const path = join(dir, 'cover.jpg');
  await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toFile(path);
  return path;
}
