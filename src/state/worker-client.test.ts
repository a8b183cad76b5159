import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, newProfile, json } from '../../worker/test-support/engine-harness';
import type { Profile } from '../../worker/test-support/engine-harness';
import { createPersistence } from '../../worker/persistence/persistence';
import { createManualClock } from '../../worker/test-support/manual-clock';
import { fold, pageOf } from '../../worker/test-support/state-fixtures';
import { wireFeed, wirePost } from '../../worker/test-support/wire-fixtures';
import type { ClientHandle } from './client-context';
import { memoryStorage, testBootstrap } from './test-bootstrap';
import type { ClientEnv } from './worker-client';
import { startClient } from './worker-client';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function setup(postStatus = 200, profile: Profile = newProfile()) {
  const h = createHarness(profile, ({ method }) =>
    method === 'GET' ? json(wireFeed([wirePost('1')])) : json(postStatus === 200 ? { status: 'ok' } : { status: 'fail', message: 'Try again later.' }, postStatus),
  );
  cleanups.push(() => h.close());
  let connectivity: (online: boolean) => void = () => undefined;
  const postMessage = vi.fn();
  const env: ClientEnv = {
    bootstrap: testBootstrap(),
    cookie: () => 'csrftoken=c1',
    href: 'https://lumen.test/',
    online: () => true,
    storage: memoryStorage(),
    createWorker() {
      const { port1, port2 } = new MessageChannel();
      Comlink.expose(h.engine, port2);
      cleanups.push(() => (port1.close(), port2.close()));
      return port1;
    },
    onConnectivity: (l) => ((connectivity = l), () => undefined),
    serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) },
    registerServiceWorker: vi.fn(),
    persistStorage: vi.fn(() => Promise.resolve(true)),
    onError: vi.fn(),
  };
  return { h, env, postMessage, goOnline: (v: boolean) => connectivity(v) };
}

async function start(env: ClientEnv): Promise<ClientHandle> {
  const client = await startClient(env);
  cleanups.push(() => client.close());
  return client;
}

describe('startClient', () => {
  it('starts the worker, waits for the first snapshot, then mirrors its state', async () => {
    const { env } = setup();
    const client = await start(env);
    expect(client.mirror.isReady()).toBe(true);
    expect(client.mirror.getState().status).toMatchObject({ viewerId: 'v1', restored: true });
    expect(client.bootstrap?.viewerId).toBe('v1');
    expect(env.registerServiceWorker).toHaveBeenCalled();
    expect(env.persistStorage).toHaveBeenCalled();
    await client.worker.refreshFeed();
    await until(() => client.mirror.getState().feed.items.length === 1);
  });

  it('a start from cache resolves on its first screen (the feed\'s first page, not restored yet); the snapshot follows and the rest is wired then (issue 16)', async () => {
    const profile = newProfile();
    const cached = fold([
      { type: 'viewer-changed', viewerId: 'v1', user: { id: 'v1', username: 'me' } },
      { type: 'feed-page-loaded', page: pageOf(1, 12) },
      { type: 'feed-next-page-loaded', page: pageOf(13, 12) },
    ]);
    const writer = createPersistence({ idb: profile.idb, clock: createManualClock(), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, getState: () => cached, onQuotaExceeded: vi.fn() });
    await writer.restore({ viewerId: 'v1', trustCachedViewer: false });
    await writer.flush();
    writer.close();
    const { env, goOnline } = setup(200, profile);
    const client = await start(env);
    // Settled already when startClient resolved: its `then` runs before the next task.
    const shown = await Promise.race([client.mirror.firstScreen.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 0))]);
    expect(shown).toBe(true);
    await client.mirror.ready;
    expect(client.mirror.getState().status.restored).toBe(true);
    expect(Object.keys(client.mirror.getState().posts.byId)).toHaveLength(24);
    expect(client.mirror.getState().feed.items).toEqual(cached.feed.items.slice(0, 12));
    goOnline(false);
    await until(() => !client.mirror.getState().status.online);
  });

  it('a page hidden or left writes the cache at once, without the debounce (001 §9): a page opened right after shows what was seen', async () => {
    const profile = newProfile();
    const { env, h } = setup(200, profile);
    let hidden: () => void = () => undefined;
    const client = await start({ ...env, onHidden: (l) => ((hidden = l), () => undefined) });
    await client.worker.refreshFeed();
    const cached = async () => {
      const reader = createPersistence({ idb: profile.idb, clock: createManualClock(), log: h.log, getState: () => h.engine.getState(), onQuotaExceeded: vi.fn() });
      const restored = await reader.restore({ viewerId: 'v1', trustCachedViewer: false });
      reader.close();
      return Object.keys(restored.posts);
    };
    expect(await cached()).toEqual([]); // the debounce has not run: the harness's clock stands still
    hidden();
    let written: string[] = [];
    for (let i = 0; i < 100 && written.length === 0; i++) written = await cached();
    expect(written).toEqual(['1']);
    expect(env.onError).not.toHaveBeenCalled();
  });

  it('forwards online and offline to the worker', async () => {
    const { env, goOnline } = setup();
    const client = await start(env);
    goOnline(false);
    await until(() => !client.mirror.getState().status.online);
    goOnline(true);
    await until(() => client.mirror.getState().status.online);
  });

  it('an offline event while the worker starts is not lost: the app does not say online until the next change', async () => {
    const { env, goOnline } = setup();
    const starting = startClient(env);
    goOnline(false); // before the snapshot is in
    const client = await starting;
    cleanups.push(() => client.close());
    await client.mirror.ready;
    await until(() => !client.mirror.getState().status.online);
  });

  it('when the outbox gets work without Background Sync, tells the service worker to replay', async () => {
    const { env, postMessage, goOnline } = setup();
    const client = await start(env);
    await client.worker.refreshFeed();
    goOnline(false);
    await client.worker.likePost('1');
    await until(() => postMessage.mock.calls.length > 0);
    expect(postMessage).toHaveBeenCalledWith({ type: 'replay-outbox' });
  });

  it('a tap stored drops the first screens kept for a new tab: they lack it (issue 17, property 2)', async () => {
    const { env, goOnline } = setup();
    const dropFirstScreens = vi.fn(() => Promise.resolve());
    const client = await start({ ...env, dropFirstScreens });
    await client.worker.refreshFeed();
    expect(dropFirstScreens).not.toHaveBeenCalled();
    goOnline(false);
    await client.worker.likePost('1');
    await until(() => dropFirstScreens.mock.calls.length > 0);
    await client.worker.refreshFeed();
    expect(dropFirstScreens).toHaveBeenCalledTimes(1);
  });

  it('a record back to waiting after a failed send asks for no new replay: its backoff decides (DESIGN.md rule 3)', async () => {
    const { h, env, postMessage } = setup(503);
    const client = await start(env);
    await client.worker.refreshFeed();
    await client.worker.likePost('1');
    await until(() => postMessage.mock.calls.length > 0);
    await until(() => h.posts().length > 0 && Object.values(client.mirror.getState().outbox.byId).some((i) => i.state === 'pending'));
    await new Promise((r) => setTimeout(r, 100));
    // The engine's own send and the one replay asked for when the record was new; then nothing
    // until the backoff (the manual clock never runs it out here).
    expect(h.posts().length).toBeLessThanOrEqual(2);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
