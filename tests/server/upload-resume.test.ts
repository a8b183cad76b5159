import { existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadHeader } from '../../sync/api/upload';
import { partPath } from '../../server/uploads/upload-paths';
import { sweepUploads } from '../../server/uploads/sweep';
import type { UserRow } from '../../server/db/types';
import { Client, json, registerUser } from './helpers';
import type { TestServer } from './helpers';
import {
  entityFor,
  jpeg,
  newUploadId,
  offsetOf,
  pathFor,
  photoParams,
  png,
  rupload,
  ruploadHeaders,
  startUploadServer,
  uploadWhole,
  videoParams,
} from './upload-helpers';
import type { Clock } from './upload-helpers';

// DESIGN.md Uploads; 001 §7 Creation and upload: the resumable rupload protocol.
let server: TestServer;
let clock: Clock;
let alice: Client;
let aliceUser: UserRow;
let bob: Client;
let big: Buffer;
beforeAll(async () => {
  ({ server, clock } = await startUploadServer());
  const a = await registerUser(server, 'alice');
  alice = a.client;
  aliceUser = a.user;
  bob = (await registerUser(server, 'bob')).client;
  // A noisy JPEG of a few hundred KB, so a request can be cut in the middle.
  const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
  big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
});
afterAll(async () => {
  await server.close();
});

const part = (entity: string) => partPath(server.dataDir, aliceUser.id, entity);
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : -1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T> | T, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const v = await probe();
    if (done(v)) return v;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts a POST whose body is sent only up to `sent` bytes; the request stays open. */
function openRequest(entity: string, uploadId: string, data: Buffer, sent: number) {
  const headers = ruploadHeaders(alice, entity, { offset: 0, length: data.length, params: photoParams(uploadId) }, 'photo');
  const req = request(server.url + pathFor('photo', entity), { method: 'POST', headers: { ...headers, 'content-length': String(data.length) } });
  const outcome = new Promise<string>((resolve) => {
    req.on('error', (e) => resolve(`error ${e.message}`));
    req.on('response', (res) => {
      res.resume();
      resolve(`status ${res.statusCode}`);
    });
  });
  req.write(data.subarray(0, sent));
  return { req, outcome };
}

describe('rupload offsets (DESIGN.md Uploads: the server is the source of truth)', () => {
  it('takes half a file, answers its offset, then takes the rest and completes', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const half = Math.floor(big.length / 2);
    const params = photoParams(uploadId);
    expect(await offsetOf(alice, 'photo', entity)).toEqual({ status: 200, offset: 0 });
    const first = await rupload(alice, 'photo', entity, big.subarray(0, half), { offset: 0, length: big.length, params });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ status: 'ok', upload_id: uploadId, offset: half, complete: false });
    expect(await offsetOf(alice, 'photo', entity)).toEqual({ status: 200, offset: half });
    const rest = await rupload(alice, 'photo', entity, big.subarray(half), { offset: half, length: big.length, params });
    expect(rest.status).toBe(200);
    expect(await json(rest)).toEqual({ status: 'ok', upload_id: uploadId, offset: big.length, complete: true });
    expect(await offsetOf(alice, 'photo', entity)).toEqual({ status: 200, offset: big.length });
  });

  it('streams a body over the 1 MB JSON limit in one request, whatever its content type', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const body = Buffer.alloc(2_500_000, 7);
    const res = await rupload(alice, 'photo', entity, body, {
      offset: 0,
      length: 3_000_000,
      params: photoParams(uploadId),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(await json(res)).toEqual({ status: 'ok', upload_id: uploadId, offset: 2_500_000, complete: false });
    expect(sizeOf(part(entity))).toBe(2_500_000);
  });

  it('answers 409 with its own offset to a POST at another offset, and changes nothing', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const params = photoParams(uploadId);
    await rupload(alice, 'photo', entity, big.subarray(0, 1000), { offset: 0, length: big.length, params });
    for (const offset of [0, 500, 2000]) {
      const res = await rupload(alice, 'photo', entity, big.subarray(offset, offset + 1000), { offset, length: big.length, params });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'conflict', offset: 1000 });
    }
    expect(await offsetOf(alice, 'photo', entity)).toEqual({ status: 200, offset: 1000 });
    expect(sizeOf(part(entity))).toBe(1000);
  });

  it('keeps every byte of a request cut off mid-body, and resumes from there', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const { req, outcome } = openRequest(entity, uploadId, big, Math.floor(big.length / 2));
    await until('bytes on disk', () => sizeOf(part(entity)), (n) => n > 0);
    req.destroy();
    expect(await outcome).toMatch(/^error/);
    // Bytes already in the server's socket buffer still land until it sees the connection end.
    await until('the server to see the request end', () => server.app.lumen.uploads.active.isActive(entity), (active) => !active);
    const held = { offset: (await offsetOf(alice, 'photo', entity)).offset ?? -1 };
    expect(held.offset).toBeGreaterThan(0);
    expect(held.offset).toBeLessThan(big.length);
    expect(sizeOf(part(entity))).toBe(held.offset);
    const rest = await rupload(alice, 'photo', entity, big.subarray(held.offset), {
      offset: held.offset,
      length: big.length,
      params: photoParams(uploadId),
    });
    expect(await json(rest)).toMatchObject({ status: 'ok', complete: true, offset: big.length });
  });

  it('lets a new POST take over from a stalled one: the stalled request is cut, its bytes kept', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const sent = 100_000;
    const stalled = openRequest(entity, uploadId, big, sent);
    await until('the stalled bytes on disk', () => sizeOf(part(entity)), (n) => n === sent);
    await until('the offset', async () => (await offsetOf(alice, 'photo', entity)).offset, (n) => n === sent);
    const rest = await rupload(alice, 'photo', entity, big.subarray(sent), { offset: sent, length: big.length, params: photoParams(uploadId) });
    expect(rest.status).toBe(200);
    expect(await json(rest)).toMatchObject({ complete: true, offset: big.length });
    expect(await stalled.outcome).toMatch(/^error/);
  });
});

describe('rupload ownership and headers', () => {
  it('hides an entity from another user (404) and refuses their upload_id for a new entity (403)', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    await rupload(alice, 'photo', entity, big.subarray(0, 100), { offset: 0, length: big.length, params: photoParams(uploadId) });
    expect((await offsetOf(bob, 'photo', entity)).status).toBe(404);
    const post = await rupload(bob, 'photo', entity, big.subarray(100, 200), { offset: 100, length: big.length, params: photoParams(uploadId) });
    expect(post.status).toBe(404);
    const other = await rupload(bob, 'photo', entityFor(uploadId), big.subarray(0, 100), { offset: 0, length: big.length, params: photoParams(uploadId) });
    expect(other.status).toBe(403);
    expect((await offsetOf(alice, 'photo', entity)).offset).toBe(100);
  });

  it('needs a login (401) and the CSRF header (403)', async () => {
    const anon = await new Client(server.url).visit();
    const uploadId = newUploadId();
    expect((await offsetOf(anon, 'photo', entityFor(uploadId))).status).toBe(401);
    const noCsrf = await rupload(alice, 'photo', entityFor(uploadId), big.subarray(0, 10), {
      offset: 0,
      length: 10,
      params: photoParams(uploadId),
      headers: { 'X-CSRFToken': 'wrong' },
    });
    expect(noCsrf.status).toBe(403);
  });

  it('requires X-Entity-Name to equal the path entity and valid params', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const named = await rupload(alice, 'photo', entity, big.subarray(0, 10), {
      offset: 0,
      length: 10,
      params: photoParams(uploadId),
      headers: { [UploadHeader.entityName]: 'something-else' },
    });
    expect(named.status).toBe(400);
    expect((await json(named))['message']).toMatch(/^X-Entity-Name/);
    const badParams = await rupload(alice, 'photo', entity, big.subarray(0, 10), {
      offset: 0,
      length: 10,
      params: photoParams(uploadId),
      headers: { [UploadHeader.params]: '{"media_type":1}' },
    });
    expect(badParams.status).toBe(400);
    expect((await json(badParams))['message']).toMatch(/upload_id/);
    const wrongType = await rupload(alice, 'photo', entity, big.subarray(0, 10), { offset: 0, length: 10, params: videoParams(uploadId) });
    expect(wrongType.status).toBe(400);
  });

  it('refuses a chunked body running past X-Entity-Length (400), keeping nothing past the offset', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const params = photoParams(uploadId);
    await rupload(alice, 'photo', entity, big.subarray(0, 300), { offset: 0, length: 1000, params });
    const headers = ruploadHeaders(alice, entity, { offset: 300, length: 1000, params }, 'photo');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(server.url + pathFor('photo', entity), { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end(big.subarray(300, 2300));
    });
    expect(status).toBe(400);
    expect((await offsetOf(alice, 'photo', entity)).offset).toBe(300);
    expect(sizeOf(part(entity))).toBe(300);
  });

  it('refuses a body running past X-Entity-Length (400) and keeps nothing of it', async () => {
    const uploadId = newUploadId();
    const entity = entityFor(uploadId);
    const res = await rupload(alice, 'photo', entity, big.subarray(0, 2000), { offset: 0, length: 1000, params: photoParams(uploadId) });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/X-Entity-Length/);
    expect((await offsetOf(alice, 'photo', entity)).offset).toBe(0);
  });
});

describe('rupload limits and types (001 §5)', () => {
  it('refuses a photo over 30 MB with 413 naming the limit, before reading it', async () => {
    const uploadId = newUploadId();
    const res = await rupload(alice, 'photo', entityFor(uploadId), big.subarray(0, 10), { offset: 0, length: 30_000_001, params: photoParams(uploadId) });
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ error_type: 'payload_too_large', message: expect.stringMatching(/30 MB/) as unknown });
  });

  it('refuses a feed video over 650 MB, and lets a long (igtv) video be bigger', async () => {
    const feed = newUploadId();
    const res = await rupload(alice, 'video', entityFor(feed), big.subarray(0, 10), { offset: 0, length: 650_000_001, params: videoParams(feed) });
    expect(res.status).toBe(413);
    expect((await json(res))['message']).toMatch(/650 MB/);
    const igtv = newUploadId();
    const long = await rupload(alice, 'video', entityFor(igtv), big.subarray(0, 10), {
      offset: 0,
      length: 650_000_001,
      params: videoParams(igtv, { is_igtv_video: true }),
    });
    expect(await json(long)).toMatchObject({ status: 'ok', offset: 10, complete: false });
  });

  it('refuses a photo sent as image/png, naming JPEG', async () => {
    const data = await png(400, 400);
    const uploadId = newUploadId();
    const res = await rupload(alice, 'photo', entityFor(uploadId), data, { offset: 0, length: data.length, params: photoParams(uploadId), entityType: 'image/png' });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/JPEG/);
  });

  it('refuses PNG bytes labelled image/jpeg once they are in, naming JPEG, and configure repeats it', async () => {
    const data = await png(400, 400);
    const uploadId = newUploadId();
    const res = await uploadWhole(alice, 'photo', uploadId, data);
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/JPEG/);
    const again = await alice.post('/create/configure/', { upload_id: uploadId, caption: 'x' });
    expect(again.status).toBe(400);
    expect((await json(again))['message']).toMatch(/JPEG/);
  });

  it('refuses video bytes that are not an MP4 (no ftyp box), naming MP4', async () => {
    const data = await jpeg(300, 300);
    const res = await uploadWhole(alice, 'video', newUploadId(), data);
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/MP4/);
  });
});

describe('abandoned uploads expire (our choice: 24 h without progress)', () => {
  it('deletes a stalled file and its offset after 24 h, and keeps a fresh one', async () => {
    const oldId = newUploadId();
    const stale = entityFor(oldId);
    await rupload(alice, 'photo', stale, big.subarray(0, 500), { offset: 0, length: big.length, params: photoParams(oldId) });
    clock.advance(23 * 3600_000);
    const freshId = newUploadId();
    const fresh = entityFor(freshId);
    await rupload(alice, 'photo', fresh, big.subarray(0, 500), { offset: 0, length: big.length, params: photoParams(freshId) });
    expect(sweepUploads(server.app.lumen).entities).toBe(0);
    clock.advance(2 * 3600_000);
    expect(sweepUploads(server.app.lumen).entities).toBeGreaterThanOrEqual(1);
    expect(existsSync(part(stale))).toBe(false);
    expect((await offsetOf(alice, 'photo', stale)).offset).toBe(0);
    expect((await offsetOf(alice, 'photo', fresh)).offset).toBe(500);
    expect(sizeOf(part(fresh))).toBe(500);
  });
});
