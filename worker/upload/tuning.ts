/**
 * The upload engine's constants (DESIGN.md Uploads; ours to choose where the spec is silent:
 * 001 §7 fixes only the protocol, 001 §9 "media uploads: no timeout").
 */
const KiB = 1024;
const MiB = 1024 * KiB;

export const UploadTuning = {
  /** The first request's size; then sized by the measured throughput. */
  initialChunkBytes: 1 * MiB,
  minChunkBytes: 256 * KiB,
  maxChunkBytes: 16 * MiB,
  /** Chunks are a multiple of this (except a file's last one). */
  chunkStepBytes: 64 * KiB,
  /**
   * After asking the server's offset mid-file (a resume), the first chunk is at most this: the
   * answer may be stale while an interrupted request's last bytes still land on the server (the
   * POST then gets 409, and a browser sends the whole body before it reads that answer).
   */
  resumeProbeBytes: 256 * KiB,
  /** A request should take 2 to 4 s: long enough to be efficient, short enough for smooth progress. */
  targetRequestMs: 3000,
  fastRequestMs: 2000,
  slowRequestMs: 4000,
  /** A request with no answer for this long is aborted and resumed (replaces the timeout). */
  stallTimeoutMs: 15_000,
  /** Uploads sending at once; the rest wait their turn, first come first served. */
  maxActive: 2,
  /** Retries back off with full jitter: a uniform delay in [0, min(cap, base × 2^(n-1))). */
  backoffBaseMs: 1000,
  backoffMaxMs: 60_000,
  /** Weight of the newest sample in the speed's moving average (EWMA). */
  speedWeight: 0.3,
} as const;

export type UploadTuningValues = { -readonly [K in keyof typeof UploadTuning]: number };
