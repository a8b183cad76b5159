import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../fixtures/seed/prng';
import type { WireDirectServerMessage, WireDirectThreadCreated } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../../server/db/types';
import { follow, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { dm, sendText, token } from './direct-helpers';

/**
 * Issue 13: "1,000 messages across 100 forced socket drops with reconnects are each received
 * once, in order, by every participant". Three people in a group send 1,000 messages over HTTP
 * while each of them holds a socket that the test kills (terminate: no close handshake) at
 * random points — mid-replay included — and reopens with the last seq_id it applied.
 */
const MESSAGES = 1000;
const MIN_DROPS = 100;

let server: TestServer;
const people: { client: Client; user: UserRow }[] = [];

beforeAll(async () => {
  server = await startServer({ actionLimits: { messages: [{ max: 100_000, windowMs: 60_000 }] } });
  for (const name of ['drop_a', 'drop_b', 'drop_c']) people.push(await registerUser(server, name));
  for (const a of people) for (const b of people) if (a !== b) follow(server, a.user.id, b.user.id);
});
afterAll(async () => {
  await server.close();
});

/** A client that applies deltas in seq_id order and reconnects after every drop. */
class ResumingReader {
  lastSeq = 0;
  readonly itemIds: string[] = [];
  readonly errors: string[] = [];
  drops = 0;
  private ws: WebSocket | null = null;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly dropChance: () => boolean,
  ) {}

  start(fromSeq: number): void {
    this.lastSeq = fromSeq;
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + DirectPath.realtime, {
      headers: { cookie: this.client.cookieHeader },
      origin: server.url,
    });
    this.ws = ws;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', seq_id: this.lastSeq })));
    ws.on('message', (data) => {
      if (this.ws !== ws) return; // a killed socket's last frames are not read
      const m = JSON.parse(String(data)) as WireDirectServerMessage;
      if (m.type === 'resync') this.errors.push(`resync at ${this.lastSeq}`);
      if (m.type !== 'delta') return;
      if (m.seq_id !== this.lastSeq + 1) this.errors.push(`seq ${m.seq_id} after ${this.lastSeq}`);
      this.lastSeq = m.seq_id;
      if (m.delta.op === 'item_added') this.itemIds.push(m.delta.item.item_id);
      if (this.dropChance()) {
        this.drops += 1;
        this.ws = null;
        ws.terminate();
        setTimeout(() => this.connect(), 0);
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.ws === ws) {
        this.ws = null;
        setTimeout(() => this.connect(), 5);
      }
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
    this.ws = null;
  }
}

describe('drops and reconnects (issue 13)', () => {
  it(`${MESSAGES} messages across at least ${MIN_DROPS} forced drops reach each of 3 members once, in order`, async () => {
    const [creator] = people;
    if (!creator) throw new Error('people');
    const created = await dm<WireDirectThreadCreated>(creator.client, DirectPath.createThread, {
      recipient_users: people.slice(1).map((p) => String(p.user.id)),
      thread_title: 'Drops',
    });
    const threadId = created.body.thread.thread_id;
    const rng = createRng(13);
    const readers = people.map((p) => new ResumingReader(p.client, () => rng.chance(0.05)));
    readers.forEach((r, i) => r.start(server.app.lumen.repos.direct.lastSeq(people[i]?.user.id ?? 0)));

    // The three send at once, each in its own order; the thread's order is the server's.
    const sentIds: string[] = [];
    let n = 0;
    await Promise.all(
      people.map(async (p) => {
        while (n < MESSAGES) {
          n += 1;
          const res = await sendText(p.client, threadId, `m${n}`, token());
          expect(res.status).toBe(200);
          sentIds.push(res.body.item.item_id);
        }
      }),
    );
    expect(sentIds).toHaveLength(MESSAGES);

    const order = server.app.lumen.repos.direct
      .items(Number(threadId), null, MESSAGES + 10, [])
      .filter((i) => i.itemType === 'text')
      .map((i) => String(i.id))
      .reverse();
    expect(new Set(order)).toEqual(new Set(sentIds));

    const deadline = Date.now() + 60_000;
    while (readers.some((r) => r.itemIds.length < MESSAGES) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const r of readers) r.stop();

    const drops = readers.reduce((sum, r) => sum + r.drops, 0);
    expect(drops).toBeGreaterThanOrEqual(MIN_DROPS);
    for (const r of readers) {
      expect(r.errors).toEqual([]);
      expect(r.itemIds).toEqual(order);
    }
  }, 120_000);
});
