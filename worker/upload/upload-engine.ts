/**
 * The upload engine (DESIGN.md Uploads, 001 §7 Creation and upload): the uploads of the
 * session's viewer, each an explicit machine (./upload-machine.ts) run by ./upload-runner.ts,
 * stored in 'lumen-uploads' (./upload-db.ts) so they resume after a reload, a crash or a closed
 * tab, at most UploadTuning.maxActive sending at once, first come first served.
 *
 *   startUpload ─▶ checked (001 §5) ─▶ stored (record + files) ─▶ local post + view ─▶ queued
 *   start (engine init, or another viewer) ─▶ this viewer's unfinished uploads back: views,
 *     local posts; sending ones queued again (they ask the server's offset first); publishing
 *     ones find their configure in the outbox, or put it there again (idempotent on upload_id)
 *   every transition ─▶ the view (ClientState.uploads), the stored record, the queue pumped
 *   configure settled (the outbox reconciled it) ─▶ done (forgotten) or failed
 * Tabs: an upload is sent only by the tab holding its Web Lock ('lumen-upload:<id>'); another
 * tab shows it queued and takes over when that tab closes (from the server's offset).
 * A profile picture is one small request instead (./profile-picture.ts), shown the same way.
 */
import type { RuploadClient } from '../../sync/upload/rupload-client';
import type { CallResult, ComposeInput } from '../api-types';
import type { Clock, Logger } from '../platform';
import type { Action } from '../store/actions';
import { checkProfilePicture, composeUpload } from './compose';
import type { ConfigureOutbox } from './configure-outbox';
import { hasLocalPost, localPost, thumbnailOf } from './local-post';
import { ACTIVE_PHASES, FINAL_PHASES } from './machine-types';
import type { UploadEvent } from './machine-types';
import { revokeUrls, urlsFor } from './object-urls';
import type { ObjectUrls } from './object-urls';
import { createProfilePictures } from './profile-picture';
import { UploadTuning } from './tuning';
import type { UploadTuningValues } from './tuning';
import type { UploadDb } from './upload-db';
import { createUploadIds } from './upload-ids';
import { claim, letGo } from './upload-lock';
import type { WithLock } from './upload-lock';
import { next } from './upload-machine';
import type { UploadRecord } from './upload-record';
import { runEffect, stopBackoff, stopRequest } from './upload-runner';
import type { Live, RunnerDeps } from './upload-runner';
import { createUploadStorage } from './upload-storage';
import { failureText, refusal } from './upload-texts';
import { uploadView } from './upload-view';

export type { ObjectUrls } from './object-urls';

export interface UploadEngineDeps {
  /** Opens 'lumen-uploads'; null where IndexedDB is missing (uploads then live in memory only). */
  openDb(): Promise<UploadDb | null>;
  client: RuploadClient;
  dispatch(action: Action): void;
  clock: Clock;
  random(): number;
  log: Logger;
  isOnline(): boolean;
  viewerId(): string | null;
  outbox: ConfigureOutbox;
  toast(text: string): void;
  /** URL.createObjectURL where present: the local post's pictures. */
  objectUrls: ObjectUrls | null;
  /** A client-made UUID (the X-Mutation-Id of a profile picture change). */
  uuid(): string;
  /** The viewer's profile picture changed (001 §4 Profile picture succeeded); null: removed. */
  profilePictureChanged(url: string | null): void;
  /** navigator.locks.request; absent: this tab sends every upload it knows. */
  withLock?: WithLock | undefined;
  tuning?: Partial<UploadTuningValues>;
}

export type ConfigureOutcome = { ok: true } | { ok: false; message: string };

export interface UploadEngine {
  /** This viewer's unfinished uploads back (engine init, and after a viewer change). */
  start(): Promise<void>;
  startUpload(compose: ComposeInput): Promise<CallResult<string>>;
  cancel(id: string): Promise<void>;
  retry(id: string): Promise<void>;
  setOnline(online: boolean): void;
  /** The outbox reconciled an upload's configure: done, or failed for good. */
  configureSettled(uploadId: string, outcome: ConfigureOutcome): void;
  /**
   * Another viewer is coming (or none): this one's uploads stop here, before the state is
   * cleared (they stay stored and go on when they log in again); start() then loads the next's.
   */
  stop(): void;
  /** Resolves once no request, write or publish is in progress (timers may still be set). */
  whenIdle(): Promise<void>;
  /** Resolves once the database writes made so far are done (requests in flight are not waited on). */
  flush(): Promise<void>;
  dispose(): void;
}

export function createUploadEngine(d: UploadEngineDeps): UploadEngine {
  const tuning: UploadTuningValues = { ...UploadTuning, ...d.tuning };
  const nextUploadId = createUploadIds(() => d.clock.now(), d.random);
  const lives = new Map<string, Live>();
  /** Settlements heard before start() loaded the uploads. */
  const early = new Map<string, ConfigureOutcome>();
  const work = new Set<Promise<unknown>>();
  let started = false;
  let pumping = false;
  const profiles = createProfilePictures({
    client: d.client,
    clock: d.clock,
    random: d.random,
    isOnline: d.isOnline,
    nextId: nextUploadId,
    uuid: d.uuid,
    show: (view) => d.dispatch({ type: 'upload-view-updated', view }),
    toast: d.toast,
    changed: d.profilePictureChanged,
    objectUrls: d.objectUrls,
  });

  function track(p: Promise<unknown>): void {
    const tracked = p.catch((e: unknown) => d.log.error('uploads: work failed', e)).finally(() => work.delete(tracked));
    work.add(tracked);
  }

  const storage = createUploadStorage({ openDb: d.openDb, log: d.log, track });
  const write = storage.write;

  function show(live: Live): void {
    d.dispatch({ type: 'upload-view-updated', view: uploadView(live.record, live.machine, thumbnailOf(live.record, live.urls)) });
  }

  const runner: RunnerDeps = {
    client: d.client,
    clock: d.clock,
    random: d.random,
    isOnline: d.isOnline,
    tuning,
    async file(live, part) {
      const key = live.record.parts[part]?.blobKey;
      if (key === undefined) return undefined;
      const inHand = live.files.get(key);
      if (inHand) return inHand;
      const stored = await (await storage.open())?.blob(key);
      if (stored) live.files.set(key, stored);
      return stored;
    },
    publish: (live) => track(d.outbox.publish(live.record)),
    withdraw: (live) => track(d.outbox.withdraw(live.record.id)),
    reportFailure(live, message) {
      d.dispatch({ type: 'upload-post-withdrawn', uploadId: live.record.id });
      d.toast(failureText(live.record.kind, message));
    },
    forget(live) {
      if (live.machine.phase === 'cancelled') {
        d.dispatch({ type: 'upload-post-withdrawn', uploadId: live.record.id });
        live.urls = revokeUrls(live.urls, d.objectUrls);
      }
      live.files.clear();
      write((x) => x.remove(live.record.id));
      letGo(live);
    },
    track,
  };

  function dispatch(live: Live, event: UploadEvent): void {
    if (!live.alive) return;
    const { state, effects } = next(live.machine, event, tuning);
    if (state === live.machine && effects.length === 0) return;
    live.machine = state;
    for (const effect of effects) runEffect(runner, live, effect, (e) => dispatch(live, e));
    show(live);
    storage.persist(live);
    pump();
  }

  /** Start queued uploads, oldest first, while fewer than maxActive are sending. */
  function pump(): void {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const all = [...lives.values()].filter((l) => l.owned);
        if (all.filter((l) => ACTIVE_PHASES.has(l.machine.phase)).length >= tuning.maxActive) return;
        const queued = all.filter((l) => l.machine.phase === 'queued').sort((a, b) => a.record.createdAt - b.record.createdAt)[0];
        if (!queued) return;
        dispatch(queued, { type: 'started', online: d.isOnline() });
      }
    } finally {
      pumping = false;
    }
  }

  function adopt(record: UploadRecord, files: Map<string, Blob>): Live {
    const urls = urlsFor(record, files, d.objectUrls);
    const live: Live = { record, machine: record.machine, alive: true, owned: false, release: null, controller: null, stallTimer: null, backoffTimer: null, urls, files };
    storage.remember(live);
    lives.set(record.id, live);
    claim(live, d.withLock, d.log, pump);
    if (hasLocalPost(record) && live.machine.phase !== 'failed') d.dispatch({ type: 'upload-post-composed', post: localPost(record, live.urls) });
    show(live);
    return live;
  }

  /** A publishing upload after a reload: its configure is waiting, settled, or lost. */
  async function resumePublishing(live: Live): Promise<void> {
    const found = await d.outbox.find(live.record.id);
    if (found === null) track(d.outbox.publish(live.record));
    else if (found.state === 'failed') dispatch(live, { type: 'configure-failed', message: found.error?.message ?? 'The server refused the post.' });
  }

  async function load(viewerId: string): Promise<void> {
    const x = await storage.open();
    if (!x) return;
    for (const record of await x.list()) {
      if (record.viewerId !== viewerId || lives.has(record.id)) continue;
      if (FINAL_PHASES.has(record.machine.phase)) {
        write((y) => y.remove(record.id));
        continue;
      }
      const files = new Map<string, Blob>();
      for (const part of record.parts) {
        const blob = await x.blob(part.blobKey);
        if (blob) files.set(part.blobKey, blob);
      }
      const live = adopt(record, files);
      const settled = early.get(record.id);
      early.delete(record.id);
      if (settled) configureSettled(record.id, settled);
      else if (live.machine.phase === 'processing' || live.machine.phase === 'configuring') track(resumePublishing(live));
    }
  }

  function configureSettled(uploadId: string, outcome: ConfigureOutcome): void {
    const live = lives.get(uploadId);
    if (!live) {
      if (!started) early.set(uploadId, outcome);
      return;
    }
    dispatch(live, outcome.ok ? { type: 'configure-succeeded' } : { type: 'configure-failed', message: outcome.message });
  }

  function dropAll(): void {
    for (const live of lives.values()) {
      letGo(live);
      live.alive = false;
      stopRequest(d, live);
      stopBackoff(d, live);
      live.urls = revokeUrls(live.urls, d.objectUrls);
    }
    lives.clear();
  }

  const failure = (message: string): CallResult<string> => ({ ok: false, statusCode: 0, message, errorType: 'invalid_media', body: null });

  async function start(): Promise<void> {
    const viewerId = d.viewerId();
    try {
      if (viewerId !== null) await load(viewerId);
    } catch (e) {
      d.log.error('uploads: could not read the stored uploads', e); // never fatal to the app
    }
    started = true;
    early.clear();
    pump();
  }

  return {
    start,
    async startUpload(compose) {
      const viewerId = d.viewerId();
      if (viewerId === null) return failure(refusal.loggedOut);
      if (compose.kind === 'profile-picture') {
        const problem = checkProfilePicture(compose);
        return problem === null ? profiles.start(compose.files[0] ?? null) : failure(problem);
      }
      const made = composeUpload(compose, { nextUploadId, random: d.random, now: () => d.clock.now(), viewerId, tuning });
      if (!made.ok) return failure(made.message);
      const x = await storage.open();
      try {
        if (x) await x.create(made.record, made.blobs);
      } catch (e) {
        d.log.error('uploads: could not store the files', e);
        return failure(refusal.storageFull);
      }
      if (d.viewerId() !== viewerId) return failure(refusal.loggedOut);
      adopt(made.record, made.blobs);
      pump();
      return { ok: true, value: made.record.id };
    },
    async cancel(id) {
      if (profiles.has(id)) profiles.cancel(id);
      const live = lives.get(id);
      if (live) dispatch(live, { type: 'cancel-requested' });
      await Promise.resolve();
    },
    async retry(id) {
      if (profiles.has(id)) profiles.retry(id);
      const live = lives.get(id);
      if (!live) return;
      const wasFailed = live.machine.phase === 'failed';
      dispatch(live, { type: 'retry-requested' });
      // The local post shows again while it is tried again.
      if (wasFailed && live.machine.phase !== 'failed' && hasLocalPost(live.record)) d.dispatch({ type: 'upload-post-composed', post: localPost(live.record, live.urls) });
      await Promise.resolve();
    },
    setOnline(online) {
      profiles.setOnline(online);
      for (const live of [...lives.values()]) dispatch(live, { type: online ? 'came-online' : 'went-offline' });
      pump();
    },
    configureSettled,
    stop() {
      profiles.dispose();
      dropAll();
      started = false;
    },
    async whenIdle() {
      while (work.size > 0) await Promise.allSettled([...work]);
    },
    flush: () => storage.flush(),
    dispose() {
      profiles.dispose();
      dropAll();
      storage.close();
    },
  };
}
