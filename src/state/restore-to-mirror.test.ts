/**
 * A start from a large cache, end to end: the real engine restores it, sends the cache's tables
 * to the mirror early (worker/mirror/early-snapshot.ts) and then the snapshot that completes
 * them (issue 16: the feed's first page before all of it); the real mirror ends with the engine's state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MirrorMessage } from '../../worker/mirror-protocol';
import { createPersistence } from '../../worker/persistence/persistence';
import { createHarness, json } from '../../worker/test-support/engine-harness';
import { newProfile } from '../../worker/test-support/engine-harness';
import type { Profile } from '../../worker/test-support/engine-harness';
import { createManualClock } from '../../worker/test-support/manual-clock';
import { fold, pageOf } from '../../worker/test-support/state-fixtures';
import { createMirror } from './mirror';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function seedCache(profile: Profile, posts: number): Promise<void> {
  const state = fold([
    { type: 'viewer-changed', viewerId: 'v1', user: { id: 'v1', username: 'me' } },
    { type: 'feed-page-loaded', page: pageOf(1, posts) },
  ]);
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const p = createPersistence({ idb: profile.idb, clock: createManualClock(), log, getState: () => state, onQuotaExceeded: vi.fn() });
  await p.restore({ viewerId: 'v1', trustCachedViewer: false });
  await p.flush();
  p.close();
}

describe('a start from a large cache', () => {
  it('the cache posts reach the mirror before the snapshot, which completes them: the mirror holds the engine state', async () => {
    const profile = newProfile();
    await seedCache(profile, 1500);
    const h = createHarness(profile, () => json({ status: 'fail', message: 'offline' }, 500));
    closers.push(() => h.close());
    const sent: string[] = [];
    const post = h.senderPort.postMessage.bind(h.senderPort);
    const label = (m: MirrorMessage) => (m.type === 'snapshot-part' || m.type === 'snapshot-values' ? `part ${m.seq} ${m.slice}.${m.key}` : `${m.type} ${m.seq}`);
    vi.spyOn(h.senderPort, 'postMessage').mockImplementation((m: MirrorMessage) => (sent.push(label(m)), post(m)));
    const mirror = createMirror(h.port);
    closers.push(() => mirror.close());
    let firstScreen: string[] = [];
    void mirror.firstScreen.then(() => (firstScreen = mirror.getState().feed.items));
    await h.start('v1', false);
    await mirror.ready;
    // Issue 16: the feed's first page goes first, alone; then the posts go early, 1,000 + 500
    // (the mirror builds their code index of them: bench 1); the snapshot of that seq sends
    // none of them again (nothing changed them since).
    const head = sent.indexOf('snapshot 1');
    expect(sent.slice(0, head)).toEqual(['first-screen 0', 'part 1 posts.byId', 'part 1 posts.byId']);
    expect(firstScreen).toEqual(mirror.getState().feed.items.slice(0, 12));
    expect(firstScreen).toHaveLength(12);
    expect(sent.slice(head + 1).filter((m) => m.startsWith('part'))).toEqual([]);
    expect(Object.keys(mirror.getState().posts.byId)).toHaveLength(1500);
    expect(Object.keys(mirror.getState().posts.idByCode)).toHaveLength(1500);
    expect(mirror.getState()).toEqual(h.engine.getState());
  });
});
