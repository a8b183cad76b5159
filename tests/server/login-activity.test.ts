import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireLoginActivity } from '../../sync/api/settings-wire';
import { body, makeUser, startEntryServer, visitor } from './entry-helpers';
import { JSON_ACCEPT, loginActivity, logInAs, UA, whoAmI } from './session-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';
import { openSocket } from './direct-helpers';

// Login activity (server/routes/login-activity.ts; 001 §1 /session/login_activity/, §7
// logout_session/ {session_id}) over real HTTP: the list, ending one session or all others,
// the ended session's next call and socket, authorization, bad input, rate limit.


let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  for (const name of ['traveller', 'other', 'scripted']) await makeUser(server, name);
});
afterAll(async () => {
  await server.close();
});
// Each test starts past the logout limit's windows.
beforeEach(() => clock.advance(61 * 60_000));

const logIn = (username: string, userAgent: string) => logInAs(server, username, userAgent);
const activity = loginActivity;

describe('Login activity lists the person\'s own sessions', () => {
  it('shows each session\'s device, place, start and last use, this one marked current, the last used first', async () => {
    const phone = await logIn('traveller', UA.pixel);
    clock.advance(5 * 60_000);
    const laptop = await logIn('traveller', UA.mac);
    await logIn('other', UA.mac);
    const list = await activity(laptop);
    expect(list.status).toBe('ok');
    expect(list.sessions.map((s) => [s.device, s.place, s.current])).toEqual([
      ['Safari on Mac', "This device's network", true],
      ['Chrome on Android', "This device's network", false],
    ]);
    const [mine, older] = list.sessions;
    expect(mine?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(older!.started_at).toBeLessThan(mine!.started_at);
    // The phone's next call (past a minute) moves its last use forward.
    clock.advance(2 * 60_000);
    expect((await whoAmI(phone)).status).toBe(200);
    const again = await activity(laptop);
    const phoneNow = again.sessions.find((s) => s.id === older!.id)!;
    expect(phoneNow.last_active_at).toBeGreaterThan(mine!.last_active_at);
    const uses = again.sessions.map((s) => s.last_active_at);
    expect(uses).toEqual([...uses].sort((x, y) => y - x));
    // Nothing of the session token leaves the server.
    expect(JSON.stringify(again)).not.toContain(phone.cookieHeader.match(/sessionid=([^;]+)/)?.[1] ?? 'none');
  });
});

describe('ending sessions', () => {
  it('logs out one other session: its next call is 401, its socket closes at once (4401), the rest stay', async () => {
    const a = await logIn('traveller', UA.mac);
    const b = await logIn('traveller', UA.pixel);
    const socket = openSocket(server, b);
    await new Promise<void>((resolve) => socket.ws.once('open', () => resolve()));
    const bId = (await activity(b)).sessions.find((s) => s.current)!.id;
    expect((await activity(a)).sessions.find((s) => s.id === bId)?.current).toBe(false);
    const res = await a.post(SettingsPath.logoutSession, { session_id: bId });
    expect(res.status).toBe(200);
    const after = await body<WireLoginActivity>(res);
    expect(after.ended).toBe(1);
    expect(after.sessions.some((s) => s.id === bId)).toBe(false);
    expect((await socket.closed).code).toBe(4401);
    expect((await whoAmI(b)).status).toBe(401);
    expect((await whoAmI(a)).status).toBe(200);
    // Ended already: 404.
    expect((await a.post(SettingsPath.logoutSession, { session_id: bId })).status).toBe(404);
  });

  it('logs out of all other sessions and keeps this one', async () => {
    const keep = await logIn('traveller', UA.mac);
    const others = [await logIn('traveller', UA.pixel), await logIn('traveller', UA.pixel)];
    const bystander = await logIn('other', UA.pixel);
    const res = await keep.post(SettingsPath.logoutOtherSessions, {});
    expect(res.status).toBe(200);
    const after = await body<WireLoginActivity>(res);
    expect(after.ended).toBeGreaterThanOrEqual(2);
    expect(after.sessions.map((s) => s.current)).toEqual([true]);
    for (const c of others) expect((await whoAmI(c)).status).toBe(401);
    expect((await whoAmI(keep)).status).toBe(200);
    expect((await whoAmI(bystander)).status).toBe(200);
  });

  it('refuses to end this session (log out instead)', async () => {
    const c = await logIn('traveller', UA.mac);
    const mine = (await activity(c)).sessions.find((s) => s.current)!;
    expect((await c.post(SettingsPath.logoutSession, { session_id: mine.id })).status).toBe(400);
    expect((await whoAmI(c)).status).toBe(200);
  });
});

describe('authorization and input', () => {
  it('answers 401 logged out, 403 without the CSRF token, and 404 for another person\'s session (which lives on)', async () => {
    const anon = await visitor(server);
    expect((await anon.get(SettingsPath.loginActivity, JSON_ACCEPT)).status).toBe(401);
    expect((await anon.post(SettingsPath.logoutSession, { session_id: '0123456789abcdef' })).status).toBe(401);
    expect((await anon.post(SettingsPath.logoutOtherSessions, {})).status).toBe(401);
    const mine = await logIn('traveller', UA.mac);
    const theirs = await logIn('other', UA.pixel);
    const theirId = (await activity(theirs)).sessions.find((s) => s.current)!.id;
    expect((await mine.post(SettingsPath.logoutSession, { session_id: theirId })).status).toBe(404);
    expect((await mine.post(SettingsPath.logoutSession, { session_id: theirId }, { csrf: null })).status).toBe(403);
    expect((await whoAmI(theirs)).status).toBe(200);
    expect((await activity(mine)).sessions.some((s) => s.id === theirId)).toBe(false);
  });

  it('refuses bad input: no id, not an id, wrong types, a huge body', async () => {
    const c = await logIn('traveller', UA.mac);
    expect((await c.post(SettingsPath.logoutSession, {})).status).toBe(400);
    expect((await c.post(SettingsPath.logoutSession, { session_id: 'not-an-id' })).status).toBe(400);
    expect((await c.post(SettingsPath.logoutSession, { session_id: { id: 1 } }, { json: true })).status).toBe(400);
    expect((await c.post(SettingsPath.logoutSession, { session_id: 'a'.repeat(3_000_000) })).status).toBe(413);
  });

  it('limits a script: 20 logouts a minute per account, then 429 with Retry-After', async () => {
    const c = await logIn('scripted', UA.mac);
    for (let i = 0; i < 20; i++) expect((await c.post(SettingsPath.logoutSession, { session_id: '0123456789abcdef' })).status).toBe(404);
    const res = await c.post(SettingsPath.logoutOtherSessions, {});
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
