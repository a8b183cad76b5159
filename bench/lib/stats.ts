/** Summaries of repeated measurements: median, p95 (nearest rank) and a trimmed mean, in milliseconds. */
export interface Summary {
  n: number;
  median: number;
  p95: number;
  /**
   * The mean of the middle 80 % (the lowest and the highest 10 % left out). For times read on a
   * coarse clock: Chrome gives a cross-origin isolated page 5 µs steps, with jitter, so each
   * time is a step value, and so is a median, while a mean of many is not tied to the steps.
   */
  trimmedMean: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile of a sorted list (p in [0, 100]). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) throw new Error('median of no samples');
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The mean of a sorted list without its lowest and highest `fraction` (each side). */
export function trimmedMean(sorted: readonly number[], fraction = 0.1): number {
  if (sorted.length === 0) throw new Error('mean of no samples');
  const cut = Math.floor(sorted.length * fraction);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: median(sorted),
    p95: percentile(sorted, 95),
    trimmedMean: trimmedMean(sorted),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}
