import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireExploreResponse, WireTagResponse } from '../../sync/api/people-wire';
import type { PostRow } from '../../server/db/types';
import { createPost, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { query } from './people-helpers';

/**
 * Explore and top posts rank by likes + 2 × comments of the last 7 days (30 for top posts),
 * then newest first (server/db/sqlite-ranked-posts.ts reads them in two parts: the engaged
 * posts of the window, then a walk down the time index; the order must be one ranking).
 */
let server: TestServer;
const clients: Client[] = [];
let viewer: Client;
const posts: PostRow[] = [];

beforeAll(async () => {
  server = await startServer();
  viewer = (await registerUser(server, 'viewer')).client;
  const owner = (await registerUser(server, 'owner')).user;
  for (const name of ['fan.a', 'fan.b', 'fan.c']) clients.push((await registerUser(server, name)).client);
  const now = Math.floor(Date.now() / 1000);
  // Oldest first: p0 … p5.
  for (let i = 0; i < 6; i++) posts.push(createPost(server, owner.id, { caption: `p${i} #ranked`, takenAt: now - 3600 * (6 - i) }));
  const like = (c: Client, p: PostRow) => c.post(`/web/likes/${p.id}/like/`);
  // p1: 3 likes (3); p3: 1 comment (2); p0: 1 like (1); the others none.
  for (const c of clients) await like(c, posts[1]!);
  await clients[0]!.post(`/web/comments/${posts[3]!.id}/add/`, { comment_text: 'nice' });
  await like(clients[1]!, posts[0]!);
});
afterAll(async () => {
  await server.close();
});

const captions = (edges: { node: { caption: string | null } }[]) => edges.map((e) => e.node.caption?.split(' ')[0]);

describe('explore ranking (001 §7 Discover)', () => {
  it('puts engaged posts first by score, then the rest newest first', async () => {
    const { body } = await query<WireExploreResponse>(viewer, 'explore', {});
    expect(captions(body.data.explore.edges)).toEqual(['p1', 'p3', 'p0', 'p5', 'p4', 'p2']);
  });

  it('pages across the end of the engaged posts without a gap or a repeat', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { body }: { body: WireExploreResponse } = await query<WireExploreResponse>(viewer, 'explore', { first: 2, after });
      seen.push(...(captions(body.data.explore.edges) as string[]));
      after = body.data.explore.page_info.end_cursor;
    } while (after !== null);
    expect(seen).toEqual(['p1', 'p3', 'p0', 'p5', 'p4', 'p2']);
  });

  it('ranks the top posts of a tag the same way', async () => {
    const { body } = await query<WireTagResponse>(viewer, 'tag', { tag_name: 'ranked' });
    expect(captions(body.data.hashtag.edge_hashtag_to_top_posts.edges)).toEqual(['p1', 'p3', 'p0', 'p5', 'p4', 'p2']);
  });
});
