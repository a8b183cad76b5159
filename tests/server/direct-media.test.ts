import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireDirectSendResponse, WireDirectThreadCreated } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../../server/db/types';
import { follow, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { jpeg, startUploadServer, uploadPhoto } from './upload-helpers';
import { dm, token } from './direct-helpers';

/** A photo sent in a message (issue 13): through the resumable upload, then by upload_id; its files go to the thread's members only. */
let server: TestServer;
const people = {} as Record<'ana' | 'ben' | 'eve', { client: Client; user: UserRow }>;

beforeAll(async () => {
  ({ server } = await startUploadServer());
  for (const name of ['ana', 'ben', 'eve'] as const) people[name] = await registerUser(server, name);
  follow(server, people.ben.user.id, people.ana.user.id);
});
afterAll(async () => {
  await server.close();
});

/** Sends the upload as a photo message, again while the server still renders it (503, as the outbox retries). */
async function sendPhoto(client: Client, threadId: string, uploadId: string, mutationToken = token()) {
  for (let i = 0; ; i += 1) {
    const res = await dm<WireDirectSendResponse>(client, DirectPath.send, { thread_id: threadId, item_type: 'media', upload_id: uploadId, mutation_token: mutationToken });
    if (res.status !== 503 || i > 100) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('photos in messages', () => {
  it('the receiver sees the photo, an outsider gets 404; after unsend nobody does', async () => {
    const created = await dm<WireDirectThreadCreated>(people.ana.client, DirectPath.createThread, { recipient_users: [String(people.ben.user.id)] });
    const threadId = created.body.thread.thread_id;
    const uploadId = await uploadPhoto(people.ana.client, await jpeg(800, 600));
    const sent = await sendPhoto(people.ana.client, threadId, uploadId);
    expect(sent.status).toBe(200);
    const media = sent.body.item.media;
    expect(media?.original_width).toBe(800);
    const url = media?.image_versions2.candidates[0]?.url ?? '';
    expect(url).toMatch(/^\/media\//);
    const forBen = await people.ben.client.get(url);
    expect(forBen.status).toBe(200);
    expect(forBen.headers.get('cache-control')).toMatch(/private/);
    expect((await people.eve.client.get(url)).status).toBe(404);
    // The upload is used: it cannot be sent again as a new message.
    expect((await dm(people.ana.client, DirectPath.send, { thread_id: threadId, item_type: 'media', upload_id: uploadId, mutation_token: token() })).status).toBe(400);
    await dm(people.ana.client, DirectPath.unsend(threadId, sent.body.item.item_id));
    expect((await people.ben.client.get(url)).status).toBe(404);
  });

  it('someone else\'s upload cannot be sent', async () => {
    const created = await dm<WireDirectThreadCreated>(people.eve.client, DirectPath.createThread, { recipient_users: [String(people.ana.user.id)] });
    const uploadId = await uploadPhoto(people.ana.client, await jpeg(300, 300));
    const res = await dm(people.eve.client, DirectPath.send, { thread_id: created.body.thread.thread_id, item_type: 'media', upload_id: uploadId, mutation_token: token() });
    expect(res.status).toBe(404);
    // Nor one that does not exist, nor a video.
    const none = await dm(people.eve.client, DirectPath.send, { thread_id: created.body.thread.thread_id, item_type: 'media', upload_id: '123456789', mutation_token: token() });
    expect(none.status).toBe(404);
  });

  it('a photo sent twice with one mutation token stores one message', async () => {
    const created = await dm<WireDirectThreadCreated>(people.ana.client, DirectPath.createThread, { recipient_users: [String(people.ben.user.id)] });
    const threadId = created.body.thread.thread_id;
    const uploadId = await uploadPhoto(people.ana.client, await jpeg(400, 500));
    const once = token();
    const first = await sendPhoto(people.ana.client, threadId, uploadId, once);
    const again = await sendPhoto(people.ana.client, threadId, uploadId, once);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.item.item_id).toBe(first.body.item.item_id);
    expect(again.body.item.mutation_token).toBe(once);
  });
});
