import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import type { WirePostResponse } from '../../sync/api/wire';
import { createPost, json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import type { PostRow } from '../../server/db/types';

let server: TestServer;
let alice: Client;
let bob: Client;
let post: PostRow;
beforeAll(async () => {
  server = await startServer();
  const a = await registerUser(server, 'alice');
  alice = a.client;
  bob = (await registerUser(server, 'bob')).client;
  post = createPost(server, a.user.id);
});
afterAll(async () => {
  await server.close();
});

const state = async (client: Client) => {
  const media = (await json<WirePostResponse>(await client.graphql(QueryHash.post, { shortcode: post.shortcode }))).data.shortcode_media;
  return { likes: media.edge_media_preview_like.count, liked: media.viewer_has_liked, saved: media.viewer_has_saved };
};

describe('likes (001 §4 Posts; DESIGN.md rule 2 exactly once)', () => {
  it('counts a like sent twice under one X-Mutation-Id once, and answers the first result', async () => {
    const first = await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-like-1' });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ status: 'ok' });
    const again = await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-like-1' });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ status: 'ok' });
    expect(again.headers.get('x-mutation-replayed')).toBe('1');
    expect(await state(bob)).toMatchObject({ likes: 1, liked: true });
  });

  it('keeps set semantics: a like under a new id is still one like', async () => {
    expect((await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-like-2' })).status).toBe(200);
    expect((await state(bob)).likes).toBe(1);
  });

  it('unlikes, and a replayed unlike changes nothing after a new like', async () => {
    expect((await bob.post(`/web/likes/${post.id}/unlike/`, undefined, { mutationId: 'm-unlike-1' })).status).toBe(200);
    expect(await state(bob)).toMatchObject({ likes: 0, liked: false });
    await bob.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-like-3' });
    await bob.post(`/web/likes/${post.id}/unlike/`, undefined, { mutationId: 'm-unlike-1' });
    expect(await state(bob)).toMatchObject({ likes: 1, liked: true });
  });

  it('answers 409 when another user reuses a mutation id', async () => {
    const res = await alice.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'm-like-1' });
    expect(res.status).toBe(409);
    expect((await json(res))['error_type']).toBe('conflict');
    expect((await state(alice)).likes).toBe(1);
  });

  it('does not store a 4xx, so the id can be used once the request is right', async () => {
    const missing = await bob.post('/web/likes/999999/like/', undefined, { mutationId: 'm-retry' });
    expect(missing.status).toBe(404);
    expect((await bob.post(`/web/save/${post.id}/save/`, undefined, { mutationId: 'm-retry' })).status).toBe(200);
  });

  it('saves and unsaves', async () => {
    await bob.post(`/web/save/${post.id}/save/`);
    expect((await state(bob)).saved).toBe(true);
    await bob.post(`/web/save/${post.id}/unsave/`);
    expect((await state(bob)).saved).toBe(false);
  });

  it('answers 404 for unknown or non-numeric post ids and 401 when logged out', async () => {
    expect((await bob.post('/web/likes/424242/like/')).status).toBe(404);
    expect((await bob.post('/web/likes/abc/like/')).status).toBe(404);
    bob.cookies.delete('sessionid');
    // The csrftoken is bound to the session (issue 11): logged out, bob needs the one a page load hands out.
    await bob.visit();
    const res = await bob.post(`/web/likes/${post.id}/like/`);
    expect(res.status).toBe(401);
    expect((await json(res))['error_type']).toBe('login_required');
  });

  it("answers 404 for a private account's post the viewer may not see", async () => {
    const carol = await registerUser(server, 'carol', { isPrivate: true });
    const hidden = createPost(server, carol.user.id);
    expect((await alice.post(`/web/likes/${hidden.id}/like/`)).status).toBe(404);
    expect((await carol.client.post(`/web/likes/${hidden.id}/like/`)).status).toBe(200);
  });

  it('rejects a malformed X-Mutation-Id with 400', async () => {
    const res = await alice.post(`/web/likes/${post.id}/like/`, undefined, { mutationId: 'bad id with spaces' });
    expect(res.status).toBe(400);
  });
});
