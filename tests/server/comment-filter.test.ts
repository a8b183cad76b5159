import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryHash } from '../../sync/api/paths';
import type { WireActivityResponse, WireThreadedCommentsResponse } from '../../sync/api/people-wire';
import { CommentFilterLimits, SettingsPath } from '../../sync/api/settings-wire';
import type { WireCommentFilter } from '../../sync/api/settings-wire';
import type { WireCommentsResponse, WireFeedResponse, WirePostResponse } from '../../sync/api/wire';
import type { PostRow, UserRow } from '../../server/db/types';
import { Client, createPost, feedPosts, follow, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { testClock } from './entry-helpers';
import { postJson } from './people-helpers';

/**
 * 001 §7 comment filter (set_comment_filter_web {config_value}, set_comment_filter_keywords_web
 * {keywords}) over real HTTP: comments on the owner's posts that match are left out of every
 * comment read (the post, its comment pages, threads, the feed's preview and counts, the
 * owner's activity) for everyone but their author.
 */
type Person = { client: Client; user: UserRow };
let server: TestServer;
let owner: Person;
let rude: Person;
let kind: Person;
let reader: Person;
let post: PostRow;
const clock = testClock(Date.now());

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  [owner, rude, kind, reader] = (await Promise.all(['owner', 'rude', 'kind', 'reader'].map((n) => registerUser(server, n)))) as [Person, Person, Person, Person];
  follow(server, reader.user.id, owner.user.id);
  post = createPost(server, owner.user.id);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  clock.advance(61 * 60_000); // a fresh settings budget (10 a minute per account)
  // Each test starts with no filter (and the comments of the test before deleted).
  await owner.client.post(SettingsPath.setCommentFilter, { config_value: '0' });
  await owner.client.post(SettingsPath.setCommentFilterKeywords, { keywords: '' });
  for (const c of server.app.lumen.repos.comments.page(post.id, null, 100, owner.user.id)) server.app.lumen.repos.comments.delete(c.id);
});

const comment = async (who: Person, text: string, replyTo?: string): Promise<string> => {
  const res = await postJson<{ id: string }>(who.client, `/web/comments/${post.id}/add/`, { comment_text: text, ...(replyTo ? { replied_to_comment_id: replyTo } : {}) });
  expect(res.status).toBe(200);
  return res.body.id;
};
const texts = (edges: { node: { text: string } }[]) => edges.map((e) => e.node.text);
const media = async (client: Client) => (await json<WirePostResponse>(await client.graphql(QueryHash.post, { shortcode: post.shortcode }))).data.shortcode_media;
const shown = async (client: Client) => texts((await media(client)).edge_media_to_parent_comment.edges);
const setKeywords = (keywords: string) => owner.client.post(SettingsPath.setCommentFilterKeywords, { keywords });

describe('the comment filter settings (001 §7)', () => {
  it('reads and saves the switch and the keywords (normalized) of the caller only', async () => {
    expect(await json<WireCommentFilter>(await owner.client.get(SettingsPath.commentFilter, { accept: 'application/json' }))).toEqual({ status: 'ok', config_value: false, keywords: [] });
    expect(await json(await owner.client.post(SettingsPath.setCommentFilter, { config_value: '1', user_id: reader.user.id }))).toEqual({ status: 'ok', config_value: true, keywords: [] });
    expect(await json(await setKeywords(' Spam, follow  ME,spam,'))).toEqual({ status: 'ok', config_value: true, keywords: ['spam', 'follow me'] });
    expect(await json(await reader.client.get(SettingsPath.commentFilter, { accept: 'application/json' }))).toEqual({ status: 'ok', config_value: false, keywords: [] });
  });

  it('needs a login (401) and refuses bad input with the field named', async () => {
    const anon = await new Client(server.url).visit();
    expect((await anon.get(SettingsPath.commentFilter, { accept: 'application/json' })).status).toBe(401);
    expect((await anon.post(SettingsPath.setCommentFilter, { config_value: '1' })).status).toBe(401);
    expect((await anon.post(SettingsPath.setCommentFilterKeywords, { keywords: 'x' })).status).toBe(401);
    expect((await owner.client.post(SettingsPath.setCommentFilter, { config_value: 'maybe' })).status).toBe(400);
    expect((await owner.client.post(SettingsPath.setCommentFilter, {})).status).toBe(400);
    expect((await owner.client.post(SettingsPath.setCommentFilterKeywords, { keywords: { a: 1 } }, { json: true })).status).toBe(400);
    const long = await setKeywords('k'.repeat(CommentFilterLimits.maxKeywordLength + 1));
    expect(long.status).toBe(400);
    expect(await json(long)).toMatchObject({ errors: { keywords: [{ code: 'invalid_keywords' }] } });
    expect((await setKeywords(Array.from({ length: CommentFilterLimits.maxKeywords + 1 }, (_, i) => `w${i}`).join(','))).status).toBe(400);
    expect((await setKeywords('x'.repeat(3_000_000))).status).toBe(413);
  });
});

describe('comments the owner filters (001 §6, §7)', () => {
  it('are hidden from everyone but their author: post, comment pages, counts, feed preview, threads', async () => {
    const parent = await comment(kind, 'lovely light');
    await comment(rude, 'buy SPAM now!');
    await comment(rude, 'so pretty');
    await comment(rude, 'spam reply', parent);
    await comment(owner, 'thanks, no spam here'); // the owner's own comment is never filtered
    expect((await setKeywords('spam')).status).toBe(200);

    const others = ['lovely light', 'so pretty'];
    for (const client of [owner.client, kind.client, reader.client, await new Client(server.url).visit()]) {
      expect(await shown(client)).toEqual([...others, 'thanks, no spam here']);
      expect((await media(client)).edge_media_to_comment.count).toBe(3);
    }
    expect(await shown(rude.client)).toEqual(['lovely light', 'buy SPAM now!', 'so pretty', 'spam reply', 'thanks, no spam here']);

    const page = await json<WireCommentsResponse>(await reader.client.graphql(QueryHash.comments, { shortcode: post.shortcode, first: 24 }));
    expect(texts(page.data.shortcode_media.edge_media_to_parent_comment.edges)).toEqual([...others, 'thanks, no spam here']);
    const feed = feedPosts(await json<WireFeedResponse>(await reader.client.graphql(QueryHash.feed, { first: 12 })));
    const inFeed = feed.find((p) => p.id === String(post.id));
    expect(inFeed?.edge_media_to_comment.count).toBe(3);
    expect(texts(inFeed?.edge_media_preview_comment.edges ?? [])).not.toContain('buy SPAM now!');
    const threads = await json<WireThreadedCommentsResponse>(await reader.client.graphql(QueryHash.threadedComments, { shortcode: post.shortcode }));
    const first = threads.data.shortcode_media.edge_media_to_parent_comment.edges[0]?.node;
    expect(first?.text).toBe('lovely light');
    expect(first?.edge_threaded_comments.count).toBe(0);

    const activity = await json<WireActivityResponse>(await owner.client.get('/accounts/activity/?__a=1'));
    const said = activity.graphql.user.activity_feed.edge_web_activity_feed.edges.map((e) => e.node.text);
    expect(said).toContain('so pretty');
    expect(said).not.toContain('buy SPAM now!');

    // Emptying the keywords shows them again.
    await setKeywords('');
    expect(await shown(reader.client)).toContain('buy SPAM now!');
  });

  it('"Hide offensive comments" hides the built-in words only while it is on', async () => {
    await comment(rude, 'you are an IDIOT');
    await comment(kind, 'what a view');
    expect(await shown(reader.client)).toEqual(['you are an IDIOT', 'what a view']);
    expect(await json(await owner.client.post(SettingsPath.setCommentFilter, { config_value: 'true' }))).toMatchObject({ config_value: true });
    expect(await shown(reader.client)).toEqual(['what a view']);
    expect(await shown(rude.client)).toEqual(['you are an IDIOT', 'what a view']);
    await owner.client.post(SettingsPath.setCommentFilter, { config_value: 'false' });
    expect(await shown(reader.client)).toEqual(['you are an IDIOT', 'what a view']);
  });
});
