import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../../sync/api/constants';
import { Cookie, Header } from '../../sync/api/headers';
import { ApiPath, DirectPath } from '../../sync/api/paths';
import type { PostRow, UserRow } from '../../server/db/types';
import { BatchedClient, batchId, formItem, jsonItem, sendBatch } from './batch-helpers';
import type { BatchAnswerItem } from './batch-helpers';
import { Client, createPost, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

/**
 * POST /web/batch/ (server/routes/batch.ts) over real HTTP and SQLite: each item answers as it
 * would alone (authorization, CSRF, validation, idempotency, per-account limits, cookies,
 * address), one after another; what the batch refuses runs nothing.
 */
type Person = { client: Client; user: UserRow };

/** What the like route and the batch route saw of their requests (a test-only route hook through buildServer's onRoute). */
interface Seen { url: string; ip: string; protocol: string; cookie: string; mutationId: string }
const seen: Seen[] = [];
const PROBE = 'probe-';
const COMMENTS_PER_MINUTE = 8;

let server: TestServer;
let fan: Person;
let owner: Person;
let privateOwner: Person;
let blocker: Person;

const asList = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/** Records the like and batch routes' requests; a like whose mutation id starts with PROBE answers a new cookie. */
function instrument(route: RouteOptions): void {
  if (route.url !== '/web/likes/:id/like/' && route.url !== ApiPath.batch) return;
  const record = async (req: FastifyRequest): Promise<void> => {
    const header = (name: string) => String(req.headers[name] ?? '');
    seen.push({ url: req.url, ip: req.ip, protocol: req.protocol, cookie: header('cookie'), mutationId: header('x-mutation-id') });
  };
  route.onRequest = [...asList(route.onRequest), record] as NonNullable<RouteOptions['onRequest']>;
  if (route.url === ApiPath.batch) return;
  const probe = async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (String(req.headers['x-mutation-id']).startsWith(PROBE)) reply.header('set-cookie', 'probe=1; Path=/; SameSite=Lax');
    return payload;
  };
  route.onSend = [...asList(route.onSend), probe] as NonNullable<RouteOptions['onSend']>;
}

beforeAll(async () => {
  server = await startServer({
    trustProxy: ['127.0.0.1'],
    actionLimits: { comments: [{ max: COMMENTS_PER_MINUTE, windowMs: 60_000 }] },
    onRoute: instrument,
  });
  [fan, owner, privateOwner, blocker] = await Promise.all(['fan', 'owner', 'private_owner', 'blocker'].map((n) => registerUser(server, n))) as [Person, Person, Person, Person];
  server.app.lumen.repos.users.setPrivate(privateOwner.user.id, true);
  expect((await blocker.client.post(`/web/friendships/${fan.user.id}/block/`)).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

const repos = () => server.app.lumen.repos;
const post = (who: Person = owner): PostRow => createPost(server, who.user.id);
const like = (p: PostRow) => `/web/likes/${p.id}/like/`;
const commentsOn = (p: PostRow) => repos().comments.page(p.id, null, 100).map((c) => c.text);
const bodyOf = (a: BatchAnswerItem | undefined) => JSON.parse(a?.body ?? 'null') as Record<string, unknown>;
const setCookies = (res: Response) => res.headers.getSetCookie();

/** The password-encryption key headers: on the batch's own answer, not repeated in its items. */
const KEY_HEADERS = [Header.encKeyId, Header.encPubKey, Header.encKeyVersion];

/** Header names an answer alone has that a batch item also reports (not those of one message, cookies, page security, the key). */
const REPORTED_ALONE = (res: Response) =>
  [...res.headers.keys()]
    .filter((k) => !['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie', 'x-content-type-options', 'referrer-policy', ...KEY_HEADERS].includes(k))
    .sort();

describe('a batch answers each item as it would have been answered alone', () => {
  it('likes, saves, comments and a direct message, in order, with their own status, headers and body', async () => {
    const [alonePost, batchedPost] = [post(), post()];
    const calls = (p: PostRow, text: string) => [
      formItem(like(p)),
      formItem(`/web/save/${p.id}/save/`),
      formItem(`/web/comments/${p.id}/add/?hl=fr`, { comment_text: text }),
      jsonItem(DirectPath.send, { recipient_users: [String(owner.user.id)], item_type: 'text', text, mutation_token: batchId() }),
    ];
    const alone: Response[] = [];
    for (const c of calls(alonePost, 'alone')) {
      alone.push(await fetch(server.url + c.path, {
        method: 'POST',
        headers: { cookie: fan.client.cookieHeader, 'x-csrftoken': fan.client.csrfToken ?? '', 'content-type': c.content_type, 'x-mutation-id': c.mutation_id },
        body: c.body,
      }));
    }
    const { res, answers } = await sendBatch(fan.client, calls(batchedPost, 'batched'));
    expect(res.status).toBe(200);
    expect(answers).toHaveLength(4);
    for (const [i, a] of answers.entries()) {
      const one = alone[i] as Response;
      expect(a.status).toBe(one.status);
      expect(Object.keys(a.headers).sort()).toEqual(REPORTED_ALONE(one));
      for (const name of ['content-type', 'x-ig-set-www-claim']) expect(a.headers[name]).toBe(one.headers.get(name));
      // The key an answer alone carries comes once, on the batch's answer (the client reads it there).
      for (const name of KEY_HEADERS) expect([a.headers[name], res.headers.get(name)]).toEqual([undefined, one.headers.get(name)]);
      const body = bodyOf(a);
      const aloneBody = await json(one);
      expect(Object.keys(body).sort()).toEqual(Object.keys(aloneBody).sort());
      expect(body['status']).toBe('ok');
    }
    expect(answers[2]?.headers['content-language']).toBe('fr');
    expect(bodyOf(answers[0])).toEqual({ status: 'ok' });
    expect(bodyOf(answers[2])).toMatchObject({ text: 'batched' });
    expect(repos().likes.postsLikedBy(fan.user.id, [batchedPost.id]).has(batchedPost.id)).toBe(true);
    expect(repos().saves.savedBy(fan.user.id, [batchedPost.id]).has(batchedPost.id)).toBe(true);
    expect(commentsOn(batchedPost)).toEqual(['batched']);
  });

  it('sent twice, stores each change once and answers the first results (X-Mutation-Id of each item)', async () => {
    const p = post();
    const items = [formItem(`/web/comments/${p.id}/add/`, { comment_text: 'once' }), formItem(like(p))];
    const first = await sendBatch(fan.client, items);
    const second = await sendBatch(fan.client, items);
    expect(first.answers.map((a) => a.status)).toEqual([200, 200]);
    expect(second.answers.map((a) => a.body)).toEqual(first.answers.map((a) => a.body));
    expect(second.answers.map((a) => a.headers['x-mutation-replayed'])).toEqual(['1', '1']);
    expect(first.answers.map((a) => a.headers['x-mutation-replayed'])).toEqual([undefined, undefined]);
    expect(commentsOn(p)).toEqual(['once']);
  });

  it('answers a good item, a malformed one, a private post and a blocking account each as alone; stores only the good one', async () => {
    const p = post();
    const privatePost = post(privateOwner);
    const blockerPost = post(blocker);
    const blockerComment = repos().comments.create({ postId: p.id, userId: blocker.user.id, text: 'by the blocker', repliedToCommentId: null, createdAt: 1 });
    const { answers } = await sendBatch(fan.client, [
      formItem(`/web/comments/${p.id}/add/`, { comment_text: 'good' }),
      { method: 'POST', path: like(p) },
      formItem(like(privatePost)),
      formItem(`/web/comments/${blockerPost.id}/add/`, { comment_text: 'nope' }),
      formItem(`/web/comments/like/${blockerComment.id}/`),
      formItem(`/web/comments/${p.id}/add/`, { comment_text: 'spamword here' }),
      'not an item',
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 404, 404, 404, 400, 400]);
    expect(bodyOf(answers[1])).toEqual({ status: 'fail', error_type: 'bad_request', message: expect.stringMatching(/^body: /) });
    expect(bodyOf(answers[2])).toMatchObject({ status: 'fail', error_type: 'not_found' });
    expect(bodyOf(answers[5])).toMatchObject({ status: 'fail', error_type: 'invalid_comment' });
    expect(bodyOf(answers[6])).toMatchObject({ status: 'fail', error_type: 'bad_request' });
    expect(commentsOn(p)).toEqual(['by the blocker', 'good']);
    expect(repos().likes.postsLikedBy(fan.user.id, [p.id, privatePost.id]).size).toBe(0);
    expect(commentsOn(blockerPost)).toEqual([]);
    expect(repos().likes.commentsLikedBy(fan.user.id, [blockerComment.id]).size).toBe(0);
  });

  it('past a per-account limit, that item is a 429 with Retry-After in its headers; the items before it are stored', async () => {
    const limited = await registerUser(server, 'limited');
    const p = post();
    const items = Array.from({ length: COMMENTS_PER_MINUTE + 2 }, (_, i) => formItem(`/web/comments/${p.id}/add/`, { comment_text: `c${i}` }));
    const { answers } = await sendBatch(limited.client, items);
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(COMMENTS_PER_MINUTE).fill(200), 429, 429]);
    for (const refused of answers.slice(COMMENTS_PER_MINUTE)) {
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(bodyOf(refused)).toEqual({ status: 'fail', error_type: 'rate_limited', message: expect.any(String), retry_after_seconds: seconds });
    }
    expect(commentsOn(p)).toEqual(items.slice(0, COMMENTS_PER_MINUTE).map((_, i) => `c${i}`));
  });
});

describe('what the batch refuses runs nothing', () => {
  it('403 without the CSRF token, with a wrong one, or from another site', async () => {
    const p = post();
    const items = [formItem(`/web/comments/${p.id}/add/`, { comment_text: 'x' }), formItem(like(p))];
    for (const opts of [{ csrf: null }, { csrf: 'wrong' }, { headers: { origin: 'https://elsewhere.test' } }]) {
      const { res } = await sendBatch(fan.client, items, opts);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'csrf_failed' });
    }
    expect(commentsOn(p)).toEqual([]);
    expect(repos().likes.postsLikedBy(fan.user.id, [p.id]).size).toBe(0);
  });

  it('401 logged out', async () => {
    const visitor = await new Client(server.url).visit();
    const { res } = await sendBatch(visitor, [formItem(like(post()))]);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'login_required' });
  });

  it(`400 for no item, more than ${Limits.batchMaxItems}, or a body that is no list of items; 413 over the body limit`, async () => {
    const p = post();
    const many = Array.from({ length: Limits.batchMaxItems + 1 }, () => formItem(like(p)));
    for (const requests of [many, [], 'x', { 0: formItem(like(p)) }]) {
      const { res } = await sendBatch(fan.client, requests as unknown[]);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ status: 'fail', error_type: 'bad_request', message: expect.stringMatching(/^requests: /) });
    }
    const notJson = await fan.client.post(ApiPath.batch, undefined, { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const raw = await fetch(server.url + ApiPath.batch, { method: 'POST', headers: { cookie: fan.client.cookieHeader, 'x-csrftoken': fan.client.csrfToken ?? '', 'content-type': 'application/json' }, body: '{"requests": [' });
    expect(raw.status).toBe(400);
    const huge = await sendBatch(fan.client, [formItem(`/web/comments/${p.id}/add/`, { comment_text: 'x'.repeat(Limits.maxJsonBodyBytes) })]);
    expect(huge.res.status).toBe(413);
    expect(repos().likes.postsLikedBy(fan.user.id, [p.id]).size).toBe(0);
    expect(commentsOn(p)).toEqual([]);
  });

  it('refuses, item by item, a batch in a batch, beacons, uploads, entry flows and paths that are not plain; the rest run', async () => {
    const p = post();
    const { answers } = await sendBatch(fan.client, [
      formItem(ApiPath.batch),
      jsonItem(ApiPath.batch, { requests: [formItem(like(p))] }),
      formItem('/logging_client_events/beacon', { message: '[]' }),
      formItem('/rupload_igphoto/entity1'),
      formItem('/accounts/login/ajax/', { username: 'fan', password: 'x' }),
      formItem('/accounts/logout/ajax/'),
      formItem('/web/../accounts/logout/ajax/'),
      formItem(`${server.url}/web/likes/${p.id}/unlike/`),
      { ...formItem(like(p)), method: 'GET' },
      formItem(like(p)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 200]);
    for (const a of answers.slice(0, 8)) expect(bodyOf(a)).toMatchObject({ error_type: 'bad_request', message: expect.stringMatching(/^path: /) });
    expect(repos().likes.postsLikedBy(fan.user.id, [p.id]).size).toBe(1);
    // Still logged in: the logout never ran.
    expect((await fan.client.get('/web/activity/counts/')).status).toBe(200);
  });
});

describe('cookies and address', () => {
  it("an item's new cookie is on the batch's answer and goes with the next item, never in the item's headers", async () => {
    const [p1, p2] = [post(), post()];
    seen.length = 0;
    const items = [formItem(like(p1), {}, `${PROBE}${batchId()}`), formItem(like(p2))];
    const { res, answers } = await sendBatch(fan.client, items);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(setCookies(res).filter((c) => c.startsWith('probe='))).toEqual(['probe=1; Path=/; SameSite=Lax']);
    expect(answers[0]?.headers['set-cookie']).toBeUndefined();
    const likes = seen.filter((s) => s.url.startsWith('/web/likes/'));
    expect(likes.map((s) => s.cookie.includes('probe=1'))).toEqual([false, true]);
    expect(likes.map((s) => s.mutationId)).toEqual(items.map((i) => i.mutation_id));
  });

  it('a browser without a mid gets one, once, and every item goes with it', async () => {
    const noMid = new Client(server.url);
    for (const [k, v] of fan.client.cookies) if (k !== Cookie.mid) noMid.cookies.set(k, v);
    seen.length = 0;
    const { res, answers } = await sendBatch(noMid, [formItem(like(post())), formItem(like(post()))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const mids = setCookies(res).filter((c) => c.startsWith(`${Cookie.mid}=`));
    expect(mids).toHaveLength(1);
    const mid = (mids[0] ?? '').split(';')[0] ?? '';
    const likes = seen.filter((s) => s.url.startsWith('/web/likes/'));
    expect(likes).toHaveLength(2);
    for (const s of likes) expect(s.cookie.split('; ')).toContain(mid);
  });

  it("each item sees the batch's address and scheme (req.ip, X-Forwarded-* from a trusted proxy) and its own mutation id", async () => {
    for (const headers of [{}, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }]) {
      seen.length = 0;
      const item = formItem(like(post()));
      const { answers } = await sendBatch(fan.client, [item], { headers });
      expect(answers[0]?.status).toBe(200);
      const [outer, inner] = seen;
      expect(outer?.url).toBe(ApiPath.batch);
      expect(inner).toMatchObject({ ip: outer?.ip, protocol: outer?.protocol, mutationId: item.mutation_id });
      expect(inner?.ip).toBe('x-forwarded-for' in headers ? '203.0.113.9' : '127.0.0.1');
      expect(inner?.protocol).toBe('x-forwarded-proto' in headers ? 'https' : 'http');
    }
  });

  it('a batch of one through BatchedClient answers as the request alone', async () => {
    const p = post();
    const res = await new BatchedClient(fan.client).post(like(p));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok' });
  });
});
