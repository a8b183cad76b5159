import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_VIDEOS, DEMO_HASHTAGS, DEMO_REQUESTERS, DEMO_USER, DEMO_COLLECTIONS, PEOPLE } from '../../fixtures/seed';
import { PeoplePath } from '../../sync/api/paths';
import { UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse } from '../../sync/api/usertags-wire';
import { DEMO_USERTAGS } from '../../fixtures/seed/usertag-plan';
import { seedDemoUsertags } from '../../server/seed/seed-usertags';
import { SettingsPath } from '../../sync/api/settings-wire';
import { AccessToolPath } from '../../sync/api/access-tool-wire';
import type { WireAccessToolPage, WireAccessToolSummary } from '../../sync/api/access-tool-wire';
import { DEMO_ACCOUNT_HISTORY } from '../../fixtures/seed/access-history-plan';
import { seedDemoAccessHistory } from '../../server/seed/seed-access-history';
import { ContactsPath } from '../../sync/api/contacts-wire';
import type { WireContactHistoryResponse, WireContactMatchesResponse } from '../../sync/api/contacts-wire';
import { DEMO_CONTACTS, seedDemoAddressBook } from '../../server/seed/seed-address-book';
import type {
  WireActivityResponse,
  WireHashtagFollowingResponse,
  WireLocationDirectoryResponse,
  WireProfileResponse,
  WireSuggestionsResponse,
  WireThreadedCommentsResponse,
  WireUserPostsResponse,
} from '../../sync/api/people-wire';
import type { ServerWirePost } from '../../server/graphql/serialize-post';
import { json, startDemoServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { postJson, query } from './people-helpers';

/** The demo seed as a newcomer logging in as demo meets it, over HTTP (issue 12: every screen has life). */
let server: TestServer;
let demo: Client;
beforeAll(async () => {
  ({ server, demo } = await startDemoServer());
});
afterAll(async () => {
  await server.close();
});

describe('the demo seed for demo', () => {
  it('has every account', () => {
    expect(server.app.lumen.repos.users.count()).toBe(PEOPLE.length + 2); // + the two two-factor demo accounts
  });

  it('has an account history, connections and logins under Access data (001 §1 /accounts/access_tool/), written once', async () => {
    const summary = await json<WireAccessToolSummary>(await demo.get(AccessToolPath.summary));
    expect(summary.counts).toMatchObject({ former_full_names: 1, former_bio_texts: 1, account_privacy_changes: 2, password_changes: 1 });
    expect(summary.counts.accounts_following_you).toBeGreaterThan(0);
    expect(summary.counts.accounts_you_follow).toBeGreaterThan(0);
    expect(summary.counts.logins).toBeGreaterThan(0);
    const bios = await json<WireAccessToolPage>(await demo.get(`${AccessToolPath.category('former_bio_texts')}?__a=1`));
    expect(bios.rows.map((r) => r.text)).toEqual(DEMO_ACCOUNT_HISTORY.filter((c) => c.kind === 'biography').map((c) => c.oldValue));
    expect(seedDemoAccessHistory(server.app.lumen)).toBe(false);
  });

  it('has uploaded contacts (001 §1 /accounts/contact_history/), some of them accounts demo does not follow yet, written once', async () => {
    const history = await json<WireContactHistoryResponse>(await demo.get(`${ContactsPath.history}?__a=1`));
    expect(history.total).toBeGreaterThanOrEqual(DEMO_CONTACTS.flatMap((p) => p.contacts).length);
    expect(new Set(history.items.map((i) => i.uploaded_at)).size).toBe(DEMO_CONTACTS.length);
    const { total, matches } = await json<WireContactMatchesResponse>(await demo.get(ContactsPath.matches));
    expect(total).toBe(history.total);
    expect(matches.filter((m) => !m.user.followed_by_viewer).length).toBeGreaterThanOrEqual(3);
    expect(seedDemoAddressBook(server.app.lumen)).toBe(false);
  });

  it('has two-factor off, no backup codes and no comment filter (the newcomer is never locked out)', async () => {
    expect(await json(await demo.get(SettingsPath.twoFactorStatus))).toEqual({
      status: 'ok', sms_two_factor_on: false, totp_two_factor_on: false, obfuscated_phone_number: '', backup_codes_remaining: 0,
    });
    expect(await json(await demo.get(SettingsPath.commentFilter))).toEqual({ status: 'ok', config_value: false, keywords: [] });
  });

  it('has unread activity and follow requests waiting, which demo can approve', async () => {
    const activity = await json<WireActivityResponse>(await demo.get(PeoplePath.activity));
    const user = activity.graphql.user;
    expect(user.edge_follow_requests.edges.map((e) => e.node.username).sort()).toEqual([...DEMO_REQUESTERS].sort());
    const stories = user.activity_feed.edge_web_activity_feed.edges.map((e) => e.node);
    const unread = new Set(stories.filter((s) => s.unread).map((s) => s.type));
    for (const type of ['like', 'comment', 'mention', 'follow'] as const) expect(unread).toContain(type);
    expect(stories.some((s) => !s.unread)).toBe(true);
    expect(user.unread_count).toBeGreaterThan(DEMO_REQUESTERS.length);
    const first = user.edge_follow_requests.edges[0]?.node;
    expect((await postJson(demo, PeoplePath.approve(first?.id ?? ''))).status).toBe(200);
    const after = await json<WireActivityResponse>(await demo.get(PeoplePath.activity));
    expect(after.graphql.user.edge_follow_requests.count).toBe(DEMO_REQUESTERS.length - 1);
  });

  it('has suggestions of people followed by people demo follows', async () => {
    const { body } = await query<WireSuggestionsResponse>(demo, 'suggestions', { first: 30 });
    const edges = body.data.user.edge_suggested_users.edges;
    expect(edges.filter((e) => e.node.reason === 'mutual').length).toBeGreaterThanOrEqual(5);
  });

  it("has demo's collections, saved posts and followed hashtags", async () => {
    const { body } = await query<WireProfileResponse>(demo, 'profile', { username: DEMO_USER });
    expect(body.data.user.edge_media_collections?.edges.map((e) => e.node.name).sort()).toEqual([...DEMO_COLLECTIONS].sort());
    expect(body.data.user.edge_saved_media?.count).toBeGreaterThanOrEqual(6);
    expect(body.data.user.external_url).toBeNull();
    const tags = await query<WireHashtagFollowingResponse>(demo, 'hashtagFollowing', { id: body.data.user.id });
    expect(tags.body.data.user.edge_following_hashtag.edges.map((e) => e.node.name).sort()).toEqual([...DEMO_HASHTAGS].sort());
  });

  it('has places by country and city in the locations directory', async () => {
    const countries = await json<WireLocationDirectoryResponse>(await demo.post(PeoplePath.locationsDirectory(), { page: 1 }));
    expect(countries.country_list.length).toBeGreaterThanOrEqual(10);
    const japan = await json<WireLocationDirectoryResponse>(await demo.post(PeoplePath.locationsDirectory('JP'), { page: 1 }));
    expect(japan.city_list.map((c) => c.name)).toEqual(expect.arrayContaining(['Kyoto', 'Tokyo']));
  });

  it('has comment replies in threads', async () => {
    const long = server.app.lumen.repos.posts.feedPage(server.app.lumen.repos.users.byUsername(DEMO_USER)?.id ?? 0, null, 100);
    let replies = 0;
    for (const post of long.slice(0, 30)) {
      const { body } = await query<WireThreadedCommentsResponse>(demo, 'threadedComments', { shortcode: post.shortcode });
      replies += body.data.shortcode_media.edge_media_to_parent_comment.edges.reduce((n, e) => n + e.node.edge_threaded_comments.count, 0);
    }
    expect(replies).toBeGreaterThan(3);
  });

  it("has long videos on demo's and others' Channel tab, titled, and not in the grid or the feed", async () => {
    const owners = [...new Set(CHANNEL_VIDEOS.map((v) => v.owner))];
    for (const username of owners) {
      const { body } = await query<WireProfileResponse>(demo, 'profile', { username });
      const user = body.data.user;
      const titles = CHANNEL_VIDEOS.filter((v) => v.owner === username).map((v) => v.title);
      expect(user.edge_felix_video_timeline.count).toBe(titles.length);
      const channel = await query<WireUserPostsResponse>(demo, 'channelPosts', { id: user.id, first: 12 });
      const nodes = channel.body.data.user.media.edges.map((e) => e.node as ServerWirePost);
      expect(nodes.map((n) => n.title).sort()).toEqual([...titles].sort());
      for (const n of nodes) expect([n.is_video, n.product_type, (n.video_duration ?? 0) >= 60]).toEqual([true, 'igtv', true]);
      const grid = await query<WireUserPostsResponse>(demo, 'profilePosts', { id: user.id, first: 50 });
      const codes = new Set(nodes.map((n) => n.shortcode));
      expect(grid.body.data.user.media.edges.some((e) => codes.has(e.node.shortcode))).toBe(false);
    }
    const feed = server.app.lumen.repos.posts.feedPage(server.app.lumen.repos.users.byUsername(DEMO_USER)?.id ?? 0, null, 200);
    expect(feed.some((p) => p.productType === 'igtv')).toBe(false);
  });

  // Added (usertags): fixtures/seed/usertag-plan.ts.
  it("has demo tagged in posts (Tagged tab), one tag waiting for approval, demo's review off; written once", async () => {
    const demoId = String(server.app.lumen.repos.users.byUsername(DEMO_USER)?.id ?? 0);
    const tab = (await query<WireUserPostsResponse>(demo, 'taggedPosts', { id: demoId, first: 12 })).body;
    expect(tab.data.user.media.edges.map((e) => e.node.owner.username).sort()).toEqual([...DEMO_USERTAGS.approved].sort());
    const pending = await json<WirePendingUsertagsResponse>(await demo.get(UsertagsPath.pending));
    expect(pending.enabled).toBe(false);
    expect(pending.pending.map((p) => p.media.owner.username)).toEqual([...DEMO_USERTAGS.pending]);
    expect(seedDemoUsertags(server.app.lumen)).toBe(false);
  });
});
