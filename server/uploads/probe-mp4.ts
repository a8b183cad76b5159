import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { Movie } from 'mp4box';

/**
 * What an MP4 says about itself, read from the container only: the top-level boxes are
 * walked by their headers (an mdat of gigabytes is skipped, never read), `ftyp` must come
 * first, and the `moov` box is handed to mp4box for the duration (mvhd) and the video
 * track's size, turned by its matrix (a phone video held upright is stored sideways).
 */
export type Mp4Probe =
  | { ok: true; width: number; height: number; durationSeconds: number }
  | { ok: false; reason: 'not-mp4' | 'unreadable' };

/** A moov larger than this is not a video we take (an hour at 60 fps needs a few MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

Log.setLogLevel(Log.error);

interface BoxAt {
  type: string;
  start: number;
  size: number;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The top-level boxes, or null when a header is broken. */
async function topLevelBoxes(handle: FileHandle, fileSize: number): Promise<BoxAt[] | null> {
  const boxes: BoxAt[] = [];
  let pos = 0;
  while (pos + 8 <= fileSize) {
    const head = await readAt(handle, pos, 16);
    if (head.length < 8) return null;
    const size32 = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let size = size32;
    if (size32 === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8));
    } else if (size32 === 0) {
      size = fileSize - pos;
    }
    if (size < 8 || pos + size > fileSize) return null;
    boxes.push({ type, start: pos, size });
    pos += size;
  }
  return boxes;
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
    const first = await readAt(handle, 0, 8);
    if (first.length < 8 || first.toString('latin1', 4, 8) !== 'ftyp') return { ok: false, reason: 'not-mp4' };
    const boxes = await topLevelBoxes(handle, size);
    const ftypBox = boxes?.find((b) => b.type === 'ftyp');
    const moovBox = boxes?.find((b) => b.type === 'moov');
    if (!ftypBox || !moovBox || moovBox.size > MAX_MOOV_BYTES) return { ok: false, reason: 'unreadable' };
    const movie = parseMoov(await readAt(handle, ftypBox.start, ftypBox.size), await readAt(handle, moovBox.start, moovBox.size));
    const track = movie?.videoTracks[0];
    if (!movie || !track || movie.timescale <= 0 || movie.duration <= 0) return { ok: false, reason: 'unreadable' };
    const { width, height } = displaySize(track);
    if (width <= 0 || height <= 0) return { ok: false, reason: 'unreadable' };
    return { ok: true, width, height, durationSeconds: movie.duration / movie.timescale };
  } finally {
    await handle.close();
  }
}
