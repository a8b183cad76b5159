/**
 * The throughput of this session's uploads, remembered for the next (UploadTuning
 * speedMemoryMs): it sizes a new upload's first chunk and tells the keeper how soon the sender
 * will be done before the upload measured its own. Kept in memory only: a new session measures
 * again from the first chunk.
 */
export interface SpeedMemory {
  /** An upload measured this (bytes per second, its moving average). */
  note(bps: number | null): void;
  /** The last measured throughput while recent, else null. */
  hint(): number | null;
}

export function createSpeedMemory(now: () => number, keepMs: number): SpeedMemory {
  let last: { bps: number; at: number } | null = null;
  return {
    note(bps) {
      if (bps !== null && bps > 0) last = { bps, at: now() };
    },
    hint: () => (last !== null && now() - last.at <= keepMs ? last.bps : null),
  };
}
