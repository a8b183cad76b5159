import { afterEach, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync/api/wire';
import type { BuildServerOptions } from '../../server/app';
import { createPost, json, registerUser } from './helpers';
import type { Client, TestServer } from './helpers';
import { configure, jpeg, startUploadServer, uploadPhoto } from './upload-helpers';
import { HighlightsPath } from '../../sync/api/highlights-wire';
import { createHighlight } from './highlights-helpers';
import { createStory } from './stories-helpers';
import type { Clock } from './upload-helpers';

/**
 * Issue 11 item 11: per-account limits on likes, saves, comments and new places
 * (server/http/action-limits.ts), answered with 429, Retry-After and the error body of
 * 000 §8; a replay of an applied X-Mutation-Id still answers its stored result.
 * Through real HTTP and SQLite.
 */
let server: TestServer | null = null;
let clock: Clock;
const start = async (opts: Partial<BuildServerOptions> = {}): Promise<TestServer> => {
  ({ server, clock } = await startUploadServer(opts));
  return server;
};
afterEach(async () => {
  await server?.close();
  server = null;
});

const MINUTE = 60_000;

async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(await json(res)).toEqual({ status: 'fail', error_type: 'rate_limited', message: expect.any(String), retry_after_seconds: seconds });
}

async function people(s: TestServer): Promise<{ owner: Client; fan: Client; postIds: number[] }> {
  const owner = await registerUser(s, 'owner');
  const fan = (await registerUser(s, 'fan')).client;
  const postIds = Array.from({ length: 5 }, () => createPost(s, owner.user.id).id);
  return { owner: owner.client, fan, postIds };
}

// Added (people), issue 12: related profiles (chaining) walk the follow graph: a per-account limit.
describe('related profiles (chaining) reads', () => {
  it('refuses a signed-in script past the lookups limit, per account, until the window is over', async () => {
    const s = await start({ actionLimits: { lookups: [{ max: 2, windowMs: MINUTE }] } });
    const { fan, owner } = await people(s);
    const ownerId = (await registerUser(s, 'third')).user.id;
    const chaining = (client: Client) => client.graphql(QueryHash.chaining, { id: String(ownerId) });
    expect((await chaining(fan)).status).toBe(200);
    expect((await chaining(fan)).status).toBe(200);
    await expectRateLimited(await chaining(fan));
    expect((await chaining(owner)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await chaining(fan)).status).toBe(200);
  });
});

describe('likes and saves (issue 11: 248 likes in 0.2 s were all accepted)', () => {
  it('accepts what a person does and refuses a script past 120 a minute, for likes and saves together', async () => {
    const s = await start();
    const { fan, owner, postIds } = await people(s);
    const paths = Array.from({ length: 130 }, (_, i) => {
      const id = postIds[i % postIds.length] ?? 0;
      return [`/web/likes/${id}/like/`, `/web/likes/${id}/unlike/`, `/web/save/${id}/save/`, `/web/save/${id}/unsave/`][i % 4] ?? '';
    });
    const answers = await Promise.all(paths.map((p, i) => fan.post(p, undefined, { mutationId: `burst-${i}` })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(120);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(10);
    for (const r of refused) await expectRateLimited(r);
    // Per account: someone else is not slowed down.
    expect((await owner.post(`/web/likes/${postIds[0] ?? 0}/like/`)).status).toBe(200);
    // The wait is over after a minute.
    clock.advance(MINUTE);
    expect((await fan.post(`/web/likes/${postIds[0] ?? 0}/like/`)).status).toBe(200);
  });

  it('answers a replay of an applied X-Mutation-Id with its stored result even past the limit; a refused id applies later', async () => {
    const s = await start({ actionLimits: { reactions: [{ max: 2, windowMs: MINUTE }] } });
    const { fan, postIds } = await people(s);
    const [a = 0, b = 0, c = 0] = postIds;
    expect((await fan.post(`/web/likes/${a}/like/`, undefined, { mutationId: 'like-a' })).status).toBe(200);
    expect((await fan.post(`/web/likes/${b}/like/`, undefined, { mutationId: 'like-b' })).status).toBe(200);
    await expectRateLimited(await fan.post(`/web/likes/${c}/like/`, undefined, { mutationId: 'like-c' }));
    const replay = await fan.post(`/web/likes/${a}/like/`, undefined, { mutationId: 'like-a' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-mutation-replayed')).toBe('1');
    expect(await json(replay)).toEqual({ status: 'ok' });
    // A replay takes nothing from the budget, and the refused id was not stored: it applies once allowed.
    clock.advance(MINUTE);
    const later = await fan.post(`/web/likes/${c}/like/`, undefined, { mutationId: 'like-c' });
    expect(later.status).toBe(200);
    expect(later.headers.get('x-mutation-replayed')).toBeNull();
  });
});

describe('comments (issue 11)', () => {
  it('refuses the 31st comment within a minute and keeps nothing of it', async () => {
    const s = await start();
    const { fan, postIds } = await people(s);
    const postId = postIds[0] ?? 0;
    for (let i = 0; i < 30; i += 1) {
      expect((await fan.post(`/web/comments/${postId}/add/`, { comment_text: `nice ${i}` }, { mutationId: `c-${i}` })).status).toBe(200);
    }
    await expectRateLimited(await fan.post(`/web/comments/${postId}/add/`, { comment_text: 'one more' }, { mutationId: 'c-30' }));
    const texts = s.app.lumen.repos.comments.page(postId, null, 100).map((c) => c.text);
    expect(texts).toHaveLength(30);
    expect(texts).not.toContain('one more');
    // Comment likes are reactions, not comments: still allowed.
    const firstComment = s.app.lumen.repos.comments.page(postId, null, 1)[0];
    expect((await fan.post(`/web/comments/like/${firstComment?.id ?? 0}/`)).status).toBe(200);
  });
});

describe('new places at configure (issue 11)', () => {
  it('limits the places a person creates, not the known places they pick', async () => {
    const s = await start({ actionLimits: { places: [{ max: 2, windowMs: 60 * MINUTE }] } });
    const alice = (await registerUser(s, 'alice')).client;
    const post = async (location: object | undefined): Promise<Response> =>
      configure(alice, UploadPath.configure, {
        upload_id: await uploadPhoto(alice, await jpeg(320, 320)),
        caption: 'a place',
        ...(location ? { location: JSON.stringify(location) } : {}),
      });
    const first = await post({ name: 'Corner Café' });
    expect(first.status).toBe(200);
    const placeId = (await json<{ media: WirePost }>(first)).media.location?.id ?? '';
    expect((await post({ name: 'Second Spot' })).status).toBe(200);
    await expectRateLimited(await post({ name: 'Third Spot' }));
    expect((await post({ external_id: placeId })).status).toBe(200);
    expect((await post(undefined)).status).toBe(200);
  });
});

// Added (highlights): making, editing and deleting highlights; a replay still answers past the limit.
describe('story highlights', () => {
  it('refuses changes past the highlights limit, per account, until the window is over', async () => {
    const s = await start({ actionLimits: { highlights: [{ max: 2, windowMs: MINUTE }] } });
    const me = await registerUser(s, 'keeper');
    const story = createStory(s, me.user.id, { ago: 3 * 24 * 3600 });
    const make = (id: string) => createHighlight(me.client, 'Days', [story.id], { mutationId: id });
    const first = await make('hl-limit-1');
    expect(first.status).toBe(200);
    expect((await me.client.post(HighlightsPath.edit(first.reel?.highlight_id ?? ''), { title: 'Nights' })).status).toBe(200);
    await expectRateLimited((await make('hl-limit-2')).res);
    expect((await make('hl-limit-1')).status).toBe(200);
    clock.advance(MINUTE);
    expect((await make('hl-limit-2')).status).toBe(200);
  });
});
