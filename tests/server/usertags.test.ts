import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import { QueryHash } from '../../sync/api/paths';
import type { WireActivityResponse, WireUserPostsResponse } from '../../sync/api/people-wire';
import type { WirePost } from '../../sync/api/wire';
import { USERTAG_PENDING_TEXT, UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse, WireReviewResponse } from '../../sync/api/usertags-wire';
import type { TestServer } from './helpers';
import { Client, createPost, json, registerUser, startServer } from './helpers';

/**
 * Added (usertags): photo-of-you tags over real HTTP (001 §6, §7 Settings): the review
 * preference (off by default), a tag made while it is on arrives pending (not on the Tagged
 * tab nor shown to others; the owner and the person tagged see it on the post), approve and
 * remove, untag, someone else's tag and unknown posts refused (404), bad bodies (400 naming
 * the field), a repeat of one X-Mutation-Id applied once, the rate limit. The matrix cells are
 * in people-authz.test.ts.
 */
let server: TestServer;
let tagger: { client: Client; user: UserRow };
let tagged: { client: Client; user: UserRow };
let other: { client: Client; user: UserRow };

beforeAll(async () => {
  server = await startServer({ actionLimits: { usertags: [{ max: 40, windowMs: 60_000 }] } });
  tagger = await registerUser(server, 'ut_tagger');
  tagged = await registerUser(server, 'ut_tagged');
  other = await registerUser(server, 'ut_other');
});
afterAll(async () => {
  await server.close();
});

const message = async (res: Response): Promise<string> => (await json<{ message: string }>(res)).message;
/** A post of the tagger with the person tagged, made as configure makes it (setUsertags). */
const taggedPost = (userId = tagged.user.id) => {
  const post = createPost(server, tagger.user.id);
  server.app.lumen.repos.posts.setUsertags(post.id, [{ position: 0, userId, x: 0.5, y: 0.5 }]);
  return post;
};
const taggedTab = async (client: Client): Promise<string[]> => {
  const res = await client.graphql(QueryHash.taggedPosts, { id: String(tagged.user.id), first: 12 });
  expect(res.status).toBe(200);
  return (await json<WireUserPostsResponse>(res)).data.user.media.edges.map((e) => e.node.id);
};
const postSeenBy = async (client: Client, shortcode: string): Promise<WirePost> => {
  const res = await client.graphql(QueryHash.post, { shortcode });
  expect(res.status).toBe(200);
  return (await json<{ data: { shortcode_media: WirePost } }>(res)).data.shortcode_media;
};
const tagNames = (p: WirePost) => (p.edge_media_to_tagged_user?.edges ?? []).map((e) => `${e.node.user.username}${e.node.pending ? ' (pending)' : ''}`);
const pending = async (client: Client) => json<WirePendingUsertagsResponse>(await client.get(UsertagsPath.pending));
const setReview = (client: Client, enabled: string, mutationId?: string) =>
  client.post(UsertagsPath.reviewPreference, { enabled }, mutationId === undefined ? {} : { mutationId });

describe('photo-of-you tags', () => {
  it('without review a tag shows at once: Tagged tab, the post to anyone, viewer_in_photo_of_you', async () => {
    expect((await pending(tagged.client)).enabled).toBe(false);
    const post = taggedPost();
    expect(await taggedTab(other.client)).toContain(String(post.id));
    const mine = await postSeenBy(tagged.client, post.shortcode);
    expect(tagNames(mine)).toEqual(['ut_tagged']);
    expect(mine.viewer_in_photo_of_you).toBe(true);
    expect((await postSeenBy(other.client, post.shortcode)).viewer_in_photo_of_you).toBe(false);
  });

  it('with review on, a tag arrives pending: not on the Tagged tab, shown to its person and the owner only', async () => {
    const res = await setReview(tagged.client, 'true');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', enabled: true });
    const post = taggedPost();
    expect(await taggedTab(tagged.client)).not.toContain(String(post.id));
    expect(await taggedTab(other.client)).not.toContain(String(post.id));
    expect(tagNames(await postSeenBy(tagger.client, post.shortcode))).toEqual(['ut_tagged (pending)']);
    expect(tagNames(await postSeenBy(tagged.client, post.shortcode))).toEqual(['ut_tagged (pending)']);
    expect(tagNames(await postSeenBy(other.client, post.shortcode))).toEqual([]);
    const list = await pending(tagged.client);
    expect(list.enabled).toBe(true);
    expect(list.pending.map((p) => p.media.id)).toContain(String(post.id));
    expect(list.pending.find((p) => p.media.id === String(post.id))?.media.owner.username).toBe('ut_tagger');
    // The activity tells the tagged person, marked as waiting (001 Activity; sync/api/usertags-wire.ts USERTAG_PENDING_TEXT).
    const activity = await json<WireActivityResponse>(await tagged.client.get('/accounts/activity/?__a=1'));
    const stories = activity.graphql.user.activity_feed.edge_web_activity_feed.edges.map((e) => e.node);
    expect(stories.find((s) => s.type === 'usertag' && s.media?.id === String(post.id))?.text).toBe(USERTAG_PENDING_TEXT);
    // Someone tagging themselves, or a person who does not review, is never pending.
    expect((await pending(other.client)).pending).toEqual([]);
  });

  it('review_web approves and removes; approved shows on the Tagged tab, removed is gone from the post', async () => {
    const a = taggedPost();
    const b = taggedPost();
    const res = await tagged.client.post(UsertagsPath.review, { approve: String(a.id), remove: String(b.id) });
    expect(res.status).toBe(200);
    expect(await json<WireReviewResponse>(res)).toEqual({ status: 'ok', approved: [String(a.id)], removed: [String(b.id)] });
    expect(await taggedTab(other.client)).toContain(String(a.id));
    expect(tagNames(await postSeenBy(other.client, a.shortcode))).toEqual(['ut_tagged']);
    expect(tagNames(await postSeenBy(tagger.client, b.shortcode))).toEqual([]);
    const left = (await pending(tagged.client)).pending.map((p) => p.media.id);
    expect(left).not.toContain(String(a.id));
    expect(left).not.toContain(String(b.id));
  });

  it('untag_web removes the viewer from a post, approved or pending', async () => {
    const waiting = taggedPost();
    await setReview(tagged.client, 'false');
    const shown = taggedPost();
    expect(await taggedTab(other.client)).toContain(String(shown.id));
    for (const post of [shown, waiting]) {
      const res = await tagged.client.post(UsertagsPath.untag, { media: String(post.id) });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ status: 'ok', media_id: String(post.id) });
      expect(tagNames(await postSeenBy(tagger.client, post.shortcode))).toEqual([]);
    }
    expect(await taggedTab(other.client)).not.toContain(String(shown.id));
  });

  it("someone else's tag and unknown posts are 404; logged out is 401", async () => {
    const post = taggedPost();
    for (const client of [other.client, tagger.client]) {
      expect((await client.post(UsertagsPath.untag, { media: String(post.id) })).status).toBe(404);
      expect((await client.post(UsertagsPath.review, { approve: String(post.id) })).status).toBe(404);
    }
    expect((await tagged.client.post(UsertagsPath.untag, { media: '999999' })).status).toBe(404);
    expect((await tagged.client.post(UsertagsPath.review, { remove: '999999' })).status).toBe(404);
    // One id not the viewer's refuses the whole call: nothing of it is applied.
    expect((await tagged.client.post(UsertagsPath.review, { remove: `${post.id},999999` })).status).toBe(404);
    expect(tagNames(await postSeenBy(tagger.client, post.shortcode))).toEqual(['ut_tagged']);
    const anon = await new Client(server.url).visit();
    expect((await anon.post(UsertagsPath.untag, { media: String(post.id) })).status).toBe(401);
    expect((await anon.get(UsertagsPath.pending)).status).toBe(401);
  });

  it('bad bodies are 400 with the field named', async () => {
    const post = taggedPost();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [UsertagsPath.untag, {}, /^media:/],
      [UsertagsPath.untag, { media: 'abc' }, /^media: expected a post id/],
      [UsertagsPath.review, {}, /^approve, remove: give at least one post id/],
      [UsertagsPath.review, { approve: '1,x' }, /^approve: expected post ids/],
      [UsertagsPath.review, { approve: String(post.id), remove: String(post.id) }, /^approve, remove: a post is in both/],
      [UsertagsPath.reviewPreference, {}, /^enabled: expected true or false/],
      [UsertagsPath.reviewPreference, { enabled: 'maybe' }, /^enabled: expected true or false/],
    ];
    for (const [path, body, expected] of cases) {
      const res = await tagged.client.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await message(res)).toMatch(expected);
    }
  });

  it('a repeat of the same X-Mutation-Id is applied once and answers the first result', async () => {
    const post = taggedPost();
    const first = await tagged.client.post(UsertagsPath.untag, { media: String(post.id) }, { mutationId: 'ut-untag-1' });
    expect(first.status).toBe(200);
    // Tagged again since: the repeat must not remove the new tag.
    server.app.lumen.repos.posts.setUsertags(post.id, [{ position: 0, userId: tagged.user.id, x: 0.1, y: 0.1 }]);
    const again = await tagged.client.post(UsertagsPath.untag, { media: String(post.id) }, { mutationId: 'ut-untag-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-mutation-replayed')).toBe('1');
    expect(await json(again)).toEqual(await json(first));
    expect(tagNames(await postSeenBy(tagger.client, post.shortcode))).toEqual(['ut_tagged']);
    expect((await setReview(tagged.client, 'on', 'ut-pref-1')).status).toBe(200);
    await setReview(tagged.client, 'off');
    expect(await json(await setReview(tagged.client, 'on', 'ut-pref-1'))).toEqual({ status: 'ok', enabled: true });
    expect((await pending(tagged.client)).enabled).toBe(false);
  });

  it('is rate-limited per account (429 past the usertags limit)', async () => {
    const s = await startServer({ actionLimits: { usertags: [{ max: 2, windowMs: 60_000 }] } });
    try {
      const me = await registerUser(s, 'ut_limited');
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await me.client.post(UsertagsPath.reviewPreference, { enabled: 'true' })).status);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await s.close();
    }
  });
});
