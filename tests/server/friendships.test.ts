import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireFollowListResponse, WireProfileResponse, WireSearchResponse, WireShowManyResponse } from '../../sync/api/people-wire';
import { createPost, json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { postJson, query } from './people-helpers';
import type { UserRow } from '../../server/db/types';

let server: TestServer;
const c: Record<string, Client> = {};
const u: Record<string, UserRow> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['ann', 'ben', 'cat', 'dan']) {
    const r = await registerUser(server, name, { isPrivate: name === 'cat' });
    c[name] = r.client;
    u[name] = r.user;
  }
  createPost(server, u['cat']!.id);
});
afterAll(async () => {
  await server.close();
});

const profile = async (viewer: Client, username: string) => query<WireProfileResponse>(viewer, 'profile', { username });
const id = (name: string) => String(u[name]!.id);

describe('friendships (001 §7 Friendships, §4 Relationships)', () => {
  it('follows a public account: following, and both counts move by one', async () => {
    const res = await postJson(c['ann']!, `/web/friendships/${id('ben')}/follow/`, undefined, 'f-1');
    expect(res).toEqual({ status: 200, body: { status: 'ok', result: 'following' } });
    const ben = (await profile(c['ann']!, 'ben')).body.data.user;
    expect(ben.edge_followed_by.count).toBe(1);
    expect(ben.followed_by_viewer).toBe(true);
    expect((await profile(c['ann']!, 'ann')).body.data.user.edge_follow.count).toBe(1);
    // A repeat under the same id is the first answer; a new follow is still one follow.
    expect((await postJson(c['ann']!, `/web/friendships/${id('ben')}/follow/`, undefined, 'f-1')).body).toEqual({ status: 'ok', result: 'following' });
    await postJson(c['ann']!, `/web/friendships/${id('ben')}/follow/`, undefined, 'f-2');
    expect((await profile(c['ben']!, 'ben')).body.data.user.edge_followed_by.count).toBe(1);
  });

  it('asks a private account: requested, no count moves, no posts until approved', async () => {
    const res = await postJson(c['ann']!, `/web/friendships/${id('cat')}/follow/`);
    expect(res.body).toEqual({ status: 'ok', result: 'requested' });
    const seen = (await profile(c['ann']!, 'cat')).body.data.user;
    expect(seen).toMatchObject({ requested_by_viewer: true, followed_by_viewer: false, viewer_can_see_posts: false, is_private: true });
    expect(seen.edge_followed_by.count).toBe(0);
    expect(seen.edge_owner_to_timeline_media).toMatchObject({ count: 1, edges: [] });
    const own = (await profile(c['cat']!, 'ann')).body.data.user;
    expect(own.has_requested_viewer).toBe(true);
    // Lists say it too (a list that did not would read as "no request" in the client's cache).
    const found = await json<WireSearchResponse>(await c['cat']!.get('/web/search/topsearch/?query=ann'));
    expect(found.users.find((r) => r.user.username === 'ann')?.user).toMatchObject({ has_requested_viewer: true, follows_viewer: false });
    const asAnn = await json<WireSearchResponse>(await c['ann']!.get('/web/search/topsearch/?query=cat'));
    expect(asAnn.users.find((r) => r.user.username === 'cat')?.user).toMatchObject({ has_requested_viewer: false, requested_by_viewer: true });
    const statuses = (await postJson<WireShowManyResponse>(c['cat']!, '/web/friendships/show_many/', { user_ids: `${id('ann')},${id('ben')}` })).body;
    expect(statuses.friendship_statuses[id('ann')]).toMatchObject({ incoming_request: true, following: false });
    expect(statuses.friendship_statuses[id('ben')]).toMatchObject({ incoming_request: false, outgoing_request: false });
  });

  it('approves a request: the requester follows and sees the posts', async () => {
    expect((await postJson(c['cat']!, `/web/friendships/${id('ann')}/approve/`)).status).toBe(200);
    const seen = (await profile(c['ann']!, 'cat')).body.data.user;
    expect(seen).toMatchObject({ followed_by_viewer: true, viewer_can_see_posts: true });
    expect(seen.edge_owner_to_timeline_media.edges).toHaveLength(1);
    expect(seen.edge_followed_by.count).toBe(1);
  });

  it('ignores a request, and approving without a request is a 400', async () => {
    await postJson(c['dan']!, `/web/friendships/${id('cat')}/follow/`);
    expect((await postJson(c['cat']!, `/web/friendships/${id('dan')}/ignore/`)).status).toBe(200);
    expect((await profile(c['dan']!, 'cat')).body.data.user.requested_by_viewer).toBe(false);
    const res = await postJson(c['cat']!, `/web/friendships/${id('dan')}/approve/`);
    expect(res.status).toBe(400);
    expect(res.body['error_type']).toBe('bad_request');
  });

  it('unfollows: counts go back', async () => {
    await postJson(c['ann']!, `/web/friendships/${id('ben')}/unfollow/`);
    expect((await profile(c['ann']!, 'ben')).body.data.user).toMatchObject({ followed_by_viewer: false, edge_followed_by: { count: 0 } });
  });

  it('follow_all follows each and answers each result', async () => {
    const res = await postJson(c['dan']!, '/web/friendships/follow_all/', { user_ids: `${id('ann')},${id('cat')},999999` });
    expect(res.body).toEqual({ status: 'ok', results: { [id('ann')]: 'following', [id('cat')]: 'requested' } });
  });

  it('blocking removes the follows both ways; the blocked account then gets 404 for the blocker', async () => {
    await postJson(c['ben']!, `/web/friendships/${id('dan')}/follow/`);
    await postJson(c['dan']!, `/web/friendships/${id('ben')}/follow/`);
    expect((await postJson(c['ben']!, `/web/friendships/${id('dan')}/block/`, undefined, 'b-1')).status).toBe(200);
    const fromBen = (await profile(c['ben']!, 'dan')).body.data.user;
    expect(fromBen).toMatchObject({ blocked_by_viewer: true, followed_by_viewer: false, follows_viewer: false, viewer_can_see_posts: false });
    expect((await profile(c['dan']!, 'ben')).status).toBe(404);
    expect((await postJson(c['dan']!, `/web/friendships/${id('ben')}/follow/`)).status).toBe(404);
    expect((await postJson(c['ben']!, `/web/friendships/${id('dan')}/follow/`)).status).toBe(400);
    await postJson(c['ben']!, `/web/friendships/${id('dan')}/unblock/`);
    expect((await profile(c['dan']!, 'ben')).status).toBe(200);
    expect((await profile(c['dan']!, 'ben')).body.data.user.followed_by_viewer).toBe(false);
  });

  it('lists followers and following 12 a page under 001 §5', async () => {
    // Follows of the same second come newest id first.
    for (let i = 0; i < 13; i++) await postJson((await registerUser(server, `fan${i}`)).client, `/web/friendships/${id('ben')}/follow/`);
    const first = await query<WireFollowListResponse>(c['ann']!, 'followers', { id: id('ben') });
    const edge = first.body.data.user.edge_followed_by!;
    expect(edge.edges).toHaveLength(12);
    expect(edge.count).toBe(13);
    expect(edge.edges[0]!.node.username).toBe('fan12');
    const next = await query<WireFollowListResponse>(c['ann']!, 'followers', { id: id('ben'), after: edge.page_info.end_cursor });
    expect(next.body.data.user.edge_followed_by!.edges.map((e) => e.node.username)).toEqual(['fan0']);
    expect(next.body.data.user.edge_followed_by!.page_info).toEqual({ has_next_page: false, end_cursor: null });
    // A private account's lists: its followers see them, others get 404.
    expect((await query(c['ann']!, 'following', { id: id('cat') })).status).toBe(200);
    expect((await query(c['ben']!, 'following', { id: id('cat') })).status).toBe(404);
  });

  it('answers 401 logged out, 404 for unknown ids, 400 for following oneself', async () => {
    expect((await postJson(c['ann']!, '/web/friendships/424242/follow/')).status).toBe(404);
    expect((await postJson(c['ann']!, '/web/friendships/abc/follow/')).status).toBe(404);
    expect((await postJson(c['ann']!, `/web/friendships/${id('ann')}/follow/`)).status).toBe(400);
    expect((await postJson(c['ann']!, '/web/friendships/show_many/', { user_ids: 'x,1' })).status).toBe(400);
    const { Client } = await import('./helpers');
    const anon = await new Client(server.url).visit();
    expect((await postJson(anon, `/web/friendships/${id('ben')}/follow/`)).status).toBe(401);
  });
});

describe('relationship limit (http/action-limits.ts)', () => {
  it('answers 429 with Retry-After past the account\'s relationships limit, and replays stay answered', async () => {
    const limited = await startServer({ actionLimits: { relationships: [{ max: 2, windowMs: 60_000 }] } });
    try {
      const a = await registerUser(limited, 'lim_a');
      const targets = await Promise.all(['lim_b', 'lim_c', 'lim_d'].map((n) => registerUser(limited, n)));
      const [b, cc, d] = targets.map((t) => String(t.user.id));
      expect((await postJson(a.client, `/web/friendships/${b}/follow/`, undefined, 'l-1')).status).toBe(200);
      expect((await postJson(a.client, `/web/friendships/${cc}/follow/`)).status).toBe(200);
      const res = await a.client.post(`/web/friendships/${d}/follow/`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).not.toBeNull();
      expect((await postJson(a.client, `/web/friendships/${b}/follow/`, undefined, 'l-1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
