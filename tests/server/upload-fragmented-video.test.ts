import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync/api/wire';
import { json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { configure, mp4, removeTestVideos, requireFfmpeg, startUploadServer, uploadVideo } from './upload-helpers';

// Issue 11: a 63 s MP4 recorded by a browser (fragmented: moov/mvex, then moof + mdat pairs)
// was refused as "no video track with a length". Its length is read from the fragments, and
// it is taken wherever a plain MP4 of that length would be (001 §5 limits; 001 §7 configure).
let server: TestServer;
let alice: Client;
beforeAll(async () => {
  requireFfmpeg();
  ({ server } = await startUploadServer());
  alice = (await registerUser(server, 'alice')).client;
});
afterAll(async () => {
  await server.close();
  removeTestVideos();
});

type Igtv = WirePost & { product_type?: string; title?: string };
const media = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json<{ media: Igtv }>(res)).media;
};

describe('fragmented MP4 (browser recordings, camera and screen exports)', () => {
  it('publishes a 63 s fragmented MP4 as a long video, with its length and size read from the fragments', async () => {
    const uploadId = await uploadVideo(server, alice, mp4(63, 320, 240, { fragmented: 'empty-moov' }), { params: { is_igtv_video: true } });
    const post = await media(await configure(alice, UploadPath.configureToIgtv, { upload_id: uploadId, title: 'Recorded in the browser' }));
    expect(post).toMatchObject({ product_type: 'igtv', is_video: true, dimensions: { width: 320, height: 240 } });
    expect(Math.abs((post.video_duration ?? 0) - 63)).toBeLessThanOrEqual(0.1);
  });

  it('takes a short fragmented MP4 as a feed video and as a story', async () => {
    const clip = mp4(6, 320, 240, { fragmented: 'empty-moov' });
    const feed = await media(await configure(alice, UploadPath.configure, { upload_id: await uploadVideo(server, alice, clip) }));
    expect(feed.dimensions).toEqual({ width: 320, height: 240 });
    expect(Math.abs((feed.video_duration ?? 0) - 6)).toBeLessThanOrEqual(0.1);
    const story = await media(await configure(alice, UploadPath.configureToStory, { upload_id: await uploadVideo(server, alice, clip) }));
    expect(Math.abs((story.video_duration ?? 0) - 6)).toBeLessThanOrEqual(0.1);
  });

  it('counts the fragments after samples kept in moov: a 63 s file is not taken for its first 2 s', async () => {
    const uploadId = await uploadVideo(server, alice, mp4(63, 160, 120, { fragmented: 'moov-first' }));
    const res = await configure(alice, UploadPath.configure, { upload_id: uploadId });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/60\.5 seconds/);
  });
});
