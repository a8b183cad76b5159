import { describe, expect, it } from 'vitest';
import type { EnqueueResult, MutationRecord } from '../../sync';
import { ApiPath, QueryHash } from '../../sync/api/paths';
import { wireFeed, wirePost } from '../test-support/wire-fixtures';
import type { Handler, Harness, HarnessOptions } from '../test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from '../test-support/engine-harness';

const keep = closedAfterEach();

const server: Handler = ({ method, url }) => {
  if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.feed) {
    return json(wireFeed([wirePost('1', { edge_media_to_comment: { count: 5 } }), wirePost('2')]));
  }
  if (method === 'POST') return json({ status: 'ok' });
  return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
};

function harness(opts: HarnessOptions = {}): Harness {
  return keep(createHarness(newProfile(), server, opts));
}

/** An outbox whose writes of taps wait until released (a slow IndexedDB write). */
function gatedOutbox() {
  let release: () => void = () => undefined;
  let gate = new Promise<void>((r) => (release = r));
  const wrap: HarnessOptions['wrapOutbox'] = (db) => ({
    ...db,
    async enqueueMany(records: readonly MutationRecord[]): Promise<EnqueueResult[]> {
      await gate;
      return db.enqueueMany(records);
    },
  });
  return { wrap, release: () => release(), reset: () => (gate = new Promise<void>((r) => (release = r))) };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('optimistic first (DESIGN.md rule 1: applied at once, stored before any network call)', () => {
  it('a like shows before its outbox record is written, and is sent only after', async () => {
    const gate = gatedOutbox();
    const h = harness({ wrapOutbox: gate.wrap });
    await h.start();
    await h.engine.refreshFeed();
    const liking = h.engine.likePost('1');
    await settle();
    expect(h.engine.getState().posts.byId['1']?.likedByViewer).toBe(true);
    expect(Object.keys(h.engine.getState().outbox.byId)).toEqual([]); // shown once stored
    expect(h.posts()).toEqual([]);
    gate.release();
    await liking;
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => i.name)).toEqual(['post-like']);
    await h.engine.settle();
    expect(h.posts().map((c) => c.path)).toEqual(['/web/likes/1/like/']);
  });

  it('group commit (issue 16): taps made while a write is in flight go together in the next one, each shown pending only once stored', async () => {
    const gate = gatedOutbox();
    const groups: string[][] = [];
    const h = harness({ wrapOutbox: (db) => gate.wrap({ ...db, enqueueMany: (rs) => (groups.push(rs.map((r) => r.name)), db.enqueueMany(rs)) }) });
    await h.start('v1', false);
    await h.engine.refreshFeed();
    const first = h.engine.likePost('1');
    await settle(); // its write is in flight (held)
    const burst = [h.engine.savePost('1'), h.engine.likePost('2'), h.engine.unlikePost('2')];
    await settle();
    expect(h.engine.getState().posts.byId['2']?.likedByViewer).toBe(false); // painted at once
    expect(h.engine.getState().posts.byId['1']?.savedByViewer).toBe(true);
    expect(Object.keys(h.engine.getState().outbox.byId)).toEqual([]); // none stored yet
    gate.release();
    await first;
    await Promise.all(burst);
    // One transaction for the first tap, one for the three made meanwhile, planned in order:
    // the unlike replaced the like queued just before it in the same group.
    expect(groups).toEqual([['post-like'], ['post-save', 'post-like', 'post-unlike']]);
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => `${i.summary} ${i.entityKey}`).sort()).toEqual(['Like post:1', 'Save post:1', 'Unlike post:2']);
    const store = await h.outbox();
    expect((await store.list()).map((r) => r.name)).toEqual(['post-like', 'post-save', 'post-unlike']);
    store.close();
  });

  it('DESIGN.md rule 5: a pull while the record is being written keeps the like', async () => {
    const gate = gatedOutbox();
    const h = harness({ wrapOutbox: gate.wrap });
    await h.start('v1', false);
    await h.engine.refreshFeed();
    const liking = h.engine.likePost('2');
    await settle();
    await h.engine.refreshFeed(); // the server still says not liked
    expect(h.engine.getState().posts.byId['2']?.likedByViewer).toBe(true);
    gate.release();
    await liking;
    expect(h.engine.getState().posts.byId['2']?.likedByViewer).toBe(true);
  });

  it('a record that cannot be written is reverted and the user is told', async () => {
    const h = harness({ wrapOutbox: (db) => ({ ...db, enqueueMany: () => Promise.reject(new Error('disk gone')) }) });
    await h.start();
    await h.engine.refreshFeed();
    const before = h.engine.getState().posts.byId['1'];
    await expect(h.engine.likePost('1')).rejects.toThrow('disk gone');
    expect(h.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: false, numLikes: before?.numLikes });
    expect(h.engine.getState().status.toast?.text).toBe("Couldn't like the post.");
    expect(h.posts()).toEqual([]);
  });

  it('like then unlike while offline: the unlike replaces the like, the post is back as it was', async () => {
    const h = harness();
    await h.start('v1', false);
    await h.engine.refreshFeed();
    const before = h.engine.getState().posts.byId['1'];
    await h.engine.likePost('1');
    await h.engine.unlikePost('1');
    expect(h.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: false, numLikes: before?.numLikes });
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => i.summary)).toEqual(['Unlike']);
  });

  it('001 §4 Comments: deleting a comment still being queued removes it and counts it once', async () => {
    const h = harness();
    await h.start('v1', false);
    await h.engine.refreshFeed();
    const before = h.engine.getState().posts.byId['1']?.numComments;
    await h.engine.addComment('1', 'hello', null);
    const clientId = Object.keys(h.engine.getState().comments.byId).find((id) => id.startsWith('local:'));
    expect(h.engine.getState().posts.byId['1']?.numComments).toBe((before ?? 0) + 1);
    await h.engine.deleteComment('1', clientId ?? '');
    const s = h.engine.getState();
    expect(s.posts.byId['1']?.numComments).toBe(before);
    expect(s.comments.byId[clientId ?? '']).toBeUndefined();
    expect(s.outbox.byId).toEqual({});
  });
});
