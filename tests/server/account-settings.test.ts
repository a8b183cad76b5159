import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import { body, loggedIn, makeUser, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import { createPost } from './helpers';
import type { Client, TestServer } from './helpers';
import { openSocket } from './direct-helpers';

// 001 §7 Profile edit, set_gender, set_private, set_presence_disabled, Password change
// (server/routes/account-settings.ts, server/routes/password-change.ts), over real HTTP.

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'editor');
  await makeUser(server, 'other.one');
  await makeUser(server, 'fan');
  await makeUser(server, 'keyholder');
  await makeUser(server, 'hasty');
  await makeUser(server, 'guesser');
});
afterAll(async () => {
  await server.close();
});
// Each test starts with a fresh settings budget (10 a minute per account).
beforeEach(() => clock.advance(61 * 60_000));

type Form = Record<string, unknown>;
const formData = async (c: Client): Promise<Form> => (await body<{ form_data: Form }>(await c.get('/accounts/edit/web_form_data/', { accept: 'application/json' }))).form_data;
const edit = (c: Client, fields: Record<string, unknown>) => c.post('/accounts/edit/', fields);
const editOf = (form: Form, over: Record<string, unknown>) => ({
  first_name: form['first_name'], email: form['email'], username: form['username'], phone_number: form['phone_number'],
  biography: form['biography'], external_url: form['external_url'], chaining_enabled: form['chaining_enabled'], gender: form['gender'], ...over,
});
const errorsOf = async (res: Response) => Object.keys((await body<{ errors?: object }>(res)).errors ?? {});

describe('profile edit (001 §7 Profile edit)', () => {
  it('reads the form, saves every field, and the profile shows the new name, bio and username', async () => {
    const c = await loggedIn(server, 'editor');
    const form = await formData(c);
    expect(form).toMatchObject({ username: 'editor', email: 'editor@example.test', chaining_enabled: true, gender: 3, is_private: false, presence_disabled: false });
    const res = await edit(c, editOf(form, {
      first_name: 'Ed Itor', username: 'ed.itor', biography: 'I edit things.', external_url: 'example.com/ed', phone_number: '+1 555 010 3000', chaining_enabled: 'false', gender: '4', custom_gender: 'editorial',
    }));
    expect(res.status).toBe(200);
    expect((await body<{ form_data: Form }>(res)).form_data).toMatchObject({
      first_name: 'Ed Itor', username: 'ed.itor', biography: 'I edit things.', external_url: 'https://example.com/ed', phone_number: '+15550103000', chaining_enabled: false, gender: 4, custom_gender: 'editorial',
    });
    const profile = await body<{ data: { user: { full_name: string; biography: string; username: string } } }>(await c.graphql(QueryHash.profile, { username: 'ed.itor' }));
    expect(profile.data.user).toMatchObject({ full_name: 'Ed Itor', biography: 'I edit things.', username: 'ed.itor' });
    expect((await c.graphql(QueryHash.profile, { username: 'editor' })).status).toBe(404);
    // The new username logs in; the session goes on.
    expect((await loggedIn(server, 'ed.itor')).cookies.has('sessionid')).toBe(true);
    expect((await formData(c))['username']).toBe('ed.itor');
  });

  it('answers field errors: username taken or invalid, email invalid or taken, unsafe url, long bio, and changes nothing', async () => {
    const c = await loggedIn(server, 'other.one');
    const form = await formData(c);
    expect(await errorsOf(await edit(c, editOf(form, { username: 'ed.itor' })))).toEqual(['username']);
    expect(await errorsOf(await edit(c, editOf(form, { username: 'bad name!' })))).toEqual(['username']);
    expect(await errorsOf(await edit(c, editOf(form, { email: 'not-an-email' })))).toEqual(['email']);
    expect(await errorsOf(await edit(c, editOf(form, { email: 'fan@example.test' })))).toEqual(['email']);
    expect(await errorsOf(await edit(c, editOf(form, { external_url: 'javascript:alert(1)' })))).toEqual(['external_url']);
    expect(await errorsOf(await edit(c, editOf(form, { biography: 'b'.repeat(151) })))).toEqual(['biography']);
    const res = await edit(c, editOf(form, { first_name: 'n'.repeat(65) }));
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ status: 'fail', error_type: 'bad_request', errors: { first_name: [{ code: 'name_too_long' }] } });
    expect(await formData(c)).toEqual(form);
  });

  it('needs a login and the CSRF token; takes no user id, so one person cannot edit another', async () => {
    const anon = await visitor(server);
    expect((await anon.get('/accounts/edit/web_form_data/', { accept: 'application/json' })).status).toBe(401);
    expect((await edit(anon, { username: 'fan', email: 'x@example.test' })).status).toBe(401);
    const c = await loggedIn(server, 'fan');
    const form = await formData(c);
    expect((await c.post('/accounts/edit/', editOf(form, { first_name: 'Hijack' }), { csrf: null })).status).toBe(403);
    expect((await c.post('/accounts/set_private/', { is_private: 1 }, { csrf: 'x'.repeat(48) })).status).toBe(403);
    // Naming someone else changes only the caller's own account.
    const res = await edit(c, editOf(form, { first_name: 'Fan', user_id: server.app.lumen.repos.users.byUsername('keyholder')?.id }));
    expect(res.status).toBe(200);
    expect(server.app.lumen.repos.users.byUsername('keyholder')?.fullName).toBe('keyholder');
    expect(server.app.lumen.repos.users.byUsername('fan')?.fullName).toBe('Fan');
  });

  it('is rate-limited: the 11th change in a minute is 429 with Retry-After', async () => {
    const c = await loggedIn(server, 'hasty');
    for (let i = 0; i < 10; i += 1) expect((await c.post('/accounts/set_presence_disabled/', { presence_disabled: i % 2 })).status).toBe(200);
    const refused = await c.post('/accounts/set_private/', { is_private: 1 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(server.app.lumen.repos.users.byUsername('hasty')?.isPrivate).toBe(false);
  });

  it('sets gender (set_gender) and the activity status (set_presence_disabled)', async () => {
    const c = await loggedIn(server, 'fan');
    expect(await body(await c.post('/accounts/set_gender/', { gender: 2 }))).toMatchObject({ status: 'ok', gender: 2 });
    expect(await errorsOf(await c.post('/accounts/set_gender/', { gender: 4 }))).toEqual(['custom_gender']);
    expect(await errorsOf(await c.post('/accounts/set_gender/', { gender: 9 }))).toEqual(['gender']);
    expect((await c.post('/accounts/set_presence_disabled/', { presence_disabled: 'maybe' })).status).toBe(400);
    expect((await c.post('/accounts/set_presence_disabled/', { presence_disabled: 'true' })).status).toBe(200);
    expect(await formData(c)).toMatchObject({ gender: 2, presence_disabled: true });
  });
});

describe('account suggestions (001 §7 chaining_enabled)', () => {
  it('off: the account shows no suggestions on its profile and is suggested on no one else\'s', async () => {
    const repos = server.app.lumen.repos;
    const id = (name: string) => String(repos.users.byUsername(name)?.id ?? 0);
    const viewer = await loggedIn(server, 'keyholder');
    const suggested = async (of: string) =>
      (await body<{ data: { user: { edge_chaining: { edges: { node: { id: string } }[] } } } }>(await viewer.graphql(QueryHash.chaining, { id: id(of) }))).data.user.edge_chaining.edges.map((e) => e.node.id);
    expect(await suggested('other.one')).toContain(id('hasty'));
    expect((await suggested('hasty')).length).toBeGreaterThan(0);
    const hasty = await loggedIn(server, 'hasty');
    const form = await formData(hasty);
    expect((await edit(hasty, editOf(form, { chaining_enabled: 'false' }))).status).toBe(200);
    expect(await suggested('other.one')).not.toContain(id('hasty'));
    expect(await suggested('hasty')).toEqual([]);
  });
});

describe('private account (001 §7 set_private)', () => {
  it('hides posts from non-followers, turns follows into requests, and going public approves them', async () => {
    const owner = await loggedIn(server, 'keyholder');
    const ownerId = server.app.lumen.repos.users.byUsername('keyholder')?.id ?? 0;
    const shortcode = createPost(server, ownerId, { caption: 'secret' }).shortcode;
    const fan = await loggedIn(server, 'fan');
    expect((await fan.graphql(QueryHash.post, { shortcode })).status).toBe(200);

    expect(await body(await owner.post('/accounts/set_private/', { is_private: 'true' }))).toMatchObject({ status: 'ok', is_private: true });
    expect((await fan.graphql(QueryHash.post, { shortcode })).status).toBe(404);
    expect(await body(await fan.post(`/web/friendships/${ownerId}/follow/`))).toMatchObject({ result: 'requested' });
    expect((await fan.graphql(QueryHash.post, { shortcode })).status).toBe(404);

    expect(await body(await owner.post('/accounts/set_private/', { is_private: 'false' }))).toMatchObject({ is_private: false, approved_requests: 1 });
    const fanId = server.app.lumen.repos.users.byUsername('fan')?.id ?? 0;
    expect(server.app.lumen.repos.follows.status(fanId, ownerId)).toBe('following');
    expect((await fan.graphql(QueryHash.post, { shortcode })).status).toBe(200);
    expect((await owner.post('/accounts/set_private/', {})).status).toBe(400);
  });
});

describe('password change (001 §7 Password change)', () => {
  it('checks the fields, refuses a wrong old password, then changes it and ends the other sessions only (their sockets closed at once)', async () => {
    const here = await loggedIn(server, 'other.one');
    const elsewhere = await loggedIn(server, 'other.one');
    const socket = openSocket(server, elsewhere);
    await new Promise<void>((resolve) => socket.ws.once('open', () => resolve()));
    const change = (fields: Record<string, string>) => here.post('/accounts/password/change/', fields);
    expect(await errorsOf(await change({ old_password: PASSWORD, new_password1: 'short', new_password2: 'short' }))).toEqual(['new_password1']);
    expect(await errorsOf(await change({ old_password: PASSWORD, new_password1: 'long-enough-1', new_password2: 'long-enough-2' }))).toEqual(['new_password2']);
    expect(await errorsOf(await change({ new_password1: 'long-enough-1', new_password2: 'long-enough-1' }))).toEqual(['old_password']);
    const wrong = await change({ old_password: 'not-my-password', new_password1: 'long-enough-1', new_password2: 'long-enough-1' });
    expect(await body(wrong)).toMatchObject({ error_type: 'password_mismatch', errors: { old_password: [{ code: 'password_mismatch' }] } });

    const done = await change({ old_password: PASSWORD, new_password1: 'long-enough-1', new_password2: 'long-enough-1' });
    // Its earlier logins in this file are other sessions too.
    expect(await body<{ other_sessions_ended: number }>(done)).toMatchObject({ status: 'ok', other_sessions_ended: expect.any(Number) });
    expect((await formData(here))['username']).toBe('other.one');
    expect((await elsewhere.get('/accounts/edit/web_form_data/', { accept: 'application/json' })).status).toBe(401);
    // The ended session's socket closes at once (4401), not at its next heartbeat.
    expect((await socket.closed).code).toBe(4401);
    await expect(loggedIn(server, 'other.one')).rejects.toThrow();
    expect((await loggedIn(server, 'other.one', 'long-enough-1')).cookies.has('sessionid')).toBe(true);
  });

  it('counts wrong old passwords against the account: the 11th in 15 minutes is 429', async () => {
    const c = await loggedIn(server, 'guesser'); // its own account: the 11 wrong passwords lock no other test out
    const wrong = () => c.post('/accounts/password/change/', { old_password: 'nope-nope', new_password1: 'long-enough-1', new_password2: 'long-enough-1' });
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      if (i === 9) clock.advance(61_000); // past the settings limit's minute, inside the password window
      last = (await wrong()).status;
    }
    expect(last).toBe(429);
  });
});
