import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectPath } from '../sync/api/paths';
import { TEST_ORIGIN } from '../fixtures/msw/handlers';
import { openOutboxStore } from '../sync/outbox/store';
import { TEST_VIEWER, createFakeClock, createFakeLock, record } from '../sync/outbox/test-kit';
import type { MutationRecord } from '../sync/mutations/types';
import { makeSession } from '../sync/transport/test-kit';
import { replayFromServiceWorker } from './replay';

const received: Record<string, string>[] = [];
const server = setupServer(
  http.post(`${TEST_ORIGIN}${DirectPath.send}`, async ({ request }) => {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    received.push(form);
    const item = { item_id: `i${received.length}`, user_id: TEST_VIEWER, timestamp: 1, item_type: 'text', mutation_token: form.mutation_token, client_context: form.mutation_token, reactions: { likes: [], likes_count: 0 }, is_sent_by_viewer: true, text: form.text };
    return HttpResponse.json({ status: 'ok', thread_id: form.thread_id, item });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('service worker replay of direct messages (issue 13: sent with every tab closed)', () => {
  it('sends the queued messages of a thread in order, each with its record id as mutation_token', async () => {
    const name = `sw-direct-${Math.random()}`;
    const one = record('direct-send', { threadId: 't1', itemType: 'text', text: 'one' }, 1000);
    const two = record('direct-send', { threadId: 't1', itemType: 'text', text: 'two' }, 2000);
    const store = await openOutboxStore({ name });
    await store.writeSession(makeSession({ csrfToken: 'c', wwwClaim: 'w', viewerId: TEST_VIEWER }));
    for (const r of [one, two] as MutationRecord[]) await store.enqueue(r);
    store.close();
    const report = await replayFromServiceWorker({
      openStore: () => openOutboxStore({ name }),
      fetch: (input, init) => globalThis.fetch(input, init),
      origin: TEST_ORIGIN,
      clock: createFakeClock(),
      random: () => 0.5,
      withLock: createFakeLock().withLock,
      isOnline: () => true,
      notify: () => undefined,
    });
    expect(report).toEqual({ ran: true, pending: 0 });
    expect(received.map((f) => [f.text, f.mutation_token, f.thread_id])).toEqual([['one', one.id, 't1'], ['two', two.id, 't1']]);
  });
});
