import { describe, expect, it } from 'vitest';
import type { OutboxDb } from '../sync';
import type { TapCall } from './tap-calls';
import { closedAfterEach, createHarness, json, newProfile } from './test-support/engine-harness';
import { wireFeed, wirePost } from './test-support/wire-fixtures';

const keep = closedAfterEach();

const TAPS: TapCall[] = [
  { method: 'likePost', args: ['1'] },
  { method: 'savePost', args: ['2'] },
  { method: 'likePost', args: ['3'] },
  { method: 'unlikePost', args: ['1'] },
];

/** An engine offline over a feed of three posts; `groups` lists each outbox transaction's records. */
async function offlineEngine() {
  const groups: string[][] = [];
  const wrapOutbox = (db: OutboxDb): OutboxDb => ({ ...db, enqueueMany: (records) => (groups.push(records.map((r) => r.name)), db.enqueueMany(records)) });
  const h = keep(createHarness(newProfile(), () => json(wireFeed(['1', '2', '3'].map((id) => wirePost(id)))), { wrapOutbox }));
  await h.start();
  await h.engine.refreshFeed();
  h.engine.setOnline(false);
  const seen = () => {
    const { posts, outbox } = h.engine.getState();
    return {
      toggles: [posts.byId['1']?.likedByViewer, posts.byId['2']?.savedByViewer, posts.byId['3']?.likedByViewer],
      waiting: Object.values(outbox.byId).map((i) => `${i.name} ${i.entityKey}`).sort(),
    };
  };
  return { h, groups, seen };
}

describe('callTaps (issue 16, bench 8)', () => {
  it('taps sent as one message are written in one outbox transaction, ending as the same taps sent one by one', async () => {
    const batched = await offlineEngine();
    const outcomes = await batched.h.engine.callTaps(TAPS);
    expect(outcomes).toEqual(TAPS.map(() => ({ ok: true })));
    expect(batched.groups).toEqual([['post-like', 'post-save', 'post-like', 'post-unlike']]);

    const alone = await offlineEngine();
    for (const { method, args } of TAPS) await (alone.h.engine[method] as (...a: unknown[]) => Promise<void>)(...args);
    expect(alone.groups).toHaveLength(TAPS.length);

    expect(batched.seen()).toEqual(alone.seen());
    expect(batched.seen().toggles).toEqual([false, true, true]);
  });
});
