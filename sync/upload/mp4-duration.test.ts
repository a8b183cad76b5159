import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4-duration';
import { audio, box, cat, fragmentedMp4, ftyp, full, largeBox, mdat, moof, moov, mvhd, readerOf, traf, trak, trex, u32, u64, video } from './mp4-test-kit';

const duration = (...boxes: Uint8Array[]) => {
  const file = cat(...boxes);
  return mp4DurationSeconds(readerOf(file), file.length);
};

describe('mp4DurationSeconds (001 §5 video lengths; plain and fragmented MP4)', () => {
  it('reads a plain MP4 from its movie header', async () => {
    expect(await duration(ftyp, box('moov', mvhd(600, 3000), video), mdat)).toBe(5);
  });

  it('sums the video track\'s per-sample trun durations over every moof, skipping other tracks', async () => {
    const frag = (n: number) => moof(traf(2, { durations: [48_000] }), traf(1, { durations: Array.from({ length: n }, () => 90_000) }));
    expect(await duration(ftyp, moov(box('mvex', trex(1, 0), trex(2, 0)), video, audio), frag(30), mdat, frag(30), mdat, frag(3), mdat)).toBe(63);
  });

  it('reads 63 one-second fragments as 63 seconds', async () => {
    const file = fragmentedMp4(63);
    expect(await mp4DurationSeconds(readerOf(file), file.length)).toBe(63);
  });

  it('uses tfhd\'s default sample duration, else trex\'s, when trun lists no durations', async () => {
    const withTfhd = moof(traf(1, { tfhdDefault: 3000, count: 30 * 10 }));
    const withTrex = moof(traf(1, { count: 33 * 10 }));
    expect(await duration(ftyp, moov(box('mvex', trex(1, 9000)), video), withTfhd, mdat, withTrex, mdat)).toBeCloseTo(10 + 33, 6);
  });

  it('adds the samples kept inside moov (fragmented without an empty moov)', async () => {
    const file = [ftyp, box('moov', mvhd(1000, 2000), box('mvex', trex(1, 0)), trak(1, 'vide', 1000, 2000)), mdat, moof(traf(1, { tfhdDefault: 1000, count: 61 })), mdat];
    expect(await duration(...file)).toBe(63);
  });

  it('trusts mvex/mehd when the writer gave the whole length', async () => {
    const mehd = full('mehd', 1, 0, u64(63_500));
    expect(await duration(ftyp, moov(box('mvex', mehd, trex(1, 0)), video), moof(traf(1, { count: 1, tfhdDefault: 1 })), mdat)).toBe(63.5);
  });

  it('reads a moof with a 64-bit size header', async () => {
    expect(await duration(ftyp, moov(box('mvex', trex(1, 0)), video), largeBox('moof', traf(1, { tfhdDefault: 9000, count: 70 })), mdat)).toBe(7);
  });

  it('falls back on a sidx when no fragment tells a length', async () => {
    const sidx = full('sidx', 0, 0, u32(1, 1000, 0, 0, 2), u32(100, 40_000, 0x90000000, 100, 23_000, 0x90000000));
    expect(await duration(ftyp, moov(box('mvex', trex(1, 0)), video), sidx, moof(traf(1, { count: 5 })), mdat)).toBe(63);
  });

  it('tells no length for a fragmented MP4 without a video track, without ftyp first, or with a broken box', async () => {
    expect(await duration(ftyp, moov(box('mvex', trex(2, 1000)), audio), moof(traf(2, { count: 48 })), mdat)).toBeNull();
    expect(await duration(box('moov', mvhd(600, 3000), video), ftyp)).toBeNull();
    expect(await duration(ftyp, box('moov', mvhd(600, 3000), video).subarray(0, 40))).toBeNull();
  });
});
