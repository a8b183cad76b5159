/**
 * The request receiving each entity right now. One request per entity at a time, and the
 * latest wins (DESIGN.md Uploads: a stalled request is aborted and resumed). A new POST waits
 * until the one in flight has saved what it received, and only then compares offsets:
 *
 *   older request still getting bytes ──▶ wait (they are bytes the client sent: keep them;
 *     │                                   its client is gone, so its body ends soon)
 *     │ no byte for `stallMs`
 *     ▼
 *   stalled ──▶ cut it (abort), then wait until it has stored what it wrote ──▶ newer runs
 *
 * A client that went away (aborted) is never cut: it is only finishing its last write. A GET
 * waits the same way (but never cuts), so the offset it answers counts every byte received.
 * The lease also keeps the exact count of bytes written so far (`received`): the database's
 * offset is stored only every few MiB while a request runs (receive.ts), so offsets answered
 * while a request is active come from here.
 */
export interface Lease {
  /** True when a newer request took this entity over while this one waited or ran. */
  superseded(): boolean;
  /** The client went away: this request only finishes writing what it received. */
  markAborted(): void;
  /** Bytes of this request were stored (the file holds `received` bytes now): it is not stalled. */
  progressed(received?: number): void;
  release(): void;
}

interface Holder {
  abort: () => void;
  aborted: boolean;
  lastProgressAt: number;
  done: boolean;
  released: Promise<void>;
  resolve: () => void;
}

export interface ActiveUploads {
  acquire(entity: string, abort: () => void): Promise<Lease>;
  isActive(entity: string): boolean;
  /** The file's length after the last write of a request on `entity` still held; null when none wrote. */
  received(entity: string): number | null;
  /** Resolves once the request on `entity` has settled or stalled (at once when there is none). */
  settled(entity: string): Promise<void>;
}

export interface ActiveUploadsOptions {
  /** A request with no byte for this long is stalled (ours to choose: 1 s). */
  stallMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const STALL_MS = 1000;

const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function createActiveUploads(opts: ActiveUploadsOptions = {}): ActiveUploads {
  const stallMs = opts.stallMs ?? STALL_MS;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? realSleep;
  const holders = new Map<string, Holder>();
  /** Bytes written, per entity, while a request on it is held (writes on one entity never overlap). */
  const written = new Map<string, number>();

  /** Waits until `h` is done, or (when `cut`) cuts it once stalled and waits for it to settle. */
  async function outwait(h: Holder, cut: boolean): Promise<void> {
    while (!h.done) {
      const idle = now() - h.lastProgressAt;
      if (!h.aborted && idle >= stallMs) {
        if (!cut) return;
        h.aborted = true;
        h.abort();
        await h.released;
        return;
      }
      await Promise.race([h.released, sleep(h.aborted ? stallMs : stallMs - idle)]);
    }
  }

  return {
    async acquire(entity, abort) {
      const previous = holders.get(entity);
      let resolve = () => {};
      const released = new Promise<void>((r) => {
        resolve = r;
      });
      const mine: Holder = { abort, aborted: false, lastProgressAt: now(), done: false, released, resolve };
      holders.set(entity, mine);
      if (previous) await outwait(previous, true);
      return {
        superseded: () => holders.get(entity) !== mine,
        markAborted: () => {
          mine.aborted = true;
        },
        progressed: (received) => {
          mine.lastProgressAt = now();
          if (received !== undefined) written.set(entity, received);
        },
        release: () => {
          if (holders.get(entity) === mine) {
            holders.delete(entity);
            written.delete(entity);
          }
          mine.done = true;
          mine.resolve();
        },
      };
    },
    isActive: (entity) => holders.has(entity),
    received: (entity) => written.get(entity) ?? null,
    settled: async (entity) => {
      const h = holders.get(entity);
      if (h) await outwait(h, false);
    },
  };
}
