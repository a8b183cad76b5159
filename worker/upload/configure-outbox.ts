/**
 * The upload engine's way into the outbox (DESIGN.md: "The configure call that publishes the
 * media is a mutation like any other, idempotent on upload_id"). One configure per upload is
 * kept there: publishing again leaves a waiting one alone and retries a failed one.
 */
import { isOwnedBy } from '../../sync/outbox/viewer';
import type { MutationArgsMap, MutationName, MutationRecord } from '../../sync/mutations/types';
import type { OutboxDb } from '../../sync/outbox/store';
import type { OutboxSync } from '../engine/outbox-sync';
import { CONFIGURE_NAMES, configureMutation } from './configure-args';
import type { UploadRecord } from './upload-record';

export interface ConfigureOutbox {
  /** Put the upload's configure in the outbox, or retry its failed one; a waiting one stays. */
  publish(record: UploadRecord): Promise<void>;
  /** Take the upload's configure out of the outbox unless it is being sent. */
  withdraw(uploadId: string): Promise<void>;
  /** The upload's configure as the outbox holds it now, or null. */
  find(uploadId: string): Promise<MutationRecord | null>;
}

export interface ConfigureOutboxDeps {
  outbox: Pick<OutboxDb, 'list'>;
  sync: Pick<OutboxSync, 'mutate' | 'retry' | 'discard'>;
  viewerId(): string | null;
}

export function isConfigureOf(record: MutationRecord, uploadId: string): boolean {
  return CONFIGURE_NAMES.has(record.name) && (record.args as { uploadId?: string }).uploadId === uploadId;
}

export function createConfigureOutbox(d: ConfigureOutboxDeps): ConfigureOutbox {
  async function all(uploadId: string): Promise<MutationRecord[]> {
    const viewerId = d.viewerId();
    return (await d.outbox.list()).filter((r) => isOwnedBy(r, viewerId) && isConfigureOf(r, uploadId));
  }
  return {
    async publish(record) {
      const existing = await all(record.id);
      if (existing.some((r) => r.state !== 'failed')) return;
      const failed = existing.at(-1);
      if (failed) {
        await d.sync.retry(failed.id);
        return;
      }
      const m = configureMutation(record);
      await d.sync.mutate(m.name as MutationName, m.args as MutationArgsMap[MutationName]);
    },
    async withdraw(uploadId) {
      for (const r of await all(uploadId)) if (r.state === 'pending' || r.state === 'failed') await d.sync.discard(r.id);
    },
    async find(uploadId) {
      return (await all(uploadId)).at(-1) ?? null;
    },
  };
}

/** The upload whose configure the record is (a post's, or a photo message's), else null. */
export function uploadIdOf(record: MutationRecord): string | null {
  if (record.name === 'media-configure' || record.name === 'story-configure' || record.name === 'igtv-configure') return record.args.uploadId;
  // Added (dmphoto): a photo message is its upload's configure.
  if (record.name === 'direct-send' && record.args.itemType === 'media') return record.args.uploadId;
  return null;
}
