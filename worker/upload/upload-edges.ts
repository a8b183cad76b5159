/**
 * What the upload engine (./upload-engine.ts) does beyond one upload's machine: the runner's
 * reach into the outbox, the store and the database (./upload-runner.ts RunnerDeps), and the
 * outcomes of making a new upload safe (./upload-keeper.ts).
 */
import type { CallResult } from '../api-types';
import type { KeeperDeps } from './upload-keeper';
import { revokeUrls } from './object-urls';
import { letGo } from './upload-lock';
import type { UploadEngineDeps } from './upload-engine-types';
import type { Live, RunnerDeps } from './upload-runner';
import type { UploadStorage } from './upload-storage';
import { failureText, refusal } from './upload-texts';
import type { UploadTuningValues } from './tuning';

/** The engine's parts these edges use. */
export interface EngineCore {
  d: UploadEngineDeps;
  tuning: UploadTuningValues;
  storage: UploadStorage;
  track(work: Promise<unknown>): void;
  lives: Map<string, Live>;
  /** An accepted upload appears: its local post and its view. */
  display(live: Live): void;
  /** Stops an upload this engine lets go of. */
  drop(live: Live): void;
  /** Resolves the startUpload call waiting for this upload. */
  settleStart(id: string, result: CallResult<string>): void;
  pump(): void;
}

export const refused = (message: string): CallResult<string> => ({ ok: false, statusCode: 0, message, errorType: 'invalid_media', body: null });

export function runnerDeps(c: EngineCore): RunnerDeps {
  const { d, storage, track } = c;
  return {
    client: d.client,
    clock: d.clock,
    random: d.random,
    isOnline: d.isOnline,
    tuning: c.tuning,
    async file(live, part) {
      const meta = live.record.parts[part];
      if (meta === undefined) return undefined;
      const inHand = live.files.get(meta.blobKey);
      if (inHand) return inHand;
      const stored = await (await storage.open())?.file(meta);
      if (stored) live.files.set(meta.blobKey, stored);
      return stored;
    },
    publish(live) {
      if (live.accepted) track(d.outbox.publish(live.record));
      else live.publishOnAccept = true;
    },
    withdraw: (live) => track(d.outbox.withdraw(live.record.id)),
    reportFailure(live, message) {
      d.dispatch({ type: 'upload-post-withdrawn', uploadId: live.record.id });
      d.toast(failureText(live.record.kind, message), live.record.id);
    },
    forget(live) {
      if (live.machine.phase === 'cancelled') {
        d.dispatch({ type: 'upload-post-withdrawn', uploadId: live.record.id });
        live.urls = revokeUrls(live.urls, d.objectUrls);
      }
      live.files.clear();
      void storage.write((x) => x.remove(live.record.id));
      letGo(live);
    },
    track,
  };
}

export function keeperOutcomes(c: EngineCore): Pick<KeeperDeps, 'accepted' | 'stored' | 'refused'> {
  const { d, storage, track } = c;
  return {
    accepted(live) {
      c.display(live);
      if (live.publishOnAccept) track(d.outbox.publish(live.record));
      live.publishOnAccept = false;
    },
    stored(live) {
      storage.persist(live);
      c.settleStart(live.record.id, { ok: true, value: live.record.id });
    },
    refused(live, error) {
      d.log.error('uploads: could not store the files', error);
      if (live.accepted) {
        d.dispatch({ type: 'upload-post-withdrawn', uploadId: live.record.id });
        d.dispatch({ type: 'upload-view-removed', id: live.record.id });
        track(d.outbox.withdraw(live.record.id));
      }
      c.drop(live);
      c.lives.delete(live.record.id);
      void storage.write((x) => x.remove(live.record.id));
      c.settleStart(live.record.id, refused(refusal.storageFull));
      c.pump();
    },
  };
}
