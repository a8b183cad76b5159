/**
 * An MP4's length, plain or fragmented (001 §5 video lengths are checked on it).
 *
 * A plain MP4 says it in its movie header (moov/mvhd). A fragmented one — what browsers'
 * recorders and many screen and camera exports write — has an mvex box in its moov and its
 * samples in moof boxes after it; its mvhd holds only the samples inside moov (often none).
 * Its length is then, in order of trust:
 *   1. moov/mvex/mehd, the whole fragmented duration, when the writer knew it;
 *   2. the video track's own samples (mdhd) plus every moof's trun sample durations for that
 *      track (per sample, else tfhd's default, else trex's), read moof by moof;
 *   3. a top-level sidx's subsegment durations.
 * Only ftyp-level headers, moov and the moof boxes are read; mdat is skipped.
 */
import { asRoot, childBoxes, FullBoxReader, topLevelBoxes, type BoxAt, type ReadAt } from './mp4-boxes';

/** A moov or moof larger than this is not a video we take (an hour at 60 fps needs a few MB). */
export const MAX_HEADER_BOX_BYTES = 64 * 1024 * 1024;

export interface TrackTimes {
  id: number;
  handler: string;
  timescale: number;
  /** mdhd duration: the samples described inside moov. */
  duration: number;
}

export interface MovieTimes {
  timescale: number;
  /** mvhd duration (0 or all ones when unknown). */
  duration: number;
  /** mvex present: the samples are (also) in moof boxes. */
  fragmented: boolean;
  /** mvex/mehd fragment_duration in the movie timescale, 0 when absent. */
  fragmentDuration: number;
  tracks: TrackTimes[];
  /** trex default_sample_duration by track id. */
  trexDurations: Map<number, number>;
}

const find = (buf: Uint8Array, parent: BoxAt, type: string): BoxAt | undefined => childBoxes(buf, parent).find((b) => b.type === type);

function trackTimes(buf: Uint8Array, trak: BoxAt): TrackTimes | null {
  const tkhd = find(buf, trak, 'tkhd');
  const mdia = find(buf, trak, 'mdia');
  const mdhd = mdia && find(buf, mdia, 'mdhd');
  const hdlr = mdia && find(buf, mdia, 'hdlr');
  if (!tkhd || !mdhd || !hdlr) return null;
  const t = new FullBoxReader(buf, tkhd);
  t.uv(); // creation time
  t.uv(); // modification time
  const id = t.u32();
  const m = new FullBoxReader(buf, mdhd);
  m.uv();
  m.uv();
  const timescale = m.u32();
  const duration = m.uv();
  const h = new FullBoxReader(buf, hdlr);
  h.skip(4); // pre_defined
  return { id, handler: h.text4(), timescale, duration };
}

/** The times of a moov box read whole (its header included), or null when mvhd is missing or broken. */
export function movieTimes(moov: Uint8Array): MovieTimes | null {
  try {
    const root = asRoot(moov);
    const mvhd = find(moov, root, 'mvhd');
    if (!mvhd) return null;
    const r = new FullBoxReader(moov, mvhd);
    r.uv();
    r.uv();
    const timescale = r.u32();
    const duration = r.uv();
    const mvex = find(moov, root, 'mvex');
    const out: MovieTimes = { timescale, duration, fragmented: mvex !== undefined, fragmentDuration: 0, tracks: [], trexDurations: new Map() };
    for (const box of mvex ? childBoxes(moov, mvex) : []) {
      const f = new FullBoxReader(moov, box);
      if (box.type === 'mehd') out.fragmentDuration = f.uv();
      if (box.type === 'trex') {
        const trackId = f.u32();
        f.skip(4); // default_sample_description_index
        out.trexDurations.set(trackId, f.u32());
      }
    }
    for (const trak of childBoxes(moov, root).filter((b) => b.type === 'trak')) {
      const track = trackTimes(moov, trak);
      if (track) out.tracks.push(track);
    }
    return out;
  } catch {
    return null;
  }
}

/** The sum of one track's sample durations in a moof box read whole, in that track's timescale. */
export function moofTrackDuration(moof: Uint8Array, trackId: number, trexDuration: number): number {
  let total = 0;
  for (const traf of childBoxes(moof, asRoot(moof)).filter((b) => b.type === 'traf')) {
    const children = childBoxes(moof, traf);
    const tfhdBox = children.find((b) => b.type === 'tfhd');
    if (!tfhdBox) continue;
    const tfhd = new FullBoxReader(moof, tfhdBox);
    if (tfhd.u32() !== trackId) continue;
    if (tfhd.flags & 0x1) tfhd.skip(8); // base_data_offset
    if (tfhd.flags & 0x2) tfhd.skip(4); // sample_description_index
    const defaultDuration = tfhd.flags & 0x8 ? tfhd.u32() : trexDuration;
    for (const trunBox of children.filter((b) => b.type === 'trun')) {
      const trun = new FullBoxReader(moof, trunBox);
      const count = trun.u32();
      if (trun.flags & 0x1) trun.skip(4); // data_offset
      if (trun.flags & 0x4) trun.skip(4); // first_sample_flags
      if (!(trun.flags & 0x100)) {
        total += count * defaultDuration;
        continue;
      }
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => trun.flags & bit).length * 4;
      for (let i = 0; i < count; i++) {
        total += trun.u32();
        trun.skip(perSample - 4);
      }
    }
  }
  return total;
}

/** The sum of a sidx box's subsegment durations, in seconds (0 when it has none). */
export function sidxSeconds(sidx: Uint8Array): number {
  const r = new FullBoxReader(sidx, asRoot(sidx));
  r.skip(4); // reference_ID
  const timescale = r.u32();
  r.uv(); // earliest_presentation_time
  r.uv(); // first_offset
  const count = r.u32() & 0xffff; // reserved(16), reference_count(16)
  let total = 0;
  for (let i = 0; i < count; i++) {
    r.skip(4); // reference type and size
    total += r.u32();
    r.skip(4); // SAP
  }
  return timescale > 0 ? total / timescale : 0;
}

const UNKNOWN_32 = 0xffffffff;

async function readBox(read: ReadAt, box: BoxAt): Promise<Uint8Array | null> {
  if (box.size > MAX_HEADER_BOX_BYTES) return null;
  const bytes = await read(box.start, box.size);
  return bytes.length === box.size ? bytes : null;
}

/**
 * The length in seconds of an MP4 whose top-level boxes and moov times are known, or null
 * when it cannot be told (no video track, no samples with a length).
 */
export async function durationFromBoxes(read: ReadAt, boxes: readonly BoxAt[], movie: MovieTimes): Promise<number | null> {
  if (!movie.fragmented) {
    const known = movie.timescale > 0 && movie.duration > 0 && movie.duration !== UNKNOWN_32;
    return known ? movie.duration / movie.timescale : null;
  }
  if (movie.fragmentDuration > 0 && movie.timescale > 0) return movie.fragmentDuration / movie.timescale;
  const video = movie.tracks.find((t) => t.handler === 'vide');
  if (video && video.timescale > 0) {
    let units = video.duration === UNKNOWN_32 ? 0 : video.duration;
    let moofBytes = 0;
    for (const box of boxes) {
      if (box.type !== 'moof') continue;
      moofBytes += box.size;
      const moof = moofBytes <= MAX_HEADER_BOX_BYTES ? await readBox(read, box) : null;
      if (moof === null) return null;
      units += moofTrackDuration(moof, video.id, movie.trexDurations.get(video.id) ?? 0);
    }
    if (units > 0) return units / video.timescale;
  }
  const sidx = boxes.find((b) => b.type === 'sidx');
  const bytes = sidx ? await readBox(read, sidx) : null;
  const seconds = bytes ? sidxSeconds(bytes) : 0;
  return seconds > 0 ? seconds : null;
}

/** The length in seconds of the MP4 behind `read` (ftyp first), or null when it cannot be told. */
export async function mp4DurationSeconds(read: ReadAt, fileSize: number): Promise<number | null> {
  try {
    const boxes = await topLevelBoxes(read, fileSize);
    if (boxes?.[0]?.type !== 'ftyp') return null;
    const moovBox = boxes.find((b) => b.type === 'moov');
    const moov = moovBox ? await readBox(read, moovBox) : null;
    const movie = moov ? movieTimes(moov) : null;
    return movie ? await durationFromBoxes(read, boxes, movie) : null;
  } catch {
    return null;
  }
}
