import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed';
import { PeoplePath, QueryHash } from '../../sync/api/paths';
import type { WireProfileResponse, WireSearchResponse } from '../../sync/api/people-wire';
import type { WireFeedResponse } from '../../sync/api/wire';
import { buildScaleData } from '../../server/seed/scale-data';
import type { ScaleResult } from '../../server/seed/scale-data';
import { feedPosts, json, login, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { query } from './people-helpers';

/** The scale generator (server/README.md "Scale data") at a small size, then the server on its folder. */
let server: TestServer;
let demo: Client;
let result: ScaleResult;
const USERS = 2000;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-scale-'));
  result = await buildScaleData({ out: dataDir, users: USERS, follows: 12_000, posts: 10_000, demoFollows: 300, placeholderKeys: 50, seed: 7 });
  server = await startServer({ dataDir, seed: 'demo' });
  demo = await login(server, DEMO_USER, DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('scale data (issue 12 "Seed and scale")', () => {
  it('writes the numbers asked for, and the server does not seed over them', () => {
    expect(result).toMatchObject({ users: USERS, follows: 12_000, posts: 10_000 });
    expect(server.app.lumen.repos.users.count()).toBe(USERS);
    expect(server.app.lumen.repos.follows.counts(1).following).toBeGreaterThan(250);
  });

  it('serves a profile with its counts and first 12 posts', async () => {
    const { status, body } = await query<WireProfileResponse>(demo, 'profile', { username: DEMO_USER });
    expect(status).toBe(200);
    const user = body.data.user;
    expect(user.edge_follow.count).toBe(server.app.lumen.repos.follows.counts(1).following);
    expect(user.edge_owner_to_timeline_media.count).toBeGreaterThan(0);
    expect(user.edge_owner_to_timeline_media.edges.length).toBe(Math.min(12, user.edge_owner_to_timeline_media.count));
  });

  it('serves demo a feed page of 12 from the accounts it follows, with its placeholder picture', async () => {
    const body = await json<WireFeedResponse>(await demo.graphql(QueryHash.feed, { first: 12 }));
    const posts = feedPosts(body);
    expect(posts.length).toBe(12);
    expect(body.data.user.edge_web_feed_timeline.page_info.has_next_page).toBe(true);
    const picture = await fetch(server.url + (posts[0]?.display_resources[0]?.src ?? ''), { headers: { cookie: demo.cookieHeader } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('finds people by prefix, most followed first after exact and followed ones, and hashtags', async () => {
    const res = await demo.get(`${PeoplePath.search}?context=blended&query=mar`);
    expect(res.status).toBe(200);
    const body = await json<WireSearchResponse>(res);
    expect(body.users.length).toBeGreaterThan(5);
    for (const { user } of body.users) expect(`${user.username} ${user.full_name}`.toLowerCase()).toMatch(/(^|[\s._])mar/);
    const tags = await json<WireSearchResponse>(await demo.get(`${PeoplePath.search}?context=hashtag&query=sun`));
    expect(tags.hashtags.map((h) => h.hashtag.name)).toContain('sunset');
  });
});
