import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireDirectInboxResponse, WireDirectSendResponse, WireDirectThreadCreated, WireDirectThreadResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../../server/db/types';
import { Client, follow, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { BatchedClient } from './batch-helpers';
import { dm, dmGet, sendText, token } from './direct-helpers';

/**
 * Who may do what in a direct thread (issue 13; 001 §4, §6): viewer kinds × calls, every cell
 * over HTTP on a fresh group thread made by olga with max and the viewer. Cells are statuses,
 * or where the thread is listed for the viewer ('inbox', 'requests', 'absent').
 * - member: follows olga, so the thread is approved for them;
 * - pending: does not follow olga, so it is a request (001 §6 "Direct requests stay pending
 *   until approved");
 * - declined: declined that request; left: left the group; outsider: never in it.
 */
type Viewer = 'member' | 'pending' | 'declined' | 'left' | 'outsider' | 'loggedOut';
type Call = 'read' | 'send' | 'react' | 'seen' | 'mute' | 'rename' | 'approve' | 'decline' | 'leave' | 'listed';
type Cell = 200 | 400 | 401 | 404 | 'inbox' | 'requests' | 'absent';

const MATRIX: Record<Viewer, Record<Call, Cell>> = {
  member:    { read: 200, send: 200, react: 200, seen: 200, mute: 200, rename: 200, approve: 200, decline: 400, leave: 200, listed: 'inbox' },
  pending:   { read: 200, send: 200, react: 400, seen: 200, mute: 200, rename: 400, approve: 200, decline: 200, leave: 200, listed: 'requests' },
  declined:  { read: 404, send: 404, react: 404, seen: 404, mute: 404, rename: 404, approve: 404, decline: 404, leave: 404, listed: 'absent' },
  left:      { read: 404, send: 404, react: 404, seen: 404, mute: 404, rename: 404, approve: 404, decline: 404, leave: 404, listed: 'absent' },
  outsider:  { read: 404, send: 404, react: 404, seen: 404, mute: 404, rename: 404, approve: 404, decline: 404, leave: 404, listed: 'absent' },
  loggedOut: { read: 401, send: 401, react: 401, seen: 401, mute: 401, rename: 401, approve: 401, decline: 401, leave: 401, listed: 401 },
};

let server: TestServer;
let olga: { client: Client; user: UserRow };
let max: { client: Client; user: UserRow };
let n = 0;

beforeAll(async () => {
  server = await startServer({ actionLimits: { messages: [{ max: 10_000, windowMs: 60_000 }], reactions: [{ max: 10_000, windowMs: 60_000 }] } });
  olga = await registerUser(server, 'olga');
  max = await registerUser(server, 'max');
  follow(server, max.user.id, olga.user.id);
});
afterAll(async () => {
  await server.close();
});

/** A fresh group of olga, max and a new viewer of this kind; olga's first message in it. */
async function scene(kind: Viewer): Promise<{ viewer: Client; threadId: string; itemId: string }> {
  n += 1;
  const v = await registerUser(server, `v${n}_${kind.toLowerCase()}`);
  if (kind !== 'pending' && kind !== 'declined') follow(server, v.user.id, olga.user.id);
  const members = kind === 'outsider' ? [max.user.id, (await registerUser(server, `filler${n}`)).user.id] : [max.user.id, v.user.id];
  const created = await dm<WireDirectThreadCreated>(olga.client, DirectPath.createThread, { recipient_users: members.map(String), thread_title: `G${n}` });
  const threadId = created.body.thread.thread_id;
  const sent = await sendText(olga.client, threadId, 'hello group');
  if (kind === 'declined') expect((await dm(v.client, DirectPath.decline(threadId))).status).toBe(200);
  if (kind === 'left') expect((await dm(v.client, DirectPath.leave(threadId))).status).toBe(200);
  const viewer = kind === 'loggedOut' ? await new Client(server.url).visit() : v.client;
  return { viewer, threadId, itemId: sent.body.item.item_id };
}

async function listed(viewer: Client, threadId: string): Promise<Cell> {
  const inbox = await dmGet<WireDirectInboxResponse>(viewer, DirectPath.inbox);
  if (inbox.status !== 200) return inbox.status as 401;
  const requests = await dmGet<WireDirectInboxResponse>(viewer, DirectPath.pendingInbox);
  if (inbox.body.inbox.threads.some((t) => t.thread_id === threadId)) return 'inbox';
  if (requests.body.inbox.threads.some((t) => t.thread_id === threadId)) return 'requests';
  return 'absent';
}

const CALLS: Record<Call, (s: { viewer: Client; threadId: string; itemId: string }) => Promise<Cell>> = {
  read: async (s) => (await dmGet(s.viewer, DirectPath.thread(s.threadId))).status as Cell,
  send: async (s) => (await sendText(s.viewer, s.threadId, 'me too')).status as Cell,
  react: async (s) => (await dm(s.viewer, DirectPath.react(s.threadId, s.itemId))).status as Cell,
  seen: async (s) => (await dm(s.viewer, DirectPath.seen(s.threadId, s.itemId))).status as Cell,
  mute: async (s) => (await dm(s.viewer, DirectPath.mute(s.threadId))).status as Cell,
  rename: async (s) => (await dm(s.viewer, DirectPath.updateTitle(s.threadId), { title: 'Mine now' })).status as Cell,
  approve: async (s) => (await dm(s.viewer, DirectPath.approve(s.threadId))).status as Cell,
  decline: async (s) => (await dm(s.viewer, DirectPath.decline(s.threadId))).status as Cell,
  leave: async (s) => (await dm(s.viewer, DirectPath.leave(s.threadId))).status as Cell,
  listed: async (s) => listed(s.viewer, s.threadId),
};

describe('viewer kinds × calls (issue 13)', () => {
  for (const kind of Object.keys(MATRIX) as Viewer[]) {
    it(`${kind}`, async () => {
      const got = {} as Record<Call, Cell>;
      for (const call of Object.keys(CALLS) as Call[]) got[call] = await CALLS[call](await scene(kind));
      expect(got).toEqual(MATRIX[kind]);
    });
  }
});

// Issue 17: the same cells with every POST sent as a batch of one (POST /web/batch/, server/routes/batch.ts).
describe('viewer kinds × calls, each POST through POST /web/batch/', () => {
  for (const kind of Object.keys(MATRIX) as Viewer[]) {
    it(`${kind}`, async () => {
      const got = {} as Record<Call, Cell>;
      for (const call of Object.keys(CALLS) as Call[]) {
        const s = await scene(kind);
        got[call] = await CALLS[call]({ ...s, viewer: new BatchedClient(s.viewer) });
      }
      expect(got).toEqual(MATRIX[kind]);
    });
  }
});

describe('requests (001 §4, §6)', () => {
  it('a stranger\'s message waits in requests until approved; replying approves it; decline all empties requests', async () => {
    const stranger = await registerUser(server, 'stranger');
    const target = await registerUser(server, 'target');
    const first = await dm<WireDirectSendResponse>(stranger.client, DirectPath.send, {
      recipient_users: [String(target.user.id)],
      item_type: 'text',
      text: 'hi, we have not met',
      mutation_token: token(),
    });
    const threadId = first.body.thread_id;
    expect(await listed(target.client, threadId)).toBe('requests');
    // The sender sees their own thread in the inbox, approved.
    expect(await listed(stranger.client, threadId)).toBe('inbox');
    // The stranger's view does not show the target as having seen it, even after the target reads.
    await dm(target.client, DirectPath.seen(threadId, first.body.item.item_id));
    const strangerView = await dmGet<WireDirectThreadResponse>(stranger.client, DirectPath.thread(threadId));
    expect(strangerView.body.thread.last_seen_at[String(target.user.id)]).toBeUndefined();
    const badge = await dmGet<{ badge_count: number; pending_requests_total: number }>(target.client, DirectPath.badge);
    expect(badge.body).toMatchObject({ badge_count: 0, pending_requests_total: 1 });

    expect((await sendText(target.client, threadId, 'hello back')).status).toBe(200);
    expect(await listed(target.client, threadId)).toBe('inbox');

    const other = await registerUser(server, 'stranger2');
    const third = await registerUser(server, 'stranger3');
    for (const s of [other, third]) {
      await dm(s.client, DirectPath.send, { recipient_users: [String(target.user.id)], item_type: 'like', mutation_token: token() });
    }
    expect((await dmGet<WireDirectInboxResponse>(target.client, DirectPath.pendingInbox)).body.inbox.threads).toHaveLength(2);
    const all = await dm<{ declined: number }>(target.client, DirectPath.declineAll);
    expect(all.body.declined).toBe(2);
    expect((await dmGet<WireDirectInboxResponse>(target.client, DirectPath.pendingInbox)).body.inbox.threads).toHaveLength(0);
    // A declined request stays declined when its sender writes again.
    await dm(other.client, DirectPath.send, { recipient_users: [String(target.user.id)], item_type: 'text', text: 'again?', mutation_token: token() });
    expect((await dmGet<WireDirectInboxResponse>(target.client, DirectPath.pendingInbox)).body.inbox.threads).toHaveLength(0);
  });
});

describe('blocks (001 §6)', () => {
  it('no thread can be started with someone blocked either way', async () => {
    const a = await registerUser(server, 'blk_a');
    const b = await registerUser(server, 'blk_b');
    expect((await b.client.post(`/web/friendships/${a.user.id}/block/`)).status).toBe(200);
    expect((await dm(a.client, DirectPath.createThread, { recipient_users: [String(b.user.id)] })).status).toBe(404);
    expect((await dm(b.client, DirectPath.createThread, { recipient_users: [String(a.user.id)] })).status).toBe(400);
    const viaSend = await dm(a.client, DirectPath.send, { recipient_users: [String(b.user.id)], item_type: 'like', mutation_token: token() });
    expect(viaSend.status).toBe(404);
  });

  it('a block after the conversation began stops messages both ways, and hides the blocked person\'s items', async () => {
    const a = await registerUser(server, 'blk_c');
    const b = await registerUser(server, 'blk_d');
    follow(server, a.user.id, b.user.id);
    follow(server, b.user.id, a.user.id);
    const created = await dm<WireDirectThreadCreated>(a.client, DirectPath.createThread, { recipient_users: [String(b.user.id)] });
    const threadId = created.body.thread.thread_id;
    await sendText(b.client, threadId, 'before the block');
    expect((await a.client.post(`/web/friendships/${b.user.id}/block/`)).status).toBe(200);
    expect((await sendText(a.client, threadId, 'after')).status).toBe(403);
    expect((await sendText(b.client, threadId, 'after')).status).toBe(403);
    const view = await dmGet<WireDirectThreadResponse>(a.client, DirectPath.thread(threadId));
    expect(view.body.thread.can_send).toBe(false);
    expect(view.body.thread.items.some((i) => i.text === 'before the block')).toBe(false);
  });

  it('in a group, a person never sees nor is sent the items of someone blocked either way', async () => {
    const a = await registerUser(server, 'grp_a');
    const b = await registerUser(server, 'grp_b');
    const c = await registerUser(server, 'grp_c');
    for (const x of [a, b, c]) for (const y of [a, b, c]) if (x !== y) follow(server, x.user.id, y.user.id);
    const created = await dm<WireDirectThreadCreated>(a.client, DirectPath.createThread, { recipient_users: [String(b.user.id), String(c.user.id)] });
    const threadId = created.body.thread.thread_id;
    expect((await c.client.post(`/web/friendships/${b.user.id}/block/`)).status).toBe(200);
    const fromB = await sendText(b.client, threadId, 'from b');
    expect(fromB.status).toBe(200);
    const forC = await dmGet<WireDirectThreadResponse>(c.client, DirectPath.thread(threadId));
    expect(forC.body.thread.items.some((i) => i.text === 'from b')).toBe(false);
    expect(forC.body.thread.users.map((u) => u.username)).toEqual(['grp_a']);
    expect((await dm(c.client, DirectPath.react(threadId, fromB.body.item.item_id))).status).toBe(404);
    const forA = await dmGet<WireDirectThreadResponse>(a.client, DirectPath.thread(threadId));
    expect(forA.body.thread.items[0]?.text).toBe('from b');
  });
});
