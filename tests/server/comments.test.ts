import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../../sync/api/constants';
import { QueryHash } from '../../sync/api/paths';
import type { WireCommentAddResponse, WirePostResponse } from '../../sync/api/wire';
import type { PostRow, UserRow } from '../../server/db/types';
import { createPost, json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';

let server: TestServer;
let owner: { client: Client; user: UserRow };
let bob: { client: Client; user: UserRow };
let carol: { client: Client; user: UserRow };
beforeAll(async () => {
  server = await startServer();
  owner = await registerUser(server, 'owner');
  bob = await registerUser(server, 'bob');
  carol = await registerUser(server, 'carol');
});
afterAll(async () => {
  await server.close();
});

// Each test makes the post it reads (freshPost) and uses mutation ids of its own: none depends on
// what an earlier one left on the server (issue 16).
const freshPost = (): PostRow => createPost(server, owner.user.id);
const add = (client: Client, post: PostRow, text: unknown, opts: { mutationId?: string; json?: boolean } = {}) =>
  client.post(`/web/comments/${post.id}/add/`, { comment_text: text }, opts);
const comments = async (client: Client, post: PostRow) =>
  (await json<WirePostResponse>(await client.graphql(QueryHash.post, { shortcode: post.shortcode }))).data.shortcode_media;

describe('comments (001 §7 Comments, §4 Comments)', () => {
  it('adds a comment and answers it with its author', async () => {
    const post = freshPost();
    const res = await add(bob.client, post, '  Lovely shot #wow @owner ');
    expect(res.status).toBe(200);
    const body = await json<WireCommentAddResponse>(res);
    expect(body).toEqual({
      status: 'ok',
      id: expect.any(String),
      text: 'Lovely shot #wow @owner',
      created_time: expect.any(Number),
      from: { id: String(bob.user.id), username: 'bob', full_name: 'bob', profile_picture: expect.stringMatching(/^\/media\//) },
    });
    const media = await comments(bob.client, post);
    expect(media.edge_media_to_comment.count).toBe(1);
    expect(media.edge_media_to_parent_comment.edges[0]?.node.id).toBe(body.id);
  });

  it('adds a comment once per X-Mutation-Id', async () => {
    const post = freshPost();
    const first = await json<WireCommentAddResponse>(await add(carol.client, post, 'once', { mutationId: 'c-add-1' }));
    const again = await json<WireCommentAddResponse>(await add(carol.client, post, 'once', { mutationId: 'c-add-1' }));
    expect(again).toEqual(first);
    const texts = (await comments(carol.client, post)).edge_media_to_parent_comment.edges.map((e) => e.node.text);
    expect(texts.filter((t) => t === 'once').length).toBe(1);
  });

  it('accepts a reply to a comment of the same post, and rejects one to a foreign comment', async () => {
    const post = freshPost();
    const parent = await json<WireCommentAddResponse>(await add(bob.client, post, 'parent'));
    const reply = await bob.client.post(`/web/comments/${post.id}/add/`, { comment_text: '@bob reply', replied_to_comment_id: parent.id });
    expect(reply.status).toBe(200);
    const other = createPost(server, owner.user.id);
    const foreign = await bob.client.post(`/web/comments/${other.id}/add/`, { comment_text: 'x', replied_to_comment_id: parent.id });
    expect(foreign.status).toBe(400);
  });

  it('rejects empty, too long and missing text with 400 naming the field', async () => {
    const post = freshPost();
    const empty = await add(bob.client, post, '   ');
    expect(empty.status).toBe(400);
    expect((await json(empty))['message']).toMatch(/^comment_text/);
    expect((await add(bob.client, post, 'x'.repeat(Limits.maxCommentLength + 1))).status).toBe(400);
    expect((await add(bob.client, post, 'x'.repeat(Limits.maxCommentLength))).status).toBe(200);
    const missing = await bob.client.post(`/web/comments/${post.id}/add/`, { text: 'wrong field' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ status: 'fail', error_type: 'bad_request', message: expect.stringMatching(/^comment_text/) });
  });

  it('rejects a blocked word with invalid_comment (server content policy)', async () => {
    const post = freshPost();
    const res = await add(bob.client, post, 'buy my spamword now');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      status: 'fail',
      error_type: 'invalid_comment',
      message: "This comment can't be posted because it goes against our guidelines.",
    });
  });

  it('rejects comments on a post with comments turned off', async () => {
    const quiet = createPost(server, owner.user.id, { commentsDisabled: true });
    const res = await add(bob.client, quiet, 'hello');
    expect(res.status).toBe(400);
    expect((await json(res))['error_type']).toBe('comments_disabled');
  });

  it("answers 404 for an unknown post and for a private account's post", async () => {
    expect((await bob.client.post('/web/comments/987654/add/', { comment_text: 'hi' })).status).toBe(404);
    const dana = await registerUser(server, 'dana', { isPrivate: true });
    const hidden = createPost(server, dana.user.id);
    expect((await add(bob.client, hidden, 'hi')).status).toBe(404);
  });

  it('likes and unlikes a comment (set semantics)', async () => {
    const post = freshPost();
    const c = await json<WireCommentAddResponse>(await add(bob.client, post, 'like me'));
    expect((await carol.client.post(`/web/comments/like/${c.id}/`)).status).toBe(200);
    expect((await carol.client.post(`/web/comments/like/${c.id}/`)).status).toBe(200);
    let node = (await comments(carol.client, post)).edge_media_to_parent_comment.edges.find((e) => e.node.id === c.id)?.node;
    expect(node).toMatchObject({ viewer_has_liked: true, edge_liked_by: { count: 1 } });
    expect((await carol.client.post(`/web/comments/unlike/${c.id}/`)).status).toBe(200);
    node = (await comments(carol.client, post)).edge_media_to_parent_comment.edges.find((e) => e.node.id === c.id)?.node;
    expect(node).toMatchObject({ viewer_has_liked: false, edge_liked_by: { count: 0 } });
    expect((await carol.client.post('/web/comments/like/99999999/')).status).toBe(404);
  });

  it("lets the author delete a comment; someone else's comment is 403", async () => {
    const post = freshPost();
    const c = await json<WireCommentAddResponse>(await add(bob.client, post, 'mine'));
    const denied = await carol.client.post(`/web/comments/${post.id}/delete/${c.id}/`);
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ status: 'fail', error_type: 'forbidden' });
    expect((await bob.client.post(`/web/comments/${post.id}/delete/${c.id}/`, undefined, { mutationId: 'c-del-1' })).status).toBe(200);
    expect((await bob.client.post(`/web/comments/${post.id}/delete/${c.id}/`, undefined, { mutationId: 'c-del-1' })).status).toBe(200);
    expect((await bob.client.post(`/web/comments/${post.id}/delete/${c.id}/`, undefined, { mutationId: 'c-del-2' })).status).toBe(404);
  });

  it("lets the post's owner delete anyone's comment on it", async () => {
    const post = freshPost();
    const c = await json<WireCommentAddResponse>(await add(bob.client, post, 'owner may remove this'));
    expect((await owner.client.post(`/web/comments/${post.id}/delete/${c.id}/`)).status).toBe(200);
    const ids = (await comments(owner.client, post)).edge_media_to_parent_comment.edges.map((e) => e.node.id);
    expect(ids).not.toContain(c.id);
  });

  it('accepts a JSON body too', async () => {
    const post = freshPost();
    expect((await add(bob.client, post, 'json body', { json: true })).status).toBe(200);
  });
});
