import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../sync/outbox/test-kit';
import type { WireDirectServerMessage } from '../../../sync/api/direct-wire';
import { createStore } from '../../store/store';
import { inboxResponse, wireItem, wireThread } from '../direct-test-kit';
import { createDirectSocket } from './socket-engine';
import type { DirectSocket } from './socket-engine';
import { CONNECTING_TEXT, OFFLINE_TEXT } from './socket-machine';
import { createFakeChannelHub, createFakeLockManager, createFakeSockets } from './realtime-test-kit';
import type { FakeSocket } from './realtime-test-kit';

/** A browser with tabs: one lock manager, one channel, one clock; each tab a worker with its store and socket engine. */
function browser() {
  const locks = createFakeLockManager();
  const hub = createFakeChannelHub();
  const clock = createFakeClock();
  const sockets = createFakeSockets();
  const owner = new Map<FakeSocket, string>();
  const resyncs: string[] = [];
  const tab = (name: string) => {
    const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
    store.dispatch({ type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('i1', 100)])], 3), older: false });
    const engine: DirectSocket = createDirectSocket({
      store,
      openSocket: () => {
        const s = sockets.create('ws://test/');
        owner.set(s as FakeSocket, name);
        return s;
      },
      locks: locks.forAgent(name),
      openChannel: () => hub.port(name),
      clock,
      random: () => 0,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      resync: () => {
        resyncs.push(name);
        return Promise.resolve();
      },
    });
    return { name, store, engine };
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await hub.flush();
      await Promise.resolve();
    }
  };
  const openSockets = () => sockets.sockets.filter((s) => s.closedWith === null);
  return { locks, hub, clock, sockets, owner, resyncs, tab, settle, openSockets };
}

const delta = (seq: number, id: string, ts: number): WireDirectServerMessage => ({
  type: 'delta', seq_id: seq, delta: { op: 'item_added', thread_id: 't1', item: wireItem(id, ts) },
});

/** The server side of a socket: open, hello, caught up. */
function accept(s: FakeSocket): void {
  s.serverOpen();
  s.serverSend({ type: 'hello', viewer_id: 'me', seq_id: 3, presence: { u1: { is_active: true, last_activity_at_ms: 1 } } });
  s.serverSend({ type: 'caught_up', seq_id: 3 });
}

describe('direct socket engine', () => {
  it('logged in: one tab holds the one socket, subscribes after its seqId, and is connected', async () => {
    const b = browser();
    const a = b.tab('a');
    a.engine.setViewer('me');
    await b.settle();
    expect(a.store.getState().direct.realtime).toMatchObject({ mqttConnectivity: 'Connecting', statusText: CONNECTING_TEXT, subscriptionType: 'leader' });
    const s = b.sockets.sockets[0] as FakeSocket;
    accept(s);
    expect(s.sent).toEqual([{ type: 'subscribe', seq_id: 3 }]);
    expect(a.store.getState().direct.realtime).toMatchObject({ mqttConnectivity: 'Connected', irisConnectivity: 'Subscribed', statusText: null });
    expect(a.store.getState().direct.realtime.presence).toEqual({ u1: { isActive: true, lastActivityAtMs: 1 } });
  });

  it('two tabs share one socket: the other applies the relayed deltas and shows the holder\'s state', async () => {
    const b = browser();
    const a = b.tab('a');
    const c = b.tab('c');
    a.engine.setViewer('me');
    c.engine.setViewer('me');
    await b.settle();
    expect(b.sockets.sockets).toHaveLength(1);
    accept(b.sockets.sockets[0] as FakeSocket);
    await b.settle();
    expect(c.store.getState().direct.realtime).toMatchObject({ subscriptionType: 'follower', mqttConnectivity: 'Connected', statusText: null });
    (b.sockets.sockets[0] as FakeSocket).serverSend(delta(4, 'i2', 200));
    await b.settle();
    for (const t of [a, c]) {
      expect(t.store.getState().direct.threads['t1']?.itemIds).toEqual(['i2', 'i1']);
      expect(t.store.getState().direct.seqId).toBe(4);
    }
    expect(b.resyncs).toEqual([]);
  });

  it('the holder\'s tab closes: another takes the lock at once and resumes after its seqId', async () => {
    const b = browser();
    const a = b.tab('a');
    const c = b.tab('c');
    a.engine.setViewer('me');
    c.engine.setViewer('me');
    await b.settle();
    const first = b.sockets.sockets[0] as FakeSocket;
    accept(first);
    first.serverSend(delta(4, 'i2', 200));
    await b.settle();
    // The tab dies: no code of it runs; the browser releases its lock (its socket goes with it).
    b.locks.kill('a');
    first.closedWith = 1006;
    await b.settle();
    expect(b.locks.holder()).toBe('c');
    expect(c.engine.inspect()).toEqual({ phase: 'connecting', leader: true });
    const second = b.sockets.sockets[1] as FakeSocket;
    expect(b.owner.get(second)).toBe('c');
    second.serverOpen();
    expect(second.sent).toEqual([{ type: 'subscribe', seq_id: 4 }]);
    second.serverSend(delta(5, 'i3', 300));
    expect(c.store.getState().direct.threads['t1']?.itemIds).toEqual(['i3', 'i2', 'i1']);
  });

  it('a tab behind the holder reads the inbox again on a gap', async () => {
    const b = browser();
    const a = b.tab('a');
    const c = b.tab('c');
    a.engine.setViewer('me');
    c.engine.setViewer('me');
    await b.settle();
    const s = b.sockets.sockets[0] as FakeSocket;
    accept(s);
    a.store.dispatch({ type: 'direct-delta', seqId: 4, delta: { op: 'seen', thread_id: 't1', user_id: 'u1', item_id: 'i1', timestamp: 5 } });
    s.serverSend(delta(5, 'i2', 200));
    await b.settle();
    expect(b.resyncs).toEqual(['c']);
  });

  it('a drop reconnects after the backoff; offline says so and waits; logout closes and gives the lock up', async () => {
    const b = browser();
    const a = b.tab('a');
    const c = b.tab('c');
    a.engine.setViewer('me');
    c.engine.setViewer('me');
    await b.settle();
    accept(b.sockets.sockets[0] as FakeSocket);
    (b.sockets.sockets[0] as FakeSocket).serverClose(1006);
    expect(a.store.getState().direct.realtime.statusText).toBe(CONNECTING_TEXT);
    b.clock.advance(250);
    expect(b.sockets.sockets).toHaveLength(2);
    accept(b.sockets.sockets[1] as FakeSocket);
    a.engine.setOnline(false);
    c.engine.setOnline(false);
    expect(b.openSockets()).toHaveLength(0);
    await b.settle();
    expect(a.store.getState().direct.realtime.statusText).toBe(OFFLINE_TEXT);
    expect(c.store.getState().direct.realtime.statusText).toBe(OFFLINE_TEXT);
    a.engine.setOnline(true);
    expect(b.openSockets()).toHaveLength(1);
    a.engine.setViewer(null);
    await b.settle();
    expect(b.openSockets()).toHaveLength(0);
    expect(a.store.getState().direct.realtime).toMatchObject({ subscriptionType: 'none', statusText: null, mqttConnectivity: 'Disconnected' });
    expect(b.locks.holder()).toBe('c');
  });

  it('typing: newest per sender, off after the ttl or when the sender\'s message comes; the viewer\'s own is throttled and relayed', async () => {
    const b = browser();
    const a = b.tab('a');
    const c = b.tab('c');
    a.engine.setViewer('me');
    c.engine.setViewer('me');
    await b.settle();
    const s = b.sockets.sockets[0] as FakeSocket;
    accept(s);
    s.serverSend({ type: 'typing', thread_id: 't1', user_id: 'u1', status: 1, timestamp: 500, ttl_ms: 6000 });
    await b.settle();
    expect(c.store.getState().direct.threads['t1']?.usersTyping['u1']?.status).toBe(1);
    b.clock.advance(6000);
    expect(a.store.getState().direct.threads['t1']?.usersTyping['u1']?.status).toBe(0);
    s.serverSend({ type: 'typing', thread_id: 't1', user_id: 'u1', status: 2, timestamp: 900, ttl_ms: 6000 });
    s.serverSend(delta(4, 'i2', 950));
    await b.settle();
    // The server sends no typing-off after a message: the holder and the relayed tab end it.
    for (const t of [a, c]) expect(t.store.getState().direct.threads['t1']?.usersTyping['u1']?.status).toBe(0);
    // A typing-on stamped before the message, arriving after it, stays dropped.
    s.serverSend({ type: 'typing', thread_id: 't1', user_id: 'u1', status: 1, timestamp: 940, ttl_ms: 6000 });
    await b.settle();
    for (const t of [a, c]) expect(t.store.getState().direct.threads['t1']?.usersTyping['u1']?.status).toBe(0);
    // The viewer types in the other tab: sent through the holder's socket, throttled.
    c.engine.sendTyping('t1', 1);
    c.engine.sendTyping('t1', 1);
    c.engine.sendTyping('t1', 0);
    await b.settle();
    expect(s.sent.slice(1)).toEqual([{ type: 'typing', thread_id: 't1', status: 1 }, { type: 'typing', thread_id: 't1', status: 0 }]);
  });

  it('a slice that never had an inbox reads it before subscribing', async () => {
    const b = browser();
    const a = b.tab('a');
    a.store.dispatch({ type: 'session-cleared' });
    expect(a.store.getState().direct.seqId).toBeNull();
    a.engine.setViewer('me');
    const s = b.sockets.sockets[0] as FakeSocket;
    s.serverOpen();
    await b.settle();
    expect(b.resyncs).toEqual(['a']);
    expect(s.sent).toEqual([{ type: 'subscribe', seq_id: null }]);
  });

  it('resync from the server reads the inbox again', async () => {
    const b = browser();
    const a = b.tab('a');
    a.engine.setViewer('me');
    const s = b.sockets.sockets[0] as FakeSocket;
    s.serverOpen();
    s.serverSend({ type: 'resync', seq_id: 40 });
    await b.settle();
    expect(b.resyncs).toEqual(['a']);
  });
});
