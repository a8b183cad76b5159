import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie } from '../../sync/api/headers';
import type { StoredAppeal } from '../../server/routes/underage-appeal';
import { UNDERAGE_APPEAL } from '../../server/routes/underage-appeal';
import { body, startEntryServer, visitor } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  ({ server } = await startEntryServer({ entry: { limits: { recoveryPerIp: { max: 4, windowMs: 60 * 60_000 } } } }));
});
afterAll(async () => {
  await server.close();
});

const PATH = '/integrity/checkpoint/checkpoint_underage_appeal/ajax/';
const appealOf = (mid: string): StoredAppeal | undefined => {
  const row = server.app.lumen.entry.stores.codes.latestUnused(UNDERAGE_APPEAL, `mid:${mid}`);
  return row && (JSON.parse(row.data) as StoredAppeal);
};

describe('POST /integrity/checkpoint/checkpoint_underage_appeal/ajax/ (000 §2 underage appeal)', () => {
  it('keeps the appeal of the device for review and answers ok; a newer one replaces it', async () => {
    const client = await visitor(server);
    const mid = client.cookies.get(Cookie.mid) ?? '';
    const res = await client.post(PATH, { day: '2', month: '3', year: '2008', contact_point: 'Teen@Example.test' });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ status: 'ok' });
    // START is 2025-06-15: born 2008-03-02, 17 years old.
    expect(appealOf(mid)).toEqual({ dob: '2008-03-02', age: 17, contact_type: 'email', contact_point: 'teen@example.test' });

    await client.post(PATH, { day: '2', month: '3', year: '2007', contact_point: '+1 555 010 7777' });
    expect(appealOf(mid)).toMatchObject({ dob: '2007-03-02', contact_type: 'phone', contact_point: '+15550107777' });
  });

  it('refuses an impossible date of birth with invalid_dob and a username as contact point', async () => {
    const client = await visitor(server);
    const bad = await client.post(PATH, { day: '31', month: '2', year: '2008', contact_point: 'teen@example.test' });
    expect(bad.status).toBe(400);
    expect((await body(bad))['error_type']).toBe('invalid_dob');
    const noContact = await client.post(PATH, { day: '1', month: '2', year: '2008', contact_point: 'just_a_username' });
    expect(noContact.status).toBe(400);
    expect(appealOf(client.cookies.get(Cookie.mid) ?? '')).toBeUndefined();
  });

  it('limits appeals per address (429)', async () => {
    const client = await visitor(server);
    const res = await client.post(PATH, { day: '1', month: '2', year: '2008', contact_point: 'teen@example.test' });
    expect(res.status).toBe(429);
    expect((await body(res))['retry_after_seconds']).toBeGreaterThan(0);
  });
});
