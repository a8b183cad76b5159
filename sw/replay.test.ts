import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../sync/api/headers';
import { ApiPath } from '../sync/api/paths';
import { createFakeApi, fail, makeWirePost, TEST_ORIGIN } from '../fixtures/msw/handlers';
import type { FakeApi } from '../fixtures/msw/handlers';
import { openOutboxStore } from '../sync/outbox/store';
import { createFakeClock, createFakeLock, record } from '../sync/outbox/test-kit';
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
  if (withSession) await store.writeSession(makeSession({ csrfToken: 'from-worker', wwwClaim: 'c1' }));
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
    expect(events).toContainEqual({ type: 'mutation-done', id: like.id });
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
