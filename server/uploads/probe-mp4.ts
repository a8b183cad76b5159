import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { Movie } from 'mp4box';
import { topLevelBoxes } from '../../sync/upload/mp4-boxes';
import { durationFromBoxes, MAX_HEADER_BOX_BYTES, movieTimes } from '../../sync/upload/mp4-duration';

/**
 * What an MP4 says about itself, read from the container only: the top-level boxes are
 * walked by their headers (an mdat of gigabytes is skipped, never read), `ftyp` must come
 * first, and the `moov` box is handed to mp4box for the video track's size, turned by its
 * matrix (a phone video held upright is stored sideways). The duration is the movie header's,
 * or for a fragmented MP4 (browser recordings, many exports) the sum of its fragments
 * (sync/upload/mp4-duration.ts), which reads the small moof boxes and still skips every mdat.
 */
export type Mp4Probe =
  | { ok: true; width: number; height: number; durationSeconds: number }
  | { ok: false; reason: 'not-mp4' | 'unreadable' };

Log.setLogLevel(Log.error);

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

function displaySize(track: Movie['videoTracks'][number]): { width: number; height: number } {
  const width = track.video?.width ?? Math.round(track.track_width);
  const height = track.video?.height ?? Math.round(track.track_height);
  const [a = 0x10000, b = 0] = Array.from(track.matrix as ArrayLike<number>);
  // 16.16 fixed point: a = cos θ, b = sin θ; a quarter turn swaps width and height.
  const quarterTurn = Math.abs(a) < Math.abs(b);
  return quarterTurn ? { width: height, height: width } : { width, height };
}

function parseMoov(ftyp: Buffer, moov: Buffer): Movie | null {
  const joined = Buffer.concat([ftyp, moov]);
  const ab = MP4BoxBuffer.fromArrayBuffer(joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength), 0);
  const file = createFile();
  let info: Movie | null = null;
  file.onReady = (movie) => {
    info = movie;
  };
  try {
    file.appendBuffer(ab, true);
    file.flush();
  } catch {
    return null;
  }
  return info;
}

export async function probeMp4(path: string): Promise<Mp4Probe> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const read = (position: number, length: number) => readAt(handle, position, length);
    const first = await read(0, 8);
    if (first.length < 8 || first.toString('latin1', 4, 8) !== 'ftyp') return { ok: false, reason: 'not-mp4' };
    const boxes = await topLevelBoxes(read, size);
    const ftypBox = boxes?.find((b) => b.type === 'ftyp');
    const moovBox = boxes?.find((b) => b.type === 'moov');
    if (!boxes || !ftypBox || !moovBox || moovBox.size > MAX_HEADER_BOX_BYTES) return { ok: false, reason: 'unreadable' };
    const moov = await read(moovBox.start, moovBox.size);
    const movie = parseMoov(await read(ftypBox.start, ftypBox.size), moov);
    const track = movie?.videoTracks[0];
    const times = movieTimes(moov);
    const durationSeconds = times ? await durationFromBoxes(read, boxes, times) : null;
    if (!movie || !track || durationSeconds === null || !(durationSeconds > 0)) return { ok: false, reason: 'unreadable' };
    const { width, height } = displaySize(track);
    if (width <= 0 || height <= 0) return { ok: false, reason: 'unreadable' };
    return { ok: true, width, height, durationSeconds };
  } finally {
    await handle.close();
  }
}
