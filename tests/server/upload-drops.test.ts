import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { partPath } from '../../server/uploads/upload-paths';
import type { UserRow } from '../../server/db/types';
import { json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { entityFor, newUploadId, offsetOf, pathFor, rupload, ruploadHeaders, startUploadServer, videoParams } from './upload-helpers';

// DESIGN.md Uploads; 001 §7 Creation and upload: what a dropped connection costs.
let server: TestServer;
let alice: Client;
let aliceUser: UserRow;
beforeAll(async () => {
  ({ server } = await startUploadServer({ uploads: { ffmpeg: null } }));
  ({ client: alice, user: aliceUser } = await registerUser(server, 'alice'));
});
afterAll(async () => {
  await server.close();
});

const MiB = 1024 * 1024;
const sizeOf = (entity: string) => {
  const file = partPath(server.dataDir, aliceUser.id, entity);
  return existsSync(file) ? statSync(file).size : -1;
};

/** A POST of `bodyBytes` at `offset` whose headers go out at once; its body only when written. */
function openPost(entity: string, uploadId: string, offset: number, length: number, bodyBytes: number) {
  const headers = ruploadHeaders(alice, entity, { offset, length, params: videoParams(uploadId) }, 'video');
  const req = request(server.url + pathFor('video', entity), { method: 'POST', agent: false, headers: { ...headers, 'content-length': String(bodyBytes) } });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  req.flushHeaders();
  return { req, response };
}

const bodyOf = async (res: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('rupload after a drop (DESIGN.md Uploads: an interrupted request loses nothing received)', () => {
  it('answers a POST at a stale Offset with 409 before its body is sent, and closes the connection', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const length = 40 * MiB;
    const first = await rupload(alice, 'video', entity, randomBytes(1000), { offset: 0, length, params: videoParams(uploadId) });
    expect(first.status).toBe(200);
    // A request the browser re-sent by itself: Offset 0 again, a 16 MiB body not written at all.
    const started = Date.now();
    const { req, response } = openPost(entity, uploadId, 0, length, 16 * MiB);
    const closed = new Promise<void>((resolve) => req.on('socket', (s) => s.once('close', () => resolve())));
    const res = await response;
    expect(res.statusCode).toBe(409);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(await bodyOf(res))).toMatchObject({ error_type: 'conflict', offset: 1000 });
    await closed; // the server cut the connection instead of waiting for (and draining) 16 MiB
    expect(Date.now() - started).toBeLessThan(2000);
    req.destroy();
    expect(sizeOf(entity)).toBe(1000);
  });

  it('keeps the bytes of an older request whose client went away when a new POST arrives', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const data = randomBytes(4 * MiB); // random bytes: never completed (not an MP4)
    const cut = 2 * MiB;
    // The older request: 1 MiB in, then a pause, as its client's connection breaks.
    const older = openPost(entity, uploadId, 0, data.length, cut);
    older.response.catch(() => undefined);
    older.req.write(data.subarray(0, MiB));
    await vi.waitFor(() => expect(sizeOf(entity)).toBe(MiB), { timeout: 2000, interval: 10 });
    // The client resumes from the byte it sent last (`cut`) before the server has all of them.
    const acquire = vi.spyOn(server.app.lumen.uploads.active, 'acquire');
    const newer = rupload(alice, 'video', entity, data.subarray(cut, 3 * MiB), { offset: cut, length: data.length, params: videoParams(uploadId) });
    // The newer POST has reached the server and waits for the older one (active-uploads.ts).
    await vi.waitFor(() => expect(acquire.mock.calls.filter(([e]) => e === entity)).toHaveLength(1), { timeout: 2000, interval: 5 });
    acquire.mockRestore();
    expect(server.app.lumen.uploads.active.isActive(entity)).toBe(true);
    // The rest of the older body was still on its way; then its client is gone.
    older.req.write(data.subarray(MiB, cut), () => older.req.destroy());
    const res = await newer;
    expect(await json(res)).toMatchObject({ status: 'ok', offset: 3 * MiB, complete: false });
    expect((await offsetOf(alice, 'video', entity)).offset).toBe(3 * MiB);
  });
});
