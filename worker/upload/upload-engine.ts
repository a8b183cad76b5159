/**
 * The upload engine (DESIGN.md Uploads, 001 §7 Creation and upload): the uploads of the
 * session's viewer, each an explicit machine (./upload-machine.ts) run by ./upload-runner.ts,
 * stored in 'lumen-uploads' (./upload-db.ts) so they resume after a reload, a crash or a closed
 * tab, at most UploadTuning.maxActive sending at once, first come first served.
 *
 *   startUpload ─▶ checked (001 §5) ─▶ queued, and sent at once, while ./upload-keeper.ts
 *     makes it safe to reload (what the server lacks stored in pieces) ─▶ accepted: record
 *     stored, local post + view, startUpload resolves (nothing is shown or stored before)
 *   start (engine init, or another viewer) ─▶ this viewer's unfinished uploads back
 *     (./upload-restore.ts): views, local posts; sending ones queued again (they ask the
 *     server's offset first); publishing ones find their configure in the outbox, or put it
 *     there again (idempotent on upload_id)
 *   every transition ─▶ the view (ClientState.uploads), the stored record, the queue pumped
 *   configure settled (the outbox reconciled it) ─▶ done (forgotten) or failed
 * Tabs: an upload is sent only by the tab holding its Web Lock ('lumen-upload:<id>'); another
 * tab shows it queued and takes over when that tab closes (from the server's offset).
 * A profile picture is one small request instead (./profile-picture.ts), shown the same way.
 */
import type { CallResult } from '../api-types';
import { checkProfilePicture, composeUpload } from './compose';
import { hasLocalPost, localPost, thumbnailOf } from './local-post';
import { ACTIVE_PHASES } from './machine-types';
import type { UploadEvent } from './machine-types';
import { revokeUrls, urlsFor } from './object-urls';
import { createProfilePictures } from './profile-picture';
import { createSpeedMemory } from './speed-memory';
import { UploadTuning } from './tuning';
import type { UploadTuningValues } from './tuning';
import type { StoredFile } from './upload-db';
import { keeperOutcomes, refused, runnerDeps } from './upload-edges';
import type { EngineCore } from './upload-edges';
import type { ConfigureOutcome, UploadEngine, UploadEngineDeps } from './upload-engine-types';
import { createUploadIds } from './upload-ids';
import { createUploadKeeper } from './upload-keeper';
import { claim, letGo } from './upload-lock';
import { next } from './upload-machine';
import type { UploadRecord } from './upload-record';
import { restoreUploads } from './upload-restore';
import { runEffect, stopBackoff, stopRequest } from './upload-runner';
import type { Live } from './upload-runner';
import { createUploadStorage } from './upload-storage';
import { refusal } from './upload-texts';
import { uploadView } from './upload-view';

export type { ObjectUrls } from './object-urls';
export type { ConfigureOutcome, UploadEngine, UploadEngineDeps } from './upload-engine-types';

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
  const speed = createSpeedMemory(() => d.clock.now(), tuning.speedMemoryMs);
  /** startUpload calls waiting for their upload to be accepted. */
  const accepting = new Map<string, (result: CallResult<string>) => void>();

  function show(live: Live): void {
    d.dispatch({ type: 'upload-view-updated', view: uploadView(live.record, live.machine, thumbnailOf(live.record, live.urls)) });
  }

  /** An accepted upload appears: its local post and its view. */
  function display(live: Live): void {
    storage.remember(live);
    live.urls = urlsFor(live.record, live.files, d.objectUrls);
    if (hasLocalPost(live.record) && live.machine.phase !== 'failed') d.dispatch({ type: 'upload-post-composed', post: localPost(live.record, live.urls) });
    show(live);
  }

  function settleStart(id: string, result: CallResult<string>): void {
    accepting.get(id)?.(result);
    accepting.delete(id);
  }

  /** Stops an upload this engine lets go of (its stored state stays as it is). */
  function drop(live: Live): void {
    letGo(live);
    live.alive = false;
    stopRequest(d, live);
    stopBackoff(d, live);
    live.urls = revokeUrls(live.urls, d.objectUrls);
  }

  const core: EngineCore = { d, tuning, storage, track, lives, display, drop, settleStart, pump: () => pump() };
  const keeper = createUploadKeeper({ storage, tuning, speedHint: () => speed.hint(), ...keeperOutcomes(core) });
  const runner = runnerDeps(core);

  function dispatch(live: Live, event: UploadEvent): void {
    if (!live.alive) return;
    const { state, effects } = next(live.machine, event, tuning);
    if (state === live.machine && effects.length === 0) return;
    live.machine = state;
    if (event.type === 'chunk-acknowledged') speed.note(state.speedBps);
    for (const effect of effects) runEffect(runner, live, effect, (e) => dispatch(live, e));
    if (live.accepted) {
      show(live);
      storage.persist(live);
    }
    pump(); // which ends by keeping the uploads not accepted yet, this one too
  }

  /** Start queued uploads, oldest first, while fewer than maxActive are sending. */
  function pump(): void {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const all = [...lives.values()].filter((l) => l.owned);
        if (all.filter((l) => ACTIVE_PHASES.has(l.machine.phase)).length >= tuning.maxActive) break;
        const queued = all.filter((l) => l.machine.phase === 'queued').sort((a, b) => a.record.createdAt - b.record.createdAt)[0];
        if (!queued) break;
        const hint = speed.hint();
        const fresh = queued.fresh;
        queued.fresh = false;
        dispatch(queued, { type: 'started', online: d.isOnline(), fresh, ...(hint === null ? {} : { speedHintBps: hint }) });
      }
    } finally {
      pumping = false;
    }
    // Uploads not accepted yet (just changed, or waiting for a slot) are made safe meanwhile.
    for (const live of [...lives.values()]) if (!live.accepted) keeper.keep(live);
  }

  function adopt(record: UploadRecord, files: Map<string, StoredFile>, accepted: boolean, fresh = false): Live {
    const live: Live = {
      record, machine: record.machine, alive: true, owned: false, accepted, storing: false, publishOnAccept: false, fresh,
      release: null, controller: null, stallTimer: null, backoffTimer: null, urls: { media: [], cover: null }, files,
    };
    lives.set(record.id, live);
    if (accepted) display(live);
    claim(live, d.withLock, d.log, pump);
    return live;
  }

  /** A publishing upload after a reload: its configure is waiting, settled, or lost. */
  async function resumePublishing(live: Live): Promise<void> {
    const found = await d.outbox.find(live.record.id);
    if (found === null) track(d.outbox.publish(live.record));
    else if (found.state === 'failed') dispatch(live, { type: 'configure-failed', message: found.error?.message ?? 'The server refused the post.' });
  }

  async function load(viewerId: string): Promise<void> {
    const restored = await restoreUploads({ storage, known: (id) => lives.has(id), withLock: d.withLock, track, log: d.log }, viewerId);
    for (const { record, files } of restored) {
      if (lives.has(record.id)) continue;
      const live = adopt(record, files, true);
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
      drop(live);
      if (!live.accepted) settleStart(live.record.id, refused(refusal.loggedOut));
    }
    lives.clear();
  }

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
      if (viewerId === null) return refused(refusal.loggedOut);
      if (compose.kind === 'profile-picture') {
        const problem = checkProfilePicture(compose);
        return problem === null ? profiles.start(compose.files[0] ?? null) : refused(problem);
      }
      const made = composeUpload(compose, { nextUploadId, random: d.random, now: () => d.clock.now(), viewerId, tuning });
      if (!made.ok) return refused(made.message);
      const x = await storage.open();
      if (d.viewerId() !== viewerId) return refused(refusal.loggedOut);
      const files = new Map<string, StoredFile>([...made.blobs].map(([key, blob]) => [key, { blob, from: 0 }]));
      // Without a database it lives in memory only: nothing to wait for.
      const record: UploadRecord = x ? { ...made.record, parts: made.record.parts.map((p) => ({ ...p, pieces: [] })) } : made.record;
      if (x === null) {
        adopt(record, files, true, true);
        pump();
        return { ok: true, value: record.id };
      }
      const accepted = new Promise<CallResult<string>>((resolve) => accepting.set(record.id, resolve));
      adopt(record, files, false, true);
      pump();
      return accepted;
    },
    async cancel(id) {
      d.withdrawToast(id);
      if (profiles.has(id)) profiles.cancel(id);
      const live = lives.get(id);
      if (live) dispatch(live, { type: 'cancel-requested' });
      await Promise.resolve();
    },
    async retry(id) {
      d.withdrawToast(id);
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
