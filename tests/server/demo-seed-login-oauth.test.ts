import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP, DEMO_TESTER_APP } from '../../fixtures/seed/oauth-plan';
import { seedDemoLoginOAuth } from '../../server/seed/seed-login-oauth';
import { OAuthPath } from '../../sync/api/oauth-wire';
import type { WireAppsAndWebsites } from '../../sync/api/oauth-wire';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireLoginActivity } from '../../sync/api/settings-wire';
import { json, startDemoServer } from './helpers';
import type { Client, TestServer } from './helpers';

/** Added (login review, OAuth): what demo finds under Login activity and Apps and websites, written once. */
let server: TestServer;
let demo: Client;
beforeAll(async () => {
  ({ server, demo } = await startDemoServer());
});
afterAll(async () => {
  await server.close();
});

describe('the demo seed: login review and apps', () => {
  it('has one login from another device not yet confirmed ("Was this you?"); demo\'s own login is current', async () => {
    const list = await json<WireLoginActivity>(await demo.get(SettingsPath.loginActivity));
    const waiting = list.sessions.filter((s) => !s.current && s.new_device && s.avowed_at === null);
    expect(waiting.map((s) => [s.device, s.place])).toEqual([['Safari on iPhone', 'Local network']]);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('has one authorized app and one tester invite, written once (an answer stays demo\'s across a restart\'s seeding)', async () => {
    const page = await json<WireAppsAndWebsites>(await demo.get(OAuthPath.appsAndWebsites));
    expect(page.active.map((a) => [a.app_id, a.app_name])).toEqual([[DEMO_APP.id, DEMO_APP.name]]);
    expect(page.tester_invites.map((i) => [i.app_id, i.accepted])).toEqual([[DEMO_TESTER_APP.id, false]]);
    expect((await demo.post(OAuthPath.declineTesterInvite, { app_id: DEMO_TESTER_APP.id })).status).toBe(200);
    expect(seedDemoLoginOAuth(server.app.lumen)).toBe(false);
    expect((await json<WireAppsAndWebsites>(await demo.get(OAuthPath.appsAndWebsites))).tester_invites).toEqual([]);
  });
});
