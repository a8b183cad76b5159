import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import type { WireThreadedCommentsResponse } from '../../sync/api/people-wire';
import type { WireCommentsResponse, WireFeedResponse, WirePostResponse } from '../../sync/api/wire';
import type { CommentRow, PostRow, UserRow } from '../../server/db/types';
import { Client, createPost, feedPosts, follow, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { postJson } from './people-helpers';

/**
 * 001 §6 "Blocking hides the viewer": comments by an account the viewer blocks, or that blocks
 * the viewer, are not listed to the viewer on anyone's post, and do not count in what the
 * viewer is shown (comment counts, preview comments, thread and reply counts); others still
 * see them.
 */
type Person = { client: Client; user: UserRow };
let server: TestServer;
let viewer: Person;
let owner: Person;
let friend: Person;
let blocked: Person;
let blocker: Person;
let post: PostRow;
let ownPost: PostRow;
const c: Record<string, CommentRow> = {};

beforeAll(async () => {
  server = await startServer();
  [viewer, owner, friend, blocked, blocker] = await Promise.all(
    ['viewer', 'owner', 'friend', 'blocked', 'blocker'].map((name) => registerUser(server, name)),
  ) as [Person, Person, Person, Person, Person];
  follow(server, viewer.user.id, owner.user.id);
  post = createPost(server, owner.user.id);
  ownPost = createPost(server, viewer.user.id);
  const { comments } = server.app.lumen.repos;
  let t = Math.floor(Date.now() / 1000) - 1000;
  const add = (key: string, who: Person, on: PostRow, replyTo: string | null = null) => {
    t += 10;
    c[key] = comments.create({ postId: on.id, userId: who.user.id, text: `${key} text`, repliedToCommentId: replyTo ? (c[replyTo]?.id ?? null) : null, createdAt: t });
  };
  add('c1', friend, post);
  add('c2', blocked, post);
  add('c3', blocker, post);
  add('r1', friend, post, 'c1');
  add('r2', blocked, post, 'c1');
  add('r3', friend, post, 'c2');
  add('own', blocker, ownPost);
  // Made before the blocks, over HTTP as a person would.
  expect((await postJson(viewer.client, `/web/friendships/${blocked.user.id}/block/`)).status).toBe(200);
  expect((await postJson(blocker.client, `/web/friendships/${viewer.user.id}/block/`)).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

const ids = (edges: { node: { id: string } }[]) => edges.map((e) => e.node.id);
const idOf = (key: string) => String(c[key]?.id);
const postOf = async (client: Client, p: PostRow = post) =>
  (await json<WirePostResponse>(await client.graphql(QueryHash.post, { shortcode: p.shortcode }))).data.shortcode_media;

describe('comments of accounts blocked either way (001 §6)', () => {
  it('are not in the post, its comment pages or its count for the viewer', async () => {
    const media = await postOf(viewer.client);
    expect(ids(media.edge_media_to_parent_comment.edges)).toEqual([idOf('c1'), idOf('r1'), idOf('r3')]);
    expect(media.edge_media_to_parent_comment.count).toBe(3);
    expect(media.edge_media_to_comment.count).toBe(3);
    expect(ids(media.edge_media_preview_comment.edges)).toEqual([idOf('c1'), idOf('r1'), idOf('r3')]);
    const page = await json<WireCommentsResponse>(await viewer.client.graphql(QueryHash.comments, { shortcode: post.shortcode, first: 24 }));
    expect(ids(page.data.shortcode_media.edge_media_to_parent_comment.edges)).toEqual([idOf('c1'), idOf('r1'), idOf('r3')]);
  });

  it('are not in the feed preview or count, nor on the viewer\'s own post', async () => {
    const feed = feedPosts(await json<WireFeedResponse>(await viewer.client.graphql(QueryHash.feed, { first: 12 })));
    const inFeed = feed.find((p) => p.id === String(post.id));
    expect(inFeed?.edge_media_to_comment.count).toBe(3);
    expect(ids(inFeed?.edge_media_preview_comment.edges ?? [])).not.toContain(idOf('c2'));
    const own = await postOf(viewer.client, ownPost);
    expect(own.edge_media_to_comment.count).toBe(0);
    expect(own.edge_media_to_parent_comment.edges).toEqual([]);
  });

  it('are not in threads, replies or their counts; their own threads and likers are not found', async () => {
    const threads = await json<WireThreadedCommentsResponse>(await viewer.client.graphql(QueryHash.threadedComments, { shortcode: post.shortcode }));
    const parents = threads.data.shortcode_media.edge_media_to_parent_comment;
    expect(ids(parents.edges)).toEqual([idOf('c1')]);
    expect(parents.count).toBe(3);
    const thread = parents.edges[0]?.node.edge_threaded_comments;
    expect(thread?.count).toBe(1);
    expect(ids(thread?.edges ?? [])).toEqual([idOf('r1')]);
    expect((await viewer.client.graphql(QueryHash.commentReplies, { comment_id: idOf('c2') })).status).toBe(404);
    expect((await viewer.client.graphql(QueryHash.commentLikers, { comment_id: idOf('c3') })).status).toBe(404);
  });

  it('cannot be liked or answered by the viewer', async () => {
    expect((await postJson(viewer.client, `/web/comments/like/${idOf('c2')}/`)).status).toBe(404);
    const reply = await postJson(viewer.client, `/web/comments/${post.id}/add/`, { comment_text: 'hi', replied_to_comment_id: idOf('c3') });
    expect(reply.status).toBe(400);
  });

  it('are still there for everyone else, logged out included', async () => {
    for (const client of [owner.client, friend.client, await new Client(server.url).visit()]) {
      const media = await postOf(client);
      expect(media.edge_media_to_comment.count).toBe(6);
      expect(ids(media.edge_media_to_parent_comment.edges)).toEqual(['c1', 'c2', 'c3', 'r1', 'r2', 'r3'].map(idOf));
    }
    const threads = await json<WireThreadedCommentsResponse>(await owner.client.graphql(QueryHash.threadedComments, { shortcode: post.shortcode }));
    expect(threads.data.shortcode_media.edge_media_to_parent_comment.edges[0]?.node.edge_threaded_comments.count).toBe(2);
  });

  it('can still be deleted by the owner of the post they are on', async () => {
    const res = await postJson(viewer.client, `/web/comments/${ownPost.id}/delete/${idOf('own')}/`);
    expect(res.status).toBe(200);
    expect(server.app.lumen.repos.comments.byId(c['own']?.id ?? 0)).toBeUndefined();
  });
});
