import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import type { WireDirectInboxResponse, WireDirectItem } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import { StoryReplyLimits, StoryViewersPath } from '../../sync/api/story-replies-wire';
import { dm, dmGet, token } from './direct-helpers';
import { makeUser } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { follow, registerUser, startServer } from './helpers';
import { createStory, markSeen } from './stories-helpers';

/**
 * Added (story replies): replying to a story (a reel_share direct message) and who saw one's
 * story, over real HTTP: the item and its card for both sides, requests, expiry, bad input,
 * one message per token, the viewers list (owner only, newest first, paged, blocks left out)
 * and the rate limits. The private-account and block cells are in people-authz.test.ts.
 */
const HOUR = 3600;
let server: TestServer;
let clock = Date.now();
const p = {} as Record<'ann' | 'bob' | 'cat', { client: Client; user: UserRow }>;

type SendAnswer = { status: string; thread_id: string; item: WireDirectItem; message?: string };
const reply = (client: Client, body: Record<string, unknown>, mutationId?: string) =>
  dm<SendAnswer>(client, DirectPath.send, { item_type: 'reel_share', mutation_token: token(), ...body }, mutationId);
const viewers = (client: Client, storyId: number | string, maxId?: string) =>
  dmGet<WireStoryViewersResponse>(client, `${StoryViewersPath.viewers(String(storyId))}${maxId ? `?max_id=${maxId}` : ''}`);

beforeAll(async () => {
  server = await startServer({
    now: () => clock,
    actionLimits: { storyReads: [{ max: 40, windowMs: 60_000 }], messages: [{ max: 25, windowMs: 60_000 }] },
  });
  for (const name of ['ann', 'bob', 'cat'] as const) p[name] = await registerUser(server, `r_${name}`);
  // bob and cat follow ann; ann follows cat back (cat's replies land in her inbox, bob's in her requests).
  follow(server, p.bob.user.id, p.ann.user.id);
  follow(server, p.cat.user.id, p.ann.user.id);
  follow(server, p.ann.user.id, p.cat.user.id);
});
afterAll(async () => {
  await server.close();
});

describe('replying to a story (001 §3 reel_share)', () => {
  it("a reply is a reel_share in the one-to-one thread with the owner, with the story's card for both; a stranger's lands in requests", async () => {
    const story = createStory(server, p.ann.user.id, { ago: HOUR });
    const sent = await reply(p.bob.client, { recipient_users: [String(p.ann.user.id)], media_id: String(story.id), text: '  Where is this?  ' });
    expect(sent.status).toBe(200);
    const share = sent.body.item.reel_share;
    expect(sent.body.item.item_type).toBe('reel_share');
    expect(share).toMatchObject({ type: 'reply', text: 'Where is this?', reel_owner_id: String(p.ann.user.id), mentioned_user_id: String(p.ann.user.id) });
    expect(share?.media).toMatchObject({ id: String(story.id), media_type: 1, expiring_at: story.expiringAt, owner: { username: 'r_ann' } });
    expect(share?.media?.thumbnail_src).toMatch(/test-story-\d+-150\.jpg$/);
    // ann does not follow bob: the thread is a request for her, with the card.
    const requests = await dmGet<WireDirectInboxResponse>(p.ann.client, DirectPath.pendingInbox);
    const thread = requests.body.inbox.threads.find((t) => t.thread_id === sent.body.thread_id);
    expect(thread?.items[0]?.reel_share).toMatchObject({ type: 'reply', text: 'Where is this?', media: { id: String(story.id) } });
    expect(thread?.items[0]?.is_sent_by_viewer).toBe(false);
    // cat, whom ann follows, goes to her inbox; a quick reaction to the same thread after.
    const byCat = await reply(p.cat.client, { recipient_users: [String(p.ann.user.id)], media_id: String(story.id), text: 'Lovely' });
    const reaction = await reply(p.cat.client, { thread_id: byCat.body.thread_id, media_id: String(story.id), reaction: '🔥' });
    expect(reaction.status).toBe(200);
    expect(reaction.body.thread_id).toBe(byCat.body.thread_id);
    expect(reaction.body.item.reel_share).toMatchObject({ type: 'reaction', text: '🔥' });
    const inbox = await dmGet<WireDirectInboxResponse>(p.ann.client, DirectPath.inbox);
    expect(inbox.body.inbox.threads.find((t) => t.thread_id === byCat.body.thread_id)?.items.map((i) => i.reel_share?.text)).toEqual(['🔥', 'Lovely']);
  });

  it('a token sent twice stores one message; a retry after the story expired answers the first', async () => {
    const story = createStory(server, p.ann.user.id, { ago: HOUR });
    const t = token();
    const body = { recipient_users: [String(p.ann.user.id)], media_id: String(story.id), text: 'once', mutation_token: t };
    const first = await reply(p.bob.client, body);
    const again = await reply(p.bob.client, body);
    expect(again.body.item.item_id).toBe(first.body.item.item_id);
    clock += 24 * HOUR * 1000;
    const late = await reply(p.bob.client, body);
    expect(late.status).toBe(200);
    expect(late.body.item.item_id).toBe(first.body.item.item_id);
    clock -= 24 * HOUR * 1000;
  });

  it('once the story expired the item stays with its text and no card ("Story unavailable"); a new reply is 410', async () => {
    const story = createStory(server, p.ann.user.id, { ago: 23 * HOUR });
    const sent = await reply(p.cat.client, { recipient_users: [String(p.ann.user.id)], media_id: String(story.id), text: 'kept' });
    expect(sent.body.item.reel_share?.media).not.toBeNull();
    clock += 2 * HOUR * 1000;
    try {
      const thread = await dmGet<{ thread: { items: WireDirectItem[] } }>(p.ann.client, DirectPath.thread(sent.body.thread_id));
      const item = thread.body.thread.items.find((i) => i.item_id === sent.body.item.item_id);
      expect(item?.item_type).toBe('reel_share');
      expect(item?.reel_share).toMatchObject({ text: 'kept', media: null });
      const late = await reply(p.cat.client, { thread_id: sent.body.thread_id, media_id: String(story.id), text: 'too late' });
      expect(late.status).toBe(410);
      expect(late.body.message).toBe('This story is no longer available.');
    } finally {
      clock -= 2 * HOUR * 1000;
    }
  });

  it('bad input is a clear 400, an unknown story 404, a reply to one’s own story or into another thread 400', async () => {
    const story = createStory(server, p.ann.user.id, { ago: HOUR });
    const to = { recipient_users: [String(p.ann.user.id)] };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...to, text: 'x' }, 400, /media_id: Required/],
      [{ ...to, media_id: 'abc', text: 'x' }, 400, /media_id: not a story id/],
      [{ ...to, media_id: '99999999', text: 'x' }, 404, /./],
      [{ ...to, media_id: String(story.id) }, 400, /send a reply or a reaction/],
      [{ ...to, media_id: String(story.id), text: 'x', reaction: '🔥' }, 400, /send a reply or a reaction/],
      [{ ...to, media_id: String(story.id), reaction: '🍕' }, 400, /quick reactions/],
      [{ ...to, media_id: String(story.id), text: 'y'.repeat(1001) }, 400, /at most 1000/],
      [{ recipient_users: [String(p.cat.user.id)], media_id: String(story.id), text: 'x' }, 400, /conversation with the story's owner/],
      [{ recipient_users: [String(p.cat.user.id), String(p.ann.user.id)], media_id: String(story.id), text: 'x' }, 400, /conversation with the story's owner/],
    ];
    for (const [body, status, message] of cases) {
      const res = await reply(p.bob.client, body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    }
    const own = await reply(p.ann.client, { recipient_users: [String(p.bob.user.id)], media_id: String(story.id), text: 'me' });
    expect([own.status, own.body.message]).toEqual([400, "media_id: you can't reply to your own story"]);
  });

  it('a block either way makes the story unknown (404)', async () => {
    const dan = await registerUser(server, 'r_dan');
    const story = createStory(server, p.ann.user.id, { ago: HOUR });
    expect((await p.ann.client.post(`/web/friendships/${dan.user.id}/block/`)).status).toBe(200);
    const res = await reply(dan.client, { recipient_users: [String(p.ann.user.id)], media_id: String(story.id), text: 'hi' });
    expect(res.status).toBe(404);
  });
});

describe('who saw my story', () => {
  it('the owner gets the people who saw the item, newest first, paged; an earlier item counts everyone who reached it; blocked people are left out', async () => {
    const owner = await registerUser(server, 'r_owner');
    const first = createStory(server, owner.user.id, { ago: 3 * HOUR });
    const second = createStory(server, owner.user.id, { ago: 2 * HOUR });
    const { repos } = server.app.lumen;
    const now = Math.floor(clock / 1000);
    const people: UserRow[] = [];
    for (let i = 0; i < StoryReplyLimits.viewersPageSize + 2; i += 1) {
      const u = await makeUser(server, `r_v${i}`);
      people.push(u);
      // Each saw both items, a minute apart, the last one most recently.
      repos.stories.markSeen(u.id, owner.user.id, second.takenAt, now - 1000 + i);
    }
    const onlyFirst = await registerUser(server, 'r_early');
    expect((await markSeen(onlyFirst.client, first)).status).toBe(200);
    const page1 = await viewers(owner.client, second.id);
    expect(page1.status).toBe(200);
    expect(page1.body.user_count).toBe(people.length);
    expect(page1.body.users).toHaveLength(StoryReplyLimits.viewersPageSize);
    expect(page1.body.users[0]).toMatchObject({ username: `r_v${people.length - 1}`, full_name: `r_v${people.length - 1}`, seen_at: now - 1000 + people.length - 1 });
    expect(page1.body.next_max_id).not.toBeNull();
    const page2 = await viewers(owner.client, second.id, page1.body.next_max_id ?? '');
    expect(page2.body.users.map((u) => u.username)).toEqual(['r_v1', 'r_v0']);
    expect(page2.body.next_max_id).toBeNull();
    const early = await viewers(owner.client, first.id);
    expect(early.body.user_count).toBe(people.length + 1);
    expect(early.body.users[0]?.username).toBe('r_early');
    // Blocked by the owner: gone from the list and the count.
    expect((await owner.client.post(`/web/friendships/${onlyFirst.user.id}/block/`)).status).toBe(200);
    const after = await viewers(owner.client, first.id);
    expect(after.body.user_count).toBe(people.length);
    expect(after.body.users.some((u) => u.username === 'r_early')).toBe(false);
  });

  it('only the owner may ask: 403 for a follower who sees it, 404 otherwise; bad ids and cursors 400; unknown 404', async () => {
    const story = createStory(server, p.ann.user.id, { ago: HOUR });
    expect((await viewers(p.bob.client, story.id)).status).toBe(403);
    const stranger = await registerUser(server, 'r_stranger');
    await server.app.lumen.repos.users.setPrivate(p.ann.user.id, true);
    try {
      expect((await viewers(stranger.client, story.id)).status).toBe(404);
    } finally {
      server.app.lumen.repos.users.setPrivate(p.ann.user.id, false);
    }
    expect((await viewers(p.ann.client, 'abc')).status).toBe(400);
    expect((await viewers(p.ann.client, story.id, 'nope')).status).toBe(400);
    expect((await viewers(p.ann.client, 99_999_999)).status).toBe(404);
    expect((await viewers(p.ann.client, story.id)).body).toMatchObject({ status: 'ok', user_count: expect.any(Number) });
  });
});

describe('rate limits', () => {
  it('the viewers list counts against storyReads (429), replies against messages (429)', async () => {
    const limited = await registerUser(server, 'r_limited');
    follow(server, limited.user.id, p.ann.user.id);
    const story = createStory(server, limited.user.id, { ago: HOUR });
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await viewers(limited.client, story.id)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const annStory = createStory(server, p.ann.user.id, { ago: HOUR });
    const sends: number[] = [];
    for (let i = 0; i < 26; i += 1) sends.push((await reply(limited.client, { recipient_users: [String(p.ann.user.id)], media_id: String(annStory.id), reaction: '👏' })).status);
    expect(sends.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(sends[25]).toBe(429);
  });
});
