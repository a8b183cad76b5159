import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WireDirectInboxResponse,
  WireDirectItemResponse,
  WireDirectSendResponse,
  WireDirectThreadCreated,
  WireDirectThreadResponse,
} from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../../server/db/types';
import { REPLAYED_HEADER } from '../../server/http/idempotency';
import { createPost, follow, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { dm, dmGet, sendText, token } from './direct-helpers';

/** Direct message calls over real HTTP and SQLite (issue 13; server/README.md "Direct"). */
let server: TestServer;
const people = {} as Record<'ana' | 'ben' | 'cy', { client: Client; user: UserRow }>;

beforeAll(async () => {
  server = await startServer({ actionLimits: { messages: [{ max: 40, windowMs: 60_000 }] } });
  for (const name of ['ana', 'ben', 'cy'] as const) people[name] = await registerUser(server, name);
  // Everyone follows everyone: no requests in this file (see direct-authz.test.ts).
  for (const a of ['ana', 'ben', 'cy'] as const) for (const b of ['ana', 'ben', 'cy'] as const) if (a !== b) follow(server, people[a].user.id, people[b].user.id);
});
afterAll(async () => {
  await server.close();
});

const create = async (client: Client, ids: number[], title?: string) => {
  const res = await dm<WireDirectThreadCreated>(client, DirectPath.createThread, { recipient_users: ids.map(String), ...(title ? { thread_title: title } : {}) });
  expect(res.status).toBe(200);
  return res.body.thread;
};

describe('threads and items', () => {
  it('one mutation token sent twice stores one item, and an X-Mutation-Id repeat is replayed', async () => {
    const { client } = people.ana;
    const thread = await create(client, [people.ben.user.id]);
    const t = token();
    const first = await sendText(client, thread.thread_id, 'hello', t);
    const again = await sendText(client, thread.thread_id, 'hello again (a retry with the same token)', t);
    expect(first.status).toBe(200);
    expect(again.body.item).toEqual(first.body.item);
    expect(first.body.item.text).toBe('hello');

    const body = { thread_id: thread.thread_id, item_type: 'text', text: 'by id', mutation_token: token() };
    const a = await dm<WireDirectSendResponse>(client, DirectPath.send, body, 'mid-1');
    const b = await dm<WireDirectSendResponse>(client, DirectPath.send, body, 'mid-1');
    expect(b.headers.get(REPLAYED_HEADER)).toBe('1');
    expect(b.body).toEqual(a.body);

    const page = await dmGet<WireDirectThreadResponse>(people.ben.client, DirectPath.thread(thread.thread_id));
    expect(page.body.thread.items.map((i) => i.text)).toEqual(['by id', 'hello']);
    // The token is the sender's: the other person does not see it.
    expect(page.body.thread.items[0]?.mutation_token).toBeNull();
  });

  it('one person twice is the same one-to-one thread; a group has its own, with a title and a created event', async () => {
    const { client } = people.ana;
    const one = await create(client, [people.cy.user.id]);
    const two = await create(client, [people.cy.user.id]);
    expect(two.thread_id).toBe(one.thread_id);
    expect(one.is_group).toBe(false);
    const group = await create(client, [people.ben.user.id, people.cy.user.id], 'Trip');
    expect(group.is_group).toBe(true);
    expect(group.thread_title).toBe('Trip');
    expect(group.users.map((u) => u.username).sort()).toEqual(['ben', 'cy']);
    expect(group.items[0]?.action_log?.description).toBe('ana created the group');
  });

  it('sending to recipient_users starts the conversation in the same call', async () => {
    const res = await dm<WireDirectSendResponse>(people.ben.client, DirectPath.send, {
      recipient_users: [String(people.cy.user.id)],
      item_type: 'like',
      mutation_token: token(),
    });
    expect(res.status).toBe(200);
    expect(res.body.item.item_type).toBe('like');
    expect(res.body.item.like).toBe('❤️');
    const inbox = await dmGet<WireDirectInboxResponse>(people.cy.client, DirectPath.inbox);
    const thread = inbox.body.inbox.threads.find((t) => t.thread_id === res.body.thread_id);
    expect(thread?.unseen_count).toBe(1);
    expect(thread?.pending).toBe(false);
  });

  it('unsend leaves a deletion and moves last_permanent_item to the newest remaining item (001 §4)', async () => {
    const { client } = people.ben;
    const thread = await create(client, [people.ana.user.id]);
    const keep = await sendText(client, thread.thread_id, 'stays');
    const gone = await sendText(client, thread.thread_id, 'oops');
    const other = await dm(people.ana.client, DirectPath.unsend(thread.thread_id, gone.body.item.item_id));
    expect(other.status).toBe(403);
    const res = await dm<WireDirectItemResponse>(client, DirectPath.unsend(thread.thread_id, gone.body.item.item_id));
    expect(res.body.item.item_type).toBe('deletion');
    expect(res.body.item.text).toBeUndefined();
    const seenByAna = await dmGet<WireDirectThreadResponse>(people.ana.client, DirectPath.thread(thread.thread_id));
    expect(seenByAna.body.thread.items[0]?.item_type).toBe('deletion');
    expect(seenByAna.body.thread.last_permanent_item?.item_id).toBe(keep.body.item.item_id);
  });

  it('react and unreact are set operations with µs timestamps (001 §4)', async () => {
    const thread = await create(people.ana.client, [people.ben.user.id]);
    const sent = await sendText(people.ana.client, thread.thread_id, 'like me');
    const path = DirectPath.react(thread.thread_id, sent.body.item.item_id);
    const once = await dm<WireDirectItemResponse>(people.ben.client, path);
    const twice = await dm<WireDirectItemResponse>(people.ben.client, path);
    expect(twice.body.item.reactions.likes_count).toBe(1);
    const like = once.body.item.reactions.likes[0];
    expect(like?.sender_id).toBe(String(people.ben.user.id));
    expect(like?.timestamp).toBeGreaterThan(Date.now() * 1000 - 60_000_000);
    const un = await dm<WireDirectItemResponse>(people.ben.client, DirectPath.unreact(thread.thread_id, sent.body.item.item_id));
    expect(un.body.item.reactions.likes_count).toBe(0);
  });

  it('seen moves forward only and clears unread; mute is the viewer\'s', async () => {
    const thread = await create(people.cy.client, [people.ana.user.id]);
    const a = await sendText(people.cy.client, thread.thread_id, 'one');
    const b = await sendText(people.cy.client, thread.thread_id, 'two');
    expect((await dm(people.ana.client, DirectPath.seen(thread.thread_id, b.body.item.item_id))).status).toBe(200);
    await dm(people.ana.client, DirectPath.seen(thread.thread_id, a.body.item.item_id));
    const page = await dmGet<WireDirectThreadResponse>(people.ana.client, DirectPath.thread(thread.thread_id));
    expect(page.body.thread.last_seen_at[String(people.ana.user.id)]?.item_id).toBe(b.body.item.item_id);
    expect(page.body.thread.unseen_count).toBe(0);
    await dm(people.ana.client, DirectPath.mute(thread.thread_id));
    expect((await dmGet<WireDirectThreadResponse>(people.ana.client, DirectPath.thread(thread.thread_id))).body.thread.muted).toBe(true);
    expect((await dmGet<WireDirectThreadResponse>(people.cy.client, DirectPath.thread(thread.thread_id))).body.thread.muted).toBe(false);
  });

  it('older items come by cursor, 20 a page, newest first, with no gap or repeat', async () => {
    const thread = await create(people.ben.client, [people.cy.user.id], 'Paging');
    for (let i = 0; i < 25; i += 1) await sendText(people.ben.client, thread.thread_id, `m${i}`);
    const first = await dmGet<WireDirectThreadResponse>(people.cy.client, DirectPath.thread(thread.thread_id));
    expect(first.body.thread.items).toHaveLength(20);
    expect(first.body.thread.has_older).toBe(true);
    const second = await dmGet<WireDirectThreadResponse>(
      people.cy.client,
      `${DirectPath.thread(thread.thread_id)}?cursor=${first.body.thread.oldest_cursor ?? ''}`,
    );
    expect(second.body.thread.has_older).toBe(false);
    const texts = [...first.body.thread.items, ...second.body.thread.items].map((i) => i.text ?? i.action_log?.kind);
    expect(texts).toEqual([...Array.from({ length: 25 }, (_, i) => `m${24 - i}`), 'created']);
    expect((await dmGet(people.cy.client, `${DirectPath.thread(thread.thread_id)}?cursor=nope!`)).status).toBe(400);
  });

  it('rename and leave are logged in the thread; who left gets 404 afterwards', async () => {
    const thread = await create(people.ana.client, [people.ben.user.id, people.cy.user.id]);
    const renamed = await dm<{ thread: { thread_title: string } }>(people.ben.client, DirectPath.updateTitle(thread.thread_id), { title: '  Weekend ' });
    expect(renamed.body.thread.thread_title).toBe('Weekend');
    expect((await dm(people.cy.client, DirectPath.leave(thread.thread_id))).status).toBe(200);
    expect((await dmGet(people.cy.client, DirectPath.thread(thread.thread_id))).status).toBe(404);
    expect((await sendText(people.cy.client, thread.thread_id, 'still here?')).status).toBe(404);
    const page = await dmGet<WireDirectThreadResponse>(people.ana.client, DirectPath.thread(thread.thread_id));
    expect(page.body.thread.items.map((i) => i.action_log?.description)).toEqual(['cy left the group', 'ben named the group Weekend', 'ana created the group']);
    expect(page.body.thread.users.map((u) => u.username)).toEqual(['ben']);
    expect(page.body.thread.left_users.map((u) => u.username)).toEqual(['cy']);
  });
});

describe('item types', () => {
  it('a shared post shows to whoever may see it, and as unavailable to the others', async () => {
    const { user: priv, client: privClient } = await registerUser(server, 'priv_owner', { isPrivate: true });
    follow(server, people.ana.user.id, priv.id);
    follow(server, priv.id, people.ana.user.id);
    const post = createPost(server, priv.id, { caption: 'private one' });
    const thread = await create(people.ana.client, [people.ben.user.id]);
    const sent = await dm<WireDirectSendResponse>(people.ana.client, DirectPath.send, {
      thread_id: thread.thread_id,
      item_type: 'media_share',
      media_id: String(post.id),
      mutation_token: token(),
    });
    expect(sent.body.item.media_share?.shortcode).toBe(post.shortcode);
    const forBen = await dmGet<WireDirectThreadResponse>(people.ben.client, DirectPath.thread(thread.thread_id));
    const item = forBen.body.thread.items[0];
    expect(item?.item_type).toBe('placeholder');
    expect(item?.original_item_type).toBe('media_share');
    expect(item?.media_share).toBeUndefined();
    // A post the sender cannot see cannot be shared.
    const hidden = createPost(server, priv.id);
    const refused = await dm(people.ben.client, DirectPath.send, { thread_id: thread.thread_id, item_type: 'media_share', media_id: String(hidden.id), mutation_token: token() });
    expect(refused.status).toBe(404);
    void privClient;
  });

  it('a link is kept as text with a host-and-path preview; other schemes are refused', async () => {
    const thread = await create(people.ben.client, [people.ana.user.id]);
    const sent = await dm<WireDirectSendResponse>(people.ben.client, DirectPath.send, {
      thread_id: thread.thread_id,
      item_type: 'link',
      link_url: 'https://example.com/a/<b>?q=1',
      mutation_token: token(),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.item.link?.link_context).toEqual({
      link_url: 'https://example.com/a/%3Cb%3E?q=1',
      // Added (links): what the client opens (server/README.md "Links").
      link_url_linkshimmed: expect.stringMatching(/^\/l\/\?u=https%3A%2F%2Fexample\.com%2Fa%2F%253Cb%253E%3Fq%3D1&e=\d+\.[0-9a-f]{64}$/),
      link_title: 'example.com',
      link_summary: '/a/<b>?q=1',
      link_image_url: null,
    });
    const bad = await dm(people.ben.client, DirectPath.send, { thread_id: thread.thread_id, item_type: 'link', link_url: 'javascript:alert(1)', mutation_token: token() });
    expect(bad.status).toBe(400);
  });

  it('profile, hashtag and location items; text is normalised and controls refused', async () => {
    const thread = await create(people.cy.client, [people.ben.user.id]);
    const profile = await dm<WireDirectSendResponse>(people.cy.client, DirectPath.send, {
      thread_id: thread.thread_id,
      item_type: 'profile',
      profile_user_id: String(people.ana.user.id),
      mutation_token: token(),
    });
    expect(profile.body.item.profile?.username).toBe('ana');
    const place = server.app.lumen.repos.locations.create({ name: 'Harbour', slug: 'harbour', lat: null, lng: null, address: 'Quay 1' });
    const location = await dm<WireDirectSendResponse>(people.cy.client, DirectPath.send, {
      thread_id: thread.thread_id,
      item_type: 'location',
      location_id: String(place.id),
      mutation_token: token(),
    });
    expect(location.body.item.location?.name).toBe('Harbour');
    const unknownTag = await dm(people.cy.client, DirectPath.send, { thread_id: thread.thread_id, item_type: 'hashtag', hashtag: '#nosuchtag', mutation_token: token() });
    expect(unknownTag.status).toBe(404);
    const text = await sendText(people.cy.client, thread.thread_id, 'a\u202Eb\u200Bc');
    expect(text.body.item.text).toBe('abc');
    const nul = await sendText(people.cy.client, thread.thread_id, 'a\u0000b');
    expect(nul.status).toBe(400);
    const empty = await sendText(people.cy.client, thread.thread_id, '   ');
    expect(empty.status).toBe(400);
  });
});

describe('the messages limit', () => {
  it('a script that sends too fast gets 429 with Retry-After; a retry of a sent token is still answered', async () => {
    const { client, user } = await registerUser(server, 'spammer');
    follow(server, people.ana.user.id, user.id);
    const thread = await create(client, [people.ana.user.id]);
    const first = token();
    let status = 200;
    let sent = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 60 && status === 200; i += 1) {
      const res = await sendText(client, thread.thread_id, `spam ${i}`, i === 0 ? first : token());
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      if (status === 200) sent += 1;
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(sent).toBe(39); // 40 a minute in this test, one of them the thread's creation
    const again = await dm<WireDirectSendResponse>(client, DirectPath.send, { thread_id: thread.thread_id, item_type: 'text', text: 'spam 0', mutation_token: first });
    expect(again.status).toBe(200);
    expect(again.body.item.text).toBe('spam 0');
  });
});
