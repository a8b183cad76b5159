import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../sync/api/headers';
import { ApiPath } from '../sync/api/paths';
import { createFakeApi, fail, makeWirePost, TEST_ORIGIN } from '../fixtures/msw/handlers';
import type { FakeApi } from '../fixtures/msw/handlers';
import { openOutboxStore } from '../sync/outbox/store';
import { TEST_VIEWER, createFakeClock, createFakeLock, record } from '../sync/outbox/test-kit';
import type { OutboxEvent } from '../sync/outbox/types';
import type { MutationRecord } from '../sync/mutations/types';
import { makeSession } from '../sync/transport/test-kit';
import { replayFromServiceWorker } from './replay';
import type { SwReplayDeps } from './replay';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let api: FakeApi;
let dbName: string;
let events: OutboxEvent[];
beforeEach(() => {
  api = createFakeApi([makeWirePost(1), makeWirePost(2)]);
  server.resetHandlers(...api.handlers);
  dbName = `sw-replay-${Math.random()}`;
  events = [];
});

function deps(): SwReplayDeps {
  return {
    openStore: () => openOutboxStore({ name: dbName }),
    fetch: (input, init) => globalThis.fetch(input, init),
    origin: TEST_ORIGIN,
    clock: createFakeClock(),
    random: () => 0.5,
    withLock: createFakeLock().withLock,
    isOnline: () => true,
    notify: (e) => events.push(e),
  };
}

async function seed(withSession: boolean, ...records: MutationRecord[]): Promise<void> {
  const store = await openOutboxStore({ name: dbName });
  if (withSession) await store.writeSession(makeSession({ csrfToken: 'from-worker', wwwClaim: 'c1', viewerId: TEST_VIEWER }));
  for (const r of records) await store.enqueue(r);
  store.close();
}

describe('service worker replay (DESIGN.md rule 4)', () => {
  it('sends queued records with the session the worker wrote, and leaves the outcomes in the outbox', async () => {
    const like = record('post-like', { postId: 'p1' });
    await seed(true, like);
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: true, pending: 0 });
    const sent = api.state.log[0];
    expect(sent?.path).toBe(ApiPath.like('p1'));
    expect(sent?.headers[Header.csrf.toLowerCase()]).toBe('from-worker');
    expect(sent?.headers[Header.mutationId.toLowerCase()]).toBe(like.id);
    const store = await openOutboxStore({ name: dbName });
    expect((await store.get(like.id))?.state).toBe('done');
    store.close();
    expect(events).toContainEqual({ type: 'mutation-done', id: like.id, record: expect.objectContaining({ id: like.id, state: 'done' }) });
  });

  it('does nothing before any session was written', async () => {
    await seed(false, record('post-like', { postId: 'p1' }));
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: false, pending: 1 });
    expect(api.state.log).toEqual([]);
  });

  it('sends even records still backing off (a sync event means the network is back)', async () => {
    await seed(true, { ...record('post-like', { postId: 'p1' }), attempts: 4, nextAttemptAt: Date.now() + 3_600_000 });
    expect((await replayFromServiceWorker(deps())).pending).toBe(0);
    expect(api.state.effects).toEqual(['like:p1']);
  });

  it('reports what is still waiting when the network fails, so the sync is retried', async () => {
    server.use(fail.network('post', '/web/likes/:id/like/'));
    await seed(true, record('post-like', { postId: 'p1' }), record('post-save', { postId: 'p2' }));
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: true, pending: 2 });
  });

  it('keeps the www claim the server set, merged into the stored session', async () => {
    server.use(http.post(`${TEST_ORIGIN}/web/likes/:id/like/`, () => HttpResponse.json({ status: 'ok' }, { headers: { [Header.setWwwClaim]: 'c2' } })));
    await seed(true, record('post-like', { postId: 'p1' }));
    await replayFromServiceWorker(deps());
    const store = await openOutboxStore({ name: dbName });
    expect(await store.readSession()).toMatchObject({ wwwClaim: 'c2', csrfToken: 'from-worker' });
    store.close();
  });
});

describe('service worker replay and viewers', () => {
  async function writeSession(session: Parameters<typeof makeSession>[0] | 'no-viewer-field'): Promise<void> {
    const store = await openOutboxStore({ name: dbName });
    if (session === 'no-viewer-field') {
      const { viewerId: _viewerId, ...old } = makeSession({ csrfToken: 'old' });
      await store.writeSession(old as ReturnType<typeof makeSession>);
    } else {
      await store.writeSession(makeSession(session));
    }
    store.close();
  }

  async function outbox(): Promise<MutationRecord[]> {
    const store = await openOutboxStore({ name: dbName });
    const list = await store.list();
    store.close();
    return list;
  }

  it('sends only the records of the stored session’s viewer; another viewer’s stay untouched', async () => {
    const alices = record('post-like', { postId: 'p1' }, Date.now(), 'alice');
    const bobs = record('post-save', { postId: 'p2' }, Date.now(), 'bob');
    await seed(false, alices, bobs);
    await writeSession({ viewerId: 'bob' });
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: true, pending: 0 });
    expect(api.state.effects).toEqual(['save:p2']);
    const after = await outbox();
    expect(after.find((r) => r.id === alices.id)).toEqual(alices);
    expect(after.find((r) => r.id === bobs.id)?.state).toBe('done');
  });

  it('after logout (a session of no viewer) sends nothing and asks for no retry', async () => {
    const like = record('post-like', { postId: 'p1' }, Date.now(), 'alice');
    await seed(false, like);
    await writeSession({ viewerId: null });
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: false, pending: 0 });
    expect(api.state.log).toEqual([]);
    expect(await outbox()).toEqual([like]);
  });

  it('a session stored before sessions carried a viewer sends nothing', async () => {
    await seed(false, record('post-like', { postId: 'p1' }, Date.now(), 'alice'));
    await writeSession('no-viewer-field');
    expect(await replayFromServiceWorker(deps())).toEqual({ ran: false, pending: 0 });
    expect(api.state.log).toEqual([]);
  });
});
