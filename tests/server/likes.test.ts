import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import type { WirePostResponse } from '../../sync/api/wire';
import { createPost, json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import type { PostRow, UserRow } from '../../server/db/types';

// Each test makes the post it reads and uses mutation ids of its own: none depends on what an
// earlier one left on the server (issue 16).
let server: TestServer;
let alice: { client: Client; user: UserRow };
let bob: Client;
beforeAll(async () => {
  server = await startServer();
  alice = await registerUser(server, 'alice');
  bob = (await registerUser(server, 'bob')).client;
});
afterAll(async () => {
  await server.close();
});

/** A new post of alice's that nobody has liked or saved. */
const freshPost = (): PostRow => createPost(server, alice.user.id);

const state = async (client: Client, post: PostRow) => {
  const media = (await json<WirePostResponse>(await client.graphql(QueryHash.post, { shortcode: post.shortcode }))).data.shortcode_media;
  return { likes: media.edge_media_preview_like.count, liked: media.viewer_has_liked, saved: media.viewer_has_saved };
};

describe('likes (001 §4 Posts; DESIGN.md rule 2 exactly once)', () => {
  it('counts a like sent twice under one X-Mutation-Id once, and answers the first result', async () => {
    const post = freshPost();
    const first = await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-twice' });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ status: 'ok' });
    const again = await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-twice' });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ status: 'ok' });
    expect(again.headers.get('x-mutation-replayed')).toBe('1');
    expect(await state(bob, post)).toMatchObject({ likes: 1, liked: true });
  });

  it('keeps set semantics: a like under a new id is still one like', async () => {
    const post = freshPost();
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-set-1' })).status).toBe(200);
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-set-2' })).status).toBe(200);
    expect(await state(bob, post)).toMatchObject({ likes: 1, liked: true });
  });

  it('unlikes, and a replayed unlike changes nothing after a new like', async () => {
    const post = freshPost();
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-replay-like-1' })).status).toBe(200);
    expect((await bob.post(`/web/likes/${post.id}/unlike/`, undefined, { mutationId: 'm-replay-unlike' })).status).toBe(200);
    expect(await state(bob, post)).toMatchObject({ likes: 0, liked: false });
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-replay-like-2' })).status).toBe(200);
    const replayed = await bob.post(`/web/likes/${post.id}/unlike/`, undefined, { mutationId: 'm-replay-unlike' });
    expect(replayed.headers.get('x-mutation-replayed')).toBe('1');
    expect(await state(bob, post)).toMatchObject({ likes: 1, liked: true });
  });

  it('answers 409 when another user reuses a mutation id', async () => {
    const post = freshPost();
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-reused' })).status).toBe(200);
    const res = await alice.client.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-reused' });
    expect(res.status).toBe(409);
    expect((await json(res))['error_type']).toBe('conflict');
    expect(await state(alice.client, post)).toMatchObject({ likes: 1, liked: false });
  });

  it('does not store a 4xx, so the id can be used once the request is right', async () => {
    const post = freshPost();
    const missing = await bob.post('/web/likes/999999/like/', undefined, { mutationId: 'm-retry' });
    expect(missing.status).toBe(404);
    expect((await bob.post(`/web/save/${post.id}/save/`, undefined, { mutationId: 'm-retry' })).status).toBe(200);
    expect((await state(bob, post)).saved).toBe(true);
  });

  it('saves and unsaves', async () => {
    const post = freshPost();
    await bob.post(`/web/save/${post.id}/save/`);
    expect((await state(bob, post)).saved).toBe(true);
    await bob.post(`/web/save/${post.id}/unsave/`);
    expect((await state(bob, post)).saved).toBe(false);
  });

  it('answers 404 for unknown or non-numeric post ids and 401 when logged out', async () => {
    const post = freshPost();
    const erin = (await registerUser(server, 'erin')).client;
    expect((await erin.post('/web/likes/424242/like/')).status).toBe(404);
    expect((await erin.post('/web/likes/abc/like/')).status).toBe(404);
    erin.cookies.delete('sessionid');
    // The csrftoken is bound to the session (issue 11): logged out, erin needs the one a page load hands out.
    await erin.visit();
    const res = await erin.post(`/web/likes/${post.id}/like/`);
    expect(res.status).toBe(401);
    expect((await json(res))['error_type']).toBe('login_required');
    expect((await state(alice.client, post)).likes).toBe(0);
  });

  it("answers 404 for a private account's post the viewer may not see", async () => {
    const carol = await registerUser(server, 'carol', { isPrivate: true });
    const hidden = createPost(server, carol.user.id);
    expect((await alice.client.post(`/web/likes/${hidden.id}/like/`)).status).toBe(404);
    expect((await carol.client.post(`/web/likes/${hidden.id}/like/`)).status).toBe(200);
  });

  it('rejects a malformed X-Mutation-Id with 400', async () => {
    const post = freshPost();
    const res = await alice.client.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'bad id with spaces' });
    expect(res.status).toBe(400);
    expect((await state(alice.client, post)).likes).toBe(0);
  });
});
