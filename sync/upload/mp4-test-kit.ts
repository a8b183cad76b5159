/**
 * MP4 boxes written by hand (ISO/IEC 14496-12) for tests, laid out as the writers of plain
 * and fragmented MP4 lay them (not shipped code).
 */
import type { ReadAt } from './mp4-boxes';

export const u32 = (...values: number[]) => {
  const b = new Uint8Array(values.length * 4);
  const v = new DataView(b.buffer);
  values.forEach((x, i) => v.setUint32(i * 4, x));
  return b;
};
export const u64 = (x: number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(x));
  return b;
};
export const cat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
export const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
export const box = (type: string, ...body: Uint8Array[]) => {
  const inner = cat(...body);
  return cat(u32(8 + inner.length), ascii(type), inner);
};
export const largeBox = (type: string, ...body: Uint8Array[]) => {
  const inner = cat(...body);
  return cat(u32(1), ascii(type), u64(16 + inner.length), inner);
};
export const full = (type: string, version: number, flags: number, ...body: Uint8Array[]) => box(type, u32((version << 24) | flags), ...body);

export const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso6'));
export const mvhd = (timescale: number, duration: number) => full('mvhd', 0, 0, u32(0, 0, timescale, duration), new Uint8Array(80));
export const trak = (id: number, handler: string, timescale: number, duration: number) =>
  box(
    'trak',
    full('tkhd', 0, 3, u32(0, 0, id, 0, 0), new Uint8Array(60)),
    box('mdia', full('mdhd', 0, 0, u32(0, 0, timescale, duration), new Uint8Array(4)), full('hdlr', 0, 0, u32(0), ascii(handler), new Uint8Array(13))),
  );
export const trex = (id: number, defaultDuration: number) => full('trex', 0, 0, u32(id, 1, defaultDuration, 0, 0));
export const moov = (...children: Uint8Array[]) => box('moov', mvhd(1000, 0), ...children);
export const video = trak(1, 'vide', 90_000, 0);
export const audio = trak(2, 'soun', 48_000, 0);
/** A traf whose tfhd may carry a default duration (flag 0x8) and whose trun lists per-sample durations (0x100) or not. */
export const traf = (id: number, opts: { tfhdDefault?: number; durations?: number[]; count?: number }) => {
  const tfhd = opts.tfhdDefault === undefined ? full('tfhd', 0, 0x20000, u32(id)) : full('tfhd', 0, 0x20008, u32(id, opts.tfhdDefault));
  const trun = opts.durations
    ? full('trun', 0, 0x1 | 0x100 | 0x200, u32(opts.durations.length, 0), ...opts.durations.map((d) => u32(d, 1000)))
    : full('trun', 0, 0x1 | 0x4, u32(opts.count ?? 0, 0, 0));
  return box('traf', tfhd, full('tfdt', 1, 0, u64(0)), trun);
};
export const moof = (...trafs: Uint8Array[]) => box('moof', full('mfhd', 0, 0, u32(1)), ...trafs);
export const mdat = box('mdat', new Uint8Array(64));


/** A fragmented MP4 of `seconds` whole seconds at 10 frames a second: an empty moov, then one moof + mdat a second. */
export function fragmentedMp4(seconds: number): Uint8Array<ArrayBuffer> {
  const fragments = Array.from({ length: seconds }, () => [moof(traf(1, { tfhdDefault: 9000, count: 10 })), mdat]).flat();
  return cat(ftyp, moov(box('mvex', trex(1, 0)), video), ...fragments);
}

/** A reader over bytes in memory. */
export const readerOf = (file: Uint8Array): ReadAt => (position, length) => Promise.resolve(file.subarray(position, position + length));
