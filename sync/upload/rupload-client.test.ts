import { describe, expect, it } from 'vitest';
import { Header } from '../api/headers';
import { UploadHeader, UploadPath } from '../api/upload';
import type { RuploadParams } from '../api/upload';
import { TransportError } from '../transport/transport-error';
import { TEST_ORIGIN, makeSession } from '../transport/test-kit';
import { createRuploadClient } from './rupload-client';

interface Seen {
  url: string;
  init: RequestInit;
}

function client(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const updates: unknown[] = [];
  const c = createRuploadClient({
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return answer({ url, init });
    }) as typeof fetch,
    origin: TEST_ORIGIN,
    getSession: () => makeSession(),
    onSessionUpdate: (p) => void updates.push(p),
  });
  return { c, seen, updates };
}

const params: RuploadParams = { media_type: 1, upload_id: '17', width: 1080, height: 1080 };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });

describe('rupload client (001 §7 Creation and upload, 000 §7 conventions)', () => {
  it('GET answers the offset the server holds', async () => {
    const { c, seen } = client(() => json({ offset: 4096 }));
    expect(await c.offset(UploadPath.photo('17_0_1'))).toBe(4096);
    expect(seen[0]?.url).toBe(`${TEST_ORIGIN}/rupload_igphoto/17_0_1`);
    expect(seen[0]?.init.method).toBe('GET');
  });

  it('POST carries the slice with Offset, entity and params headers, CSRF, app id and rollout hash', async () => {
    const { c, seen } = client(() => json({ status: 'ok', upload_id: '17', offset: 300, complete: false }));
    const body = new Blob([new Uint8Array(200)]);
    const answer = await c.send({ path: UploadPath.video('17_0_1'), entityName: '17_0_1', entityLength: 1000, entityType: 'video/mp4', offset: 100, params, body });
    expect(answer).toMatchObject({ offset: 300, complete: false });
    const headers = new Headers(seen[0]?.init.headers);
    expect(headers.get(UploadHeader.offset)).toBe('100');
    expect(headers.get(UploadHeader.entityName)).toBe('17_0_1');
    expect(headers.get(UploadHeader.entityLength)).toBe('1000');
    expect(headers.get(UploadHeader.entityType)).toBe('video/mp4');
    expect(JSON.parse(headers.get(UploadHeader.params) ?? '')).toEqual(params);
    expect(headers.get(Header.csrf)).toBe('csrf-1');
    expect(headers.get(Header.appId)).toBe(makeSession().appId);
    expect(headers.get(Header.rolloutHash)).toBe('rollout-1');
    expect(headers.get('Content-Type')).toBe('application/octet-stream');
    expect(seen[0]?.init.body).toBe(body);
  });

  it('001 §9 media uploads have no timeout: no timer of its own, only the caller’s signal', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const { c, seen } = client(() => new Promise<Response>((r) => (resolve = r)));
    const pending = c.offset('/rupload_igphoto/x');
    await new Promise((r) => setTimeout(r, 20));
    resolve(json({ offset: 1 }));
    expect(await pending).toBe(1);
    expect(seen[0]?.init.signal).toBeUndefined();
  });

  it('failures are transport errors: the answer of a 409, or aborted when the caller cut it', async () => {
    const { c } = client(() => json({ status: 'fail', message: 'Offset mismatch', error_type: 'conflict', offset: 5 }, 409));
    const err = await c.send({ path: '/rupload_igphoto/x', entityName: 'x', entityLength: 9, entityType: 'image/jpeg', offset: 0, params, body: new Blob(['a']) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ statusCode: 409, errorType: 'conflict', body: { offset: 5 } });

    const controller = new AbortController();
    const cut = client(({ init }) => new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const pending = cut.c.offset('/rupload_igphoto/x', controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ statusCode: 0, aborted: true });
  });

  it('000 §7: a www-claim response header updates the session', async () => {
    const { c, updates } = client(() => json({ offset: 0 }, 200, { 'x-ig-set-www-claim': 'claim-2' }));
    await c.offset('/rupload_igphoto/x');
    expect(updates).toEqual([{ wwwClaim: 'claim-2' }]);
  });
});
