import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DirectPath } from '../../sync/api/paths';
import { PushPath } from '../../sync/api/push-wire';
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync/api/wire';
import type { WirePushPayload, WirePushSettingsResponse, WireVapidKeyResponse } from '../../sync/api/push-wire';
import { dm, token } from './direct-helpers';
import { createPost, json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { makeSubscriptionKeys, startPushReceiver } from './push-receiver';
import { configure, jpeg, uploadPhoto } from './upload-helpers';
import type { PushReceiver, SubscriptionKeys } from './push-receiver';

/**
 * Web push over HTTP (issue 14): a subscription registered, then actions of other people
 * reach a local stand-in for the push service, encrypted for the subscription (decrypted here
 * with its keys); settings respected; a subscription the push service says is gone removed.
 */
let server: TestServer;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startServer({ push: { allowLoopbackHttpEndpoints: true } });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const register = (client: Client, endpoint: string, keys: Pick<SubscriptionKeys, 'p256dh' | 'auth'>, deviceType = 'web_encrypted') =>
  client.post(PushPath.register, {
    device_token: endpoint,
    device_type: deviceType,
    mid: 'test-mid',
    subscription_keys: JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth }),
  });

const settled = () => server.app.lumen.push.idle();

async function nextPush(from: number, path: string, keys: SubscriptionKeys): Promise<WirePushPayload> {
  await vi.waitFor(() => expect(receiver.received.filter((r) => r.path === path).length).toBeGreaterThan(from));
  const got = receiver.received.filter((r) => r.path === path)[from];
  if (!got) throw new Error('no push');
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  return JSON.parse(keys.decrypt(got.body)) as WirePushPayload;
}

const countAt = (path: string) => receiver.received.filter((r) => r.path === path).length;

describe('web push', () => {
  it('hands out a VAPID public key that stays across restarts', async () => {
    const res = await fetch(server.url + PushPath.vapidPublicKey);
    const body = await json<WireVapidKeyResponse>(res);
    expect(Buffer.from(body.public_key, 'base64url')).toHaveLength(65);
    expect(statSync(join(server.dataDir, 'push-vapid-keys.json')).mode & 0o777).toBe(0o600);
    const again = await startServer({ dataDir: server.dataDir, push: { allowLoopbackHttpEndpoints: true } });
    try {
      expect((await json<WireVapidKeyResponse>(await fetch(again.url + PushPath.vapidPublicKey))).public_key).toBe(body.public_key);
    } finally {
      await again.app.close();
    }
  });

  it('a like, a comment with a mention, a message and a follow request reach the subscription, encrypted; a repeat like does not', async () => {
    const owner = await registerUser(server, 'push_owner');
    const liker = await registerUser(server, 'push_liker');
    const keys = makeSubscriptionKeys();
    const path = '/push/owner';
    expect((await register(owner.client, receiver.url + path, keys)).status).toBe(200);
    const post = createPost(server, owner.user.id);

    expect((await liker.client.post(`/web/likes/${post.id}/like/`)).status).toBe(200);
    const like = await nextPush(0, path, keys);
    expect(like).toEqual({ kind: 'likes', title: 'Lumen', body: 'push_liker liked your post.', url: `/p/${post.shortcode}/`, tag: `post-${post.shortcode}` });
    const got = receiver.received.find((r) => r.path === path);
    const vapid = (await json<WireVapidKeyResponse>(await fetch(server.url + PushPath.vapidPublicKey))).public_key;
    expect(String(got?.headers['authorization'])).toContain(`k=${vapid}`);

    await liker.client.post(`/web/likes/${post.id}/like/`);
    await settled();
    expect(countAt(path)).toBe(1);

    expect((await liker.client.post(`/web/comments/${post.id}/add/`, { comment_text: 'nice @push_owner' })).status).toBe(200);
    const comment = await nextPush(1, path, keys);
    expect(comment).toMatchObject({ kind: 'comments', url: `/p/${post.shortcode}/`, tag: `post-${post.shortcode}` });
    expect(comment.body).toContain('nice @push_owner');
    await settled();
    expect(countAt(path)).toBe(2); // the owner is told once, not again as mentioned

    const sent = await dm<{ thread_id: string }>(liker.client, DirectPath.send, {
      recipient_users: [String(owner.user.id)], item_type: 'text', text: 'hello there', mutation_token: token(),
    });
    expect(sent.status).toBe(200);
    expect(await nextPush(2, path, keys)).toMatchObject({ kind: 'direct', title: 'push_liker', body: 'hello there', url: `/direct/t/${sent.body.thread_id}/`, tag: `thread-${sent.body.thread_id}` });

    server.app.lumen.repos.users.setPrivate(owner.user.id, true);
    expect((await liker.client.post(`/web/friendships/${owner.user.id}/follow/`)).status).toBe(200);
    expect(await nextPush(3, path, keys)).toMatchObject({ kind: 'follow_requests', url: '/accounts/activity/' });
  });

  it('a mention in a comment on someone else’s post tells the one mentioned', async () => {
    const author = await registerUser(server, 'push_author');
    const mentioned = await registerUser(server, 'push_mentioned');
    const keys = makeSubscriptionKeys();
    await register(mentioned.client, `${receiver.url}/push/mentioned`, keys);
    const post = createPost(server, author.user.id);
    await author.client.post(`/web/comments/${post.id}/add/`, { comment_text: 'look @push_mentioned' });
    expect(await nextPush(0, '/push/mentioned', keys)).toMatchObject({ kind: 'mentions', url: `/p/${post.shortcode}/` });
  });

  it('a mention in a caption tells the one mentioned; an edit tells only those it adds; a private post, its followers only; a kind turned off, nobody', async () => {
    const owner = await registerUser(server, 'push_cap_owner');
    const first = await registerUser(server, 'push_cap_first');
    const added = await registerUser(server, 'push_cap_added');
    const outsider = await registerUser(server, 'push_cap_out');
    const quiet = await registerUser(server, 'push_cap_quiet');
    const keys = makeSubscriptionKeys();
    for (const who of [first, added, outsider, quiet]) {
      expect((await register(who.client, `${receiver.url}/push/${who.user.username}`, keys)).status).toBe(200);
    }
    expect((await quiet.client.post(PushPath.updateSettings, { mentions: 'false' })).status).toBe(200);

    const res = await configure(owner.client, UploadPath.configure, {
      upload_id: await uploadPhoto(owner.client, await jpeg(64, 64)), caption: 'sunset with @push_cap_first and @push_cap_quiet',
    });
    expect(res.status).toBe(200);
    const { media } = await json<{ media: WirePost }>(res);
    const told = await nextPush(0, '/push/push_cap_first', keys);
    expect(told).toEqual({
      kind: 'mentions', title: 'Lumen', body: 'push_cap_owner mentioned you in a caption: sunset with @push_cap_first and @push_cap_quiet',
      url: `/p/${media.shortcode}/`, tag: `post-${media.shortcode}`,
    });

    const edit = (caption: string) => configure(owner.client, UploadPath.edit(media.id), { caption });
    expect((await edit('sunset with @push_cap_first, @push_cap_quiet and @push_cap_added')).status).toBe(200);
    expect(await nextPush(0, '/push/push_cap_added', keys)).toMatchObject({ kind: 'mentions', url: `/p/${media.shortcode}/` });

    server.app.lumen.repos.users.setPrivate(owner.user.id, true);
    expect((await edit('sunset with @push_cap_first, @push_cap_quiet, @push_cap_added and @push_cap_out')).status).toBe(200);
    await settled();
    expect(countAt('/push/push_cap_first')).toBe(1); // not told again by the edits
    expect(countAt('/push/push_cap_added')).toBe(1);
    expect(countAt('/push/push_cap_out')).toBe(0); // cannot see a private account's post
    expect(countAt('/push/push_cap_quiet')).toBe(0); // mentions turned off
  });

  it('follows the settings: a kind turned off sends nothing, the others still do', async () => {
    const owner = await registerUser(server, 'push_quiet');
    const fan = await registerUser(server, 'push_fan');
    const keys = makeSubscriptionKeys();
    const path = '/push/quiet';
    await register(owner.client, receiver.url + path, keys);

    const off = await owner.client.post(PushPath.updateSettings, { likes: 'false' });
    expect(off.status).toBe(200);
    expect((await json<WirePushSettingsResponse>(off)).settings).toMatchObject({ likes: false, comments: true });
    const read = await json<WirePushSettingsResponse>(await owner.client.get(PushPath.settings, { accept: 'application/json' }));
    expect(read.settings.likes).toBe(false);

    const post = createPost(server, owner.user.id);
    await fan.client.post(`/web/likes/${post.id}/like/`);
    await settled();
    expect(countAt(path)).toBe(0);

    await fan.client.post(`/web/friendships/${owner.user.id}/follow/`);
    expect(await nextPush(0, path, keys)).toMatchObject({ kind: 'follows', url: '/push_fan/' });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const owner = await registerUser(server, 'push_gone');
    const fan = await registerUser(server, 'push_gone_fan');
    const keys = makeSubscriptionKeys();
    const path = '/push/gone';
    await register(owner.client, receiver.url + path, keys);
    receiver.status = 410;
    try {
      await fan.client.post(`/web/likes/${createPost(server, owner.user.id).id}/like/`);
      await vi.waitFor(() => expect(countAt(path)).toBe(1));
      await settled();
    } finally {
      receiver.status = 201;
    }
    await fan.client.post(`/web/likes/${createPost(server, owner.user.id).id}/like/`);
    await settled();
    expect(countAt(path)).toBe(1);
  });

  it('a push that fails never fails the action', async () => {
    const owner = await registerUser(server, 'push_down');
    const fan = await registerUser(server, 'push_down_fan');
    await register(owner.client, 'http://127.0.0.1:1/nothing-listens', makeSubscriptionKeys());
    const res = await fan.client.post(`/web/likes/${createPost(server, owner.user.id).id}/like/`);
    expect(res.status).toBe(200);
    await settled();
  });

  it('refuses bad registrations and settings', async () => {
    const { client } = await registerUser(server, 'push_bad');
    const keys = makeSubscriptionKeys();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ device_token: 'https://10.0.0.1/x', device_type: 'web_encrypted', subscription_keys: JSON.stringify(keys) }, /device_token/],
      [{ device_token: 'https://push.example.com/x', device_type: 'android', subscription_keys: JSON.stringify(keys) }, /device_type/],
      [{ device_token: 'https://push.example.com/x', device_type: 'web', subscription_keys: '{nope' }, /subscription_keys/],
      [{ device_token: 'https://push.example.com/x', device_type: 'web', subscription_keys: JSON.stringify({ p256dh: 'AAAA', auth: keys.auth }) }, /p256dh/],
    ];
    for (const [body, message] of cases) {
      const res = await client.post(PushPath.register, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ status: string; message: string }>(res)).message).toMatch(message);
    }
    expect((await client.post(PushPath.updateSettings, { nonsense: 'true' })).status).toBe(400);
    expect((await client.post(PushPath.updateSettings, { likes: 'maybe' })).status).toBe(400);
    expect((await client.post(PushPath.updateSettings, { likes: '1', comments: '0' })).status).toBe(400);
    const anon = await fetch(server.url + PushPath.settings);
    expect(anon.status).not.toBe(200);
  });

  it('refuses a loopback http endpoint unless the test setting allows it (secure by default)', async () => {
    const plain = await startServer();
    try {
      const { client } = await registerUser(plain, 'push_plain');
      const res = await register(client, `${receiver.url}/push/plain`, makeSubscriptionKeys());
      expect(res.status).toBe(400);
    } finally {
      await plain.close();
    }
  });
});
