import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBatchWriter } from './batch-writer';

let dir: string;
let handle: FileHandle;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'batch-writer-'));
  file = join(dir, 'part');
  handle = await open(file, 'w+');
});
afterEach(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

/** The handle with its writev calls counted (each call's buffer count). */
function counted(h: FileHandle): { handle: FileHandle; calls: number[] } {
  const calls: number[] = [];
  const writev = h.writev.bind(h);
  const wrapped = Object.create(h) as FileHandle;
  wrapped.writev = ((buffers: NodeJS.ArrayBufferView[], position?: number) => {
    calls.push(buffers.length);
    return writev(buffers, position);
  }) as FileHandle['writev'];
  return { handle: wrapped, calls };
}

describe('batch writer (DESIGN.md Uploads: bytes are kept as they arrive)', () => {
  it('writes at once, and what arrives while a write runs goes in the next one', async () => {
    const { handle: h, calls } = counted(handle);
    const reports: number[] = [];
    const w = createBatchWriter(h, 0, (n) => reports.push(n));
    w.add(Buffer.from('ab'));
    expect(w.held()).toBe(0); // handed to a write at once
    w.add(Buffer.from('cd'));
    w.add(Buffer.from('ef'));
    expect(w.held()).toBe(4);
    await w.flush();
    expect(calls).toEqual([1, 2]);
    expect(reports).toEqual([2, 6]);
    expect(w.written()).toBe(6);
    expect(await readFile(file, 'utf8')).toBe('abcdef');
  });

  it('appends from its start offset', async () => {
    await handle.write('0123');
    const w = createBatchWriter(handle, 4, () => undefined);
    w.add(Buffer.from('45'));
    w.add(Buffer.from('67'));
    await w.flush();
    expect(await readFile(file, 'utf8')).toBe('01234567');
    expect(w.written()).toBe(8);
  });

  it('a failed write stops it: flush throws, idle does not, nothing more is reported', async () => {
    const broken = Object.create(handle) as FileHandle;
    broken.writev = (() => Promise.reject(new Error('disk full'))) as FileHandle['writev'];
    const reports: number[] = [];
    const w = createBatchWriter(broken, 0, (n) => reports.push(n));
    w.add(Buffer.from('ab'));
    await w.idle();
    w.add(Buffer.from('cd'));
    await expect(w.flush()).rejects.toThrow('disk full');
    await expect(w.settle()).rejects.toThrow('disk full');
    expect(reports).toEqual([]);
    expect(w.written()).toBe(0);
  });

  it('an offset report that throws stops it too', async () => {
    const w = createBatchWriter(handle, 0, () => {
      throw new Error('database locked');
    });
    w.add(Buffer.from('ab'));
    await expect(w.flush()).rejects.toThrow('database locked');
  });
});
