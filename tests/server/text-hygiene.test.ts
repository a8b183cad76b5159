import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { UploadPath } from '../../sync/api/upload';
import type { WireCommentAddResponse, WirePost, WirePostResponse } from '../../sync/api/wire';
import type { PostRow } from '../../server/db/types';
import { createPost, json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { configure, jpeg, startUploadServer, uploadPhoto } from './upload-helpers';

/**
 * Issue 11 item 9: free text is cleaned by one normaliser before the policy looks at it and
 * before it is stored (server/content/user-text.ts), and what is read back is what was stored.
 */
let server: TestServer;
let alice: Client;
let post: PostRow;
beforeAll(async () => {
  ({ server } = await startUploadServer());
  const registered = await registerUser(server, 'alice');
  alice = registered.client;
  post = createPost(server, registered.user.id);
});
afterAll(async () => {
  await server.close();
});

const comment = (text: string) => alice.post(`/web/comments/${post.id}/add/`, { comment_text: text }, { json: true });

/** A JSON body written by hand, so escapes such as "\ud800" reach the server as they are. */
const rawJson = (path: string, body: string) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { cookie: alice.cookieHeader, [Header.csrf]: alice.csrfToken ?? '', 'content-type': 'application/json' },
    body,
  });

const storedComments = async (): Promise<string[]> => {
  const media = (await json<WirePostResponse>(await alice.graphql(QueryHash.post, { shortcode: post.shortcode }))).data.shortcode_media;
  return media.edge_media_to_parent_comment.edges.map((e) => e.node.text);
};

describe('text hygiene of stored free text (issue 11 item 9)', () => {
  it('refuses a blocked word hidden by a zero-width character, by the comment policy', async () => {
    for (const hidden of ['sp\u200Bamword', 'buy\uFEFFfollowers', 'spam\u2060word']) {
      const res = await comment(`nice ${hidden}`);
      expect(res.status, JSON.stringify(hidden)).toBe(400);
      expect(await json(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'invalid_comment' });
    }
    expect(await storedComments()).toEqual([]);
  });

  it('refuses NUL and other control characters with 400, storing nothing', async () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001B[31m']) {
      const res = await comment(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await json(res)).toEqual({ status: 'fail', message: expect.stringMatching(/^comment_text: /), error_type: 'bad_request' });
    }
    const form = await alice.post(`/web/comments/${post.id}/add/`, { comment_text: 'form\u0000body' });
    expect(form.status).toBe(400);
    expect(await storedComments()).toEqual([]);
  });

  it('refuses a lone surrogate sent as a JSON escape with 400', async () => {
    for (const escaped of ['"a\\ud800b"', '"\\udc00"', '"end\\ud83d"']) {
      const res = await rawJson(`/web/comments/${post.id}/add/`, `{"comment_text":${escaped}}`);
      expect(res.status, escaped).toBe(400);
      expect(await json(res)).toEqual({ status: 'fail', message: expect.stringMatching(/^comment_text: /), error_type: 'bad_request' });
    }
    // A pair written as two escapes is a real character.
    const pair = await rawJson(`/web/comments/${post.id}/add/`, '{"comment_text":"smile \\ud83d\\ude00"}');
    expect(pair.status).toBe(200);
    expect((await json<WireCommentAddResponse>(pair)).text).toBe('smile 😀');
  });

  it('strips right-to-left overrides and composes to NFC; the answer and the read-back equal what is stored', async () => {
    const res = await comment('Cafe\u0301 invoice\u202Egpj.exe \u2066isolated\u2069');
    expect(res.status).toBe(200);
    const added = await json<WireCommentAddResponse>(res);
    const expected = 'Caf\u00E9 invoicegpj.exe isolated';
    expect(added.text).toBe(expected);
    expect(await storedComments()).toContain(expected);
    expect(server.app.lumen.repos.comments.byId(Number(added.id))?.text).toBe(expected);
  });

  it('keeps emoji sequences whole', async () => {
    const family = 'family 👨\u200D👩\u200D👧';
    const added = await json<WireCommentAddResponse>(await comment(family));
    expect(added.text).toBe(family);
  });

  it('cleans captions, alt text and new place names the same way', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(640, 640));
    const res = await configure(alice, UploadPath.configure, {
      upload_id: uploadId,
      caption: 'Cre\u0300me\u200B bru\u0302le\u0301e\u202E',
      custom_accessibility_caption: 'a\u200Bcake',
      location: JSON.stringify({ name: 'Cafe\u0301\u202E de\u200B Flore' }),
    });
    expect(res.status).toBe(200);
    const media = (await json<{ media: WirePost & { caption: string | null } }>(res)).media;
    expect(media.caption).toBe('Crème brûlée');
    expect(media.accessibility_caption).toBe('acake');
    expect(media.location?.name).toBe('Café de Flore');
    const stored = server.app.lumen.repos.posts.byShortcode(media.shortcode);
    expect(stored?.caption).toBe('Crème brûlée');

    const refused = await configure(alice, UploadPath.configure, { upload_id: await uploadPhoto(alice, await jpeg(640, 640)), caption: 'nul\u0000' });
    expect(refused.status).toBe(400);
    expect((await json(refused))['message']).toMatch(/^caption: /);
    const place = await configure(alice, UploadPath.configure, {
      upload_id: await uploadPhoto(alice, await jpeg(640, 640)),
      location: JSON.stringify({ name: 'bad\u0001place' }),
    });
    expect(place.status).toBe(400);
  });
});
