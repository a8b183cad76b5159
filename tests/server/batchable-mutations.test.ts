import { describe, expect, it } from 'vitest';
import { unbatchableReason } from '../../server/http/batch-items';
import { mutationDefinitions } from '../../sync/mutations/definitions';
import { toRequest } from '../../sync/mutations/mutation';
import type { MutationName, MutationRecord } from '../../sync/mutations/types';

/**
 * The client batches every mutation the outbox sends (sync/transport/batch.ts), and the server
 * runs only the calls its rule allows (server/http/batch-items.ts); an item it refused would
 * fail someone's action for good. So every outbox mutation's call must be batchable.
 */
describe('every outbox mutation may ride in a batch', () => {
  // Any argument reads as an id-like value (lists as empty lists): only the call's path matters here.
  const lists: Record<string, unknown> = { usertags: [], postIds: [], items: [], removedStoryIds: [], addedItems: [] };
  const args = new Proxy(lists, { get: (target, key) => (typeof key !== 'string' ? undefined : key in target ? target[key] : '17') });
  const names = Object.keys(mutationDefinitions) as MutationName[];

  it('knows the mutations', () => {
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)('%s', (name) => {
    const record = { id: 'm-1', viewerId: 'v', name, args, createdAt: 0, attempts: 0, state: 'pending', nextAttemptAt: 0 } as unknown as MutationRecord;
    const req = toRequest(record, (id) => id);
    expect(req.method).not.toBe('GET');
    expect(req.mutationId).toBe('m-1');
    const query = new URLSearchParams(req.query ?? {}).toString();
    expect(unbatchableReason(`${req.path}${query === '' ? '' : `?${query}`}`), req.path).toBeNull();
  });
});
