import { describe, expect, it } from 'vitest';
import { hintedChunkSize, nextChunkSize, nextSpeed, retryDelay, secondsLeft } from './throughput';
import { UploadTuning } from './tuning';

const KiB = 1024;
const MiB = 1024 * KiB;

describe('upload throughput (DESIGN.md Uploads; constants ours to choose)', () => {
  it('chunks stay between 256 KiB and 512 MiB, starting at 1 MiB', () => {
    expect(UploadTuning.initialChunkBytes).toBe(MiB);
    expect(nextChunkSize(64 * MiB, 64 * MiB, 100, UploadTuning)).toBe(256 * MiB);
    expect(nextChunkSize(256 * MiB, 256 * MiB, 100, UploadTuning)).toBe(512 * MiB);
    expect(nextChunkSize(512 * MiB, 512 * MiB, 100, UploadTuning)).toBe(512 * MiB);
    expect(nextChunkSize(256 * KiB, 256 * KiB, 60_000, UploadTuning)).toBe(256 * KiB);
  });

  it('sized for a request of about 3 s at the measured rate, growing at most ×4 a step; 2 to 4 s is left alone', () => {
    expect(nextChunkSize(MiB, MiB, 1500, UploadTuning)).toBe(2 * MiB);
    expect(nextChunkSize(MiB, MiB, 10, UploadTuning)).toBe(4 * MiB);
    expect(nextChunkSize(4 * MiB, 4 * MiB, 6000, UploadTuning)).toBe(2 * MiB);
    expect(nextChunkSize(MiB, MiB, 2500, UploadTuning)).toBe(MiB);
  });

  it('a recent throughput sizes a first chunk for about 1 s, within the limits', () => {
    expect(hintedChunkSize(MiB, 10 * MiB, UploadTuning)).toBe(10 * MiB);
    expect(hintedChunkSize(MiB, 10 * KiB, UploadTuning)).toBe(MiB);
    expect(hintedChunkSize(MiB, null, UploadTuning)).toBe(MiB);
    expect(hintedChunkSize(MiB, 10 ** 12, UploadTuning)).toBe(512 * MiB);
  });

  it('speed is an EWMA of bytes per second; time left follows it', () => {
    expect(nextSpeed(null, 1000, 500, 0.3)).toBe(2000);
    expect(nextSpeed(2000, 1000, 1000, 0.3)).toBeCloseTo(0.3 * 1000 + 0.7 * 2000);
    expect(secondsLeft(10_000, 2000)).toBe(5);
    expect(secondsLeft(10_000, null)).toBeNull();
  });

  it('retries back off with full jitter: 1 s × 2^n, capped at 60 s', () => {
    expect(retryDelay(1, () => 0.999, UploadTuning)).toBe(999);
    expect(retryDelay(3, () => 0.5, UploadTuning)).toBe(2000);
    expect(retryDelay(20, () => 0.999, UploadTuning)).toBe(59_940);
    expect(retryDelay(5, () => 0, UploadTuning)).toBe(0);
  });
});
