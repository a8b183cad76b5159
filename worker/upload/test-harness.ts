/**
 * An upload engine over the fake rupload server, a manual clock, fake-indexeddb and a real
 * store, for the engine's fault tests (not shipped code). Small chunk limits keep files small.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { createRuploadClient } from '../../sync/upload/rupload-client';
import { makeSession } from '../../sync/transport/test-kit';
import type { CallResult, ComposeInput } from '../api-types';
import type { UploadView } from '../model';
import { createStore } from '../store/store';
import { createManualClock } from '../test-support/manual-clock';
import type { ConfigureOutbox } from './configure-outbox';
import type { FakeRuploadServer, FakeServerOptions } from './test-kit';
import { createFakeRuploadServer, testFile } from './test-kit';
import { openUploadDb } from './upload-db';
import type { UploadDb } from './upload-db';
import { createUploadEngine } from './upload-engine';
import type { UploadRecord } from './upload-record';
import type { UploadTuningValues } from './tuning';

export const SMALL: Partial<UploadTuningValues> = {
  initialChunkBytes: 1024,
  minChunkBytes: 256,
  maxChunkBytes: 16 * 1024,
  chunkStepBytes: 256,
  storePieceBytes: 4096,
};

export interface HarnessOptions extends FakeServerOptions {
  idb?: IDBFactory;
  tuning?: Partial<UploadTuningValues>;
  /** What the outbox holds for an upload's configure (reload tests). */
  found?: ConfigureOutbox['find'];
  /** The server of an earlier engine (reload tests: same server, same database). */
  server?: FakeRuploadServer;
  /** navigator.locks.request stand-in shared by engines standing for tabs. */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** Changes what the engine's database does (a full disk, slow writes). */
  wrapDb?: (db: UploadDb) => UploadDb;
}

export function photoInput(size = 4000, over: Partial<ComposeInput> = {}): ComposeInput {
  const file = testFile(size);
  return {
    kind: 'feed', files: [file], facts: [{ width: 1080, height: 1080, mimeType: 'image/jpeg', bytes: size }], transform: null,
    caption: 'Hello', altText: '', location: null, usertags: [], title: '', description: '', cover: null, igtvPublishMode: 'igtv', shareToFeed: false,
    ...over,
  };
}

export function createUploadHarness(opts: HarnessOptions = {}) {
  const clock = opts.clock ?? createManualClock();
  const server = opts.server ?? createFakeRuploadServer({ ...opts, clock });
  const idb = opts.idb ?? new IDBFactory();
  const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'v1', resolveCommentId: (id) => id }) });
  store.dispatch({ type: 'viewer-changed', viewerId: 'v1', user: null });
  const published: UploadRecord[] = [];
  const withdrawn: string[] = [];
  const toasts: string[] = [];
  /** Uploads whose toast the engine withdrew (retried or cancelled). */
  const withdrawnToasts: string[] = [];
  const pictures: (string | null)[] = [];
  let online = true;
  let urls = 0;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const outbox: ConfigureOutbox = {
    publish: async (record) => void published.push(record),
    withdraw: async (id) => void withdrawn.push(id),
    find: opts.found ?? (async () => null),
  };
  const engine = createUploadEngine({
    openDb: async () => {
      const db = await openUploadDb(idb);
      return opts.wrapDb ? opts.wrapDb(db) : db;
    },
    client: createRuploadClient({ fetch: server.fetch, origin: 'https://lumen.test', getSession: () => makeSession(), onSessionUpdate: () => undefined }),
    dispatch: (a) => store.dispatch(a),
    clock,
    random: () => 0.5,
    log,
    isOnline: () => online,
    viewerId: () => 'v1',
    outbox,
    toast: (t) => void toasts.push(t),
    withdrawToast: (id) => void withdrawnToasts.push(id),
    objectUrls: { create: () => `blob:test/${++urls}`, revoke: () => undefined },
    tuning: { ...SMALL, ...opts.tuning },
    withLock: opts.withLock,
    uuid: () => `uuid-${++urls}`,
    profilePictureChanged: (url) => void pictures.push(url),
  });
  const view = (id: string): UploadView | undefined => store.getState().uploads.byId[id];
  return {
    engine, server, clock, idb, store, published, withdrawn, toasts, withdrawnToasts, log, view, pictures,
    setOnline(value: boolean) {
      online = value;
      engine.setOnline(value);
    },
    /** The browser's state changes, but the engine has not heard yet. */
    linkDown() {
      online = false;
    },
    /** The bytes the server holds for the upload's part `index`. */
    async held(id: string, index = 0): Promise<Uint8Array> {
      const db = await openUploadDb(idb);
      const record = (await db.get(id)) ?? published.find((r) => r.id === id);
      db.close();
      const part = record?.parts[index];
      return part ? server.bytes(part.entity) : new Uint8Array(0);
    },
    async stored(id: string): Promise<UploadRecord | undefined> {
      const db = await openUploadDb(idb);
      const record = await db.get(id);
      db.close();
      return record;
    },
  };
}

export type UploadHarness = ReturnType<typeof createUploadHarness>;

/**
 * For a test file: a function that makes a harness and starts its engine; every harness made
 * is disposed after each test.
 */
export function startedHarnesses(): (opts?: HarnessOptions) => Promise<UploadHarness> {
  const open: UploadHarness[] = [];
  afterEach(() => {
    for (const h of open.splice(0)) h.engine.dispose();
  });
  return async (opts = {}) => {
    const h = createUploadHarness(opts);
    open.push(h);
    await h.engine.start();
    return h;
  };
}

/** The upload id of an accepted startUpload (throws its message otherwise). */
export function idOf(result: CallResult<string>): string {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
