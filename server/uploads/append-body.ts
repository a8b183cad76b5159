import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createBatchWriter } from './batch-writer';

/**
 * Streams a request body into the part file from `start`. Bytes are written as they arrive,
 * each write carrying every chunk that arrived while the previous one ran (./batch-writer.ts:
 * one `writev` instead of one write per socket chunk, at most WRITE_BATCH_BYTES held), and
 * each returned write is reported through `onFlushed` (the caller keeps the offset). So when
 * the client goes away mid-body, everything that arrived is on disk and counted (DESIGN.md
 * Uploads: an interrupted request loses nothing already received).
 */
export type AppendOutcome =
  /** The body ended; `received` is the file's new length. */
  | { kind: 'ended'; received: number }
  /** The body ran past `limit`; nothing past `start` should be kept. */
  | { kind: 'overflow' }
  /** The client went away (aborted, reset, closed). */
  | { kind: 'aborted'; received: number };

/** Bytes held in memory before reading waits for the write in flight (ours to choose). */
export const WRITE_BATCH_BYTES = 1024 * 1024;

const asBuffer = (value: unknown): Buffer => (Buffer.isBuffer(value) ? value : Buffer.from(String(value)));

export async function appendBody(
  body: Readable | undefined,
  file: string,
  start: number,
  limit: number,
  onFlushed: (received: number) => void,
): Promise<AppendOutcome> {
  if (body === undefined) return { kind: 'ended', received: start };
  const handle = await open(file, 'r+');
  const writer = createBatchWriter(handle, start, onFlushed);
  let queued = start;
  /** Hands one chunk to the writer; false when it would run past `limit`. */
  const put = async (value: unknown): Promise<boolean> => {
    const chunk = asBuffer(value);
    if (queued + chunk.length > limit) return false;
    queued += chunk.length;
    writer.add(chunk);
    if (writer.held() >= WRITE_BATCH_BYTES) await writer.settle();
    return true;
  };
  try {
    // destroyOnReturn: false keeps the socket open after an overflow, so the 400 gets out.
    const chunks = body.iterator({ destroyOnReturn: false });
    for (;;) {
      let next: IteratorResult<unknown>;
      try {
        next = await chunks.next();
      } catch {
        // Node destroys a request whose connection ended (even with its whole body in) while its
        // last chunks still sit in the stream's buffer, unread: they were received, keep them.
        let rest: unknown;
        while ((rest = body.read()) !== null) if (!(await put(rest))) return { kind: 'overflow' };
        await writer.flush();
        return { kind: 'aborted', received: writer.written() };
      }
      if (next.done) break;
      if (!(await put(next.value))) return { kind: 'overflow' };
    }
    await writer.flush();
    // An http request whose socket closed early may end without an error: it is incomplete.
    if ((body as Readable & { complete?: boolean }).complete === false || body.readableAborted) {
      return { kind: 'aborted', received: writer.written() };
    }
    return { kind: 'ended', received: writer.written() };
  } finally {
    // Every path waits for the write in flight (an overflow's caller truncates the file next).
    await writer.idle();
    await handle.close();
  }
}
