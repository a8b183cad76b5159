import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import { UploadPath } from '../../sync/api/upload';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import { feedPosts, json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { configure, jpeg, mp4, newUploadId, removeTestVideos, requireFfmpeg, rotateQuarter, startUploadServer, uploadVideo, uploadWhole } from './upload-helpers';

// 001 §5 video limits, 001 §3 video encoding status, 001 §7 configure and configure_to_igtv.
const held = new Map<string, Promise<void>>();
let server: TestServer;
let alice: Client;
let bob: Client;
beforeAll(async () => {
  requireFfmpeg();
  ({ server } = await startUploadServer({ uploads: { encodeGate: (id) => held.get(id) ?? Promise.resolve() } }));
  alice = (await registerUser(server, 'alice')).client;
  bob = (await registerUser(server, 'bob')).client;
});
afterAll(async () => {
  await server.close();
  removeTestVideos();
});

type Igtv = WirePost & { product_type?: string; title?: string; is_published?: boolean };
const feedIds = async (client: Client) =>
  feedPosts(await json<WireFeedResponse>(await client.graphql(QueryHash.feed, { first: 30 }))).map((p) => p.id);

describe('videos (001 §7 rupload_igvideo, then configure)', () => {
  it('probes the MP4, encodes it in the background and posts it with its video_url and a cover frame', async () => {
    const data = mp4(3, 320, 240);
    const uploadId = newUploadId();
    const res = await uploadWhole(alice, 'video', uploadId, data);
    expect(await json(res)).toEqual({ status: 'ok', upload_id: uploadId, offset: data.length, complete: true, encoding_status: 'encoding_in_progress' });
    await server.app.lumen.uploads.jobs.idle();
    const post = await configure(alice, UploadPath.configure, { upload_id: uploadId, caption: 'a video' });
    expect(post.status).toBe(200);
    const media = (await json<{ media: WirePost }>(post)).media;
    expect(media).toMatchObject({ __typename: 'GraphVideo', is_video: true, dimensions: { width: 320, height: 240 }, video_view_count: 0 });
    expect(media.video_duration).toBeCloseTo(3, 1);
    const video = await fetch(server.url + (media.video_url ?? ''));
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await video.arrayBuffer()).equals(data)).toBe(true);
    expect((await fetch(server.url + media.display_url)).status).toBe(200);
    expect(media.display_resources[0]?.config_width).toBe(320);
    expect((await feedIds(alice))[0]).toBe(media.id);
  });

  it('answers 503 transcode_not_finished with Retry-After until encoding is done, then posts', async () => {
    const uploadId = newUploadId();
    let release = () => {};
    held.set(uploadId, new Promise<void>((r) => (release = r)));
    await uploadVideo(server, alice, mp4(3, 320, 240), { uploadId, wait: false });
    const early = await configure(alice, UploadPath.configure, { upload_id: uploadId }, 'video-cfg-1');
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(await json(early)).toEqual({ status: 'fail', error_type: 'transcode_not_finished', message: 'Transcode not finished yet.' });
    release();
    await server.app.lumen.uploads.jobs.idle();
    const later = await configure(alice, UploadPath.configure, { upload_id: uploadId }, 'video-cfg-1');
    expect(later.status).toBe(200);
    expect((await json<{ media: WirePost }>(later)).media.is_video).toBe(true);
  });

  it('uses the cover the client uploaded under the same upload_id', async () => {
    const uploadId = await uploadVideo(server, alice, mp4(3, 320, 240), { cover: await jpeg(480, 360) });
    const media = (await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: uploadId }))).media;
    expect(media.dimensions).toEqual({ width: 320, height: 240 });
    expect(media.display_resources.map((r) => r.config_width)).toEqual([480]);
  });

  it('reads size and length from an MP4 whose moov comes last, and turns a rotated track upright', async () => {
    const late = await uploadVideo(server, alice, mp4(4, 320, 240, { faststart: false }));
    const media = (await json<{ media: WirePost }>(await configure(alice, UploadPath.configure, { upload_id: late }))).media;
    expect(media.video_duration).toBeCloseTo(4, 1);
    expect(server.app.lumen.repos.uploadMedia.get(late)?.video).toMatchObject({ width: 320, height: 240 });
    const turned = await uploadVideo(server, alice, rotateQuarter(mp4(3, 320, 240)));
    const upright = (await json<{ media: WirePost }>(await configure(alice, UploadPath.configureToStory, { upload_id: turned }))).media;
    expect(upright.dimensions).toEqual({ width: 240, height: 320 });
  });

  it('refuses a 61 s feed video, naming 60.5 seconds', async () => {
    const uploadId = await uploadVideo(server, alice, mp4(61, 160, 120));
    const res = await configure(alice, UploadPath.configure, { upload_id: uploadId });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/60\.5 seconds/);
  });

  it('refuses another user\'s video upload_id', async () => {
    const uploadId = await uploadVideo(server, alice, mp4(3, 320, 240));
    expect((await configure(bob, UploadPath.configure, { upload_id: uploadId })).status).toBe(403);
    expect((await configure(bob, UploadPath.configureToIgtv, { upload_id: uploadId, title: 'mine' })).status).toBe(403);
  });
});

describe('a video without ffmpeg on the server', () => {
  it('still encodes, with a plain cover of the video\'s shape', async () => {
    const plain = await startUploadServer({ uploads: { ffmpeg: null } });
    try {
      const client = (await registerUser(plain.server, 'dora')).client;
      const uploadId = await uploadVideo(plain.server, client, mp4(3, 320, 240));
      expect(plain.server.app.lumen.repos.uploadMedia.get(uploadId)?.coverSource).toBe('placeholder');
      const media = (await json<{ media: WirePost }>(await configure(client, UploadPath.configure, { upload_id: uploadId }))).media;
      expect(media.display_resources.map((r) => [r.config_width, r.config_height])).toEqual([[320, 240]]);
    } finally {
      await plain.server.close();
    }
  });
});

describe('IGTV (001 §5: 60 to 3600 s, title ≤ 75, description ≤ 2200; publish modes)', () => {
  let long: Buffer;
  beforeAll(() => {
    long = mp4(61, 160, 284);
  });

  it('refuses a title over 75 and a description over 2200 characters, naming the limits', async () => {
    const uploadId = await uploadVideo(server, alice, long, { params: { is_igtv_video: true } });
    const title = await configure(alice, UploadPath.configureToIgtv, { upload_id: uploadId, title: 't'.repeat(76) });
    expect(title.status).toBe(400);
    expect((await json(title))['message']).toMatch(/^title: .*75/);
    const description = await configure(alice, UploadPath.configureToIgtv, { upload_id: uploadId, title: 'ok', caption: 'd'.repeat(2201) });
    expect(description.status).toBe(400);
    expect((await json(description))['message']).toMatch(/^caption: .*2200/);
    const fine = await configure(alice, UploadPath.configureToIgtv, { upload_id: uploadId, title: 't'.repeat(75), caption: 'd'.repeat(2200) });
    expect(fine.status).toBe(200);
  });

  it('refuses a long video shorter than 60 s when it is flagged igtv, naming 60 seconds', async () => {
    const res = await uploadWhole(alice, 'video', newUploadId(), mp4(3, 320, 240), { is_igtv_video: true });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/at least 60 seconds/);
  });

  it('publishes to IGTV, in feeds only when the preview is shared', async () => {
    const shared = await uploadVideo(server, alice, long, { params: { is_igtv_video: true } });
    const a = await json<{ media: Igtv }>(
      await configure(alice, UploadPath.configureToIgtv, { upload_id: shared, title: 'Shared', publish_mode: 'igtv', igtv_share_preview_to_feed: '1' }),
    );
    expect(a.media).toMatchObject({ product_type: 'igtv', title: 'Shared', is_published: true, is_video: true });
    const hidden = await uploadVideo(server, alice, long, { params: { is_igtv_video: true } });
    const b = await json<{ media: Igtv }>(await configure(alice, UploadPath.configureToIgtv, { upload_id: hidden, title: 'Tab only' }));
    const ids = await feedIds(alice);
    expect(ids).toContain(a.media.id);
    expect(ids).not.toContain(b.media.id);
  });

  it('keeps a draft out of every feed and off its post page for others, lists it for its owner, and publishes it by edit', async () => {
    const uploadId = await uploadVideo(server, alice, long, { params: { is_igtv_video: true } });
    const draft = (
      await json<{ media: Igtv }>(
        await configure(alice, UploadPath.configureToIgtv, { upload_id: uploadId, title: 'Draft', publish_mode: 'igtv_draft', igtv_share_preview_to_feed: 'true' }),
      )
    ).media;
    expect(draft.is_published).toBe(false);
    expect(await feedIds(alice)).not.toContain(draft.id);
    const drafts = await json<{ items: Igtv[] }>(await alice.get('/api/v1/igtv/drafts/'));
    expect(drafts.items.map((p) => p.id)).toContain(draft.id);
    expect((await json<{ items: Igtv[] }>(await bob.get('/api/v1/igtv/drafts/'))).items).toEqual([]);
    expect((await bob.graphql(QueryHash.post, { shortcode: draft.shortcode })).status).toBe(404);
    expect((await alice.graphql(QueryHash.post, { shortcode: draft.shortcode })).status).toBe(200);
    const published = await alice.post(UploadPath.edit(draft.id), { publish_mode: 'igtv' });
    expect((await json<{ media: Igtv }>(published)).media.is_published).toBe(true);
    expect((await feedIds(alice))[0]).toBe(draft.id);
    expect((await json<{ items: Igtv[] }>(await alice.get('/api/v1/igtv/drafts/'))).items.map((p) => p.id)).not.toContain(draft.id);
  });
});
