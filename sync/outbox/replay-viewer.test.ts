import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '../api/paths';
import type { Transport, TransportRequest } from '../transport/types';
import { createReplayer } from './replayer';
import type { Replayer } from './replayer';
import type { OutboxDb } from './store';
import { createFakeClock, createFakeLock, openTestStore, record } from './test-kit';
import type { OutboxEvent } from './types';

/** A transport that answers every request with { status: 'ok' } and remembers it. */
function fakeTransport(): Transport & { sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  return {
    sent,
    request<T>(req: TransportRequest): Promise<T> {
      sent.push(req);
      return Promise.resolve({ status: 'ok' } as T);
    },
  };
}

let store: OutboxDb;
let transport: ReturnType<typeof fakeTransport>;
let events: OutboxEvent[];
let viewer: string | null;
const replayers: Replayer[] = [];

beforeEach(async () => {
  store = await openTestStore();
  transport = fakeTransport();
  events = [];
  viewer = 'alice';
});
afterEach(() => {
  replayers.splice(0).forEach((r) => r.dispose());
  store.close();
});

function makeReplayer(): Replayer {
  const replayer = createReplayer({
    store,
    transport,
    viewerId: () => viewer,
    clock: createFakeClock(),
    random: () => 0.5,
    withLock: createFakeLock().withLock,
    isOnline: () => true,
    notify: (e) => events.push(e),
  });
  replayers.push(replayer);
  return replayer;
}

const snapshot = async () => (await store.list()).map((r) => ({ id: r.id, state: r.state, attempts: r.attempts, error: r.error }));

describe('replayer and viewers: only the session viewer’s records are sent', () => {
  it('sends nothing of another viewer and leaves those records exactly as they were', async () => {
    const like = record('post-like', { postId: 'p1' }, 1_000_000, 'alice');
    const comment = record('comment-add', { postId: 'p1', clientId: 'local:a', text: 'hi', repliedToCommentId: null }, 1_000_000, 'alice');
    await store.enqueue(like);
    await store.enqueue(comment);
    const before = await snapshot();
    viewer = 'bob';
    await makeReplayer().kick({ ignoreBackoff: true });
    expect(transport.sent).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(events).toEqual([]);
  });

  it('logged out (no viewer): sends nothing', async () => {
    await store.enqueue(record('post-like', { postId: 'p1' }, 1_000_000, 'alice'));
    viewer = null;
    await makeReplayer().kick();
    expect(transport.sent).toEqual([]);
    expect((await store.list())[0]?.state).toBe('pending');
  });

  it('sends its own records and skips the others in the same queue', async () => {
    const bobs = record('post-like', { postId: 'p1' }, 1_000_000, 'bob');
    const alices = record('post-save', { postId: 'p2' }, 1_000_000, 'alice');
    await store.enqueue(bobs);
    await store.enqueue(alices);
    await makeReplayer().kick();
    expect(transport.sent.map((r) => r.path)).toEqual([ApiPath.save('p2')]);
    expect((await store.get(bobs.id))?.state).toBe('pending');
    expect((await store.get(alices.id))?.state).toBe('done');
  });

  it('does not reset another viewer’s record left sending by a crash', async () => {
    const bobs = record('post-like', { postId: 'p1' }, 1_000_000, 'bob');
    await store.enqueue(bobs);
    await store.update(bobs.id, (r) => ({ ...r, state: 'sending', attempts: 1 }));
    await makeReplayer().kick();
    expect(await store.get(bobs.id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(transport.sent).toEqual([]);
  });

  it('sets no retry timer for another viewer’s record that is backing off', async () => {
    await store.enqueue({ ...record('post-like', { postId: 'p1' }, 1_000_000, 'bob'), nextAttemptAt: 2_000_000 });
    const replayer = makeReplayer();
    await replayer.kick();
    expect(replayer.state).toBe('idle');
  });

  it('the records are sent once their viewer is back', async () => {
    const like = record('post-like', { postId: 'p1' }, 1_000_000, 'alice');
    await store.enqueue(like);
    viewer = 'bob';
    const replayer = makeReplayer();
    await replayer.kick();
    expect(transport.sent).toEqual([]);
    viewer = 'alice';
    await replayer.kick();
    expect(transport.sent).toEqual([{ method: 'POST', path: ApiPath.like('p1'), mutationId: like.id }]);
  });

  it('stops the pass when the viewer changes (logout) between two sends', async () => {
    const first = record('post-like', { postId: 'p1' }, 1_000_000, 'alice');
    const second = record('post-like', { postId: 'p2' }, 1_000_000, 'alice');
    await store.enqueue(first);
    await store.enqueue(second);
    const request = transport.request.bind(transport);
    transport.request = <T>(req: TransportRequest): Promise<T> => {
      viewer = null; // logged out while the first one was on its way
      return request<T>(req);
    };
    await makeReplayer().kick();
    expect(transport.sent.map((r) => r.path)).toEqual([ApiPath.like('p1')]);
    expect((await store.get(second.id))?.state).toBe('pending');
  });
});
