import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutboxStore } from '../../sync/outbox/store';
import { createEngine } from '../engine';
import type { Engine } from '../engine';
import { createManualClock } from '../test-support/manual-clock';
import type { ManualClock } from '../test-support/manual-clock';
import { SESSION } from '../test-support/engine-harness';
import { createFakeRuploadServer, testFile, waitFor } from '../upload/test-kit';
import type { FakeRuploadServer, FakeServerOptions } from '../upload/test-kit';
import { photoInput, SMALL } from '../upload/test-harness';
import { openUploadDb } from '../upload/upload-db';

interface World {
  engine: Engine;
  server: FakeRuploadServer;
  clock: ManualClock;
  idb: IDBFactory;
  outboxName: string;
  uploadsName: string;
}

const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.engine.dispose();
});

let n = 0;
async function world(opts: FakeServerOptions & { online?: boolean } = {}, reuse?: World): Promise<World> {
  n += 1;
  const clock = reuse?.clock ?? createManualClock();
  const server = reuse?.server ?? createFakeRuploadServer({ ...opts, clock });
  const idb = reuse?.idb ?? new IDBFactory();
  const outboxName = reuse?.outboxName ?? `outbox-uploads-${n}-${Math.random()}`;
  const uploadsName = reuse?.uploadsName ?? `uploads-${n}`;
  let ids = 0;
  const engine = createEngine({
    fetch: server.fetch,
    origin: 'https://lumen.test',
    clock,
    idb,
    openOutbox: () => openOutboxStore({ name: outboxName }),
    BroadcastChannel: null,
    locks: null,
    uuid: () => `uuid-${n}-${++ids}`,
    random: () => 0.5,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    cacheDbName: `cache-${n}`,
    uploadsDbName: uploadsName,
    objectUrls: { create: () => 'blob:local', revoke: () => undefined },
    uploadTuning: SMALL,
  });
  engine.setOnline(opts.online ?? true);
  await engine.init(SESSION, 'v1', new MessageChannel().port1);
  const w = { engine, server, clock, idb, outboxName, uploadsName };
  worlds.push(w);
  return w;
}

const state = (w: World) => w.engine.getState();

describe('engine: posting through the upload engine and the outbox (001 §7 Creation and upload)', () => {
  it('composed offline: a local post on top at once; online, the upload then the configure publish it once', async () => {
    const w = await world({ online: false });
    const result = await w.engine.startUpload(photoInput(3000, { caption: 'Sunset' }));
    if (!result.ok) throw new Error(result.message);
    const id = result.value;
    expect(state(w).feed.items[0]).toBe(`local:${id}`);
    expect(state(w).uploads.byId[id]).toMatchObject({ state: 'waiting-for-network', totalBytes: 3000, label: 'Sunset' });
    expect(w.server.requests).toEqual([]);

    w.engine.setOnline(true);
    await waitFor(() => state(w).uploads.byId[id]?.state === 'done', 'published');
    expect(w.server.configures).toHaveLength(1);
    const sent = w.server.configures[0];
    expect(sent?.path).toBe('/create/configure/');
    expect(sent?.form.get('upload_id')).toBe(id);
    expect(sent?.form.get('caption')).toBe('Sunset');
    expect(sent?.mutationId).not.toBeNull();
    // The server's post took the local one's place.
    expect(state(w).feed.items[0]).toBe('srv-1');
    expect(state(w).posts.byId[`local:${id}`]).toBeUndefined();
    expect(state(w).posts.byId['srv-1']).toMatchObject({ caption: 'Sunset' });
    await w.engine.settle();
    const db = await openUploadDb(w.idb, w.uploadsName);
    expect(await db.list()).toEqual([]);
    db.close();
  });

  it('a video whose transcode is not finished: the configure 503 is retried by the outbox until it publishes', async () => {
    const w = await world({ videoEncoding: 'encoding_in_progress', transcodeBusy: 2 });
    const video = testFile(2000, 'clip.mp4', 'video/mp4');
    const result = await w.engine.startUpload(photoInput(0, {
      files: [video], facts: [{ width: 1080, height: 1350, durationSeconds: 12, mimeType: 'video/mp4', bytes: 2000 }], cover: testFile(300, 'cover.jpg'),
    }));
    if (!result.ok) throw new Error(result.message);
    const id = result.value;
    await waitFor(() => w.server.configures.length === 1, 'first configure');
    expect(state(w).uploads.byId[id]?.state).toBe('processing');
    await w.engine.settle();
    w.clock.advance(1000); // the outbox backoff (full jitter)
    await waitFor(() => w.server.configures.length === 2, 'second configure');
    await w.engine.settle();
    w.clock.advance(2000);
    await waitFor(() => state(w).uploads.byId[id]?.state === 'done', 'published');
    expect(w.server.configures).toHaveLength(3);
    expect(new Set(w.server.configures.map((c) => c.mutationId)).size).toBe(1); // one mutation, sent again
    expect(state(w).feed.items[0]).toBe('srv-1');
  });

  it('a refused configure: the upload fails with the server message and the local post goes', async () => {
    const w = await world({ refuseConfigure: 'Captions cannot contain links.' });
    const result = await w.engine.startUpload(photoInput(1000, { caption: 'spam' }));
    if (!result.ok) throw new Error(result.message);
    const id = result.value;
    await waitFor(() => state(w).uploads.byId[id]?.state === 'failed', 'failed');
    expect(state(w).uploads.byId[id]?.error).toBe('Captions cannot contain links.');
    expect(state(w).feed.items).not.toContain(`local:${id}`);
    expect(state(w).status.toast?.text).toBe("Couldn't share your post. Captions cannot contain links.");
  });

  it('the uploads slice and local posts are not part of the 001 §3 cache; a reload shows them from lumen-uploads', async () => {
    const first = await world({ online: false });
    const result = await first.engine.startUpload(photoInput(2000));
    if (!result.ok) throw new Error(result.message);
    const id = result.value;
    await first.engine.settle();
    await first.engine.dispose();
    worlds.splice(worlds.indexOf(first), 1);
    const second = await world({ online: false }, first);
    expect(state(second).uploads.byId[id]).toMatchObject({ state: 'waiting-for-network' });
    expect(state(second).feed.items).toEqual([`local:${id}`]);
  });
});
