import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../test-support/manual-clock';
import { fold } from '../test-support/state-fixtures';
import type { ClientState } from '../model';
import { initialRealtime } from './direct-state';
import { createPersistence } from '../persistence/persistence';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

function persistence(idb: IDBFactory, getState: () => ClientState) {
  return createPersistence({ idb, clock: createManualClock(), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, getState, onQuotaExceeded: vi.fn() });
}

const asViewer = { viewerId: 'me', trustCachedViewer: false };

describe('the direct slice through the cache (001 §3 Client cache, issue 13)', () => {
  it('is written with the other slices and restored at start, Unsubscribed and Disconnected; a placeholder is not', async () => {
    const idb = new IDBFactory();
    const state = fold([
      { type: 'viewer-changed', viewerId: 'me', user: { id: 'me', username: 'me' } },
      { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('i2', 200), wireItem('i1', 100)])], 4), older: false },
      { type: 'direct-send-requested', threadId: 't1', mutationToken: 'tok', viewerId: 'me', itemType: 'text', content: { text: 'hi' }, timestamp: 300 },
      { type: 'direct-realtime-changed', realtime: { irisConnectivity: 'Subscribed', mqttConnectivity: 'Connected', subscriptionType: 'leader' } },
    ]);
    const a = persistence(idb, () => state);
    await a.restore(asViewer);
    await a.flush();
    a.close();

    const b = persistence(idb, () => fold([]));
    const restored = fold([{ type: 'cache-restored', cache: await b.restore(asViewer) }]);
    b.close();
    expect(restored.direct.inbox.threadIds).toEqual(['t1']);
    expect(restored.direct.threads.t1?.itemIds).toEqual(['i2', 'i1']);
    expect(restored.direct.items.tok).toBeUndefined();
    expect(restored.direct.seqId).toBe(4);
    expect(restored.direct.realtime).toEqual(initialRealtime());
  });
});
