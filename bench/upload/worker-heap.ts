/**
 * The memory of a page's dedicated worker and of the page itself, read over the DevTools protocol: a CDP session on
 * the page auto-attaches to its workers (not flattened, so messages to the worker go through
 * Target.sendMessageToTarget), then Runtime.getHeapUsage on the worker's target gives its V8
 * heap, the embedder's (Blink) heap and the ArrayBuffer backing stores. A file read whole into
 * memory would show in one of the three.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface HeapSample {
  /** ms since sampling started. */
  atMs: number;
  usedSize: number;
  totalSize: number;
  embedderHeapUsedSize: number;
  backingStorageSize: number;
}

/** What the worker holds: V8 heap used + embedder heap + ArrayBuffer backing stores. */
export const heldBytes = (s: HeapSample): number => s.usedSize + s.embedderHeapUsedSize + s.backingStorageSize;

export interface WorkerHeap {
  sample(): Promise<HeapSample>;
  /** The page's own heap (its main thread), read the same way on the page's session. */
  samplePage(): Promise<HeapSample>;
  /** A full GC in the worker (HeapProfiler.collectGarbage), for a settled reading. */
  collectGarbage(): Promise<void>;
  /** A full GC on the page. */
  collectPageGarbage(): Promise<void>;
  detach(): Promise<void>;
}

interface Attached {
  sessionId: string;
  targetInfo: { type: string; url: string };
}

/** Attaches to the page's worker whose script URL contains `urlPart` (waits up to `ms`). */
export async function attachWorkerHeap(page: Page, urlPart: string, ms = 10_000): Promise<WorkerHeap> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const pending = new Map<number, (m: { result?: unknown; error?: { message: string } }) => void>();
  let nextId = 0;
  let found: Attached | null = null;
  const attachedOne = new Promise<void>((resolve) => {
    cdp.on('Target.attachedToTarget', (e: Attached) => {
      if (e.targetInfo.type === 'worker' && e.targetInfo.url.includes(urlPart)) {
        found = e;
        resolve();
      }
    });
  });
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } };
    const done = m.id === undefined ? undefined : pending.get(m.id);
    if (m.id !== undefined) pending.delete(m.id);
    done?.(m);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([attachedOne, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no worker ${urlPart} to attach to`)), ms)))]).finally(() => clearTimeout(timer));
  const sessionId = (found as Attached | null)?.sessionId ?? '';

  function call<T>(method: string): Promise<T> {
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result as T)));
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) }).catch(reject);
    });
  }

  const started = Date.now();
  type Usage = Omit<HeapSample, 'atMs'>;
  const sampleOf = (r: Usage): HeapSample => ({ atMs: Date.now() - started, usedSize: r.usedSize, totalSize: r.totalSize, embedderHeapUsedSize: r.embedderHeapUsedSize, backingStorageSize: r.backingStorageSize });
  return {
    sample: async () => sampleOf(await call<Usage>('Runtime.getHeapUsage')),
    samplePage: async () => sampleOf((await cdp.send('Runtime.getHeapUsage')) as Usage),
    async collectGarbage() {
      await call('HeapProfiler.collectGarbage');
    },
    async collectPageGarbage() {
      await cdp.send('HeapProfiler.collectGarbage');
    },
    detach: () => cdp.detach(),
  };
}
