import { findFfmpeg } from '../../fixtures/seed/media';
import { createActiveUploads } from './active-uploads';
import type { ActiveUploads } from './active-uploads';
import { createJobs } from './jobs';
import type { Jobs } from './jobs';

/**
 * What the upload routes need beyond the repositories, built once by buildServer: the
 * in-flight requests, background jobs (video encoding), ffmpeg when present, and the expiry
 * windows of abandoned uploads (our choice: 24 h without progress for a file being
 * received, 7 days for processed media never configured).
 */
export interface UploadRuntime {
  /** Absolute path of ffmpeg, or null: covers are then plain pictures, not frames. */
  ffmpeg: string | null;
  /** Awaited before each video's encoding step. Tests hold it to model a slow transcode. */
  encodeGate: (uploadId: string) => Promise<void>;
  active: ActiveUploads;
  jobs: Jobs;
  expireReceivingAfterSeconds: number;
  expireUnconsumedAfterSeconds: number;
  /** Where failures of background jobs go (the app's logger once installed). */
  logJobError: (job: string, err: unknown) => void;
}

export interface UploadOptions {
  ffmpeg?: string | null;
  encodeGate?: (uploadId: string) => Promise<void>;
  expireReceivingAfterSeconds?: number;
  expireUnconsumedAfterSeconds?: number;
  /** How often the expiry sweep runs (default hourly; 0 turns the timer off). */
  sweepEveryMs?: number;
}

export const UploadExpiry = {
  receivingSeconds: 24 * 3600,
  unconsumedSeconds: 7 * 24 * 3600,
  sweepEveryMs: 3600_000,
} as const;

export function createUploadRuntime(opts: UploadOptions = {}): UploadRuntime {
  const runtime: UploadRuntime = {
    ffmpeg: opts.ffmpeg === undefined ? findFfmpeg() : opts.ffmpeg,
    encodeGate: opts.encodeGate ?? (() => Promise.resolve()),
    active: createActiveUploads(),
    jobs: createJobs((job, err) => runtime.logJobError(job, err)),
    expireReceivingAfterSeconds: opts.expireReceivingAfterSeconds ?? UploadExpiry.receivingSeconds,
    expireUnconsumedAfterSeconds: opts.expireUnconsumedAfterSeconds ?? UploadExpiry.unconsumedSeconds,
    logJobError: (job, err) => console.error(`${job} failed`, err),
  };
  return runtime;
}
