import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import { DirectPath, QueryHash } from '../../sync/api/paths';
import type { WireDirectSendResponse } from '../../sync/api/direct-wire';
import { ReportObjectType, ReportPath } from '../../sync/api/reports-wire';
import type { WireReportResponse } from '../../sync/api/reports-wire';
import type { WireFeedResponse } from '../../sync/api/wire';
import type { Client, TestServer } from './helpers';
import { createPost, feedPosts, follow, json, registerUser, startServer } from './helpers';
import { dm, token } from './direct-helpers';

/**
 * Added (reports): the report calls over real HTTP (001 §7 Reports, our direct message call):
 * one report kept per reporter and object however often it is sent, refusals (logged out 401,
 * not visible 404, own content 400, malformed 400), didReportAsSpam on a reported comment
 * (001 §4), a hidden post leaving the reporter's feed, and the rate limit. The private-account
 * and block cells are in people-authz.test.ts.
 */
let server: TestServer;
let me: { client: Client; user: UserRow };
let ann: { client: Client; user: UserRow };
let mid = 0;
const nextId = () => `rep-${(mid += 1)}`;

beforeAll(async () => {
  server = await startServer({ actionLimits: { reports: [{ max: 40, windowMs: 60_000 }] } });
  me = await registerUser(server, 'reporter');
  ann = await registerUser(server, 'r_ann');
  follow(server, me.user.id, ann.user.id);
});
afterAll(async () => {
  await server.close();
});

const repos = () => server.app.lumen.repos;
const count = (type: number, id: number) => repos().reports.countOf(type, id);

async function report(client: Client, path: string, body: Record<string, unknown>, mutationId = nextId()): Promise<{ status: number; body: WireReportResponse & { message?: string } }> {
  const res = await client.post(path, body, { mutationId });
  return { status: res.status, body: await json<WireReportResponse & { message?: string }>(res) };
}

describe('reports (001 §7 Reports)', () => {
  it('a post: kept once per reporter however often it is sent (same or another mutation id)', async () => {
    const post = createPost(server, ann.user.id);
    const first = await report(me.client, ReportPath.media(String(post.id)), { reason_id: 1 }, 'same-id');
    expect(first).toMatchObject({ status: 200, body: { status: 'ok', already_reported: false } });
    const replay = await report(me.client, ReportPath.media(String(post.id)), { reason_id: 1 }, 'same-id');
    expect(replay.body).toEqual(first.body);
    const again = await report(me.client, ReportPath.media(String(post.id)), { reason_id: 3 });
    expect(again.body).toEqual({ ...first.body, already_reported: true });
    expect(count(ReportObjectType.media, post.id)).toBe(1);
  });

  it('a post reported with hide_from_feed leaves the reporter\'s feed (and only theirs)', async () => {
    const kept = createPost(server, ann.user.id);
    const hidden = createPost(server, ann.user.id);
    expect((await report(me.client, ReportPath.media(String(hidden.id)), { reason_id: 10, hide_from_feed: '1', source_name: 'feed' })).status).toBe(200);
    const res = await me.client.graphql(QueryHash.feed, { first: 12 });
    const ids = feedPosts(await json<WireFeedResponse>(res)).map((p) => p.id);
    expect(ids).toContain(String(kept.id));
    expect(ids).not.toContain(String(hidden.id));
    // A page stays full: the rows after the hidden one fill it.
    for (let i = 0; i < 14; i++) createPost(server, ann.user.id, { takenAt: 1000 + i });
    const full = await json<WireFeedResponse>(await me.client.graphql(QueryHash.feed, { first: 12 }));
    expect(feedPosts(full)).toHaveLength(12);
    expect(full.data.user.edge_web_feed_timeline.page_info.has_next_page).toBe(true);
  });

  it('a comment: kept once, and it carries did_report_as_spam for the reporter only (001 §4)', async () => {
    const post = createPost(server, ann.user.id);
    const c = repos().comments.create({ postId: post.id, userId: ann.user.id, text: 'buy followers', repliedToCommentId: null, createdAt: 1 });
    const path = ReportPath.comment(String(post.id), String(c.id));
    expect((await report(me.client, path, { reason_id: 1 })).status).toBe(200);
    expect((await report(me.client, path, { reason_id: 1 })).body.already_reported).toBe(true);
    expect(count(ReportObjectType.comment, c.id)).toBe(1);
    const flagOf = async (client: Client) => {
      const res = await client.graphql(QueryHash.comments, { shortcode: post.shortcode, first: 12 });
      const body = await json<{ data: { shortcode_media: { edge_media_to_parent_comment: { edges: { node: { id: string; did_report_as_spam: boolean } }[] } } } }>(res);
      return body.data.shortcode_media.edge_media_to_parent_comment.edges.find((e) => e.node.id === String(c.id))?.node.did_report_as_spam;
    };
    expect(await flagOf(me.client)).toBe(true);
    expect(await flagOf(ann.client)).toBe(false);
  });

  it("a comment named under another post is not found", async () => {
    const post = createPost(server, ann.user.id);
    const other = createPost(server, ann.user.id);
    const c = repos().comments.create({ postId: post.id, userId: ann.user.id, text: 'x', repliedToCommentId: null, createdAt: 1 });
    expect((await report(me.client, ReportPath.comment(String(other.id), String(c.id)), { reason_id: 1 })).status).toBe(404);
  });

  it('an account, from its profile (/report/) or elsewhere (/flag/): one report of the account', async () => {
    const bob = await registerUser(server, 'r_bob');
    expect((await report(me.client, ReportPath.user(String(bob.user.id)), { source_name: 'profile', reason_id: 141 })).body.already_reported).toBe(false);
    const flagged = await report(me.client, ReportPath.userFlag(String(bob.user.id)), { source_name: 'direct', actionTaken: 'block' });
    expect(flagged).toMatchObject({ status: 200, body: { already_reported: true } });
    expect(count(ReportObjectType.user, bob.user.id)).toBe(1);
    expect((await report(me.client, ReportPath.userFlag(String(bob.user.id)), { actionTaken: 'mute' })).status).toBe(400);
  });

  it("a direct message of the reporter's thread; not one of a thread they are not in; not their own", async () => {
    const sent = await dm<WireDirectSendResponse>(ann.client, DirectPath.send, { recipient_users: [String(me.user.id)], item_type: 'text', text: 'scam link', mutation_token: token() });
    expect(sent.status).toBe(200);
    const { thread_id: threadId, item } = sent.body;
    const path = ReportPath.directMessage(threadId, item.item_id);
    expect((await report(me.client, path, { reason_id: 7 })).status).toBe(200);
    expect((await report(me.client, path, { reason_id: 7 })).body.already_reported).toBe(true);
    expect(count(ReportObjectType.direct_message, Number(item.item_id))).toBe(1);
    const outsider = await registerUser(server, 'r_outsider');
    expect((await report(outsider.client, path, { reason_id: 7 })).status).toBe(404);
    const own = await report(ann.client, path, { reason_id: 7 });
    expect(own).toMatchObject({ status: 400, body: { message: "You can't report your own message." } });
  });

  it('own content is a clear 400', async () => {
    const mine = createPost(server, me.user.id);
    const c = repos().comments.create({ postId: mine.id, userId: me.user.id, text: 'mine', repliedToCommentId: null, createdAt: 1 });
    expect((await report(me.client, ReportPath.media(String(mine.id)), { reason_id: 1 })).body.message).toBe("You can't report your own post.");
    expect((await report(me.client, ReportPath.comment(String(mine.id), String(c.id)), { reason_id: 1 })).body.message).toBe("You can't report your own comment.");
    expect((await report(me.client, ReportPath.user(String(me.user.id)), { reason_id: 13 })).body.message).toBe("You can't report your own account.");
  });

  it('malformed input: a missing, non-numeric, unknown or non-leaf reason, a wrong source, are 400 and keep nothing', async () => {
    const post = createPost(server, ann.user.id);
    const path = ReportPath.media(String(post.id));
    for (const body of [{}, { reason_id: 'spam' }, { reason_id: 999 }, { reason_id: 2 }, { reason_id: 13 }, { reason_id: 1, source_name: 'moon' }, { reason_id: 1, hide_from_feed: 'yes' }]) {
      const res = await report(me.client, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // 13 (under 13) is an account's reason; 2 has a second level.
    expect((await report(me.client, ReportPath.user(String(ann.user.id)), { reason_id: 12 })).status).toBe(400);
    expect(count(ReportObjectType.media, post.id)).toBe(0);
    expect((await me.client.post(path, { reason_id: 1 }, { mutationId: 'bad id with spaces' })).status).toBe(400);
  });

  it('unknown ids are 404', async () => {
    expect((await report(me.client, ReportPath.media('999999'), { reason_id: 1 })).status).toBe(404);
    expect((await report(me.client, ReportPath.media('abc'), { reason_id: 1 })).status).toBe(404);
    expect((await report(me.client, ReportPath.comment('999999', '999998'), { reason_id: 1 })).status).toBe(404);
    expect((await report(me.client, ReportPath.user('999999'), { reason_id: 13 })).status).toBe(404);
    expect((await report(me.client, ReportPath.directMessage('999999', '1'), { reason_id: 1 })).status).toBe(404);
  });

  it('logged out: 401', async () => {
    const post = createPost(server, ann.user.id);
    const anon = await new (me.client.constructor as new (url: string) => Client)(server.url).visit();
    expect((await report(anon, ReportPath.media(String(post.id)), { reason_id: 1 })).status).toBe(401);
  });

  it('the reports limit: past it 429 with Retry-After; a replay of an applied id is still answered', async () => {
    const limited = await startServer({ actionLimits: { reports: [{ max: 2, windowMs: 60_000 }] } });
    try {
      const a = await registerUser(limited, 'lim_a');
      const b = await registerUser(limited, 'lim_b');
      const posts = [createPost(limited, b.user.id), createPost(limited, b.user.id), createPost(limited, b.user.id)];
      expect((await report(a.client, ReportPath.media(String(posts[0]?.id)), { reason_id: 1 }, 'l1')).status).toBe(200);
      expect((await report(a.client, ReportPath.media(String(posts[1]?.id)), { reason_id: 1 }, 'l2')).status).toBe(200);
      const res = await a.client.post(ReportPath.media(String(posts[2]?.id)), { reason_id: 1 }, { mutationId: 'l3' });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).not.toBeNull();
      expect((await report(a.client, ReportPath.media(String(posts[0]?.id)), { reason_id: 1 }, 'l1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
