import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVOW_UNDO_SECONDS, SettingsPath } from '../../sync/api/settings-wire';
import type { WireLoginActivity } from '../../sync/api/settings-wire';
import { body, makeUser, startEntryServer, visitor } from './entry-helpers';
import { loginActivity, logInAs, UA, whoAmI } from './session-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { openSocket } from './direct-helpers';

// "Was this you?" on Login activity (server/routes/login-review.ts; 001 §7 avow_login/,
// undo_avow_login/, disavow_login_activity/ {login_id}) over real HTTP: which logins are from a
// new device, "This was me" and its undo window, "This wasn't me" ending the session at once
// and marking the login, authorization (401, 403, another's login 404), bad input, rate limit.


let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  for (const name of ['wanderer', 'stranger', 'reviewer', 'scripted']) await makeUser(server, name);
});
afterAll(async () => {
  await server.close();
});
// Each test starts past the limits' windows.
beforeEach(() => clock.advance(61 * 60_000));

const logIn = (username: string, userAgent: string) => logInAs(server, username, userAgent);
const activity = loginActivity;
const mine = async (c: Client) => (await activity(c)).sessions.find((s) => s.current)!;

describe('new devices', () => {
  it('a first login is no new device; a later one from another User-Agent is, and unconfirmed; the same one again is not', async () => {
    const first = await logIn('wanderer', UA.mac);
    expect(await mine(first)).toMatchObject({ new_device: false, avowed_at: null });
    const phone = await logIn('wanderer', UA.pixel);
    const phoneLogin = await mine(phone);
    expect(phoneLogin).toMatchObject({ new_device: true, avowed_at: null, device: 'Chrome on Android' });
    const again = await logIn('wanderer', UA.mac);
    expect((await mine(again)).new_device).toBe(false);
    // The other browser sees the phone's login, not confirmed, by its login_id (the session id).
    expect((await activity(first)).sessions.find((s) => s.id === phoneLogin.id)).toMatchObject({ new_device: true, avowed_at: null, current: false });
  });
});

describe('This was me', () => {
  it('avows a login, and undo takes it back within the window, not after', async () => {
    const laptop = await logIn('reviewer', UA.mac);
    const phone = await logIn('reviewer', UA.pixel);
    const id = (await mine(phone)).id;
    const res = await laptop.post(SettingsPath.avowLogin, { login_id: id });
    expect(res.status).toBe(200);
    const avowed = (await body<WireLoginActivity>(res)).sessions.find((s) => s.id === id)!;
    expect(avowed.avowed_at).toBe(Math.floor(clock.now() / 1000));
    clock.advance((AVOW_UNDO_SECONDS - 5) * 1000);
    const undone = await laptop.post(SettingsPath.undoAvowLogin, { login_id: id });
    expect(undone.status).toBe(200);
    expect((await body<WireLoginActivity>(undone)).sessions.find((s) => s.id === id)?.avowed_at).toBeNull();
    // Not confirmed: nothing to undo.
    expect((await laptop.post(SettingsPath.undoAvowLogin, { login_id: id })).status).toBe(400);
    expect((await laptop.post(SettingsPath.avowLogin, { login_id: id })).status).toBe(200);
    clock.advance((AVOW_UNDO_SECONDS + 1) * 1000);
    const late = await laptop.post(SettingsPath.undoAvowLogin, { login_id: id });
    expect(late.status).toBe(400);
    expect((await body(late)).message).toMatch(/^login_id: too late/);
    expect((await activity(laptop)).sessions.find((s) => s.id === id)?.avowed_at).not.toBeNull();
    // The phone lives on.
    expect((await whoAmI(phone)).status).toBe(200);
  });
});

describe("This wasn't me", () => {
  it('ends that session at once (401, socket 4401), lists the login as marked, and its device is new again next time', async () => {
    const laptop = await logIn('reviewer', UA.mac);
    const intruder = await logIn('reviewer', UA.windows);
    const socket = openSocket(server, intruder);
    await new Promise<void>((resolve) => socket.ws.once('open', () => resolve()));
    const id = (await mine(intruder)).id;
    const res = await laptop.post(SettingsPath.disavowLogin, { login_id: id });
    expect(res.status).toBe(200);
    const after = await body<WireLoginActivity>(res);
    expect(after.ended).toBe(1);
    expect(after.sessions.some((s) => s.id === id)).toBe(false);
    expect(after.disavowed[0]).toMatchObject({ id, device: 'Firefox on Windows', disavowed_at: Math.floor(clock.now() / 1000) });
    expect((await socket.closed).code).toBe(4401);
    expect((await whoAmI(intruder)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(200);
    // Gone: 404 for every review call.
    for (const path of [SettingsPath.disavowLogin, SettingsPath.avowLogin, SettingsPath.undoAvowLogin]) {
      expect((await laptop.post(path, { login_id: id })).status).toBe(404);
    }
    const back = await logIn('reviewer', UA.windows);
    expect((await mine(back)).new_device).toBe(true);
  });

  it('refuses the session in use (400 login_id)', async () => {
    const c = await logIn('reviewer', UA.mac);
    const res = await c.post(SettingsPath.disavowLogin, { login_id: (await mine(c)).id });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toMatch(/^login_id:/);
    expect((await whoAmI(c)).status).toBe(200);
  });
});

describe('authorization and input', () => {
  it("answers 401 logged out, 403 without the CSRF token, and 404 for another person's login (which stays as it was)", async () => {
    const anon = await visitor(server);
    const theirs = await logIn('stranger', UA.pixel);
    const theirId = (await mine(theirs)).id;
    for (const path of [SettingsPath.avowLogin, SettingsPath.undoAvowLogin, SettingsPath.disavowLogin]) {
      expect((await anon.post(path, { login_id: theirId })).status).toBe(401);
    }
    const me = await logIn('wanderer', UA.mac);
    for (const path of [SettingsPath.avowLogin, SettingsPath.undoAvowLogin, SettingsPath.disavowLogin]) {
      expect((await me.post(path, { login_id: theirId })).status).toBe(404);
      expect((await me.post(path, { login_id: theirId }, { csrf: null })).status).toBe(403);
    }
    expect((await whoAmI(theirs)).status).toBe(200);
    expect((await mine(theirs)).avowed_at).toBeNull();
  });

  it('refuses bad input naming login_id', async () => {
    const c = await logIn('wanderer', UA.mac);
    for (const path of [SettingsPath.avowLogin, SettingsPath.undoAvowLogin, SettingsPath.disavowLogin]) {
      for (const bad of [{}, { login_id: 'nope' }, { login_id: ['0123456789abcdef', '0123456789abcdef'] }]) {
        const res = await c.post(path, bad);
        expect(res.status).toBe(400);
        expect((await body(res)).message).toMatch(/^login_id:/);
      }
    }
  });

  it('limits a script: 20 reviews a minute per account, then 429 with Retry-After', async () => {
    const c = await logIn('scripted', UA.mac);
    for (let i = 0; i < 20; i++) expect((await c.post(SettingsPath.avowLogin, { login_id: '0123456789abcdef' })).status).toBe(404);
    const res = await c.post(SettingsPath.disavowLogin, { login_id: '0123456789abcdef' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
