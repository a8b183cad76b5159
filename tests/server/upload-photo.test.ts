import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import { UploadPath } from '../../sync/api/upload';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import type { UserRow } from '../../server/db/types';
import { createPost, feedPosts, follow, json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { configure, jpeg, newUploadId, startUploadServer, uploadPhoto, uploadWhole } from './upload-helpers';
import type { Clock } from './upload-helpers';

// 001 §5 (EXIF orientation, image aspect ratio), 001 §7 /create/configure/, DESIGN.md Uploads
// (configure is idempotent on upload_id).
let server: TestServer;
let clock: Clock;
let alice: Client;
let aliceUser: UserRow;
let bob: Client;
let bobUser: UserRow;
let carol: Client;
beforeAll(async () => {
  ({ server, clock } = await startUploadServer());
  ({ client: alice, user: aliceUser } = await registerUser(server, 'alice'));
  ({ client: bob, user: bobUser } = await registerUser(server, 'bob'));
  carol = (await registerUser(server, 'carol')).client;
  follow(server, bobUser.id, aliceUser.id);
  createPost(server, aliceUser.id, { takenAt: Math.floor(clock.now() / 1000) - 60 });
});
afterAll(async () => {
  await server.close();
});

type Media = WirePost & { edge_media_to_tagged_user: { edges: { node: { user: { username: string }; x: number; y: number } }[] } };
const feedOf = async (client: Client) =>
  feedPosts(await json<WireFeedResponse>(await client.graphql(QueryHash.feed, { first: 12 })));
const fetchImage = async (src: string) => sharp(Buffer.from(await (await fetch(server.url + src)).arrayBuffer())).metadata();

describe('photos are turned upright by EXIF orientation (001 §5)', () => {
  it('stores a 400×320 JPEG with orientation 6 as 320×400, upright', async () => {
    const data = await jpeg(400, 320, { orientation: 6, left: '#ff0000', right: '#0000ff' });
    const uploadId = await uploadPhoto(alice, data);
    const res = await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'upright' });
    expect(res.status).toBe(200);
    const media = (await json<{ media: WirePost }>(res)).media;
    expect(media.dimensions).toEqual({ width: 320, height: 400 });
    const file = await fetchImage(media.display_url);
    expect([file.width, file.height]).toEqual([320, 400]);
    expect(file.orientation ?? 1).toBe(1);
    // Orientation 6 turns the picture a quarter clockwise: the left (red) half ends on top.
    const { data: px } = await sharp(Buffer.from(await (await fetch(server.url + media.display_url)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(px[0]).toBeGreaterThan(200);
    expect(px[2]).toBeLessThan(60);
  });

  it('keeps files at their own size when smaller than a display width (never upscaled)', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(700, 700));
    const media = (await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId }))).media;
    expect(media.display_resources.map((r) => [r.config_width, r.config_height])).toEqual([
      [640, 640],
      [700, 700],
    ]);
    for (const r of media.display_resources) expect((await fetchImage(r.src)).width).toBe(r.config_width);
    expect((await fetchImage(media.thumbnail_src)).width).toBe(150);
  });
});

describe('POST /create/configure/ (001 §7)', () => {
  it('publishes a photo first in the owner\'s feed and followers\' feeds, taken at configure time', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(1080, 1350));
    clock.advance(5000);
    const now = Math.floor(clock.now() / 1000);
    const res = await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'new post #fresh', custom_accessibility_caption: 'a red square' });
    const media = (await json<{ status: string; media: WirePost }>(res)).media;
    expect(media).toMatchObject({
      __typename: 'GraphImage',
      is_video: false,
      caption: 'new post #fresh',
      accessibility_caption: 'a red square',
      dimensions: { width: 1080, height: 1350 },
      owner: { username: 'alice' },
      edge_media_preview_like: { count: 0 },
    });
    expect(media.taken_at_timestamp).toBe(now);
    expect(media.display_resources.map((r) => r.config_width)).toEqual([640, 750, 1080]);
    expect((await feedOf(alice))[0]?.id).toBe(media.id);
    expect((await feedOf(bob))[0]?.id).toBe(media.id);
    expect((await feedOf(carol)).some((p) => p.id === media.id)).toBe(false);
  });

  it('makes one post of an upload_id however often it is configured, under any mutation id', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(800, 800));
    const first = await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'once' }, 'cfg-1'));
    const replay = await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'once' }, 'cfg-1');
    expect(replay.headers.get('x-mutation-replayed')).toBe('1');
    const again = await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'twice' }, 'cfg-2'));
    const plain = await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'thrice' }));
    expect((await json<{ media: WirePost }>(replay)).media.id).toBe(first.media.id);
    expect(again.media.id).toBe(first.media.id);
    expect(plain.media.caption).toBe('once');
    expect((await feedOf(alice)).filter((p) => p.caption === 'once' || p.caption === 'twice' || p.caption === 'thrice')).toHaveLength(1);
  });

  it('refuses a photo outside the aspect ratio limits, naming the limit', async () => {
    const tall = await uploadPhoto(alice, await jpeg(500, 1000));
    const res = await configure(alice, UploadPath.configure, { upload_id: tall });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/0\.792/);
    const wide = await uploadPhoto(alice, await jpeg(1000, 500));
    expect((await json(await configure(alice, UploadPath.configure, { upload_id: wide })))['message']).toMatch(/1\.9291/);
  });

  it('applies the client\'s crop (params.transform) to the upright picture', async () => {
    const uploadId = newUploadId();
    const data = await jpeg(1000, 1000);
    await uploadWhole(alice, 'photo', uploadId, data, { transform: { x: 0, y: 0.1, width: 1, height: 0.8 } });
    const media = (await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId }))).media;
    expect(media.dimensions).toEqual({ width: 1000, height: 800 });
  });

  it('refuses another user\'s upload_id (403), and an unknown one (404)', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(600, 600));
    expect((await configure(bob, UploadPath.configure, { upload_id: uploadId })).status).toBe(403);
    expect((await configure(bob, UploadPath.configure, { upload_id: newUploadId() })).status).toBe(404);
    const mine = await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId }));
    expect((await configure(bob, UploadPath.configure, { upload_id: uploadId })).status).toBe(403);
    expect(mine.media.owner.username).toBe('alice');
  });

  it('tags people and a place from JSON form fields', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(800, 800));
    const res = await configure(alice, UploadPath.configure, {
      upload_id: uploadId,
      caption: 'with bob',
      usertags: JSON.stringify({ in: [{ user_id: String(bobUser.id), position: [0.25, 0.75] }] }),
      location: JSON.stringify({ id: '2', name: 'Golden Gate Park' }),
    });
    expect(res.status).toBe(200);
    const media = (await json<{ media: Media }>(res)).media;
    expect(media.location).toMatchObject({ id: '2', name: 'Golden Gate Park' });
    expect(media.edge_media_to_tagged_user.edges.map((e) => [e.node.user.username, e.node.x, e.node.y])).toEqual([['bob', 0.25, 0.75]]);
    const badTag = await configure(alice, UploadPath.configure, { upload_id: await uploadPhoto(alice, await jpeg(800, 800)), usertags: '{"in":[{"user_id":"99999","position":[0.5,0.5]}]}' });
    expect(badTag.status).toBe(400);
    expect((await json(badTag))['message']).toMatch(/^usertags/);
  });

  it('makes a carousel of 2 to 10 uploads, in order, and no more than once', async () => {
    const a = await uploadPhoto(alice, await jpeg(800, 800));
    const b = await uploadPhoto(alice, await jpeg(800, 1000));
    const sidecar = newUploadId();
    const res = await configure(alice, UploadPath.configure, { upload_id: sidecar, caption: 'two', children: JSON.stringify([a, b]) });
    expect(res.status).toBe(200);
    const media = (await json<{ media: WirePost }>(res)).media;
    expect(media.__typename).toBe('GraphSidecar');
    expect(media.edge_sidecar_to_children?.edges.map((e) => e.node.dimensions)).toEqual([
      { width: 800, height: 800 },
      { width: 800, height: 1000 },
    ]);
    const reused = await configure(alice, UploadPath.configure, { upload_id: newUploadId(), children: JSON.stringify([a, b]) });
    expect(reused.status).toBe(400);
    const one = await configure(alice, UploadPath.configure, { upload_id: newUploadId(), children: JSON.stringify([a]) });
    expect((await json(one))['message']).toMatch(/2 to 10/);
  });
});

describe('POST /create/configure_to_story/ (001 §7)', () => {
  it('makes a story item expiring in 24 h, once per upload_id, kept out of the feed', async () => {
    const uploadId = await uploadPhoto(alice, await jpeg(1080, 1920));
    const res = await configure(alice, UploadPath.configureToStory, { upload_id: uploadId, caption: 'story' });
    expect(res.status).toBe(200);
    const { media } = await json<{ status: string; media: { id: string; media_type: number; taken_at: number; expiring_at: number } }>(res);
    expect(media.media_type).toBe(1);
    expect(media.expiring_at - media.taken_at).toBe(24 * 3600);
    const again = await json<{ media: { id: string } }>(await configure(alice, UploadPath.configureToStory, { upload_id: uploadId }));
    expect(again.media.id).toBe(media.id);
    expect((await configure(alice, UploadPath.configure, { upload_id: uploadId })).status).toBe(400);
  });
});
