import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync/api/wire';
import type { UserRow } from '../../server/db/types';
import { MEDIA_REFS_SQL } from '../../server/db/sqlite-media-refs';
import { avatarFileName, imageFileName } from '../../server/media/media-files';
import { Client, createPost, follow, json, registerUser } from './helpers';
import type { TestServer } from './helpers';
import { configure, jpeg, startUploadServer, uploadPhoto } from './upload-helpers';

/**
 * Issue 11 item 8: media of private accounts, drafts and unconfigured uploads go only to the
 * viewers allowed to see them, with private caching; public media keep their long public
 * caching; a refusal is the 404 error body, as for a file that does not exist.
 */
const PUBLIC_CACHING = 'public, max-age=31536000, immutable';

let server: TestServer;
let anon: Client;
let owner: { client: Client; user: UserRow };
let follower: { client: Client; user: UserRow };
let requester: { client: Client; user: UserRow };
let stranger: { client: Client; user: UserRow };
let open: { client: Client; user: UserRow };
beforeAll(async () => {
  ({ server } = await startUploadServer());
  owner = await registerUser(server, 'priv_owner', { isPrivate: true });
  follower = await registerUser(server, 'approved_fan');
  requester = await registerUser(server, 'pending_fan');
  stranger = await registerUser(server, 'stranger');
  open = await registerUser(server, 'open_account');
  follow(server, follower.user.id, owner.user.id, 'following');
  follow(server, requester.user.id, owner.user.id, 'requested');
  anon = new Client(server.url);
});
afterAll(async () => {
  await server.close();
});

/** Puts a file in DATA_DIR/media, as processing would. */
const mediaFile = (name: string, bytes: Uint8Array | string = 'jpeg bytes'): string => {
  writeFileSync(join(server.dataDir, 'media', name), bytes);
  return `/media/${name}`;
};

async function expectRefused(client: Client, url: string, who: string): Promise<void> {
  const res = await client.get(url);
  expect(res.status, `${who} ${url}`).toBe(404);
  expect(await json(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'not_found' });
  expect(res.headers.getSetCookie(), who).toEqual([]);
}

async function expectPrivate(client: Client, url: string, who: string): Promise<void> {
  const res = await client.get(url);
  expect(res.status, `${who} ${url}`).toBe(200);
  const caching = res.headers.get('cache-control') ?? '';
  expect(caching, who).toMatch(/^private, max-age=\d+$/);
  expect(caching).not.toMatch(/immutable|public/);
  expect(res.headers.get('vary') ?? '').toMatch(/cookie/i);
  expect(res.headers.getSetCookie(), who).toEqual([]);
}

async function expectPublic(client: Client, url: string, who: string): Promise<void> {
  const res = await client.get(url);
  expect(res.status, `${who} ${url}`).toBe(200);
  expect(res.headers.get('cache-control'), who).toBe(PUBLIC_CACHING);
  expect(res.headers.getSetCookie(), who).toEqual([]);
}

describe('GET /media/<file> by who may see it (issue 11 item 8)', () => {
  it('serves a private account\'s post media only to the owner and approved followers, privately cached', async () => {
    const post = createPost(server, owner.user.id, { media: 2 });
    const media = server.app.lumen.repos.posts.media([post.id]).get(post.id) ?? [];
    const urls = media.flatMap((m) => [mediaFile(imageFileName(m.imageKey, 1080)), mediaFile(imageFileName(m.imageKey, 150))]);
    for (const url of urls) {
      await expectRefused(anon, url, 'logged out');
      await expectRefused(stranger.client, url, 'a non-follower');
      await expectRefused(requester.client, url, 'a follower not yet approved');
      await expectPrivate(owner.client, url, 'the owner');
      await expectPrivate(follower.client, url, 'an approved follower');
    }
  });

  it('serves public media to anyone with the long public caching and no cookie', async () => {
    const post = createPost(server, open.user.id);
    const [m] = server.app.lumen.repos.posts.media([post.id]).get(post.id) ?? [];
    const url = mediaFile(imageFileName(m?.imageKey ?? '', 640));
    await expectPublic(anon, url, 'logged out');
    await expectPublic(stranger.client, url, 'logged in');
    await expectPublic(open.client, url, 'the owner');
  });

  it('serves a draft\'s video and cover only to its owner, even on a public account', async () => {
    const draft = server.app.lumen.repos.posts.create({
      shortcode: 'draftvideo1',
      ownerId: open.user.id,
      kind: 'video',
      caption: null,
      commentsDisabled: false,
      locationId: null,
      takenAt: Math.floor(Date.now() / 1000),
      productType: 'igtv',
      title: 'unfinished',
      isPublished: false,
      media: [{ shortcode: 'draftvideo1m', isVideo: true, width: 640, height: 360, imageKey: 'draft-cover', videoFile: 'draft-video.mp4', videoDuration: 70, accessibilityCaption: null }],
    });
    const video = mediaFile('draft-video.mp4', 'mp4 bytes');
    const cover = mediaFile(imageFileName('draft-cover', 640));
    for (const url of [video, cover]) {
      await expectRefused(anon, url, 'logged out');
      await expectRefused(stranger.client, url, 'another user');
      await expectPrivate(open.client, url, 'the owner');
    }
    // Published, it is public like any post of a public account.
    server.app.lumen.repos.posts.update(draft.id, { isPublished: true });
    await expectPublic(anon, video, 'logged out after publishing');
  });

  it('serves an upload not yet configured only to its uploader; once posted, as the post', async () => {
    const uploadId = await uploadPhoto(owner.client, await jpeg(640, 640));
    const key = server.app.lumen.repos.uploadMedia.get(uploadId)?.image?.key ?? '';
    const url = `/media/${imageFileName(key, 640)}`;
    await expectRefused(follower.client, url, 'a follower, before configure');
    await expectPrivate(owner.client, url, 'the uploader, before configure');
    const res = await configure(owner.client, UploadPath.configure, { upload_id: uploadId, caption: 'now posted' });
    expect(res.status).toBe(200);
    const posted = (await json<{ media: WirePost }>(res)).media;
    expect(posted.display_url).toBe(`/media/${imageFileName(key, 1080)}`);
    await expectPrivate(follower.client, url, 'an approved follower, after configure');
    await expectRefused(stranger.client, url, 'a non-follower, after configure');
  });

  it('serves stories as their owner\'s posts: privately for a private account', async () => {
    const now = Math.floor(Date.now() / 1000);
    server.app.lumen.repos.stories.create({
      userId: owner.user.id,
      uploadId: 'story-upload-1',
      isVideo: true,
      width: 720,
      height: 1280,
      image: { key: 'story-cover', width: 720, height: 1280 },
      videoFile: 'story-video.mp4',
      videoDuration: 5,
      caption: null,
      takenAt: now,
      expiringAt: now + 86_400,
    });
    for (const url of [mediaFile('story-video.mp4'), mediaFile(imageFileName('story-cover', 1080))]) {
      await expectRefused(anon, url, 'logged out');
      await expectRefused(stranger.client, url, 'a non-follower');
      await expectPrivate(follower.client, url, 'an approved follower');
    }
  });

  it('serves profile pictures publicly, a private account\'s included, at both sizes', async () => {
    server.app.lumen.repos.users.setAvatar(owner.user.id, avatarFileName('avkey1', 150));
    for (const url of [mediaFile(avatarFileName('avkey1', 150)), mediaFile(avatarFileName('avkey1', 320)), '/media/default-avatar.svg']) {
      await expectPublic(anon, url, 'logged out');
    }
  });

  it('refuses a file no row names, and an unsafe name', async () => {
    await expectRefused(owner.client, mediaFile('orphan-1080.jpg'), 'the owner of nothing');
    await expectRefused(anon, '/media/..%2Fapp.db', 'logged out');
  });

  it('finds the rows of a file through indexes, never a scan', () => {
    const db = new Database(join(server.dataDir, 'app.db'), { readonly: true });
    try {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${MEDIA_REFS_SQL}`).all({ key: 'k', file: 'k.mp4', avatar: 'k-150.jpg' }) as { detail: string }[];
      expect(plan.filter((p) => /USING (?:COVERING )?INDEX/.test(p.detail)).length).toBeGreaterThanOrEqual(8);
      const scans = plan.map((p) => p.detail).filter((d) => /^SCAN /.test(d) && !/USING (?:COVERING )?INDEX/.test(d));
      expect(scans).toEqual([]);
    } finally {
      db.close();
    }
  });
});
