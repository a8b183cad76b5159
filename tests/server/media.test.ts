import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed';
import { QueryHash } from '../../sync/api/paths';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import { feedPosts, json, login, startServer } from './helpers';
import type { TestServer } from './helpers';

// Seeds the full demo set once, pictures and videos included (000-style first start).
let server: TestServer;
// A test does not time: how long the seed takes is not asserted here (issue 16).
beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedMedia: true });
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('demo seed with media and GET /media/<file>', () => {
  it('serves every picture of the feed with immutable caching, an ETag and a content type', async () => {
    const demo = await login(server, DEMO_USER, DEMO_PASSWORD);
    const feed = await json<WireFeedResponse>(await demo.graphql(QueryHash.feed, { first: 50 }));
    const posts = feedPosts(feed);
    const urlsOf = (p: WirePost) => [
      ...p.display_resources.map((r) => r.src),
      p.thumbnail_src,
      ...(p.edge_sidecar_to_children?.edges.map((e) => e.node.display_url) ?? []),
    ];
    for (const url of new Set([...posts.flatMap(urlsOf), ...posts.map((p) => p.owner.profile_pic_url)])) {
      const res = await fetch(server.url + url, { method: 'HEAD', headers: { cookie: demo.cookieHeader } });
      expect(res.status, url).toBe(200);
    }
    // Logged out, only public accounts' posts (issue 11 item 8: tests/server/media-access.test.ts).
    for (const p of posts) {
      const res = await fetch(server.url + (urlsOf(p)[0] ?? ''), { method: 'HEAD' });
      expect(res.status, p.display_url).toBe(p.owner.is_private ? 404 : 200);
    }
    const publicPost = posts.find((p) => !p.owner.is_private);
    const first = await fetch(server.url + (publicPost?.display_url ?? ''));
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.getSetCookie()).toEqual([]);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // fetch() adds Cache-Control: no-cache to conditional requests, so ask with node:http.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(server.url + (publicPost?.display_url ?? ''), { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('serves the demo videos as mp4', async () => {
    const demo = await login(server, DEMO_USER, DEMO_PASSWORD);
    const feed = await json<WireFeedResponse>(await demo.graphql(QueryHash.feed, { first: 50 }));
    const video = feedPosts(feed).find((p) => p.is_video);
    expect(video?.video_duration).toBeGreaterThanOrEqual(3);
    const res = await fetch(server.url + (video?.video_url ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('answers 404 with the error body for a missing or unsafe file name', async () => {
    for (const path of ['/media/nope.jpg', '/media/..%2Fapp.db', '/media/.hidden', '/media/a/b.jpg']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      expect((await json(res))['error_type']).toBe('not_found');
    }
  });
});
