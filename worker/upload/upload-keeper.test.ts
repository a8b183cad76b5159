import { describe, expect, it } from 'vitest';
import { createFakeLock } from '../../sync/outbox/test-kit';
import { bytesOfBlob, testFile, waitFor } from './test-kit';
import { idOf, photoInput, startedHarnesses } from './test-harness';
import type { UploadHarness } from './test-harness';
import { openUploadDb } from './upload-db';
import type { UploadDb } from './upload-db';
import { refusal } from './upload-texts';

// DESIGN.md Uploads: the file is kept in IndexedDB so an upload resumes after a reload; the
// keeper (./upload-keeper.ts) stores what a reload would need while the upload is already sent.
const harness = startedHarnesses();

const videoInput = (size: number) => {
  const file = testFile(size, 'clip.mp4', 'video/mp4');
  return { file, input: photoInput(0, { files: [file], facts: [{ width: 1080, height: 1080, durationSeconds: 10, mimeType: 'video/mp4', bytes: size }] }) };
};

/** Piece writes wait until the test opens the gate. */
function gatedPieces() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((r) => (open = r));
  const writes: number[] = [];
  const wrap = (db: UploadDb): UploadDb => ({
    ...db,
    async putPiece(key, blob) {
      await gate;
      writes.push(Number(key.split('@')[1]));
      return db.putPiece(key, blob);
    },
  });
  return { wrap, writes, open: () => open() };
}

async function storedFile(h: UploadHarness, id: string) {
  const db = await openUploadDb(h.idb);
  const record = await db.get(id);
  const part = record?.parts[0];
  const file = part ? await db.file(part) : undefined;
  db.close();
  return { record, file };
}

describe('upload keeper: a new upload is sent while it is made safe to reload', () => {
  it('offline: the whole video is stored, in pieces from its end, before startUpload resolves; online sends it', async () => {
    const h = await harness();
    h.setOnline(false);
    const { file, input } = videoInput(20_000);
    const id = idOf(await h.engine.startUpload(input));
    const { record, file: stored } = await storedFile(h, id);
    expect(record?.parts[0]?.pieces).toEqual([0, 3616, 7712, 11808, 15904]); // 4096 each, back from 20,000
    expect(stored?.from).toBe(0);
    expect(await bytesOfBlob(stored?.blob ?? new Blob())).toEqual(await bytesOfBlob(file));
    expect(h.view(id)?.state).toBe('waiting-for-network');
    h.setOnline(true);
    await waitFor(() => h.view(id)?.state === 'configuring', 'on the server');
    expect(await h.held(id)).toEqual(await bytesOfBlob(file));
  });

  it('the copy meets the sender: what the server confirmed is not copied; a reload resumes from the stored pieces', async () => {
    const gate = gatedPieces();
    const first = await harness({ bytesPerSecond: 1000, wrapDb: gate.wrap });
    first.server.faults.push({ type: 'pass' }, { type: 'stall', keep: 500 });
    const { file, input } = videoInput(20_000);
    let settled = false;
    const started = first.engine.startUpload(input).then((r) => ((settled = true), r));
    await waitFor(() => first.server.posts().length === 2, 'the second chunk in flight');
    expect(first.server.gets()).toEqual([]); // a new upload starts at 0 without asking
    expect(settled).toBe(false); // not safe yet: nothing is shown
    expect(first.store.getState().feed.items).toEqual([]);
    gate.open();
    const id = idOf(await started);
    const { record } = await storedFile(first, id);
    expect(record?.parts[0]?.pieces?.[0]).toBe(1024); // down to the server's confirmed offset, no further
    expect(first.store.getState().feed.items[0]).toBe(`local:${id}`);
    first.engine.dispose(); // the tab reloads with the second chunk stalled

    const second = await harness({ idb: first.idb, server: first.server, clock: first.clock });
    await waitFor(() => second.view(id)?.state === 'configuring', 'resumed and finished');
    expect(first.server.posts()[2]?.offset).toBe(1524); // from the server's offset, out of the stored pieces
    expect(await second.held(id)).toEqual(await bytesOfBlob(file));
  });

  it('a fast link: an upload expected on the server within the horizon is not copied; startUpload resolves when it is there', async () => {
    const gate = gatedPieces();
    const h = await harness({ bytesPerSecond: 10_000_000, wrapDb: gate.wrap });
    // The first upload knows no speed yet: it is copied until its first answers measure the link.
    const first = h.engine.startUpload(videoInput(20_000).input);
    await waitFor(() => h.server.posts().length >= 2, 'the first upload measured the link');
    gate.open();
    idOf(await first);
    const before = gate.writes.length;
    expect(before).toBeGreaterThan(0);
    // The next one starts from that measurement (the session remembers it).
    const { file, input } = videoInput(40_000);
    const id = idOf(await h.engine.startUpload(input));
    expect(gate.writes.length).toBe(before); // no piece
    expect(h.view(id)?.state).toBe('configuring');
    expect(await h.held(id)).toEqual(await bytesOfBlob(file));
    const { record } = await storedFile(h, id);
    expect(record?.parts[0]?.pieces).toEqual([]);
    await h.engine.whenIdle();
    expect(h.published.map((r) => r.id)).toContain(id);
  });

  it('no room to store it: startUpload is refused, nothing is shown, the request in flight is stopped', async () => {
    const full = (db: UploadDb): UploadDb => ({ ...db, putPiece: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')) });
    const h = await harness({ wrapDb: full });
    h.server.faults.push({ type: 'stall' });
    const result = await h.engine.startUpload(photoInput(3000));
    expect(result).toMatchObject({ ok: false, message: refusal.storageFull });
    expect(h.store.getState().uploads.byId).toEqual({});
    expect(h.store.getState().feed.items).toEqual([]);
    await h.engine.whenIdle(); // the stalled request was aborted
    expect(h.clock.pending()).toBe(0);
  });

  it('leftovers of an upload never accepted (a reload while it was stored) are removed on start, under its lock', async () => {
    const lock = createFakeLock();
    const idb = (await harness()).idb;
    const db = await openUploadDb(idb);
    await db.putPiece('1234567:0@0', new Blob(['x']));
    let release: () => void = () => undefined;
    const held = lock.withLock('lumen-upload:1234567', () => new Promise<void>((r) => (release = r))); // another tab is storing it
    const h = await harness({ idb, withLock: lock.withLock });
    await new Promise((r) => setTimeout(r, 10));
    expect(await db.orphans()).toEqual(['1234567']);
    release();
    await held;
    await h.engine.whenIdle();
    expect(await db.orphans()).toEqual([]);
    db.close();
  });
});
