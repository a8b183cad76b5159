import { describe, expect, it } from 'vitest';
import { directReducer } from './direct-reducer';
import { persistedDirect, restoreDirect } from './direct-persist';
import { initialDirectState, initialRealtime } from './direct-state';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

function big(threads: number, itemsEach: number) {
  const list = Array.from({ length: threads }, (_, t) =>
    wireThread(`t${t}`, Array.from({ length: itemsEach }, (_, i) => wireItem(`t${t}-i${i}`, (t + 1) * 1000 - i))));
  return directReducer(initialDirectState(), { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse(list, 9), older: false });
}

describe('direct slice persistence (001 §3 Client cache, §9 limits)', () => {
  it('keeps the 200 newest threads and 5 newest messages of each', () => {
    const p = persistedDirect(big(210, 7));
    expect(Object.keys(p.threads)).toHaveLength(200);
    expect(p.inbox.threadIds).toHaveLength(200);
    expect(p.inbox.threadIds[0]).toBe('t209');
    expect(p.threads.t209?.itemIds).toEqual(['t209-i0', 't209-i1', 't209-i2', 't209-i3', 't209-i4']);
    expect(Object.keys(p.items)).toHaveLength(1000);
    expect(p.threads.t209?.hasOlder).toBe(true);
    expect(p.seqId).toBe(9);
  });

  it('does not keep local placeholders (the outbox brings them back) nor typing', () => {
    let s = big(1, 2);
    s = directReducer(s, { type: 'direct-send-requested', threadId: 't0', mutationToken: 'tok', viewerId: 'me', itemType: 'text', content: { text: 'x' }, timestamp: 5000 });
    s = directReducer(s, { type: 'direct-typing', threadId: 't0', userId: 'u1', status: 1, timestamp: 4000, expiresAtMs: 1 });
    const p = persistedDirect(s);
    expect(p.threads.t0?.itemIds).toEqual(['t0-i0', 't0-i1']);
    expect(p.items.tok).toBeUndefined();
    expect(p.threads.t0?.usersTyping).toEqual({});
  });

  it('restores what it wrote, Unsubscribed and Disconnected, through a JSON round trip', () => {
    const s = directReducer(big(3, 2), { type: 'direct-realtime-changed', realtime: { irisConnectivity: 'Subscribed', mqttConnectivity: 'Connected' } });
    const back = restoreDirect(JSON.parse(JSON.stringify(persistedDirect(s))));
    expect(back?.inbox.threadIds).toEqual(s.inbox.threadIds);
    expect(back?.items).toEqual(s.items);
    expect(back?.seqId).toBe(9);
    expect(back?.snapshotAt).toBe(5000);
    expect(back?.realtime).toEqual(initialRealtime());
  });

  it('refuses what is not a cached slice', () => {
    expect(restoreDirect(null)).toBeNull();
    expect(restoreDirect({ threads: {}, items: {}, users: {} })).toBeNull();
    const p = JSON.parse(JSON.stringify(persistedDirect(big(1, 1)))) as { items: Record<string, { timestamp: unknown }> };
    const item = p.items['t0-i0'];
    if (item) item.timestamp = 'soon';
    expect(restoreDirect(p)).toBeNull();
  });
});
