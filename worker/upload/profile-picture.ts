/**
 * A profile picture change (001 §7 Profile: POST /accounts/web_change_profile_picture/, form
 * data profile_pic; an empty body removes the picture; 001 §9: 120 s timeout; 001 §4 Profile
 * picture: requested, succeeded or failed). One small request, not a resumable upload, shown
 * in ClientState.uploads like the others:
 *
 *   queued ─online─▶ uploading ─answer─▶ done             (the viewer's picture is updated)
 *     │ offline          │ │ offline, no answer ─▶ waiting-for-network ─online─▶ uploading
 *     ▼                  │ └ no answer, 5xx, 408, 429, timeout ─▶ stalled ─backoff─▶ uploading
 *   waiting-for-network  └ other 4xx ─▶ failed ─retry─▶ uploading
 *   any but done ─cancel─▶ cancelled
 *
 * Ours to choose: kept in memory only (a reload forgets a change not sent yet), and the same
 * X-Mutation-Id on every try, so the server applies it once.
 */
import { UploadLimits, UploadPath } from '../../sync/api/upload';
import { readString } from '../../sync/transport/transport-error';
import type { RuploadClient } from '../../sync/upload/rupload-client';
import { classifyUploadFailure } from '../../sync/upload/upload-failure';
import type { CallResult } from '../api-types';
import type { UploadView } from '../model';
import type { Clock, TimerHandle } from '../platform';
import { retryDelay } from './throughput';
import { UploadTuning } from './tuning';

export interface ProfilePictureDeps {
  client: Pick<RuploadClient, 'postFile'>;
  clock: Clock;
  random(): number;
  isOnline(): boolean;
  nextId(): string;
  uuid(): string;
  show(view: UploadView): void;
  toast(text: string): void;
  /** The viewer's new picture url (null: removed). */
  changed(url: string | null): void;
  objectUrls: { create(blob: Blob): string } | null;
}

interface Change {
  view: UploadView;
  file: Blob | null;
  mutationId: string;
  controller: AbortController | null;
  failures: number;
  retryTimer: TimerHandle | null;
}

export interface ProfilePictures {
  start(file: Blob | null): CallResult<string>;
  has(id: string): boolean;
  retry(id: string): void;
  cancel(id: string): void;
  setOnline(online: boolean): void;
  dispose(): void;
}

export function createProfilePictures(d: ProfilePictureDeps): ProfilePictures {
  const changes = new Map<string, Change>();

  function set(change: Change, patch: Partial<UploadView>): void {
    change.view = { ...change.view, ...patch };
    d.show(change.view);
  }

  function stopRetry(change: Change): void {
    if (change.retryTimer !== null) d.clock.clearTimeout(change.retryTimer);
    change.retryTimer = null;
  }

  function send(change: Change): void {
    stopRetry(change);
    if (!d.isOnline()) return set(change, { state: 'waiting-for-network' });
    const controller = new AbortController();
    change.controller = controller;
    set(change, { state: 'uploading', error: null });
    const timer = d.clock.setTimeout(() => controller.abort(), UploadLimits.profilePictureTimeoutMs);
    void d.client
      .postFile(UploadPath.changeProfilePicture, 'profile_pic', change.file, change.mutationId, controller.signal)
      .then((answer) => {
        if (change.view.state !== 'uploading') return;
        set(change, { state: 'done', bytesSent: change.view.totalBytes, percent: 100 });
        d.changed(readString(answer, 'profile_pic_url'));
      })
      .catch((err: unknown) => {
        if (change.view.state !== 'uploading') return;
        const failure = classifyUploadFailure(err);
        if (failure.kind === 'network' && !d.isOnline()) return set(change, { state: 'waiting-for-network' });
        if (failure.kind !== 'fatal') {
          change.failures += 1;
          set(change, { state: 'stalled' });
          change.retryTimer = d.clock.setTimeout(() => send(change), retryDelay(change.failures, d.random, UploadTuning));
          return;
        }
        set(change, { state: 'failed', error: failure.message });
        d.toast(`Couldn't change your profile photo. ${failure.message}`);
      })
      .finally(() => {
        d.clock.clearTimeout(timer);
        if (change.controller === controller) change.controller = null;
      });
  }

  return {
    start(file) {
      const id = d.nextId();
      const bytes = file?.size ?? 0;
      const view: UploadView = {
        id, kind: 'profile-picture', state: 'queued', bytesSent: 0, totalBytes: bytes, percent: 0, speedBps: null, secondsLeft: null,
        label: file ? 'Profile photo' : 'Remove profile photo', error: null, thumbnailUrl: file && d.objectUrls ? d.objectUrls.create(file) : null,
        createdAt: d.clock.now(),
      };
      const change: Change = { view, file, mutationId: d.uuid(), controller: null, failures: 0, retryTimer: null };
      changes.set(id, change);
      send(change);
      return { ok: true, value: id };
    },
    has: (id) => changes.has(id),
    retry(id) {
      const change = changes.get(id);
      if (change && (change.view.state === 'failed' || change.view.state === 'stalled')) send(change);
    },
    cancel(id) {
      const change = changes.get(id);
      if (!change || change.view.state === 'done') return;
      stopRetry(change);
      set(change, { state: 'cancelled' });
      change.controller?.abort();
    },
    setOnline(online) {
      if (!online) return;
      for (const change of changes.values()) if (change.view.state === 'waiting-for-network') send(change);
    },
    dispose() {
      for (const change of changes.values()) {
        stopRetry(change);
        change.controller?.abort();
      }
      changes.clear();
    },
  };
}
