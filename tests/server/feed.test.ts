import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed';
import { QueryHash } from '../../sync/api/paths';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import { Client, json, login, startServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let demo: Client;
beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedMedia: false });
  demo = await login(server, DEMO_USER, DEMO_PASSWORD);
});
afterAll(async () => {
  await server.close();
});

const page = async (variables: object) => {
  const res = await demo.graphql(QueryHash.feed, variables);
  expect(res.status).toBe(200);
  const body = await json<WireFeedResponse>(res);
  const timeline = body.data.user.edge_web_feed_timeline;
  return { info: timeline.page_info, posts: timeline.edges.map((e) => e.node as WirePost) };
};

describe('feed (001 §3 Feed, §9 page size 12)', () => {
  it('pages 12 at a time, newest first, with no duplicates, until the end', async () => {
    const seen: WirePost[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const { info, posts } = await page({ first: 12, after });
      seen.push(...posts);
      if (!info.has_next_page) {
        expect(info.end_cursor).toBeNull();
        expect(posts.length).toBeLessThanOrEqual(12);
        break;
      }
      expect(posts.length).toBe(12);
      expect(info.end_cursor).toEqual(expect.any(String));
      after = info.end_cursor;
    }
    expect(seen.length).toBeGreaterThan(24);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    const times = seen.map((p) => p.taken_at_timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("holds only the viewer's own posts and those of approved follows", async () => {
    const { posts } = await page({ first: 50 });
    const owners = new Set(posts.map((p) => p.owner.username));
    expect(owners).toContain(DEMO_USER);
    expect(owners).toContain('amara.okafor'); // private, approved
    expect(owners).not.toContain('lucas.moreau'); // private, not followed
    expect(owners).not.toContain('isla.mcgregor'); // private, request pending
    expect(owners).not.toContain('olivia.brooks'); // public, not followed
    for (const p of posts) expect(p.owner.username === DEMO_USER || p.owner.followed_by_viewer).toBe(true);
  });

  it('carries counts, viewer state, up to 4 preview comments and carousel children', async () => {
    const { posts } = await page({ first: 50 });
    for (const p of posts) {
      expect(p.edge_media_preview_comment.edges.length).toBeLessThanOrEqual(4);
      expect(p.edge_media_preview_comment.count).toBe(p.edge_media_to_comment.count);
      expect(typeof p.viewer_has_liked).toBe('boolean');
      expect(p.display_resources.map((r) => r.config_width)).toEqual([640, 750, 1080]);
    }
    const long = posts.find((p) => p.edge_media_to_comment.count > 24);
    expect(long?.edge_media_preview_comment.edges.length).toBe(4);
    const sidecar = posts.find((p) => p.__typename === 'GraphSidecar');
    expect(sidecar?.edge_sidecar_to_children?.edges.length).toBeGreaterThanOrEqual(2);
    expect(posts.some((p) => p.is_video && p.video_url?.endsWith('.mp4'))).toBe(true);
  });

  it('requires login', async () => {
    const anon = await new Client(server.url).visit();
    const res = await anon.graphql(QueryHash.feed, { first: 12 });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'login_required' });
  });

  it('rejects a page larger than 50, a foreign cursor, an unknown hash and bad JSON with 400', async () => {
    expect((await demo.graphql(QueryHash.feed, { first: 51 })).status).toBe(400);
    expect((await demo.graphql(QueryHash.feed, { first: 12, after: 'garbage!' })).status).toBe(400);
    expect((await demo.graphql('0123456789abcdef', {})).status).toBe(400);
    const bad = await demo.get(`/graphql/query/?query_hash=${QueryHash.feed}&variables=%7Bnot-json`);
    expect(bad.status).toBe(400);
    expect((await json(bad))['message']).toMatch(/^variables/);
  });
});
