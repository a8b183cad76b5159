import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';

/**
 * Streams a request body into the part file from `start`, never holding more than one chunk:
 * each chunk is written at its position and, once the write has returned, reported through
 * `onFlushed` (which stores the offset). So when the client goes away mid-body, everything
 * that arrived is on disk and counted (DESIGN.md Uploads: an interrupted request loses
 * nothing already received).
 */
export type AppendOutcome =
  /** The body ended; `received` is the file's new length. */
  | { kind: 'ended'; received: number }
  /** The body ran past `limit`; nothing past `start` should be kept. */
  | { kind: 'overflow' }
  /** The client went away (aborted, reset, closed). */
  | { kind: 'aborted'; received: number };

export async function appendBody(
  body: Readable | undefined,
  file: string,
  start: number,
  limit: number,
  onFlushed: (received: number) => void,
): Promise<AppendOutcome> {
  if (body === undefined) return { kind: 'ended', received: start };
  const handle = await open(file, 'r+');
  let position = start;
  /** Writes one chunk at its position; false when it would run past `limit`. */
  const put = async (value: unknown): Promise<boolean> => {
    const chunk = Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    if (position + chunk.length > limit) return false;
    let written = 0;
    while (written < chunk.length) {
      const { bytesWritten } = await handle.write(chunk, written, chunk.length - written, position + written);
      written += bytesWritten;
    }
    position += chunk.length;
    onFlushed(position);
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
        return { kind: 'aborted', received: position };
      }
      if (next.done) break;
      if (!(await put(next.value))) return { kind: 'overflow' };
    }
    // An http request whose socket closed early may end without an error: it is incomplete.
    if ((body as Readable & { complete?: boolean }).complete === false || body.readableAborted) {
      return { kind: 'aborted', received: position };
    }
    return { kind: 'ended', received: position };
  } finally {
    await handle.close();
  }
}
