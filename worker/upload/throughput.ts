/**
 * Pure throughput arithmetic of the upload engine: the next chunk size from the last request,
 * the speed as a moving average, the time left, and the retry delay.
 */
import type { UploadTuningValues } from './tuning';

type ChunkLimits = Pick<UploadTuningValues, 'minChunkBytes' | 'maxChunkBytes' | 'chunkStepBytes' | 'chunkGrowth' | 'targetRequestMs' | 'fastRequestMs' | 'slowRequestMs'>;

export function clampChunk(bytes: number, t: ChunkLimits): number {
  const stepped = Math.floor(bytes / t.chunkStepBytes) * t.chunkStepBytes;
  return Math.min(t.maxChunkBytes, Math.max(t.minChunkBytes, stepped));
}

/**
 * The next chunk size after `sent` bytes took `elapsedMs`: unchanged while a request takes 2 to
 * 4 s; otherwise sized so the next takes about 3 s at the measured rate, growing at most
 * ×chunkGrowth and shrinking at most ÷4 a step, within [min, max]. (A short request's rate is
 * mostly its round trip, an underestimate: growing fast from it does not overshoot.)
 */
export function nextChunkSize(current: number, sent: number, elapsedMs: number, t: ChunkLimits): number {
  if (sent <= 0) return current;
  if (elapsedMs >= t.fastRequestMs && elapsedMs <= t.slowRequestMs) return current;
  const ideal = elapsedMs <= 0 ? current * t.chunkGrowth : (sent / elapsedMs) * t.targetRequestMs;
  const bounded = Math.min(current * t.chunkGrowth, Math.max(current / 4, ideal));
  return clampChunk(bounded, t);
}

/**
 * The first chunk of an upload when a recent throughput is known (`hintBps`): sized for
 * hintRequestMs at that rate, never below `current` (the initial size).
 */
export function hintedChunkSize(current: number, hintBps: number | null, t: ChunkLimits & Pick<UploadTuningValues, 'hintRequestMs'>): number {
  if (hintBps === null || hintBps <= 0) return current;
  return clampChunk(Math.max(current, (hintBps * t.hintRequestMs) / 1000), t);
}

/** Bytes per second, as an exponentially weighted moving average of the samples. */
export function nextSpeed(previous: number | null, sent: number, elapsedMs: number, weight: number): number | null {
  if (sent <= 0 || elapsedMs <= 0) return previous;
  const sample = (sent * 1000) / elapsedMs;
  return previous === null ? sample : weight * sample + (1 - weight) * previous;
}

export function secondsLeft(remainingBytes: number, speedBps: number | null): number | null {
  if (remainingBytes <= 0) return 0;
  if (speedBps === null || speedBps <= 0) return null;
  return Math.ceil(remainingBytes / speedBps);
}

/** Full jitter: uniform in [0, min(max, base × 2^(attempt-1))); `random` in [0, 1). */
export function retryDelay(attempt: number, random: () => number, t: Pick<UploadTuningValues, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const step = Math.min(t.backoffMaxMs, t.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * step);
}
