/**
 * Added (upload helper): the upload engine (worker/upload) wired to the worker engine's parts:
 * the rupload client over the same fetch, origin and session as the transport (000 §7
 * conventions, no timeout: 001 §9), the store, the toaster, and the outbox for publishing.
 */
import { createRuploadClient } from '../../sync/upload/rupload-client';
import type { MutationRecord, OutboxDb, SessionConfig } from '../../sync';
import { createConfigureOutbox, isConfigureOf, uploadIdOf } from '../upload/configure-outbox';
import { openUploadDb } from '../upload/upload-db';
import { createUploadEngine } from '../upload/upload-engine';
import type { ConfigureOutcome, ObjectUrls, UploadEngine } from '../upload/upload-engine';
import type { Store } from '../store/store';
import type { EngineDeps } from './deps';
import type { OutboxSync } from './outbox-sync';
import type { Toaster } from './toasts';

export interface EngineUploadsDeps {
  deps: EngineDeps;
  store: Store;
  toaster: Toaster;
  outbox: OutboxDb;
  outboxSync: OutboxSync;
  session(): SessionConfig;
  onSessionUpdate(patch: Partial<SessionConfig>): void;
}

function browserObjectUrls(): ObjectUrls | null {
  if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  return { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) };
}

export function createEngineUploads(x: EngineUploadsDeps): UploadEngine {
  const { deps, store } = x;
  const viewerId = (): string | null => store.getState().users.viewerId;
  return createUploadEngine({
    openDb: async () => (deps.idb ? openUploadDb(deps.idb, deps.uploadsDbName) : null),
    client: createRuploadClient({ fetch: (...args) => deps.fetch(...args), origin: deps.origin, getSession: x.session, onSessionUpdate: x.onSessionUpdate }),
    dispatch: (action) => store.dispatch(action),
    clock: deps.clock,
    random: deps.random,
    log: deps.log,
    isOnline: () => store.getState().status.online,
    viewerId,
    outbox: createConfigureOutbox({ outbox: x.outbox, sync: x.outboxSync, viewerId }),
    toast: (text, uploadId) => void x.toaster.show({ text, actionText: null, action: null, persistOnNavigate: true }, uploadId),
    withdrawToast: (uploadId) => x.toaster.withdraw(uploadId),
    objectUrls: deps.objectUrls === undefined ? browserObjectUrls() : deps.objectUrls,
    uuid: () => deps.uuid(),
    profilePictureChanged: (url) => {
      const id = viewerId();
      const user = id === null ? undefined : store.getState().users.users[id];
      if (user) store.dispatch({ type: 'users-received', users: [{ id: user.id, username: user.username, profilePictureUrl: url ?? '' }] });
    },
    withLock: deps.locks ? (name, fn) => (deps.locks as NonNullable<EngineDeps['locks']>).request(name, fn) : undefined,
    ...(deps.uploadTuning ? { tuning: deps.uploadTuning } : {}),
  });
}


/** A settled outbox record that is an upload's configure: the upload engine's news. */
export function configureSettlement(record: MutationRecord): { uploadId: string; outcome: ConfigureOutcome } | null {
  const uploadId = uploadIdOf(record);
  if (uploadId === null) return null;
  if (!isConfigureOf(record, uploadId)) return null;
  if (record.state === 'done') return { uploadId, outcome: { ok: true } };
  return { uploadId, outcome: { ok: false, message: record.error?.message ?? 'The server refused it.' } };
}
