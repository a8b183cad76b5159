import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOOL_PAGE_SIZE, ACCESS_TOOL_TITLES, AccessToolPath } from '../../sync/api/access-tool-wire';
import type { WireAccessToolPage, WireAccessToolSummary } from '../../sync/api/access-tool-wire';
import { nowSeconds } from '../../server/app-context';
import type { UserRow } from '../../server/db/types';
import { body, loggedIn, makeUser, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// Access data (server/routes/access-tool.ts; 001 §1 /accounts/access_tool/, §7 "GET
// /accounts/access_tool/{name}?__a=1&cursor="), over real HTTP: the changes the person made
// through the real settings calls, their connections, logins and searches, theirs alone.

const JSON_ACCEPT = { accept: 'application/json' };
let server: TestServer;
let clock: Clock;
const people = new Map<string, UserRow>();
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  for (const name of ['keeper', 'nosy', 'fan.one', 'idol', 'pest', 'many']) people.set(name, await makeUser(server, name));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => clock.advance(61 * 60_000));

const id = (name: string) => people.get(name)?.id ?? -1;
const list = (c: Client, name: string, cursor?: string) =>
  c.get(`${AccessToolPath.category(name)}?__a=1${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`, JSON_ACCEPT);
const rowsOf = async (c: Client, name: string) => (await body<WireAccessToolPage>(await list(c, name))).rows.map((r) => [r.text, r.detail]);

describe('access data (001 §1 /accounts/access_tool/)', () => {
  it('lists what the person changed through the settings calls: former username, name, email, bio, link; privacy and password changes', async () => {
    const c = await loggedIn(server, 'keeper');
    const form = (await body<{ form_data: Record<string, unknown> }>(await c.get('/accounts/edit/web_form_data/', JSON_ACCEPT))).form_data;
    const edited = await c.post('/accounts/edit/', {
      first_name: 'Kee Per', email: 'kee@example.test', username: 'kee.per', phone_number: '', biography: 'New bio', external_url: 'example.com/k',
      chaining_enabled: form['chaining_enabled'], gender: form['gender'],
    });
    expect(edited.status).toBe(200);
    expect((await c.post('/accounts/set_private/', { is_private: 1 })).status).toBe(200);
    expect((await c.post('/accounts/password/change/', { old_password: PASSWORD, new_password1: 'keeper-new-pass', new_password2: 'keeper-new-pass' })).status).toBe(200);

    const me = await loggedIn(server, 'kee.per', 'keeper-new-pass');
    expect(await rowsOf(me, 'former_usernames')).toEqual([['keeper', null]]);
    expect(await rowsOf(me, 'former_full_names')).toEqual([['keeper', null]]);
    expect(await rowsOf(me, 'former_emails')).toEqual([['keeper@example.test', null]]);
    expect(await rowsOf(me, 'former_bio_texts')).toEqual([]); // the bio was empty: no former one
    expect(await rowsOf(me, 'account_privacy_changes')).toEqual([['Made private', null]]);
    expect(await rowsOf(me, 'password_changes')).toEqual([['Password changed', null]]);
    const summary = await body<WireAccessToolSummary>(await me.get(AccessToolPath.summary, JSON_ACCEPT));
    expect(summary.date_joined).toBe(people.get('keeper')?.createdAt);
    expect(summary.counts).toMatchObject({ former_usernames: 1, password_changes: 1, account_privacy_changes: 1 });
    expect(Object.keys(summary.counts).sort()).toEqual(Object.keys(ACCESS_TOOL_TITLES).sort());
  });

  it('lists connections, logins and searches, newest first, and none of another person’s', async () => {
    const ctx = server.app.lumen;
    const now = nowSeconds(ctx);
    ctx.repos.follows.set(id('fan.one'), id('nosy'), 'following', now - 30);
    ctx.repos.follows.set(id('nosy'), id('idol'), 'following', now - 20);
    ctx.repos.follows.set(id('nosy'), id('many'), 'requested', now - 10);
    ctx.repos.blocks.block(id('nosy'), id('pest'), now - 5);
    ctx.repos.search.addRecent(id('nosy'), 'user', id('idol'), now - 3);
    ctx.repos.search.addRecent(id('nosy'), 'user', id('many'), now - 1);
    const c = await loggedIn(server, 'nosy');
    expect(await rowsOf(c, 'accounts_following_you')).toEqual([['fan.one', 'fan.one']]);
    expect(await rowsOf(c, 'accounts_you_follow')).toEqual([['idol', 'idol']]);
    expect(await rowsOf(c, 'current_follow_requests')).toEqual([['many', 'many']]);
    expect(await rowsOf(c, 'accounts_you_blocked')).toEqual([['pest', 'pest']]);
    expect(await rowsOf(c, 'search_history')).toEqual([['many', 'Account'], ['idol', 'Account']]);
    const logins = (await body<WireAccessToolPage>(await list(c, 'logins'))).rows;
    expect(logins.length).toBeGreaterThanOrEqual(1);
    // Someone else reads their own lists: nothing of nosy's.
    const fan = await loggedIn(server, 'fan.one');
    expect(await rowsOf(fan, 'accounts_you_follow')).toEqual([['nosy', 'nosy']]);
    expect(await rowsOf(fan, 'search_history')).toEqual([]);
    expect(await rowsOf(fan, 'accounts_you_blocked')).toEqual([]);
  });

  it('pages a long list with the cursor, each row once, in order', async () => {
    const ctx = server.app.lumen;
    const now = nowSeconds(ctx);
    const followers: string[] = [];
    for (let i = 0; i < ACCESS_TOOL_PAGE_SIZE + 5; i += 1) {
      const u = await makeUser(server, `follower.${i}`);
      // Two at each second: the key orders the ties.
      ctx.repos.follows.set(u.id, id('many'), 'following', now - Math.floor(i / 2));
      followers.push(u.username);
    }
    const c = await loggedIn(server, 'many');
    const first = await body<WireAccessToolPage>(await list(c, 'accounts_following_you'));
    expect(first.rows).toHaveLength(ACCESS_TOOL_PAGE_SIZE);
    expect(first.cursor).not.toBeNull();
    const second = await body<WireAccessToolPage>(await list(c, 'accounts_following_you', first.cursor ?? ''));
    expect(second.cursor).toBeNull();
    const seen = [...first.rows, ...second.rows];
    expect(seen.map((r) => r.text).sort()).toEqual([...followers].sort());
    expect(seen.map((r) => r.time)).toEqual([...seen.map((r) => r.time)].sort((a, b) => b - a));
  });

  it('needs a login (401); an unknown category is 404, a bad cursor 400; without __a the path is the page', async () => {
    const anon = await visitor(server);
    expect((await anon.get(AccessToolPath.summary, JSON_ACCEPT)).status).toBe(401);
    expect((await list(anon, 'logins')).status).toBe(401);
    const c = await loggedIn(server, 'pest');
    expect((await list(c, 'passwords_of_others')).status).toBe(404);
    expect((await list(c, '..%2F..%2Fetc')).status).toBe(404);
    const bad = await list(c, 'logins', 'DROP TABLE users');
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ message: expect.stringContaining('cursor') });
    expect((await list(c, 'logins', `1_${'k'.repeat(500)}`)).status).toBe(400);
    // The page is the app's shell (this test server has no build: the shell's own answer).
    const page = await c.get(AccessToolPath.category('logins'), { accept: 'text/html' });
    expect([page.status, await page.text()]).toEqual([503, 'Run npm run build first']);
  });

  it('is rate limited (accessToolReads, 60 a minute)', async () => {
    const c = await loggedIn(server, 'idol');
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await list(c, 'logins')).status;
    expect(last).toBe(429);
    clock.advance(61_000);
    expect((await list(c, 'logins')).status).toBe(200);
  });
});
