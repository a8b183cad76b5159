/**
 * Background jobs (the data-download export): started after the response, one promise each.
 * `schedule` decides when a job starts (default: the next turn of the event loop); tests pass
 * their own to hold jobs back. `idle()` resolves when every started job has settled.
 */
export interface JobRunner {
  run(name: string, job: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createJobRunner(
  schedule: (start: () => void) => void = (start) => setImmediate(start),
  onError: (name: string, error: unknown) => void = () => {},
): JobRunner {
  const running = new Set<Promise<void>>();
  return {
    run(name, job) {
      schedule(() => {
        const p = job()
          .catch((e: unknown) => onError(name, e))
          .finally(() => running.delete(p));
        running.add(p);
      });
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
