import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { UploadPath } from '../../sync/api/upload';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import type { UserRow } from '../../server/db/types';
import { Client, feedPosts, follow, json, registerUser } from './helpers';
import type { TestServer } from './helpers';
import { configure, jpeg, png, startUploadServer, uploadPhoto } from './upload-helpers';

// 001 §6 (the owner may edit and delete), 001 §7 Posts /media/{id}/edit/ and
// /create/{id}/delete/, GET /location_search/, /accounts/web_change_profile_picture/.
let server: TestServer;
let alice: Client;
let aliceUser: UserRow;
let bob: Client;
beforeAll(async () => {
  ({ server } = await startUploadServer());
  ({ client: alice, user: aliceUser } = await registerUser(server, 'alice'));
  const b = await registerUser(server, 'bob');
  bob = b.client;
  follow(server, b.user.id, aliceUser.id);
});
afterAll(async () => {
  await server.close();
});

async function newPost(caption: string): Promise<WirePost> {
  const uploadId = await uploadPhoto(alice, await jpeg(800, 800));
  return (await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId, caption }))).media;
}
const feedIds = async (client: Client) =>
  feedPosts(await json<WireFeedResponse>(await client.graphql(QueryHash.feed, { first: 30 }))).map((p) => p.id);

describe('POST /media/{id}/edit/ (001 §6 owner only)', () => {
  it('lets the owner change the caption, marking it edited', async () => {
    const post = await newPost('before');
    const res = await alice.post(UploadPath.edit(post.id), { caption: 'after' }, { mutationId: 'edit-1' });
    expect(res.status).toBe(200);
    expect((await json<{ media: WirePost }>(res)).media).toMatchObject({ id: post.id, caption: 'after', caption_is_edited: true });
  });

  it('answers 403 to anyone else and changes nothing', async () => {
    const post = await newPost('mine');
    const res = await bob.post(UploadPath.edit(post.id), { caption: 'yours' });
    expect(res.status).toBe(403);
    expect((await json(res))['error_type']).toBe('forbidden');
    const seen = await json<{ data: { shortcode_media: WirePost } }>(await bob.graphql(QueryHash.post, { shortcode: post.shortcode }));
    expect(seen.data.shortcode_media.caption).toBe('mine');
  });

  it('gives a title only to IGTV videos', async () => {
    const post = await newPost('photo');
    const res = await alice.post(UploadPath.edit(post.id), { title: 'A title' });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/^title/);
  });
});

describe('POST /create/{id}/delete/ (001 §6 owner only)', () => {
  it('answers 403 to anyone else, then lets the owner delete, exactly once', async () => {
    const post = await newPost('to delete');
    expect((await bob.post(UploadPath.delete(post.id))).status).toBe(403);
    expect(await feedIds(bob)).toContain(post.id);
    const first = await alice.post(UploadPath.delete(post.id), undefined, { mutationId: 'del-1' });
    expect(await json(first)).toEqual({ status: 'ok', did_delete: true });
    const replay = await alice.post(UploadPath.delete(post.id), undefined, { mutationId: 'del-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-mutation-replayed')).toBe('1');
    expect((await alice.post(UploadPath.delete(post.id))).status).toBe(404);
    expect(await feedIds(alice)).not.toContain(post.id);
    expect((await fetch(server.url + post.display_url)).status).toBe(404);
  });
});

describe('GET /location_search/ (001 §7)', () => {
  type Venues = { status: string; venues: { external_id: string; name: string; address: string; lat: number; lng: number }[] };

  it('lists the nearest places first, with external_id, name, address, lat and lng', async () => {
    const res = await alice.get('/location_search/?latitude=51.5074&longitude=-0.1278&search_query=');
    const body = await json<Venues>(res);
    expect(body.status).toBe('ok');
    expect(body.venues.length).toBeGreaterThan(3);
    expect(body.venues.slice(0, 3).map((v) => v.name).sort()).toEqual(['Borough Market', 'Primrose Hill', 'Tate Modern']);
    expect(body.venues[0]).toEqual({
      external_id: expect.any(String) as unknown,
      name: expect.any(String) as unknown,
      address: expect.stringContaining('London') as unknown,
      lat: expect.any(Number) as unknown,
      lng: expect.any(Number) as unknown,
    });
  });

  it('filters by the query, and its external_id is a location configure takes', async () => {
    const body = await json<Venues>(await alice.get('/location_search/?search_query=ferry'));
    expect(body.venues.map((v) => v.name)).toEqual(['Ferry Building Marketplace']);
    const venue = body.venues[0];
    const uploadId = await uploadPhoto(alice, await jpeg(800, 800));
    const res = await configure(alice, UploadPath.configure, { upload_id: uploadId, location: JSON.stringify({ id: venue?.external_id, name: venue?.name }) });
    expect((await json<{ media: WirePost }>(res)).media.location).toMatchObject({ id: venue?.external_id, name: 'Ferry Building Marketplace' });
  });

  it('refuses a latitude out of range and needs a login', async () => {
    expect((await alice.get('/location_search/?latitude=123&longitude=0')).status).toBe(400);
    expect((await (await new Client(server.url).visit()).get('/location_search/')).status).toBe(401);
  });
});

describe('POST /accounts/web_change_profile_picture/ (001 §7 Profile)', () => {
  const multipart = (field: string, data: Buffer, type = 'image/jpeg') => {
    const boundary = '----lumen-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`;
    return { body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
  };
  const send = (client: Client, body: Buffer | undefined, type?: string) =>
    fetch(server.url + UploadPath.changeProfilePicture, {
      method: 'POST',
      headers: { cookie: client.cookieHeader, [Header.csrf]: client.csrfToken ?? '', ...(type ? { 'content-type': type } : {}) },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  type Changed = { status: string; changed_profile: boolean; has_profile_pic: boolean; profile_pic_url: string; profile_pic_url_hd: string };

  it('takes the profile_pic form field, turned upright and cut square at 150 and 320 px', async () => {
    const { body, type } = multipart('profile_pic', await jpeg(600, 400, { orientation: 6 }));
    const res = await send(alice, body, type);
    expect(res.status).toBe(200);
    const changed = await json<Changed>(res);
    expect(changed).toMatchObject({ status: 'ok', changed_profile: true, has_profile_pic: true });
    const small = await sharp(Buffer.from(await (await fetch(server.url + changed.profile_pic_url)).arrayBuffer())).metadata();
    const hd = await sharp(Buffer.from(await (await fetch(server.url + changed.profile_pic_url_hd)).arrayBuffer())).metadata();
    expect([small.width, small.height, hd.width, hd.height]).toEqual([150, 150, 320, 320]);
    const feed = await json<WireFeedResponse>(await bob.graphql(QueryHash.feed, { first: 1 }));
    expect(feedPosts(feed)[0]?.owner.profile_pic_url).toBe(changed.profile_pic_url);
  });

  it('takes a raw image/jpeg body too (our addition)', async () => {
    const res = await send(alice, await jpeg(200, 200), 'image/jpeg');
    expect((await json<Changed>(res)).has_profile_pic).toBe(true);
  });

  it('refuses a PNG, naming JPEG', async () => {
    const { body, type } = multipart('profile_pic', await png(200, 200), 'image/png');
    const res = await send(alice, body, type);
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/JPEG/);
  });

  it('removes the picture on an empty body', async () => {
    const res = await send(alice, undefined);
    expect(res.status).toBe(200);
    expect(await json<Changed>(res)).toMatchObject({ changed_profile: true, has_profile_pic: false, profile_pic_url: '/media/default-avatar.svg' });
    const empty = multipart('profile_pic', Buffer.alloc(0));
    expect((await json<Changed>(await send(alice, empty.body, empty.type))).has_profile_pic).toBe(false);
  });
});
