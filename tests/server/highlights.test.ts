import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import type { WireHighlightResponse, WireStoryArchiveResponse } from '../../sync/api/highlights-wire';
import { HighlightLimits, HighlightsPath } from '../../sync/api/highlights-wire';
import type { WireProfileResponse } from '../../sync/api/people-wire';
import { QueryHash } from '../../sync/api/paths';
import type { TestServer } from './helpers';
import { Client, follow, json, registerUser, startServer } from './helpers';
import { createHighlight, highlightsTrayOf } from './highlights-helpers';
import { createStory, reelsOf } from './stories-helpers';

/**
 * Added (highlights): story highlights and the story archive over real HTTP: make, edit and
 * delete (owner only), an expired story kept in a highlight, the archive paged newest first,
 * private and blocked visibility, an idempotent repeat, bad input (400 with a clear message),
 * unknown ids (404), the rate limit. The matrix cells are in people-authz.test.ts.
 */
const DAY = 24 * 3600;
let server: TestServer;
let owner: { client: Client; user: UserRow };
let other: { client: Client; user: UserRow };
let ids: number[];

beforeAll(async () => {
  server = await startServer({ actionLimits: { highlights: [{ max: 40, windowMs: 60_000 }] } });
  owner = await registerUser(server, 'hl_owner');
  other = await registerUser(server, 'hl_other');
  // Five stories: four expired (days ago), one live; newest last.
  ids = [5, 4, 3, 2].map((d) => createStory(server, owner.user.id, { ago: d * DAY }).id);
  ids.push(createStory(server, owner.user.id, { ago: 60 }).id);
});
afterAll(async () => {
  await server.close();
});

const message = async (res: Response): Promise<string> => (await json<{ message: string }>(res)).message;

describe('story highlights', () => {
  it('the archive: the owner\'s own stories, expired too, newest first, paged', async () => {
    const res = await owner.client.get(HighlightsPath.archive);
    expect(res.status).toBe(200);
    const page = await json<WireStoryArchiveResponse>(res);
    expect(page.items.map((i) => Number(i.id))).toEqual([...ids].reverse());
    expect(page.more_available).toBe(false);
    const after = await json<WireStoryArchiveResponse>(await owner.client.get(`${HighlightsPath.archive}?max_id=${ids[2]}`));
    expect(after.items.map((i) => Number(i.id))).toEqual([ids[1], ids[0]]);
    const others = await json<WireStoryArchiveResponse>(await other.client.get(HighlightsPath.archive));
    expect(others.items).toEqual([]);
    expect((await owner.client.get(`${HighlightsPath.archive}?max_id=x`)).status).toBe(400);
  });

  it('make one: items oldest first, cover the first or the chosen one, expired items served; count on the profile', async () => {
    const made = await createHighlight(owner.client, 'Trips', [ids[1] ?? 0, ids[0] ?? 0]);
    expect(made.status).toBe(200);
    const reel = made.reel;
    expect(reel?.id).toBe(`highlight:${reel?.highlight_id}`);
    expect(reel?.reel_type).toBe('highlight_reel');
    expect(reel?.items.map((i) => Number(i.id))).toEqual([ids[0], ids[1]]);
    expect(reel?.cover_media_id).toBe(String(ids[0]));
    const chosen = await createHighlight(owner.client, 'Best', [ids[2] ?? 0, ids[3] ?? 0], { cover: ids[3] ?? 0 });
    expect(chosen.reel?.cover_media_id).toBe(String(ids[3]));
    const { tray } = await highlightsTrayOf(other.client, owner.user.id);
    expect(tray.map((r) => r.title)).toEqual(['Best', 'Trips']);
    expect(tray[0]?.items).toEqual([]);
    expect(tray[0]?.media_count).toBe(2);
    const { reels } = await reelsOf(other.client, [reel?.id ?? '']);
    expect(reels[reel?.id ?? '']?.items).toHaveLength(2);
    const profile = await json<WireProfileResponse>(await other.client.graphql(QueryHash.profile, { username: 'hl_owner' }));
    expect(profile.data.user.highlight_reel_count).toBe(2);
  });

  it('edit: title, cover, add and remove items; only the owner (404 for anyone else)', async () => {
    const made = await createHighlight(owner.client, 'Edit me', [ids[0] ?? 0]);
    const id = made.reel?.highlight_id ?? '';
    const edit = (client: Client, body: Record<string, string>) => client.post(HighlightsPath.edit(id), body);
    expect((await edit(other.client, { title: 'Mine' })).status).toBe(404);
    expect((await other.client.post(HighlightsPath.delete(id))).status).toBe(404);
    const res = await edit(owner.client, { title: 'Edited', added_media_ids: `${ids[4]},${ids[2]}`, cover_media_id: String(ids[4]) });
    expect(res.status).toBe(200);
    const reel = (await json<WireHighlightResponse>(res)).reel;
    expect(reel.title).toBe('Edited');
    expect(reel.items.map((i) => Number(i.id))).toEqual([ids[0], ids[2], ids[4]]);
    expect(reel.cover_media_id).toBe(String(ids[4]));
    // The cover taken out: the first item is the cover again.
    const removed = (await json<WireHighlightResponse>(await edit(owner.client, { removed_media_ids: String(ids[4]) }))).reel;
    expect(removed.items.map((i) => Number(i.id))).toEqual([ids[0], ids[2]]);
    expect(removed.cover_media_id).toBe(String(ids[0]));
  });

  it('delete: gone for everyone (404 after), its stories stay in the archive', async () => {
    const made = await createHighlight(owner.client, 'Short', [ids[0] ?? 0]);
    const id = made.reel?.highlight_id ?? '';
    expect((await owner.client.post(HighlightsPath.delete(id))).status).toBe(200);
    expect((await owner.client.post(HighlightsPath.delete(id))).status).toBe(404);
    expect((await owner.client.post(HighlightsPath.edit(id), { title: 'x' })).status).toBe(404);
    const { reels } = await reelsOf(owner.client, [`highlight:${id}`]);
    expect(reels).toEqual({});
    const archive = await json<WireStoryArchiveResponse>(await owner.client.get(HighlightsPath.archive));
    expect(archive.items.some((i) => Number(i.id) === ids[0])).toBe(true);
  });

  it('an X-Mutation-Id repeat makes one highlight and answers the first result', async () => {
    const before = (await highlightsTrayOf(owner.client, owner.user.id)).tray.length;
    const first = await createHighlight(owner.client, 'Once', [ids[1] ?? 0], { mutationId: 'hl-once-1' });
    const again = await createHighlight(owner.client, 'Once', [ids[1] ?? 0], { mutationId: 'hl-once-1' });
    expect(again.status).toBe(200);
    expect(again.res.headers.get('x-mutation-replayed')).toBe('1');
    expect(again.reel?.id).toBe(first.reel?.id);
    expect((await highlightsTrayOf(owner.client, owner.user.id)).tray.length).toBe(before + 1);
  });

  it('bad input: a clear 400', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ title: 'x', media_ids: '' }, /media_ids: pick at least one story/],
      [{ title: 'x'.repeat(HighlightLimits.titleMax + 1), media_ids: String(ids[0]) }, /title: at most 16 characters/],
      [{ title: 'x', media_ids: 'abc' }, /media_ids/],
      [{ title: 'x', media_ids: String(ids[0]), cover_media_id: String(ids[1]) }, /cover_media_id/],
    ];
    for (const [body, re] of cases) {
      const res = await owner.client.post(HighlightsPath.create, body);
      expect(res.status).toBe(400);
      expect(await message(res)).toMatch(re);
    }
    // Someone else's story: 400, nothing made.
    const res = await other.client.post(HighlightsPath.create, { title: 'Theirs', media_ids: String(ids[0]) });
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/not one of your stories/);
    // Sixteen characters as a person counts them (an emoji with modifiers is one).
    expect((await createHighlight(owner.client, '👩🏽‍💻'.repeat(16), [ids[0] ?? 0])).status).toBe(200);
    // Removing every item: 400 (delete it instead).
    const one = await createHighlight(owner.client, 'One', [ids[0] ?? 0]);
    const empty = await owner.client.post(HighlightsPath.edit(one.reel?.highlight_id ?? ''), { removed_media_ids: String(ids[0]) });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toMatch(/at least one story/);
  });

  it('unknown ids: 404; logged out: 401', async () => {
    expect((await owner.client.post(HighlightsPath.edit('999999'), { title: 'x' })).status).toBe(404);
    expect((await owner.client.post(HighlightsPath.delete('abc'))).status).toBe(404);
    expect((await owner.client.get(HighlightsPath.tray('999999'))).status).toBe(404);
    const anon = await new Client(server.url).visit();
    expect((await anon.get(HighlightsPath.tray(String(owner.user.id)))).status).toBe(401);
    expect((await anon.get(HighlightsPath.archive)).status).toBe(401);
    expect((await anon.post(HighlightsPath.create, { title: 'x', media_ids: String(ids[0]) })).status).toBe(401);
  });

  it('a private account\'s highlights: its followers only; a block either way hides them (404)', async () => {
    const priv = await registerUser(server, 'hl_private', { isPrivate: true });
    const story = createStory(server, priv.user.id, { ago: 3 * DAY });
    const made = await createHighlight(priv.client, 'Secret', [story.id]);
    const reelId = made.reel?.id ?? '';
    const fan = await registerUser(server, 'hl_fan');
    follow(server, fan.user.id, priv.user.id);
    const stranger = await registerUser(server, 'hl_stranger');
    expect((await highlightsTrayOf(fan.client, priv.user.id)).tray.map((r) => r.title)).toEqual(['Secret']);
    expect(Object.keys((await reelsOf(fan.client, [reelId])).reels)).toEqual([reelId]);
    expect((await highlightsTrayOf(stranger.client, priv.user.id)).tray).toEqual([]);
    expect((await reelsOf(stranger.client, [reelId])).reels).toEqual({});
    // The story's picture: the follower may load it though the story expired; the stranger not.
    const file = new URL(made.reel?.cover_url ?? '', server.url).pathname;
    expect((await fan.client.get(file)).status).not.toBe(403);
    expect([403, 404]).toContain((await stranger.client.get(file)).status);
    expect((await fan.client.post(`/web/friendships/${priv.user.id}/block/`)).status).toBe(200);
    expect((await highlightsTrayOf(fan.client, priv.user.id)).status).toBe(404);
    expect((await reelsOf(fan.client, [reelId])).reels).toEqual({});
    const blocked = await registerUser(server, 'hl_blocked');
    follow(server, blocked.user.id, owner.user.id);
    expect((await owner.client.post(`/web/friendships/${blocked.user.id}/block/`)).status).toBe(200);
    expect((await highlightsTrayOf(blocked.client, owner.user.id)).status).toBe(404);
  });

  it('changes count against the highlights limit: past it, 429', async () => {
    const limited = await startServer({ actionLimits: { highlights: [{ max: 2, windowMs: 60_000 }] } });
    try {
      const me = await registerUser(limited, 'hl_limited');
      const s = createStory(limited, me.user.id);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await createHighlight(me.client, `H${i}`, [s.id])).status);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
