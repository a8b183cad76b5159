/**
 * The upload engine's constants (DESIGN.md Uploads; ours to choose where the spec is silent:
 * 001 §7 fixes only the protocol, 001 §9 "media uploads: no timeout").
 */
const KiB = 1024;
const MiB = 1024 * KiB;

export const UploadTuning = {
  /** The first request's size when no recent throughput is known; then sized by the measured one. */
  initialChunkBytes: 1 * MiB,
  minChunkBytes: 256 * KiB,
  /**
   * Reached only on fast links (a request is sized to take targetRequestMs). Few requests per
   * file keep the per-request cost (a round trip, the server's checks) small against the bytes;
   * the body is a Blob slice streamed from disk, never in the worker's memory, and a drop loses
   * nothing the server received, so a large chunk costs neither memory nor re-sent bytes.
   * Measured on loopback (bench 4): every extra request boundary (the answer, then a new
   * request and the browser's blob read starting again) cost about 80 ms; a 200 MiB upload in
   * 128 + 72 MiB read 0.91× one plain request, in one request of 200 MiB 1.00×.
   */
  maxChunkBytes: 512 * MiB,
  /**
   * A chunk that would leave at most this fraction of itself for the end of the file takes the
   * end too (never beyond maxChunkBytes): a small last request costs a whole request boundary
   * for a few bytes. A 200 MiB upload whose first chunk a 182 MiB/s hint sized at 182 MiB went
   * in 182 + 18 MiB and read 0.90–0.93× one plain request in bench 4.
   */
  tailMergeFraction: 0.25,
  /** Chunks are a multiple of this (except a file's last one). */
  chunkStepBytes: 64 * KiB,
  /** A chunk grows at most this many times from one request to the next. */
  chunkGrowth: 4,
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
  /**
   * The throughput of this session's last upload is trusted this long: a new upload's first
   * chunk is then sized for hintRequestMs at that rate (a third of the target: the link may have
   * slowed since), instead of starting at initialChunkBytes.
   */
  speedMemoryMs: 10 * 60_000,
  hintRequestMs: 1000,
  /** A request with no answer for this long is aborted and resumed (replaces the timeout). */
  stallTimeoutMs: 15_000,
  /** Uploads sending at once; the rest wait their turn, first come first served. */
  maxActive: 2,
  /** Retries back off with full jitter: a uniform delay in [0, min(cap, base × 2^(n-1))). */
  backoffBaseMs: 1000,
  backoffMaxMs: 60_000,
  /** Weight of the newest sample in the speed's moving average (EWMA). */
  speedWeight: 0.3,
  /**
   * What a reload would need is copied to 'lumen-uploads' in pieces of at most this size, from
   * the end of the upload backwards, while the sender goes forwards (./upload-keeper.ts).
   */
  storePieceBytes: 8 * MiB,
  /**
   * An upload the sender is expected to get onto the server within this long is made safe by
   * sending rather than copying (beyond photos, covers and uploads of one piece, always copied):
   * it is safe as soon as a copy would have made it, without the copy's disk writes competing
   * with the transfer. A copy starts once the expectation no longer holds.
   */
  sendInsteadOfCopyMs: 2000,
} as const;

export type UploadTuningValues = { -readonly [K in keyof typeof UploadTuning]: number };
