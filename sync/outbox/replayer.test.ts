import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../api/headers';
import { ApiPath } from '../api/paths';
import { createFakeApi, fail, makeWirePost } from '../../fixtures/msw/handlers';
import type { FakeApi } from '../../fixtures/msw/handlers';
import { makeDeps } from '../transport/test-kit';
import { createTransport } from '../transport/transport';
import type { Transport } from '../transport/types';
import { createReplayer } from './replayer';
import type { Replayer } from './replayer';
import type { OutboxDb } from './store';
import { TEST_VIEWER, createFakeClock, createFakeLock, openTestStore, record } from './test-kit';
import type { FakeClock } from './test-kit';
import type { OutboxEvent } from './types';
import { DEPENDENCY_FAILED, REPLAY_AHEAD, REPLAY_POOL } from './replay-pass';
import type { ReplayStore } from './replay-pass';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let api: FakeApi;
let store: OutboxDb;
let clock: FakeClock;
let events: OutboxEvent[];
let online: boolean;
const replayers: Replayer[] = [];

beforeEach(async () => {
  api = createFakeApi([makeWirePost(1), makeWirePost(2), makeWirePost(3)]);
  server.resetHandlers(...api.handlers);
  store = await openTestStore();
  clock = createFakeClock();
  events = [];
  online = true;
});
afterEach(() => {
  replayers.splice(0).forEach((r) => r.dispose());
  store.close();
});

function makeReplayer(options: { transport?: Transport; lock?: ReturnType<typeof createFakeLock>; random?: () => number; store?: ReplayStore } = {}): Replayer {
  const replayer = createReplayer({
    store: options.store ?? store,
    transport: options.transport ?? createTransport(makeDeps()),
    viewerId: () => TEST_VIEWER,
    clock,
    random: options.random ?? (() => 0.5),
    withLock: (options.lock ?? createFakeLock()).withLock,
    isOnline: () => online,
    notify: (e) => events.push(e),
    onError: (err) => {
      throw err;
    },
  });
  replayers.push(replayer);
  return replayer;
}

const posts = (): string[] => api.state.log.filter((l) => l.method === 'POST').map((l) => l.path);
const mutationIds = (): (string | undefined)[] => api.state.log.filter((l) => l.method === 'POST').map((l) => l.headers[Header.mutationId.toLowerCase()]);
const states = async (): Promise<string[]> => (await store.list()).map((r) => r.state);

describe('replayer (DESIGN.md rule 3)', () => {
  it('sends pending records in FIFO order with X-Mutation-Id = record id, and keeps done records', async () => {
    const a = record('post-like', { postId: 'p2' });
    const b = record('post-save', { postId: 'p1' });
    const c = record('comment-add', { postId: 'p3', clientId: 'local:x', text: 'hello', repliedToCommentId: null });
    for (const r of [a, b, c]) await store.enqueue(r);
    const replayer = makeReplayer();
    await replayer.kick();
    expect(posts()).toEqual([ApiPath.like('p2'), ApiPath.save('p1'), ApiPath.commentAdd('p3')]);
    expect(mutationIds()).toEqual([a.id, b.id, c.id]);
    expect(await states()).toEqual(['done', 'done', 'done']);
    expect(replayer.state).toBe('idle');
    expect(events.filter((e) => e.type === 'mutation-done')).toEqual([a.id, b.id, c.id].map((id) => ({ type: 'mutation-done', id, record: expect.objectContaining({ id, state: 'done' }) })));
  });

  it('stores the result and the client id → server id of a comment-add', async () => {
    const add = record('comment-add', { postId: 'p1', clientId: 'local:x', text: 'hello', repliedToCommentId: null });
    await store.enqueue(add);
    await makeReplayer().kick();
    const done = await store.get(add.id);
    expect(done?.result).toMatchObject({ status: 'ok', id: '1000', text: 'hello' });
    expect(await store.resolveId('local:x')).toBe('1000');
  });

  it('resolves a comment-delete of a new comment to the server id once the add is done', async () => {
    const add = record('comment-add', { postId: 'p1', clientId: 'local:x', text: 'oops', repliedToCommentId: null });
    await store.enqueue(add);
    // The add is already on its way, so the delete cannot cancel it and is appended.
    await store.update(add.id, (r) => ({ ...r, state: 'sending' }));
    await store.enqueue(record('comment-delete', { postId: 'p1', commentId: 'local:x' }));
    await makeReplayer().kick();
    expect(posts()).toEqual([ApiPath.commentAdd('p1'), ApiPath.commentDelete('p1', '1000')]);
    expect(api.state.effects).toEqual(['comment-add:p1:1000', 'comment-delete:1000']);
  });

  it('skips a record whose comment is not posted yet, sends the others, then sends it after', async () => {
    const add = { ...record('comment-add', { postId: 'p1', clientId: 'local:x', text: 'hi', repliedToCommentId: null }), nextAttemptAt: clock.now() + 5000 };
    await store.enqueue(add);
    const likeIt = record('comment-like', { commentId: 'local:x' });
    await store.enqueue(likeIt);
    await store.enqueue(record('post-like', { postId: 'p2' }));
    const replayer = makeReplayer();
    await replayer.kick();
    expect(posts()).toEqual([ApiPath.like('p2')]);
    expect(replayer.state).toBe('backing-off');
    clock.advance(5000);
    await replayer.whenSettled();
    expect(posts()).toEqual([ApiPath.like('p2'), ApiPath.commentAdd('p1'), ApiPath.commentLike('1000')]);
  });

  it('fails a record whose comment will never exist', async () => {
    const add = record('comment-add', { postId: 'p1', clientId: 'local:x', text: 'hi', repliedToCommentId: null });
    await store.enqueue(add);
    await store.update(add.id, (r) => ({ ...r, state: 'sending' }));
    const like = record('comment-like', { commentId: 'local:x' });
    await store.enqueue(like);
    await store.update(add.id, (r) => ({ ...r, state: 'failed' }));
    await makeReplayer().kick();
    expect(posts()).toEqual([]);
    expect((await store.get(like.id))?.error?.errorType).toBe(DEPENDENCY_FAILED);
  });

  it('retries a 5xx with backoff, keeping the same X-Mutation-Id, and succeeds exactly once', async () => {
    server.use(fail.serverError('post', '/web/likes/:id/like/', { once: true }));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer({ random: () => 0.5 });
    await replayer.kick();
    expect(await store.get(like.id)).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: clock.now() + 500 });
    expect(replayer.state).toBe('backing-off');
    clock.advance(499);
    expect(replayer.state).toBe('backing-off');
    clock.advance(1);
    await replayer.whenSettled();
    expect(await store.get(like.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(api.state.effects).toEqual(['like:p1']);
  });

  it('stops the pass on a network error, so later records keep their order', async () => {
    server.use(fail.network('post', '/web/likes/:id/like/', { once: true }));
    await store.enqueue(record('post-like', { postId: 'p1' }));
    await store.enqueue(record('post-save', { postId: 'p2' }));
    const replayer = makeReplayer({ random: () => 0.999 });
    await replayer.kick();
    expect(await states()).toEqual(['pending', 'pending']);
    expect(api.state.log).toHaveLength(0);
    clock.advance(1000);
    await replayer.whenSettled();
    expect(posts()).toEqual([ApiPath.like('p1'), ApiPath.save('p2')]);
    expect(await states()).toEqual(['done', 'done']);
  });

  it('grows the delay exponentially across attempts (429 is retried too)', async () => {
    server.use(fail.rateLimited('post', '/web/likes/:id/like/'));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer({ random: () => 0.999 });
    await replayer.kick();
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await store.get(like.id);
      delays.push((r?.nextAttemptAt ?? 0) - clock.now());
      clock.advance(delays[i] ?? 0);
      await replayer.whenSettled();
    }
    expect(delays).toEqual([999, 1998, 3996, 7992]);
  });

  it('tries a server that does not answer again within a second at every attempt, so its return is found at once (issue 17, property 4)', async () => {
    server.use(fail.network('post', '/web/likes/:id/like/'));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer({ random: () => 0.999 });
    await replayer.kick();
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await store.get(like.id);
      expect(r?.retryReason).toBe('unreachable');
      delays.push((r?.nextAttemptAt ?? 0) - clock.now());
      clock.advance(delays[i] ?? 0);
      await replayer.whenSettled();
    }
    expect(delays).toEqual([999, 999, 999, 999, 999, 999]);
    expect((await store.get(like.id))?.attempts).toBe(7);
    server.resetHandlers(...api.handlers);
    clock.advance(999);
    await replayer.whenSettled();
    expect(await states()).toEqual(['done']);
  });

  it('a server answering 5xx keeps its exponential backoff (issue 17: the cap is for no answer only)', async () => {
    server.use(fail.serverError('post', '/web/likes/:id/like/'));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer({ random: () => 0.999 });
    await replayer.kick();
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await store.get(like.id);
      expect(r?.retryReason).toBe('server');
      delays.push((r?.nextAttemptAt ?? 0) - clock.now());
      clock.advance(delays[i] ?? 0);
      await replayer.whenSettled();
    }
    expect(delays).toEqual([999, 1998, 3996]);
  });

  it('a record that became due while a long pass sent others is sent by the next pass, its entity with it (issue 17, bench 7)', async () => {
    // Another replayer's failed probe pushed the like past this pass's start; the pass sends the
    // rest meanwhile, and the like's time passes before the pass ends.
    const probed = { ...record('post-like', { postId: 'p1' }), attempts: 3, nextAttemptAt: clock.now() + 500, retryReason: 'unreachable' as const };
    for (const r of [probed, record('post-save', { postId: 'p1' }), record('post-like', { postId: 'p2' }), record('post-save', { postId: 'p2' })]) await store.enqueue(r);
    const transport = createTransport(makeDeps(undefined, {
      fetch: async (input, init) => {
        clock.advance(400); // each answer takes 400 ms of the fake clock
        return globalThis.fetch(input, init);
      },
    }));
    const replayer = makeReplayer({ transport });
    await replayer.kick();
    expect(await states()).toEqual(['pending', 'pending', 'done', 'done']);
    // Due by now: the next pass is set for now (it was left waiting for good before).
    expect(replayer.state).toBe('backing-off');
    clock.advance(0);
    await replayer.whenSettled();
    expect(await states()).toEqual(['done', 'done', 'done', 'done']);
    expect(posts()).toEqual([ApiPath.like('p2'), ApiPath.save('p2'), ApiPath.like('p1'), ApiPath.save('p1')]);
  });

  it('keeps a 429 pending and retries after its Retry-After, never failing (reverting) the action (issue 11)', async () => {
    let refused = 0;
    server.use(fail.rateLimited('post', '/web/likes/:id/like/', { once: true, retryAfterSeconds: 120, onRequest: () => void (refused += 1) }));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer();
    await replayer.kick();
    expect(refused).toBe(1);
    const waiting = await store.get(like.id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    // The backoff alone (random 0.5: 500 ms) would retry far sooner; the server asked for 120 s.
    expect((waiting?.nextAttemptAt ?? 0) - clock.now()).toBe(120_000);
    clock.advance(119_999);
    await replayer.whenSettled();
    expect(posts()).toEqual([]);
    clock.advance(1);
    await replayer.whenSettled();
    expect(posts()).toEqual([ApiPath.like('p1')]);
    expect(mutationIds()).toEqual([like.id]);
    expect(await store.get(like.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(events.filter((e) => e.type === 'mutation-failed')).toEqual([]);
  });

  it('fails a 4xx for good with its error, and goes on with the next records', async () => {
    const missing = record('post-like', { postId: 'nope' });
    const next = record('post-like', { postId: 'p1' });
    await store.enqueue(missing);
    await store.enqueue(next);
    const replayer = makeReplayer();
    await replayer.kick();
    expect(await store.get(missing.id)).toMatchObject({
      state: 'failed', attempts: 1, error: { statusCode: 404, message: 'Media not found', errorType: 'not_found' },
    });
    expect((await store.get(next.id))?.state).toBe('done');
    expect(events).toContainEqual({ type: 'mutation-failed', id: missing.id });
    expect(replayer.state).toBe('idle');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('resets records a crashed replayer left "sending" and sends them', async () => {
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    await store.update(like.id, (r) => ({ ...r, state: 'sending', attempts: 1 }));
    await makeReplayer().kick();
    expect(await store.get(like.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('takes effect exactly once when the answer was lost: the resend carries the same X-Mutation-Id', async () => {
    let calls = 0;
    const lossy = createTransport(makeDeps(undefined, {
      fetch: async (input, init) => {
        calls += 1;
        const response = await globalThis.fetch(input, init);
        if (calls === 1) throw new TypeError('connection reset'); // the server acted; we never heard
        return response;
      },
    }));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const replayer = makeReplayer({ transport: lossy });
    await replayer.kick();
    clock.advance(1000);
    await replayer.whenSettled();
    expect(mutationIds()).toEqual([like.id, like.id]);
    expect(api.state.effects).toEqual(['like:p1']);
    expect(api.state.posts[0]?.edge_media_preview_like.count).toBe(2);
    expect((await store.get(like.id))?.state).toBe('done');
  });

  it('runs one replayer at a time: two contexts sharing the lock send each record once', async () => {
    const lock = createFakeLock();
    for (const id of ['p1', 'p2', 'p3']) await store.enqueue(record('post-like', { postId: id }));
    const tab = makeReplayer({ lock });
    const sw = makeReplayer({ lock });
    await Promise.all([tab.kick(), sw.kick()]);
    expect(posts()).toEqual([ApiPath.like('p1'), ApiPath.like('p2'), ApiPath.like('p3')]);
    expect(lock.grants).toBe(2);
  });

  it('runs one more pass when kicked while sending', async () => {
    await store.enqueue(record('post-like', { postId: 'p1' }));
    const replayer = makeReplayer();
    const first = replayer.kick();
    await store.enqueue(record('post-like', { postId: 'p2' }));
    const second = replayer.kick();
    await Promise.all([first, second]);
    expect(posts()).toEqual([ApiPath.like('p1'), ApiPath.like('p2')]);
  });

  it('sends nothing while offline', async () => {
    online = false;
    await store.enqueue(record('post-like', { postId: 'p1' }));
    const replayer = makeReplayer();
    await replayer.kick();
    expect(api.state.log).toEqual([]);
    expect(await states()).toEqual(['pending']);
    expect(replayer.state).toBe('idle');
  });

  it('sends a backing-off record at once when kicked with ignoreBackoff', async () => {
    const like = { ...record('post-like', { postId: 'p1' }), nextAttemptAt: clock.now() + 60_000, attempts: 3 };
    await store.enqueue(like);
    const replayer = makeReplayer();
    await replayer.kick();
    expect(api.state.log).toEqual([]);
    await replayer.kick({ ignoreBackoff: true });
    expect((await store.get(like.id))?.state).toBe('done');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('does not send a record replaced after the pass read the queue', async () => {
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    const unlike = record('post-unlike', { postId: 'p1' });
    let listed = 0;
    const replayer = makeReplayer({ store: { commit: store.commit, resolveId: store.resolveId, list: async () => {
      const list = await store.list();
      if ((listed += 1) === 1) await store.enqueue(unlike); // replaces the like once the pass has read it
      return list;
    } } });
    await replayer.kick();
    expect(api.state.log).toEqual([]); // the like is gone; the unlike's own enqueue kicks
    await replayer.kick();
    expect(api.state.log.map((e) => e.path)).toEqual(['/web/likes/p1/unlike/']);
    expect((await store.list()).map((r) => [r.name, r.state])).toEqual([['post-unlike', 'done']]);
  });

  it('stops its timer when disposed', async () => {
    server.use(fail.serverError('post', '/web/likes/:id/like/'));
    await store.enqueue(record('post-like', { postId: 'p1' }));
    const replayer = makeReplayer();
    await replayer.kick();
    expect(clock.pendingTimers()).toBe(1);
    replayer.dispose();
    expect(clock.pendingTimers()).toBe(0);
    expect(replayer.state).toBe('stopped');
  });
});

describe('replayer and a stale session (ours to choose)', () => {
  it('keeps a record pending, without a timer, when the server says the session is stale', async () => {
    server.use(fail.status('post', '/web/likes/:id/like/', 403, { status: 'fail', message: 'CSRF token missing or incorrect', error_type: 'csrf_failed' }, { once: true }));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    await store.enqueue(record('post-save', { postId: 'p2' }));
    const replayer = makeReplayer();
    await replayer.kick();
    expect(await states()).toEqual(['pending', 'pending']);
    expect(replayer.state).toBe('idle');
    expect(clock.pendingTimers()).toBe(0);
    await replayer.kick();
    expect(await states()).toEqual(['done', 'done']);
    expect(api.state.effects).toEqual(['like:p1', 'save:p2']);
  });

  it('still fails other 403s for good', async () => {
    server.use(fail.status('post', '/web/likes/:id/like/', 403, { status: 'fail', message: 'Not allowed', error_type: 'forbidden' }, { once: true }));
    const like = record('post-like', { postId: 'p1' });
    await store.enqueue(like);
    await makeReplayer().kick();
    expect((await store.get(like.id))?.state).toBe('failed');
  });
});

/** A transport whose answers take `ms` real milliseconds, counting what is in flight. */
function slowTransport(ms: number) {
  const flight = { now: 0, max: 0, byPath: new Map<string, number>(), overlaps: [] as string[] };
  const transport = createTransport(makeDeps(undefined, {
    fetch: async (input, init) => {
      const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname;
      // A post's likes and saves are one entity; each new comment is its own (its mutation id).
      const entity = path.includes('/comments/') ? (new Headers(init?.headers).get(Header.mutationId) ?? path) : path.replace(/^\/web\/(?:likes|save)\/([^/]+)\/.*$/, 'post:$1');
      flight.now += 1;
      flight.max = Math.max(flight.max, flight.now);
      if ((flight.byPath.get(entity) ?? 0) > 0) flight.overlaps.push(path);
      flight.byPath.set(entity, (flight.byPath.get(entity) ?? 0) + 1);
      try {
        await new Promise((r) => setTimeout(r, ms));
        return await globalThis.fetch(input, init);
      } finally {
        flight.now -= 1;
        flight.byPath.set(entity, (flight.byPath.get(entity) ?? 1) - 1);
      }
    },
  }));
  return { transport, flight };
}

const comment = (clientId: string, repliedToCommentId: string | null = null) =>
  record('comment-add', { postId: 'p1', clientId, text: `text ${clientId}`, repliedToCommentId });

describe('replayer throughput (issue 17: 1,000 queued actions settle within 5 s of the server\'s return)', () => {
  it('sends records of different entities side by side, at most REPLAY_POOL at once, one at a time per entity and in order', async () => {
    const queue = [
      record('post-like', { postId: 'p1' }), record('post-save', { postId: 'p1' }), record('post-like', { postId: 'p2' }),
      record('post-save', { postId: 'p2' }), record('post-like', { postId: 'p3' }),
      ...['a', 'b', 'c', 'd', 'e'].map((x) => comment(`local:${x}`)),
    ];
    for (const r of queue) await store.enqueue(r);
    const { transport, flight } = slowTransport(5);
    await makeReplayer({ transport }).kick();
    expect(await states()).toEqual(queue.map(() => 'done'));
    expect(flight.max).toBeGreaterThan(1);
    expect(flight.max).toBeLessThanOrEqual(REPLAY_POOL);
    expect(flight.overlaps).toEqual([]); // never two requests of one post at once
    const sent = posts();
    expect(sent.indexOf(ApiPath.like('p1'))).toBeLessThan(sent.indexOf(ApiPath.save('p1')));
    expect(sent.indexOf(ApiPath.like('p2'))).toBeLessThan(sent.indexOf(ApiPath.save('p2')));
    expect(api.state.effects).toHaveLength(queue.length);
  });

  it('claims records ahead of a free slot once the server answers, so an answer\'s slot is refilled without waiting for a claim\'s transaction', async () => {
    const queue = Array.from({ length: REPLAY_POOL + REPLAY_AHEAD + 8 }, (_, i) => comment(`local:${i}`));
    for (const r of queue) await store.enqueue(r);
    const { transport, flight } = slowTransport(5);
    let claimedAhead = 0;
    const watched: Transport = {
      ...transport,
      request: async (req) => {
        claimedAhead = Math.max(claimedAhead, (await store.list()).filter((r) => r.state === 'sending').length);
        return transport.request(req);
      },
    };
    await makeReplayer({ transport: watched }).kick();
    expect(await states()).toEqual(queue.map(() => 'done'));
    expect(claimedAhead).toBeGreaterThan(REPLAY_POOL); // claimed ahead of the pool…
    expect(flight.max).toBeLessThanOrEqual(REPLAY_POOL); // …never sent beyond it
    expect(api.state.effects).toHaveLength(queue.length);
  });

  it('records claimed ahead and not sent when the server goes away go back to waiting as they were (never sent, no attempt counted)', async () => {
    const queue = Array.from({ length: REPLAY_POOL + REPLAY_AHEAD + 6 }, (_, i) => comment(`local:${i}`));
    for (const r of queue) await store.enqueue(r);
    const { transport, flight } = slowTransport(5);
    let answered = 0;
    // The first answers go through; then the server is gone: every later request fails.
    const failing: Transport = {
      ...transport,
      request: async (req) => {
        if (answered >= 3) throw new Error('Failed to fetch');
        answered += 1;
        return transport.request(req);
      },
    };
    const replayer = makeReplayer({ transport: failing, random: () => 0.999 });
    await replayer.kick();
    expect(flight.max).toBeLessThanOrEqual(REPLAY_POOL);
    const stored = await store.list();
    expect(stored.filter((r) => r.state === 'done')).toHaveLength(3);
    expect(stored.filter((r) => r.state === 'sending')).toEqual([]);
    // Those in the air when the error came were tried (one attempt each); those only claimed ahead were never sent: untouched.
    const waiting = stored.filter((r) => r.state === 'pending');
    expect(waiting).toHaveLength(queue.length - 3);
    expect(waiting.filter((r) => r.attempts === 1).length).toBeLessThanOrEqual(REPLAY_POOL);
    expect(waiting.filter((r) => r.attempts === 0).length).toBeGreaterThanOrEqual(queue.length - 3 - REPLAY_POOL);
    expect(replayer.state).toBe('backing-off');
  });

  it('writes claims and outcomes in batches: fewer transactions than records (two each before)', async () => {
    const queue = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((x) => comment(`local:${x}`));
    for (const r of queue) await store.enqueue(r);
    let commits = 0;
    const counted: ReplayStore = { list: store.list, resolveId: store.resolveId, commit: (batch) => ((commits += 1), store.commit(batch)) };
    await makeReplayer({ store: counted, transport: slowTransport(2).transport }).kick();
    expect(await states()).toEqual(queue.map(() => 'done'));
    expect(commits).toBeLessThan(queue.length);
    for (const [i, r] of queue.entries()) expect(await store.resolveId(r.args.clientId)).toBe(String(1000 + i));
  });

  it('the claim of the next record of an entity rides with the outcome of the one before it (and leaves after that answer)', async () => {
    const queue = [record('post-like', { postId: 'p1' }), record('post-save', { postId: 'p1' })];
    for (const r of queue) await store.enqueue(r);
    const sizes: number[] = [];
    const counted: ReplayStore = { list: store.list, resolveId: store.resolveId, commit: (batch) => (sizes.push(batch.updates.length), store.commit(batch)) };
    const { transport, flight } = slowTransport(2);
    await makeReplayer({ store: counted, transport }).kick();
    expect(await states()).toEqual(['done', 'done']);
    expect(flight.overlaps).toEqual([]);
    expect(posts()).toEqual([ApiPath.like('p1'), ApiPath.save('p1')]);
    // claim 1; outcome 1 + claim 2; outcome 2 (two transactions for each record before)
    expect(sizes).toEqual([1, 2, 1]);
  });

  it('a third record of an entity waits for the second, claimed with the first one\'s outcome (browser chaos seed 653738060: a message sent beside the one before it)', async () => {
    // The first (the probe) is answered; the second is claimed with its outcome and sent; the
    // first's end must not free the entity the second now holds, or the third leaves beside it.
    const queue = [record('post-like', { postId: 'p1' }), record('post-save', { postId: 'p1' })];
    for (const r of queue) await store.enqueue(r);
    const third = record('post-unlike', { postId: 'p1' });
    await store.put(third); // appended as it is (an unlike after a like in flight would coalesce)
    const { transport, flight } = slowTransport(5);
    await makeReplayer({ transport }).kick();
    expect(await states()).toEqual(['done', 'done', 'done']);
    expect(flight.overlaps).toEqual([]);
    expect(posts()).toEqual([ApiPath.like('p1'), ApiPath.save('p1'), ApiPath.unlike('p1')]);
  });

  it('probes with one request: a server that does not answer costs one attempt, not a pool\'s worth', async () => {
    server.use(fail.network('post', '/web/likes/:id/like/'), fail.network('post', '/web/comments/:id/add/'));
    const queue = [record('post-like', { postId: 'p1' }), record('post-like', { postId: 'p2' }), comment('local:a'), comment('local:b')];
    for (const r of queue) await store.enqueue(r);
    const replayer = makeReplayer();
    await replayer.kick();
    expect((await store.list()).map((r) => [r.state, r.attempts])).toEqual([['pending', 1], ['pending', 0], ['pending', 0], ['pending', 0]]);
    expect(replayer.state).toBe('backing-off');
  });

  it('a reply waits for its comment sent in the same pass, then goes with the comment\'s server id', async () => {
    const add = comment('local:x');
    const reply = comment('local:y', 'local:x');
    const likeIt = record('comment-like', { commentId: 'local:x' });
    for (const r of [add, reply, likeIt]) await store.enqueue(r);
    await makeReplayer({ transport: slowTransport(3).transport }).kick();
    expect(await states()).toEqual(['done', 'done', 'done']);
    const sent = api.state.log.filter((l) => l.method === 'POST');
    expect(sent.map((l) => l.path)).toEqual([ApiPath.commentAdd('p1'), ApiPath.commentAdd('p1'), ApiPath.commentLike('1000')]);
    expect(sent[1]?.form).toMatchObject({ replied_to_comment_id: '1000' });
  });
});
