import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/seed';
import { QueryHash } from '../../sync/api/paths';
import type { WireCommentsResponse, WirePostResponse } from '../../sync/api/wire';
import { Client, json, login, startDemoServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let demo: Client;
beforeAll(async () => {
  ({ server, demo } = await startDemoServer());
});
afterAll(async () => {
  await server.close();
});

const repos = () => server.app.lumen.repos;
const shortcodeOf = (username: string) => {
  const owner = repos().users.byUsername(username);
  const viewerId = repos().users.byUsername(username)?.id ?? 0;
  const post = repos().posts.feedPage(viewerId, null, 50).find((p) => p.ownerId === owner?.id);
  if (!post) throw new Error(`no post of ${username}`);
  return post.shortcode;
};
const longThread = () => {
  const maya = repos().users.byUsername('maya.chen');
  const posts = repos().posts.feedPage(maya?.id ?? 0, null, 50).filter((p) => p.ownerId === maya?.id);
  const counts = repos().comments.counts(posts.map((p) => p.id));
  const post = posts.find((p) => (counts.get(p.id) ?? 0) > 24);
  if (!post) throw new Error('no long thread');
  return { shortcode: post.shortcode, count: counts.get(post.id) ?? 0 };
};

describe('post by shortcode (001 §7 GET /graphql/query/)', () => {
  it('answers the post with its first 24 comments, oldest first, and a cursor for more (001 §9)', async () => {
    const { shortcode, count } = longThread();
    const res = await demo.graphql(QueryHash.post, { shortcode });
    expect(res.status).toBe(200);
    const media = (await json<WirePostResponse>(res)).data.shortcode_media;
    expect(media.shortcode).toBe(shortcode);
    const comments = media.edge_media_to_parent_comment;
    expect(comments.count).toBe(count);
    expect(comments.edges.length).toBe(24);
    const times = comments.edges.map((e) => e.node.created_at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(comments.page_info.has_next_page).toBe(true);

    const more = await demo.graphql(QueryHash.comments, { shortcode, first: 24, after: comments.page_info.end_cursor });
    const next = (await json<WireCommentsResponse>(more)).data.shortcode_media.edge_media_to_parent_comment;
    expect(next.edges.length).toBe(count - 24);
    expect(next.page_info).toEqual({ has_next_page: false, end_cursor: null });
    const ids = [...comments.edges, ...next.edges].map((e) => e.node.id);
    expect(new Set(ids).size).toBe(count);
  });

  it("answers 404 for a private account's post the viewer does not follow (001 §6)", async () => {
    for (const username of ['lucas.moreau', 'isla.mcgregor']) {
      const res = await demo.graphql(QueryHash.post, { shortcode: shortcodeOf(username) });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'not_found' });
      const comments = await demo.graphql(QueryHash.comments, { shortcode: shortcodeOf(username), first: 12 });
      expect(comments.status).toBe(404);
    }
  });

  it('shows a private account to an approved follower and its owner', async () => {
    expect((await demo.graphql(QueryHash.post, { shortcode: shortcodeOf('amara.okafor') })).status).toBe(200);
    const lucas = await login(server, 'lucas.moreau', DEMO_PASSWORD);
    expect((await lucas.graphql(QueryHash.post, { shortcode: shortcodeOf('lucas.moreau') })).status).toBe(200);
  });

  it('shows public posts to logged-out visitors but not private ones', async () => {
    const anon = await new Client(server.url).visit();
    expect((await anon.graphql(QueryHash.post, { shortcode: shortcodeOf('olivia.brooks') })).status).toBe(200);
    expect((await anon.graphql(QueryHash.post, { shortcode: shortcodeOf('amara.okafor') })).status).toBe(404);
  });

  it('answers 404 for an unknown shortcode and 400 for a malformed one', async () => {
    expect((await demo.graphql(QueryHash.post, { shortcode: 'doesNotExist' })).status).toBe(404);
    expect((await demo.graphql(QueryHash.post, { shortcode: '../etc' })).status).toBe(400);
    expect((await demo.graphql(QueryHash.post, {})).status).toBe(400);
  });
});
