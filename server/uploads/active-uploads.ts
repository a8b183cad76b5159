/**
 * The request receiving each entity right now. One request per entity at a time, and the
 * latest wins (DESIGN.md Uploads: a stalled request is aborted and resumed): a new POST
 * aborts the one in flight, waits until it has persisted what it received, and only then
 * compares offsets. A GET that finds an aborted request still settling waits for it, so the
 * offset it answers counts every byte that request wrote.
 */
export interface Lease {
  /** True when a newer request took this entity over while this one waited or ran. */
  superseded(): boolean;
  /** The client went away: a GET now waits for this request to settle. */
  markAborted(): void;
  release(): void;
}

interface Holder {
  abort: () => void;
  aborted: boolean;
  released: Promise<void>;
  resolve: () => void;
}

export interface ActiveUploads {
  acquire(entity: string, abort: () => void): Promise<Lease>;
  isActive(entity: string): boolean;
  /** Resolves once an aborted request on `entity` has settled (at once when there is none). */
  settled(entity: string): Promise<void>;
}

export function createActiveUploads(): ActiveUploads {
  const holders = new Map<string, Holder>();
  return {
    async acquire(entity, abort) {
      const previous = holders.get(entity);
      let resolve = () => {};
      const released = new Promise<void>((r) => {
        resolve = r;
      });
      const mine: Holder = { abort, aborted: false, released, resolve };
      holders.set(entity, mine);
      if (previous) {
        previous.aborted = true;
        previous.abort();
        await previous.released;
      }
      return {
        superseded: () => holders.get(entity) !== mine,
        markAborted: () => {
          mine.aborted = true;
        },
        release: () => {
          if (holders.get(entity) === mine) holders.delete(entity);
          mine.resolve();
        },
      };
    },
    isActive: (entity) => holders.has(entity),
    settled: async (entity) => {
      const h = holders.get(entity);
      if (h?.aborted) await h.released;
    },
  };
}
