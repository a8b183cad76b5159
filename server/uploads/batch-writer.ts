import type { FileHandle } from 'node:fs/promises';

/**
 * Appends buffers to a file from `start`, one write at a time: a write starts as soon as there
 * are bytes and none is in flight, and carries everything that arrived while the previous one
 * ran (one positioned `writev`). On a fast disk that is a write per socket chunk or two, as
 * before; when writes lag, they grow instead of queueing, so the system calls, promise wake-ups
 * and offset reports per byte go down. `onWritten(n)` runs after each write returned, with the
 * file's length so far. A failed write stops the writer; `settle` and `flush` then throw it.
 */
export interface BatchWriter {
  add(chunk: Buffer): void;
  /** Bytes waiting for the next write. */
  held(): number;
  /** Bytes whose write returned, counted from the file's start. */
  written(): number;
  /** Resolves once the write in flight (if any) returned. */
  settle(): Promise<void>;
  /** Resolves once every byte added is written. */
  flush(): Promise<void>;
  /** Resolves once no write is in flight (bytes still held are not written); never throws. */
  idle(): Promise<void>;
}

/** Buffers past the first `n` bytes of `buffers` (writev may write fewer bytes than asked). */
function after(buffers: readonly Buffer[], n: number): Buffer[] {
  const rest: Buffer[] = [];
  let skip = n;
  for (const b of buffers) {
    if (skip >= b.length) skip -= b.length;
    else {
      rest.push(skip > 0 ? b.subarray(skip) : b);
      skip = 0;
    }
  }
  return rest;
}

async function writeAll(handle: FileHandle, buffers: Buffer[], position: number): Promise<void> {
  let rest = buffers;
  let at = position;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.writev(rest, at);
    at += bytesWritten;
    rest = after(rest, bytesWritten);
  }
}

export function createBatchWriter(handle: FileHandle, start: number, onWritten: (written: number) => void): BatchWriter {
  let written = start;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let current: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  function pump(): void {
    if (current !== null || heldBytes === 0 || failure !== null) return;
    const buffers = held;
    const end = written + heldBytes;
    held = [];
    heldBytes = 0;
    current = writeAll(handle, buffers, written).then(
      () => {
        written = end;
        current = null;
        try {
          onWritten(end);
        } catch (error) {
          failure = { error };
          return;
        }
        pump();
      },
      (error: unknown) => {
        failure = { error };
        current = null;
      },
    );
  }

  const check = (): void => {
    if (failure !== null) throw failure.error;
  };

  return {
    add(chunk) {
      if (chunk.length === 0) return;
      held.push(chunk);
      heldBytes += chunk.length;
      pump();
    },
    held: () => heldBytes,
    written: () => written,
    async settle() {
      if (current !== null) await current;
      check();
    },
    async flush() {
      pump();
      while (current !== null) {
        await current;
        pump();
      }
      check();
    },
    async idle() {
      while (current !== null) await current;
    },
  };
}
