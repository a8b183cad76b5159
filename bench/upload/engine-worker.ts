/**
 * Bench worker (benchmarks 4–6): the real upload engine (worker/upload/upload-engine.ts) with
 * the real rupload client, real IndexedDB ('lumen-uploads' under a bench name), real timers,
 * Web Locks and fetch, as worker/engine/uploads.ts wires it; only the outbox is a stand-in
 * (publishing is where the upload ends for these benchmarks). The fetch is metered, and so are
 * the pieces of files the engine stores (their bytes are counted; nothing else changes).
 *
 *   init ─▶ engine.start() ─▶ ready
 *   engine(file) ─▶ startUpload ─▶ … every part acknowledged: outbox.publish ─▶ timings;
 *     then configureSettled(ok) ─▶ done ─▶ forgotten (record and stored file removed)
 *   plain(file) ─▶ one rupload POST of the whole file at offset 0 (client.send) ─▶ timings
 */
import { UploadMediaType, UploadPath } from '../../sync/api/upload';
import type { SessionConfig } from '../../sync/transport/types';
import { createRuploadClient } from '../../sync/upload/rupload-client';
import type { RuploadClient } from '../../sync/upload/rupload-client';
import type { ComposeFacts, ComposeInput } from '../../worker/api-types';
import type { UploadView } from '../../worker/model';
import { consoleLogger, systemClock } from '../../worker/platform';
import { openUploadDb } from '../../worker/upload/upload-db';
import type { UploadDb } from '../../worker/upload/upload-db';
import { createUploadEngine } from '../../worker/upload/upload-engine';
import type { UploadEngine } from '../../worker/upload/upload-engine';
import { meteredFetch } from './metered-fetch';
import type { EngineRun, EngineUploadOptions, FromWorker, PlainRun, ToWorker } from './upload-api';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (msg: FromWorker): void => scope.postMessage(msg);

interface Watch {
  phases: string[];
  published: (id: string) => void;
  failed: (message: string) => void;
}

const metered = meteredFetch();
let engine: UploadEngine | null = null;
let client: RuploadClient | null = null;
let watch: Watch | null = null;
/** Bytes of files the engine stored in IndexedDB (pieces) since the last engine run began. */
let storedBytes = 0;

function meteredDb(db: UploadDb): UploadDb {
  return {
    ...db,
    putPiece: async (key, blob) => {
      await db.putPiece(key, blob);
      storedBytes += blob.size;
    },
  };
}

function seen(view: UploadView): void {
  if (!watch) return;
  if (watch.phases.at(-1) !== view.state) watch.phases.push(view.state);
  if (view.state === 'failed') watch.failed(view.error ?? 'the upload failed');
}

function init(session: SessionConfig, viewerId: string, dbName: string): Promise<void> {
  let current = session;
  client = createRuploadClient({ fetch: metered.fetch, origin: scope.location.origin, getSession: () => current, onSessionUpdate: (patch) => (current = { ...current, ...patch }) });
  engine = createUploadEngine({
    openDb: async () => meteredDb(await openUploadDb(indexedDB, dbName)),
    client,
    dispatch: (action) => action.type === 'upload-view-updated' && seen(action.view),
    clock: systemClock(),
    random: Math.random,
    log: consoleLogger,
    isOnline: () => navigator.onLine,
    viewerId: () => viewerId,
    outbox: {
      publish: async (record) => watch?.published(record.id),
      withdraw: async () => undefined,
      find: async () => null,
    },
    toast: (text) => console.info(`[bench worker] toast: ${text}`),
    withdrawToast: () => undefined,
    objectUrls: { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) },
    uuid: () => crypto.randomUUID(),
    profilePictureChanged: () => undefined,
    withLock: <T>(name: string, fn: () => Promise<T>): Promise<T> => navigator.locks.request(name, fn) as Promise<T>,
  });
  return engine.start();
}

function compose(file: File, cover: File | null, opts: EngineUploadOptions): ComposeInput {
  return {
    kind: opts.kind, files: [file], facts: [opts.facts], transform: null, caption: 'Upload benchmark', altText: '', location: null,
    usertags: [], title: opts.title, description: '', cover, igtvPublishMode: 'igtv', shareToFeed: false,
  };
}

async function engineUpload(file: File, cover: File | null, opts: EngineUploadOptions): Promise<EngineRun> {
  if (!engine) throw new Error('init first');
  const running = engine;
  metered.take();
  storedBytes = 0;
  const phases: string[] = [];
  const outcome = new Promise<string>((resolve, reject) => {
    watch = { phases, published: resolve, failed: (message) => reject(new Error(`engine upload failed: ${message}`)) };
  });
  const startAt = performance.now();
  const started = await running.startUpload(compose(file, cover, opts));
  const storedAt = performance.now();
  if (!started.ok) throw new Error(`startUpload refused: ${started.message}`);
  const id = await outcome;
  const publishedAt = performance.now();
  watch = null;
  // What the outbox would report once configured: done, and the stored file is forgotten.
  running.configureSettled(id, { ok: true });
  await running.whenIdle();
  await running.flush();
  const requests = metered.take();
  return { startAt, storedAt, firstRequestAt: requests[0]?.startAt ?? NaN, publishedAt, requests, phases, totalBytes: file.size + (cover?.size ?? 0), storedBytes };
}

async function plainUpload(file: File, facts: ComposeFacts): Promise<PlainRun> {
  if (!client) throw new Error('init first');
  const uploadId = `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const entity = `${uploadId}_0_${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}0`;
  metered.take();
  const startAt = performance.now();
  const answer = await client.send({
    path: UploadPath.video(entity), entityName: entity, entityLength: file.size, entityType: 'video/mp4', offset: 0, body: file,
    params: { media_type: UploadMediaType.video, upload_id: uploadId, width: facts.width, height: facts.height, transform: null, duration: Math.round((facts.durationSeconds ?? 0) * 1000), video_format: 'video/mp4' },
  });
  const endAt = performance.now();
  const [request] = metered.take();
  if (!answer.complete) throw new Error(`the plain request ended at ${answer.offset} of ${file.size} bytes`);
  return { startAt, endAt, status: request?.status ?? 0, bytes: file.size };
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

scope.onmessage = (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  const run = async (): Promise<FromWorker> => {
    switch (msg.type) {
      case 'init':
        await init(msg.session, msg.viewerId, msg.dbName);
        return { type: 'ready' };
      case 'engine':
        return { type: 'engine-done', run: await engineUpload(msg.file, msg.cover, msg.opts) };
      case 'plain':
        return { type: 'plain-done', run: await plainUpload(msg.file, msg.facts) };
    }
  };
  run().then(post, (err: unknown) => post({ type: 'error', message: message(err) }));
};
