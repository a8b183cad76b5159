import { describe, expect, it } from 'vitest';
import { createFakeLock } from '../../sync/outbox/test-kit';
import { bytesOfBlob, testFile, waitFor } from './test-kit';
import { idOf, photoInput, startedHarnesses } from './test-harness';
import type { UploadHarness } from './test-harness';

const harness = startedHarnesses();

async function uploaded(h: UploadHarness, id: string): Promise<void> {
  await waitFor(() => h.view(id)?.state === 'configuring' || h.view(id)?.state === 'processing', `upload ${id} on the server`);
}

async function sameBytes(h: UploadHarness, id: string, file: Blob, part = 0): Promise<void> {
  expect(await h.held(id, part)).toEqual(await bytesOfBlob(file));
}

describe('upload engine: a photo (001 §7 Creation and upload)', () => {
  it('sends the file in slices, then enqueues the configure once; success forgets it', async () => {
    const h = await harness();
    const input = photoInput(5000);
    const id = idOf(await h.engine.startUpload(input));
    expect(h.store.getState().feed.items[0]).toBe(`local:${id}`);
    expect(h.store.getState().posts.byId[`local:${id}`]).toMatchObject({ owner: 'v1', caption: 'Hello', src: 'blob:test/1' });
    await uploaded(h, id);
    await sameBytes(h, id, input.files[0] as File);
    expect(h.server.posts().length).toBeGreaterThan(1);
    expect(h.view(id)).toMatchObject({ bytesSent: 5000, totalBytes: 5000, percent: 100, label: 'Hello', thumbnailUrl: 'blob:test/1' });
    await h.engine.whenIdle();
    expect(h.published.map((r) => r.id)).toEqual([id]);
    h.engine.configureSettled(id, { ok: true });
    await h.engine.whenIdle();
    expect(h.view(id)?.state).toBe('done');
    expect(await h.stored(id)).toBeUndefined();
  });

  it('001 §5: a media check failure is refused with its message, nothing is stored or sent', async () => {
    const h = await harness();
    const wide = photoInput(100, { facts: [{ width: 2000, height: 1000, mimeType: 'image/jpeg', bytes: 100 }] });
    const result = await h.engine.startUpload(wide);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('1.9291') });
    expect(h.server.requests).toEqual([]);
    expect(Object.keys(h.store.getState().uploads.byId)).toEqual([]);
  });
});

describe('upload engine: faults (DESIGN.md Uploads: the server offset is the truth)', () => {
  it('a request dropped mid-way: asks the offset at once (no backoff timer), resumes from the bytes the server kept', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'drop', keep: 300 });
    const input = photoInput(3000);
    const id = idOf(await h.engine.startUpload(input));
    await uploaded(h, id); // the fake clock never moves: any backoff would hang here
    const posts = h.server.posts();
    expect(posts[0]).toMatchObject({ offset: 0, length: 1024 });
    expect(posts[1]).toMatchObject({ offset: 300 });
    expect(h.server.gets().length).toBe(1); // after the drop only: a new upload starts at 0 without asking
    await sameBytes(h, id, input.files[0] as File);
  });

  it('three drops in a row, each after progress: every retry is immediate, the counter resets on the offset answer', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'drop', keep: 300 }, { type: 'drop', keep: 100 }, { type: 'drop', keep: 50 });
    const input = photoInput(5000);
    const id = idOf(await h.engine.startUpload(input));
    await uploaded(h, id);
    expect(h.clock.pending()).toBe(0);
    expect(h.server.posts().slice(0, 4).map((p) => p.offset)).toEqual([0, 300, 400, 450]);
    expect(h.server.gets().length).toBe(3); // one per drop
    await sameBytes(h, id, input.files[0] as File);
  });

  it('drops in a row without progress back off: the first retry is immediate, the second waits', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'drop', keep: 0 }, { type: 'drop', keep: 0 });
    const input = photoInput(2000);
    const id = idOf(await h.engine.startUpload(input));
    await waitFor(() => h.view(id)?.state === 'stalled', 'stalled after the second drop');
    expect(h.server.posts().map((p) => p.offset)).toEqual([0, 0]); // the first drop: sent again at once
    const gets = h.server.gets().length;
    h.clock.advance(999); // attempt 2: full jitter in [0, 2 s); the harness's random is 0.5 → 1 s
    await h.engine.whenIdle(); // whatever the clock started has run (a request is tracked work)
    expect(h.server.gets().length).toBe(gets);
    expect(h.view(id)?.state).toBe('stalled');
    h.clock.advance(1);
    await uploaded(h, id);
    await sameBytes(h, id, input.files[0] as File);
  });

  it('a 5xx backs off, then asks the offset and resumes', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'status', status: 503 });
    const input = photoInput(2000);
    const id = idOf(await h.engine.startUpload(input));
    await waitFor(() => h.view(id)?.state === 'stalled', 'stalled');
    const gets = h.server.gets().length;
    h.clock.advance(499);
    await h.engine.whenIdle(); // whatever the clock started has run (a request is tracked work)
    expect(h.server.gets().length).toBe(gets); // not before the backoff ran out
    expect(h.view(id)?.state).toBe('stalled');
    h.clock.advance(1);
    await uploaded(h, id);
    expect(h.server.gets().length).toBe(gets + 1);
    await sameBytes(h, id, input.files[0] as File);
  });

  it('409 offset mismatch: asks at once and sends from the server offset, even a lower one', async () => {
    const h = await harness();
    const input = photoInput(3000);
    h.server.faults.push({ type: 'pass' }, { type: 'lose', to: 500 });
    const id = idOf(await h.engine.startUpload(input));
    await uploaded(h, id);
    const posts = h.server.posts();
    expect(posts[1]).toMatchObject({ offset: 1024 }); // answered 409: the server holds only 500
    expect(posts[2]).toMatchObject({ offset: 500 });
    await sameBytes(h, id, input.files[0] as File);
  });

  it('a stalled request (no answer for the stall timeout) is aborted and resumed', async () => {
    const h = await harness({ tuning: { stallTimeoutMs: 15_000 } });
    h.server.faults.push({ type: 'stall', keep: 100 });
    const input = photoInput(2000);
    const id = idOf(await h.engine.startUpload(input));
    await waitFor(() => h.server.posts().length === 1, 'first chunk sent');
    // Unanswered, it stays uploading until the stall timeout on the injected clock, not before.
    h.clock.advance(14_999);
    expect(h.view(id)?.state).toBe('uploading');
    expect(h.server.posts()).toHaveLength(1);
    h.clock.advance(1);
    await waitFor(() => h.view(id)?.state === 'stalled', 'stalled');
    h.clock.advance(1000);
    await uploaded(h, id);
    expect(h.server.posts()[1]).toMatchObject({ offset: 100 });
    await sameBytes(h, id, input.files[0] as File);
  });

  it('offline: waits for the network without failing or counting retries; online resumes', async () => {
    const h = await harness();
    const input = photoInput(3000);
    h.setOnline(false);
    const id = idOf(await h.engine.startUpload(input));
    expect(h.view(id)?.state).toBe('waiting-for-network');
    expect(h.server.requests).toEqual([]);
    // The link drops during the second chunk, the browser already knows it is offline.
    h.server.faults.push({ type: 'pass' }, { type: 'offline', onHit: () => h.linkDown() });
    h.setOnline(true);
    await waitFor(() => h.view(id)?.state === 'waiting-for-network', 'waiting again');
    expect(h.clock.pending()).toBe(0); // no backoff timer: nothing is retried while offline
    h.setOnline(false);
    expect(h.view(id)).toMatchObject({ state: 'waiting-for-network', error: null });
    h.setOnline(true);
    await uploaded(h, id);
    await sameBytes(h, id, input.files[0] as File);
  });

  it('a reload mid-upload: a new engine over the same database resumes from the server offset, not zero', async () => {
    const first = await harness();
    // A drop (retried at once), then a 503 on the resumed chunk: the tab backs off.
    first.server.faults.push({ type: 'drop', keep: 700 }, { type: 'status', status: 503 });
    const input = photoInput(5000);
    const id = idOf(await first.engine.startUpload(input));
    await waitFor(() => first.view(id)?.state === 'stalled', 'stalled after the drop and the 503');
    await first.engine.whenIdle();
    first.engine.dispose(); // the tab closes while backing off

    const second = await harness({ idb: first.idb, server: first.server, clock: first.clock });
    expect(second.store.getState().feed.items[0]).toBe(`local:${id}`); // the local post is back
    await uploaded(second, id);
    const posts = first.server.posts();
    expect(posts[0]).toMatchObject({ offset: 0 });
    expect(posts[1]).toMatchObject({ offset: 700 }); // answered 503
    expect(posts[2]).toMatchObject({ offset: 700 }); // the reloaded engine's first chunk
    await sameBytes(second, id, input.files[0] as File);
  });

});

describe('upload engine: control and publishing', () => {
  it('cancel aborts the request, forgets the stored files and takes the local post away', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'stall' });
    const id = idOf(await h.engine.startUpload(photoInput(3000)));
    await waitFor(() => h.server.posts().length === 1, 'request in flight');
    await h.engine.cancel(id);
    expect(h.view(id)?.state).toBe('cancelled');
    expect(h.store.getState().feed.items).not.toContain(`local:${id}`);
    expect(h.store.getState().posts.byId[`local:${id}`]).toBeUndefined();
    await h.engine.whenIdle(); // the stalled request was aborted, so nothing hangs
    expect(await h.stored(id)).toBeUndefined();
    expect(h.clock.pending()).toBe(0);
    expect(h.withdrawn).toEqual([]); // nothing was in the outbox yet
  });

  it('a 4xx fails it with the server message: toast, local post gone; retry resumes from the server offset', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'pass' }, { type: 'status', status: 400, errorType: 'bad_request', message: 'Unsupported image.' });
    const input = photoInput(3000);
    const id = idOf(await h.engine.startUpload(input));
    await waitFor(() => h.view(id)?.state === 'failed', 'failed');
    expect(h.view(id)?.error).toBe('Unsupported image.');
    expect(h.toasts).toEqual(["Couldn't share your post. Unsupported image."]);
    expect(h.store.getState().feed.items).not.toContain(`local:${id}`);
    await h.engine.whenIdle();
    expect((await h.stored(id))?.machine.phase).toBe('failed');
    expect(h.withdrawnToasts).toEqual([]);
    await h.engine.retry(id);
    expect(h.withdrawnToasts).toEqual([id]); // its failure toast no longer stands
    expect(h.store.getState().feed.items[0]).toBe(`local:${id}`);
    await uploaded(h, id);
    expect(h.server.posts().at(-1)?.offset).toBeGreaterThanOrEqual(1024);
    await sameBytes(h, id, input.files[0] as File);
  });

  it('adaptive chunk size: requests grow on a fast link and shrink on a slow one', async () => {
    const fast = await harness({ bytesPerSecond: 1_000_000 });
    const a = idOf(await fast.engine.startUpload(photoInput(40_000)));
    await uploaded(fast, a);
    const grown = fast.server.posts().map((p) => p.length ?? 0);
    expect(grown.slice(0, 3)).toEqual([1024, 4096, 16384]); // ×4 a step up to the (test) maximum

    const slow = await harness({ bytesPerSecond: 100 });
    const b = idOf(await slow.engine.startUpload(photoInput(2000)));
    await uploaded(slow, b);
    const shrunk = slow.server.posts().map((p) => p.length ?? 0);
    expect(shrunk[0]).toBe(1024); // 10 s at 100 B/s
    expect(shrunk[1]).toBe(256); // sized for ~3 s, at most ÷4 a step, not below the minimum
    expect(slow.view(b)?.percent).toBe(100);
  });

  it('several uploads queue: at most two send at once, first come first served', async () => {
    const h = await harness();
    h.server.faults.push({ type: 'stall' }, { type: 'stall' });
    const one = idOf(await h.engine.startUpload(photoInput(2000, { caption: 'one' })));
    const two = idOf(await h.engine.startUpload(photoInput(2000, { caption: 'two' })));
    const three = idOf(await h.engine.startUpload(photoInput(2000, { caption: 'three' })));
    await waitFor(() => h.server.posts().length === 2, 'two in flight');
    expect(h.view(three)?.state).toBe('queued');
    const entityOf = async (id: string) => (await h.stored(id))?.parts[0]?.entity;
    expect(h.server.requests.map((r) => r.path)).not.toContain(await entityOf(three));
    await h.engine.cancel(one);
    await uploaded(h, three);
    expect(h.view(two)?.state).toBe('uploading'); // still stuck on its stalled request
  });

  it('a carousel publishes once, after its last file, with its children upload ids', async () => {
    const h = await harness();
    const files = [testFile(1500, 'a.jpg'), testFile(900, 'b.jpg'), testFile(1200, 'c.jpg')];
    const facts = files.map((f) => ({ width: 1080, height: 1080, mimeType: 'image/jpeg', bytes: f.size }));
    const id = idOf(await h.engine.startUpload(photoInput(0, { kind: 'carousel', files, facts })));
    await uploaded(h, id);
    await h.engine.whenIdle();
    expect(h.published).toHaveLength(1);
    const record = h.published[0];
    expect(record?.compose.children).toEqual(record?.parts.map((p) => p.uploadId));
    for (const [i, f] of files.entries()) await sameBytes(h, id, f, i);
    expect(h.store.getState().posts.byId[`local:${id}`]).toMatchObject({ isSidecar: true, sidecarChildren: [{}, {}, {}] });
  });

  it('a video and then its cover (a photo rupload with the same upload_id); processing while it encodes', async () => {
    const h = await harness({ videoEncoding: 'encoding_in_progress' });
    const video = testFile(3000, 'clip.mp4', 'video/mp4');
    const cover = testFile(400, 'cover.jpg', 'image/jpeg');
    const id = idOf(await h.engine.startUpload(photoInput(0, {
      files: [video], facts: [{ width: 1080, height: 1080, durationSeconds: 10, mimeType: 'video/mp4', bytes: 3000 }], cover,
    })));
    await uploaded(h, id);
    expect(h.view(id)?.state).toBe('processing');
    const record = h.published[0];
    expect(record?.parts.map((p) => [p.role, p.mediaType, p.uploadId, p.path.split('/')[1]])).toEqual([
      ['media', 2, id, 'rupload_igvideo'],
      ['cover', 1, id, 'rupload_igphoto'],
    ]);
    expect(record?.parts[0]?.params).toMatchObject({ duration: 10_000, video_format: 'video/mp4' });
    await sameBytes(h, id, cover, 1);
    expect(h.view(id)?.thumbnailUrl).toBe('blob:test/2');
  });

  it('after a reload, a publishing upload whose configure is not in the outbox is published again', async () => {
    const first = await harness();
    const id = idOf(await first.engine.startUpload(photoInput(1000)));
    await uploaded(first, id);
    await first.engine.whenIdle();
    first.engine.dispose();
    const second = await harness({ idb: first.idb, server: first.server, clock: first.clock });
    await second.engine.whenIdle();
    expect(second.view(id)?.state).toBe('configuring');
    expect(second.published.map((r) => r.id)).toEqual([id]);
    expect(first.server.posts().length).toBe(1); // no byte sent again
  });

  it('two tabs: only the one holding the upload’s lock sends; the other takes over when it closes', async () => {
    const lock = createFakeLock();
    const asked: string[] = [];
    const withLock = <T>(name: string, fn: () => Promise<T>): Promise<T> => (asked.push(name), lock.withLock(name, fn));
    const first = await harness({ withLock });
    first.server.faults.push({ type: 'drop', keep: 600 }, { type: 'status', status: 503 });
    const input = photoInput(4000);
    const id = idOf(await first.engine.startUpload(input));
    await waitFor(() => first.view(id)?.state === 'stalled', 'first tab stalled');
    const sentByFirst = first.server.requests.length;
    const second = await harness({ idb: first.idb, server: first.server, clock: first.clock, withLock });
    // The second tab has restored the upload and waits for its lock, which the first still holds.
    await waitFor(() => asked.filter((n) => n === `lumen-upload:${id}`).length === 2, 'the second tab asks for the lock');
    expect(lock.grants).toBe(1);
    expect(second.view(id)?.state).toBe('queued');
    expect(first.server.requests.length).toBe(sentByFirst);
    const sent = first.server.requests.length;
    first.engine.dispose(); // the first tab closes: its lock goes
    await uploaded(second, id);
    expect(first.server.requests[sent]).toMatchObject({ method: 'GET' });
    expect(first.server.requests.slice(sent).find((r) => r.method === 'POST')?.offset).toBe(600);
    await sameBytes(second, id, input.files[0] as File);
  });
});
