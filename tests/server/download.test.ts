import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, lastLink, loggedIn, makeUser, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { createPost } from './helpers';

let server: TestServer;
let clock: Clock;
const held: (() => void)[] = [];
beforeAll(async () => {
  ({ server, clock } = await startEntryServer({ entry: { scheduleJob: (start) => void held.push(start) } }));
  const owner = await makeUser(server, 'archivist', { phone: '+15550405555' });
  await makeUser(server, 'snoop');
  createPost(server, owner.id, { caption: 'my first post' });
});
afterAll(async () => {
  await server.close();
});

/** Starts the held jobs and waits for them. */
async function runJobs(): Promise<void> {
  for (const start of held.splice(0)) start();
  await server.app.lumen.entry.jobs.idle();
}

const request = (client: Client, extra: Record<string, string> = {}) =>
  client.post('/download/request_download_data_ajax/', { email: 'copy@example.test', password: PASSWORD, ...extra });
const json = { accept: 'application/json' };

describe('data download (000 §3 statuses, 000 §7 Data download)', () => {
  it('needs a login, a valid email and the right password', async () => {
    expect((await request(await visitor(server))).status).toBe(401);
    const client = await loggedIn(server, 'archivist');
    expect((await body(await request(client, { email: 'nope' })))['error_type']).toBe('invalid_email');
    expect((await body(await client.post('/download/request_download_data_ajax/', { email: 'copy@example.test' })))['error_type']).toBe('password_required');
    expect((await body(await request(client, { password: 'wrong-one' })))['error_type']).toBe('password_mismatch');
  });

  it('walks no_valid_downloadable → job_in_progress → has_valid_downloadable, mailing a link to the owner’s file', async () => {
    const client = await loggedIn(server, 'archivist');
    expect(await body(await client.get('/download/status/', json))).toEqual({ status: 'ok', download_status: 'no_valid_downloadable' });
    expect(await body(await request(client))).toEqual({ status: 'ok', download_status: 'job_in_progress' });
    expect(await body(await request(client))).toEqual({ status: 'ok', download_status: 'job_in_progress' });
    expect((await body(await client.get('/download/status/', json)))['download_status']).toBe('job_in_progress');
    await runJobs();
    expect((await body(await client.get('/download/status/', json)))['download_status']).toBe('has_valid_downloadable');

    const link = await lastLink(server, 'copy@example.test');
    expect(link.pathname).toBe('/download/confirm/');
    const token = link.searchParams.get('token') ?? '';
    const status = await body(await client.get(`/download/status/?token=${token}`, json));
    expect(status).toMatchObject({ download_status: 'has_valid_downloadable', url: `/download/data/?token=${token}`, size_bytes: expect.any(Number) });

    const file = await client.get(`/download/data/?token=${token}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('lumen-data-archivist.json');
    const data = await body<{ profile: { username: string; phone_number: string }; posts: { caption: string }[] }>(file);
    expect(data.profile).toMatchObject({ username: 'archivist', phone_number: '+15550405555' });
    expect(data.posts.map((p) => p.caption)).toEqual(['my first post']);

    // Asking again while the file is valid mails a fresh link (no new job).
    expect(await body(await request(client))).toEqual({ status: 'ok', download_status: 'has_valid_downloadable' });
    expect(held).toHaveLength(0);
  });

  it('serves the file to its owner only: logged out 401, someone else 404, after 4 days 410', async () => {
    const token = (await lastLink(server, 'copy@example.test')).searchParams.get('token') ?? '';
    expect((await (await visitor(server)).get(`/download/data/?token=${token}`)).status).toBe(401);
    const snoop = await loggedIn(server, 'snoop');
    const other = await snoop.get(`/download/data/?token=${token}`);
    expect(other.status).toBe(404);
    expect((await body(other))['error_type']).toBe('no_valid_downloadable');
    const owner = await loggedIn(server, 'archivist');
    expect((await owner.get('/download/data/?token=unknown')).status).toBe(404);
    clock.advance(4 * 24 * 3600_000 + 1);
    const late = await owner.get(`/download/data/?token=${token}`);
    expect(late.status).toBe(410);
    expect((await body(late))['error_type']).toBe('download_link_expired');
    expect((await body(await owner.get('/download/status/', json)))['download_status']).toBe('no_valid_downloadable');
  });
});
