import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import type { MutationRecord } from '../../sync';
import { emptyBundle } from '../normalize/people';
import type { Action } from '../store/actions';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import { fold } from '../test-support/state-fixtures';
import { persistedCollections, restoreCollections } from './collections-state';
import type { CollectionPatch } from './collections-state';

const ctx = { viewerId: 'v', resolveCommentId: (id: string) => id };
const deps = { now: () => 1000, uuid: () => 'm', viewerId: 'v' };
const record = (r: unknown) => r as MutationRecord;
const listed = (...list: CollectionPatch[]): Action => ({ type: 'people-loaded', bundle: { ...emptyBundle(), collections: list } });
const trips: CollectionPatch = { id: '7', name: 'Trips', count: 2, coverUrls: ['/a.jpg'] };
const food: CollectionPatch = { id: '9', name: 'Food', count: 0, coverUrls: [] };
const create = record(createMutation('collection-create', { clientId: 'local:c', name: 'New', postIds: ['p1'] }, deps));
const add = record(createMutation('collection-add', { collectionId: '7', postId: 'p5', name: 'Trips' }, deps));
const answered = (r: MutationRecord, result: unknown) => successAction({ ...r, state: 'done', result }, ctx) as Action;

describe('collections slice (issue 12)', () => {
  it('the server list replaces the list, newest first, and marks it read', () => {
    const s = fold([listed(food, trips)]);
    expect(s.collections.ids).toEqual(['9', '7']);
    expect(s.collections.loaded).toBe(true);
    expect(fold([listed(trips)], s).collections.ids).toEqual(['7']);
  });

  it('a collection being made shows at once, first, holding its posts, once however often re-applied; a refusal takes it away', () => {
    const s = fold([listed(trips), optimisticAction(create, ctx), optimisticAction(create, ctx)]);
    expect(s.collections.ids).toEqual(['local:c', '7']);
    expect(s.collections.byId['local:c']).toMatchObject({ name: 'New', count: 0, pendingPostIds: ['p1'] });
    expect(fold([revertAction(create, ctx)], s).collections.ids).toEqual(['7']);
  });

  it('its answer puts the server\u2019s collection in its place, its posts marked as added here; a repeat changes nothing', () => {
    const done = answered(create, { status: 'ok', collection: { id: '11', name: 'New', count: 1, cover_media_thumbnails: ['/p1.jpg'] } });
    const s = fold([listed(trips), optimisticAction(create, ctx), done]);
    expect(s.collections.ids).toEqual(['11', '7']);
    expect(s.collections.byId['11']).toMatchObject({ count: 1, pendingPostIds: [], addedPostIds: ['p1'], coverUrls: ['/p1.jpg'] });
    expect(fold([done], s).collections).toEqual(s.collections);
  });

  it('an answer without its collection is not taken for one: the local one goes', () => {
    const s = fold([optimisticAction(create, ctx), answered(create, { status: 'ok' })]);
    expect(s.collections.ids).toEqual([]);
  });

  it('a post added shows at once (counted once, re-applied or not), goes with a refusal', () => {
    const s = fold([listed(trips), optimisticAction(add, ctx), optimisticAction(add, ctx)]);
    expect(s.collections.byId['7']).toMatchObject({ count: 2, pendingPostIds: ['p5'] });
    expect(fold([revertAction(add, ctx)], s).collections.byId['7']?.pendingPostIds).toEqual([]);
  });

  it('a pull of the list keeps the add that waits (re-applied after it), and the answer takes the server\u2019s count', () => {
    const pulled = fold([listed(trips), optimisticAction(add, ctx), listed(trips), optimisticAction(add, ctx)]);
    expect(pulled.collections.byId['7']?.pendingPostIds).toEqual(['p5']);
    const done = fold([answered(add, { status: 'ok', collection: { ...trips, count: 3, cover_media_thumbnails: ['/p5.jpg'] } })], pulled);
    expect(done.collections.byId['7']).toMatchObject({ count: 3, pendingPostIds: [], addedPostIds: ['p5'], coverUrls: ['/p5.jpg'] });
  });

  it('reading a collection\u2019s posts sets its count and ends the "added here" marks', () => {
    const s = fold([listed(trips), optimisticAction(add, ctx), answered(add, null)]);
    expect(s.collections.byId['7']).toMatchObject({ count: 3, addedPostIds: ['p5'] });
    const read = fold([{ type: 'people-loaded', bundle: { ...emptyBundle(), collectionCounts: [{ id: '7', count: 3 }] } }], s);
    expect(read.collections.byId['7']).toMatchObject({ count: 3, addedPostIds: [] });
  });

  it('persists the server\u2019s collections only (a create waiting comes back from the outbox) and restores them checked', () => {
    const s = fold([listed(trips), optimisticAction(create, ctx), optimisticAction(add, ctx)]);
    const kept = persistedCollections(s.collections);
    expect(kept?.ids).toEqual(['7']);
    expect(kept?.byId['7']?.pendingPostIds).toEqual([]);
    expect(restoreCollections(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(restoreCollections({ ids: ['7'], byId: {} })).toBeNull();
    expect(persistedCollections(fold([]).collections)).toBeNull();
  });

  it('a restore fills an empty slice only; a logout empties it', () => {
    const kept = persistedCollections(fold([listed(trips)]).collections);
    const restored: Action = { type: 'cache-restored', cache: { posts: {}, users: {}, usernameToId: {}, viewerId: 'v', comments: {}, commentsByPostId: {}, feed: null, relationships: {}, direct: null, collections: kept } };
    expect(fold([restored]).collections.ids).toEqual(['7']);
    expect(fold([listed(food), restored]).collections.ids).toEqual(['9']);
    expect(fold([listed(trips), { type: 'session-cleared' }]).collections).toEqual({ ids: [], byId: {}, loaded: false });
  });
});
