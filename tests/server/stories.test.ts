import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import { StoriesPath } from '../../sync/api/stories-wire';
import type { WireReelSeenResponse } from '../../sync/api/stories-wire';
import type { TestServer } from './helpers';
import { Client, follow, json, registerUser, startServer } from './helpers';
import { createStory, markSeen, reelsOf, trayOf } from './stories-helpers';

/**
 * Added (stories): the tray, a reel's media and seen marks over real HTTP (001 §3 Reel, §4
 * Stories, §7 /stories/reel/seen): who is in the tray and in what order, expiry at 24 h,
 * seen kept at its maximum, idempotency and the rate limit. The private-account and block
 * cells are in people-authz.test.ts.
 */
const HOUR = 3600;
let server: TestServer;
let clock = Date.now();
let viewer: { client: Client; user: UserRow };
const people = {} as Record<'ann' | 'bob' | 'cat' | 'dan' | 'stranger', UserRow>;

beforeAll(async () => {
  server = await startServer({ now: () => clock, actionLimits: { storyViews: [{ max: 12, windowMs: 60_000 }] } });
  viewer = await registerUser(server, 'watcher');
  for (const name of Object.keys({ ann: 0, bob: 0, cat: 0, dan: 0, stranger: 0 }) as (keyof typeof people)[]) {
    people[name] = (await registerUser(server, `s_${name}`)).user;
    if (name !== 'stranger') follow(server, viewer.user.id, people[name].id);
  }
});
afterAll(async () => {
  await server.close();
});

describe('stories (001 §4 Stories, §7)', () => {
  it('the tray: own reel first, then followed accounts with live stories, unseen before seen, each with its items oldest first', async () => {
    const own = createStory(server, viewer.user.id, { ago: 10 });
    const ann1 = createStory(server, people.ann.id, { ago: 3 * HOUR });
    const ann2 = createStory(server, people.ann.id, { ago: 1 * HOUR });
    const bob = createStory(server, people.bob.id, { ago: 2 * HOUR });
    createStory(server, people.cat.id, { ago: 30 * HOUR }); // expired: cat has no reel
    createStory(server, people.stranger.id, { ago: 60 }); // not followed: not in the tray
    expect((await markSeen(viewer.client, bob)).status).toBe(200);
    const { status, tray } = await trayOf(viewer.client);
    expect(status).toBe(200);
    expect(tray.map((r) => r.user.username)).toEqual(['watcher', 's_ann', 's_bob']);
    const ann = tray[1];
    expect(ann?.items.map((i) => i.id)).toEqual([String(ann1.id), String(ann2.id)]);
    expect(ann?.latest_reel_media).toBe(ann2.takenAt);
    expect(ann?.items[0]?.expiring_at).toBe(ann1.takenAt + 24 * HOUR);
    expect(ann?.seen).toBe(0);
    expect(tray[2]?.seen).toBe(bob.takenAt);
    expect(tray[0]?.items[0]?.id).toBe(String(own.id));
    expect(tray.map((r) => r.ranked_position)).toEqual([1, 2, 3]);
  });

  it("a reel's media by id: a public account not followed is shown, an expired item never", async () => {
    const { reels } = await reelsOf(viewer.client, [people.stranger.id, people.cat.id, 999_999]);
    expect(Object.keys(reels)).toEqual([String(people.stranger.id)]);
    const byName = await viewer.client.get(`${StoriesPath.reelsMedia}?usernames=s_stranger`);
    expect(Object.keys((await json<{ reels: object }>(byName)).reels)).toEqual([String(people.stranger.id)]);
    expect((await viewer.client.get(StoriesPath.reelsMedia)).status).toBe(400);
  });

  it('an item expires 24 h after it was taken: gone from the tray and reels, its seen mark answered but not recorded', async () => {
    const dan = createStory(server, people.dan.id, { ago: 23 * HOUR });
    expect((await trayOf(viewer.client)).tray.some((r) => r.user.username === 's_dan')).toBe(true);
    clock += 1.5 * HOUR * 1000;
    try {
      expect((await trayOf(viewer.client)).tray.some((r) => r.user.username === 's_dan')).toBe(false);
      expect((await reelsOf(viewer.client, [people.dan.id])).reels).toEqual({});
      const res = await markSeen(viewer.client, dan);
      expect(res.status).toBe(200);
      expect((await json<WireReelSeenResponse>(res)).seen).toBe(0);
    } finally {
      clock -= 1.5 * HOUR * 1000;
    }
  });

  it('seen keeps the maximum; a reel fully seen moves after the unseen ones; a replay is answered once', async () => {
    const ann = (await reelsOf(viewer.client, [people.ann.id])).reels[String(people.ann.id)];
    const [first, second] = ann?.items ?? [];
    const story = (id: string | undefined) => server.app.lumen.repos.stories.byId(Number(id));
    const s1 = story(first?.id);
    const s2 = story(second?.id);
    if (!s1 || !s2) throw new Error('ann has two items');
    const r2 = await markSeen(viewer.client, s2, { mutationId: 'seen-ann-2' });
    expect((await json<WireReelSeenResponse>(r2)).seen).toBe(s2.takenAt);
    // An older item marked later does not lower the mark.
    expect((await json<WireReelSeenResponse>(await markSeen(viewer.client, s1))).seen).toBe(s2.takenAt);
    const again = await markSeen(viewer.client, s2, { mutationId: 'seen-ann-2' });
    expect(again.headers.get('x-mutation-replayed')).toBe('1');
    createStory(server, people.bob.id, { ago: 30 }); // bob's reel is unseen again
    const { tray } = await trayOf(viewer.client);
    expect(tray.map((r) => r.user.username)).toEqual(['watcher', 's_bob', 's_dan', 's_ann']);
    expect(tray.at(-1)?.seen).toBe(s2.takenAt);
  });

  it('a mark names its reel: another owner or an unknown item is 404; logged out 401', async () => {
    const s = createStory(server, people.ann.id, { ago: 5 });
    expect((await markSeen(viewer.client, s, { ownerId: people.bob.id })).status).toBe(404);
    expect((await viewer.client.post(StoriesPath.seen, { reelMediaId: '999999', reelMediaOwnerId: '1', reelId: '1' })).status).toBe(404);
    const anon = await new Client(server.url).visit();
    expect((await anon.get(StoriesPath.tray)).status).toBe(401);
    expect((await markSeen(anon, s)).status).toBe(401);
  });

  it('marks count against the storyViews limit: past it, 429 with Retry-After', async () => {
    const s = createStory(server, people.bob.id, { ago: 5 });
    let last = 200;
    for (let i = 0; i < 14 && last === 200; i += 1) last = (await markSeen(viewer.client, s)).status;
    expect(last).toBe(429);
  });
});
