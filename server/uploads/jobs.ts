/**
 * Background work the server starts and does not await in a request (a video's encoding
 * step). Each job's failure is its own business (it records it); `idle` lets close() and tests
 * wait until nothing runs.
 */
export interface Jobs {
  run(name: string, job: () => Promise<void>): void;
  idle(): Promise<void>;
  readonly size: number;
}

export function createJobs(onError: (name: string, err: unknown) => void): Jobs {
  const running = new Set<Promise<void>>();
  return {
    run(name, job) {
      const p: Promise<void> = job()
        .catch((err: unknown) => onError(name, err))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    get size() {
      return running.size;
    },
  };
}
