import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireDirectDelta, WireDirectServerMessage, WireDirectThreadCreated } from '../../sync/api/direct-wire';
import { DirectSocketClose, TypingStatus } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../../server/db/types';
import { Client, follow, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { inProcessPubSub } from '../../server/realtime/pubsub';
import { dm, isType, openSocket, sendText } from './direct-helpers';

/** The real-time channel over a real WebSocket (issue 13; server/realtime/direct-socket.ts). */
let server: TestServer;
const people = {} as Record<'ana' | 'ben' | 'cy', { client: Client; user: UserRow }>;

beforeAll(async () => {
  server = await startServer({ direct: { keepEvents: 50 }, actionLimits: { messages: [{ max: 10_000, windowMs: 60_000 }] } });
  for (const name of ['ana', 'ben', 'cy'] as const) people[name] = await registerUser(server, name);
  for (const a of ['ana', 'ben', 'cy'] as const) for (const b of ['ana', 'ben', 'cy'] as const) if (a !== b) follow(server, people[a].user.id, people[b].user.id);
});
afterAll(async () => {
  await server.close();
});

const isDelta = (op: WireDirectDelta['op']) => (m: WireDirectServerMessage): m is Extract<WireDirectServerMessage, { type: 'delta' }> =>
  m.type === 'delta' && m.delta.op === op;

async function group(): Promise<string> {
  const res = await dm<WireDirectThreadCreated>(people.ana.client, DirectPath.createThread, {
    recipient_users: [String(people.ben.user.id), String(people.cy.user.id)],
    thread_title: 'Live',
  });
  return res.body.thread.thread_id;
}

describe('who may open the socket', () => {
  it('another site\'s Origin is refused with 1008, and so is a socket with no Origin', async () => {
    const evil = openSocket(server, people.ana.client, { origin: 'https://evil.example' });
    expect((await evil.closed).code).toBe(DirectSocketClose.crossSite);
    const none = openSocket(server, people.ana.client, { origin: null });
    expect((await none.closed).code).toBe(DirectSocketClose.crossSite);
  });

  it('a logged-out socket is refused with 4401', async () => {
    const anonymous = await new Client(server.url).visit();
    const s = openSocket(server, anonymous);
    expect((await s.closed).code).toBe(DirectSocketClose.loginRequired);
    const bare = openSocket(server, null);
    expect((await bare.closed).code).toBe(DirectSocketClose.loginRequired);
  });

  it('a socket whose session ends (logout) is closed with 4401 at the next heartbeat', async () => {
    const short = await startServer({ direct: { heartbeatMs: 100 } });
    try {
      const { client } = await registerUser(short, 'leaver');
      const s = openSocket(short, client);
      s.send({ type: 'subscribe', seq_id: null });
      await s.next(isType('caught_up'));
      expect((await client.post('/accounts/logout/ajax/')).status).toBe(200);
      expect((await s.closed).code).toBe(DirectSocketClose.loginRequired);
    } finally {
      await short.close();
    }
  });
});

describe('deltas, typing, seen and presence', () => {
  it('a sent message reaches every member live, numbered by each one\'s seq_id', async () => {
    const threadId = await group();
    const sockets = (['ana', 'ben', 'cy'] as const).map((n) => openSocket(server, people[n].client));
    for (const s of sockets) s.send({ type: 'subscribe', seq_id: null });
    const hellos = await Promise.all(sockets.map((s) => s.next(isType('hello'))));
    await Promise.all(sockets.map((s) => s.next(isType('caught_up'))));
    const sent = await sendText(people.ben.client, threadId, 'live!');
    const got = await Promise.all(sockets.map((s) => s.next(isDelta('item_added'))));
    got.forEach((m, i) => {
      expect(m.seq_id).toBe((hellos[i]?.seq_id ?? 0) + 1);
      expect(m.delta.op === 'item_added' && m.delta.item.item_id).toBe(sent.body.item.item_id);
    });
    for (const s of sockets) s.ws.close();
  });

  it('typing goes to the others only, not stored; seen over the socket is a delta for all', async () => {
    const threadId = await group();
    const [ana, ben, cy] = (['ana', 'ben', 'cy'] as const).map((n) => openSocket(server, people[n].client));
    if (!ana || !ben || !cy) throw new Error('sockets');
    for (const s of [ana, ben, cy]) s.send({ type: 'subscribe', seq_id: null });
    await Promise.all([ana, ben, cy].map((s) => s.next(isType('caught_up'))));
    ana.send({ type: 'typing', thread_id: threadId, status: TypingStatus.text });
    const typing = await ben.next(isType('typing'));
    expect(typing).toMatchObject({ thread_id: threadId, user_id: String(people.ana.user.id), status: 1 });
    expect(typing.ttl_ms).toBeGreaterThan(0);
    await cy.next(isType('typing'));
    const sent = await sendText(people.ana.client, threadId, 'done typing');
    // The message itself ends the sender's typing on the readers' side: no typing-off frame
    // follows it (server/README.md "Real-time channel" 4; benchmark 13's fan-out).
    const added = await ben.next(isDelta('item_added'));
    expect(added.delta.op === 'item_added' && added.delta.item.item_id).toBe(sent.body.item.item_id);
    ben.send({ type: 'seen', thread_id: threadId, item_id: sent.body.item.item_id });
    const seen = await ana.next(isDelta('seen'));
    expect(seen.delta).toMatchObject({ user_id: String(people.ben.user.id), item_id: sent.body.item.item_id });
    expect(ana.received.some((m) => m.type === 'typing')).toBe(false);
    expect(ben.received.filter((m) => m.type === 'typing')).toHaveLength(1);
    // A thread the sender is not in: an error frame, nothing sent.
    ana.send({ type: 'typing', thread_id: '999999', status: TypingStatus.text });
    expect((await ana.next(isType('error'))).message).toMatch(/isn't available/);
    for (const s of [ana, ben, cy]) s.ws.close();
  });

  it('presence: people who share a thread see each other come and go', async () => {
    await group();
    const ana = openSocket(server, people.ana.client);
    ana.send({ type: 'subscribe', seq_id: null });
    await ana.next(isType('caught_up'));
    const cy = openSocket(server, people.cy.client);
    const on = await ana.next((m): m is Extract<WireDirectServerMessage, { type: 'presence' }> => m.type === 'presence' && m.user_id === String(people.cy.user.id));
    expect(on.is_active).toBe(true);
    cy.ws.close();
    const off = await ana.next((m): m is Extract<WireDirectServerMessage, { type: 'presence' }> => m.type === 'presence' && m.user_id === String(people.cy.user.id));
    expect(off.is_active).toBe(false);
    expect(off.last_activity_at_ms).toBeGreaterThan(Date.now() - 60_000);
    const res = await people.ana.client.get(DirectPath.presence);
    const body = (await res.json()) as { user_presence: Record<string, { is_active: boolean }> };
    expect(body.user_presence[String(people.cy.user.id)]?.is_active).toBe(false);
    ana.ws.close();
  });
});

describe('activity status off (/accounts/set_presence_disabled/)', () => {
  it('hides presence both ways: the person is shown to no one, and is shown no one', async () => {
    const [dee, eve, fay] = [await registerUser(server, 'dee'), await registerUser(server, 'eve'), await registerUser(server, 'fay')];
    for (const a of [dee, eve, fay]) for (const b of [dee, eve, fay]) if (a !== b) follow(server, a.user.id, b.user.id);
    await dm<WireDirectThreadCreated>(dee.client, DirectPath.createThread, { recipient_users: [String(eve.user.id), String(fay.user.id)], thread_title: 'Quiet' });
    expect((await dee.client.post('/accounts/set_presence_disabled/', { presence_disabled: true })).status).toBe(200);
    const eveSocket = openSocket(server, eve.client);
    eveSocket.send({ type: 'subscribe', seq_id: null });
    await eveSocket.next(isType('caught_up'));
    const deeSocket = openSocket(server, dee.client);
    deeSocket.send({ type: 'subscribe', seq_id: null });
    const hello = await deeSocket.next(isType('hello'));
    expect(hello.presence).toEqual({});
    // fay (status on) comes after dee: eve hears fay, and never heard dee.
    const faySocket = openSocket(server, fay.client);
    await eveSocket.next((m): m is Extract<WireDirectServerMessage, { type: 'presence' }> => m.type === 'presence' && m.user_id === String(fay.user.id));
    expect(eveSocket.received.some((m) => m.type === 'presence' && m.user_id === String(dee.user.id))).toBe(false);
    const seenByEve = (await (await eve.client.get(DirectPath.presence)).json()) as { user_presence: Record<string, unknown> };
    expect(Object.keys(seenByEve.user_presence)).toEqual([String(fay.user.id)]);
    const seenByDee = (await (await dee.client.get(DirectPath.presence)).json()) as { user_presence: Record<string, unknown> };
    expect(seenByDee.user_presence).toEqual({});
    faySocket.ws.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(deeSocket.received.some((m) => m.type === 'presence')).toBe(false);
    for (const socket of [eveSocket, deeSocket]) socket.ws.close();
  });
});

describe('resume by seq_id', () => {
  it('a reconnect with the last seq_id gets what it missed, in order, then live ones', async () => {
    const threadId = await group();
    const first = openSocket(server, people.cy.client);
    first.send({ type: 'subscribe', seq_id: null });
    const hello = await first.next(isType('hello'));
    first.ws.terminate();
    await first.closed;
    const texts = ['a', 'b', 'c'];
    for (const t of texts) await sendText(people.ana.client, threadId, t);
    const again = openSocket(server, people.cy.client);
    again.send({ type: 'subscribe', seq_id: hello.seq_id });
    const caught = await again.next(isType('caught_up'));
    const deltas = again.received.filter((m): m is Extract<WireDirectServerMessage, { type: 'delta' }> => m.type === 'delta');
    expect(deltas.map((m) => m.seq_id)).toEqual([hello.seq_id + 1, hello.seq_id + 2, hello.seq_id + 3]);
    expect(deltas.map((m) => (m.delta.op === 'item_added' ? m.delta.item.text : null))).toEqual(texts);
    expect(caught.seq_id).toBe(hello.seq_id + 3);
    await sendText(people.ana.client, threadId, 'd');
    expect((await again.next(isDelta('item_added'))).seq_id).toBe(hello.seq_id + 4);
    again.ws.close();
  });

  it('a client behind the oldest kept event is told to resync (the log keeps 50 here)', async () => {
    const threadId = await group();
    const s = openSocket(server, people.ben.client);
    s.send({ type: 'subscribe', seq_id: null });
    const hello = await s.next(isType('hello'));
    s.ws.close();
    for (let i = 0; i < 130; i += 1) await sendText(people.ana.client, threadId, `flood ${i}`);
    const late = openSocket(server, people.ben.client);
    late.send({ type: 'subscribe', seq_id: hello.seq_id });
    const resync = await late.next(isType('resync'));
    expect(resync.seq_id).toBe(hello.seq_id + 130);
    await late.next(isType('caught_up'));
    expect(late.received.some((m) => m.type === 'delta')).toBe(false);
    late.ws.close();
  });

  it('a slow consumer is closed with 4008 and resumes where it was', async () => {
    const bus = inProcessPubSub();
    const tight = await startServer({ direct: { maxBufferedBytes: 64 * 1024, pubsub: bus } });
    try {
      const a = await registerUser(tight, 'tight_a');
      const b = await registerUser(tight, 'tight_b');
      follow(tight, b.user.id, a.user.id);
      const created = await dm<WireDirectThreadCreated>(a.client, DirectPath.createThread, { recipient_users: [String(b.user.id)] });
      const s = openSocket(tight, b.client);
      s.send({ type: 'subscribe', seq_id: null });
      const caught = await s.next(isType('caught_up'));
      // 10 MB pushed in one go: more than the kernel takes, so the socket's own buffer passes the bound.
      const big = JSON.stringify({ type: 'error', message: 'x'.repeat(256 * 1024) });
      for (let i = 0; i < 40; i += 1) bus.publish(b.user.id, { seq_id: null, frame: big });
      expect((await s.closed).code).toBe(DirectSocketClose.slowConsumer);
      await sendText(a.client, created.body.thread.thread_id, 'while away');
      const back = openSocket(tight, b.client);
      back.send({ type: 'subscribe', seq_id: caught.seq_id });
      const missed = await back.next(isDelta('item_added'));
      expect(missed.seq_id).toBe(caught.seq_id + 1);
      back.ws.close();
    } finally {
      await tight.close();
    }
  });
});
