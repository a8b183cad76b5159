import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync/api/wire';
import { ensurePartFile } from '../../server/uploads/entity-offset';
import { partPath } from '../../server/uploads/upload-paths';
import { json, login, registerUser, startServer, TEST_PASSWORD } from './helpers';
import type { TestServer } from './helpers';
import { configure, entityFor, jpeg, mp4, newUploadId, photoParams, removeTestVideos, requireFfmpeg, uploadVideo } from './upload-helpers';

// DESIGN.md Uploads ("survives reloads" on the server side too): work cut by a restart resumes.
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.app.close().catch(() => undefined);
  await servers.at(-1)?.close();
  removeTestVideos();
});

describe('a restart resumes unfinished upload work', () => {
  it('processes a file whose bytes were all in when the server stopped, and finishes an encode', async () => {
    requireFfmpeg();
    const first = await startServer();
    servers.push(first);
    const { client, user } = await registerUser(first, 'alice');
    const { repos } = first.app.lumen;

    // A photo whose last write landed but whose processing never started.
    const photo = await jpeg(800, 800);
    const photoId = newUploadId();
    const entity = entityFor(photoId);
    repos.uploads.create({
      entity,
      userId: user.id,
      uploadId: photoId,
      mediaType: 1,
      entityType: 'image/jpeg',
      declaredLength: photo.length,
      params: JSON.stringify(photoParams(photoId)),
      createdAt: Math.floor(Date.now() / 1000),
    });
    const file = partPath(first.dataDir, user.id, entity);
    ensurePartFile(file);
    writeFileSync(file, photo);
    repos.uploads.setReceived(entity, photo.length, Math.floor(Date.now() / 1000));

    // A video whose encoding was running.
    const videoId = await uploadVideo(first, client, mp4(3, 320, 240));
    repos.uploadMedia.setEncoding(videoId, 'encoding_in_progress', null, Math.floor(Date.now() / 1000));
    expect((await configure(client, UploadPath.configure, { upload_id: videoId })).status).toBe(503);

    await first.app.close();
    const second = await startServer({ dataDir: first.dataDir });
    servers.push(second);
    await second.app.lumen.uploads.jobs.idle();
    const again = await login(second, 'alice', TEST_PASSWORD);
    const p = await configure(again, UploadPath.configure, { upload_id: photoId });
    expect(p.status).toBe(200);
    expect((await json<{ media: WirePost }>(p)).media.dimensions).toEqual({ width: 800, height: 800 });
    const v = await configure(again, UploadPath.configure, { upload_id: videoId });
    expect(v.status).toBe(200);
    expect((await json<{ media: WirePost }>(v)).media.is_video).toBe(true);
  });
});
