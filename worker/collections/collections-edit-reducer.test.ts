import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import type { MutationRecord } from '../../sync';
import { emptyBundle } from '../normalize/people';
import type { Action } from '../store/actions';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import { fold } from '../test-support/state-fixtures';
import { emptyRestoredCache } from '../store/restored-cache';
import { persistedCollections, restoreCollections, shownCollectionCount, shownPostIds as knownPostIds } from './collections-state';
import type { CollectionPatch } from './collections-state';

/** Added (people), issue 12: the owner's rename, delete and remove-a-post on the collections slice. */
const ctx = { viewerId: 'v', resolveCommentId: (id: string) => id };
const deps = { now: () => 1000, uuid: () => 'm', viewerId: 'v' };
const record = (r: unknown) => r as MutationRecord;
const listed = (...list: CollectionPatch[]): Action => ({ type: 'people-loaded', bundle: { ...emptyBundle(), collections: list } });
const readPosts = (id: string, count: number): Action => ({ type: 'people-loaded', bundle: { ...emptyBundle(), collectionCounts: [{ id, count }] } });
const trips: CollectionPatch = { id: '7', name: 'Trips', count: 3, coverUrls: ['/a.jpg'] };
const food: CollectionPatch = { id: '9', name: 'Food', count: 0, coverUrls: [] };
const rename = (name: string, previousName: string) => record(createMutation('collection-rename', { collectionId: '7', name, previousName }, deps));
const del = record(createMutation('collection-delete', { collectionId: '7', name: 'Trips' }, deps));
const remove = record(createMutation('collection-remove', { collectionId: '7', postId: 'p2', name: 'Trips' }, deps));
const add = record(createMutation('collection-add', { collectionId: '7', postId: 'p2', name: 'Trips' }, deps));
const answered = (r: MutationRecord, result: unknown) => successAction({ ...r, state: 'done', result }, ctx) as Action;
const wire = (c: CollectionPatch) => ({ status: 'ok', collection: { id: c.id, name: c.name, count: c.count, cover_media_thumbnails: c.coverUrls } });

describe('collections slice: rename, delete, remove a post (issue 12)', () => {
  it('a rename shows at once, re-applied over a pull of the list; its answer keeps it; a refusal puts the old name back', () => {
    const r = rename('Later', 'Trips');
    const s = fold([listed(trips), optimisticAction(r, ctx), listed(trips), optimisticAction(r, ctx)]);
    expect(s.collections.byId['7']?.name).toBe('Later');
    expect(fold([answered(r, wire({ ...trips, name: 'Later' }))], s).collections.byId['7']?.name).toBe('Later');
    expect(fold([revertAction(r, ctx)], s).collections.byId['7']?.name).toBe('Trips');
  });

  it('an earlier rename answered or refused does not undo a later one still waiting', () => {
    const first = rename('A', 'Trips');
    const second = rename('B', 'A');
    const s = fold([listed(trips), optimisticAction(first, ctx), optimisticAction(second, ctx)]);
    expect(fold([answered(first, wire({ ...trips, name: 'A' }))], s).collections.byId['7']?.name).toBe('B');
    expect(fold([revertAction(first, ctx)], s).collections.byId['7']?.name).toBe('B');
  });

  it('a create sent (its answer lost) whose collection a pull of the list brought: shown once; one not yet sent shows beside a namesake', () => {
    const create = record(createMutation('collection-create', { clientId: 'local:c', name: 'Trips', postIds: [] }, deps));
    expect(fold([listed(trips), optimisticAction({ ...create, attempts: 1 }, ctx)]).collections.ids).toEqual(['7']);
    expect(fold([listed(trips), optimisticAction(create, ctx)]).collections.ids).toEqual(['local:c', '7']);
  });

  it('a collection deleted (answered) before its create\'s late success: the success brings it back nowhere', () => {
    const create = record(createMutation('collection-create', { clientId: 'local:c', name: 'Trips', postIds: [] }, deps));
    const s = fold([listed(trips), optimisticAction({ ...create, attempts: 1 }, ctx), optimisticAction(del, ctx), answered(del, { status: 'ok' }), answered(create, wire(trips))]);
    expect(s.collections.ids).toEqual([]);
  });

  it('a rename answered in a tab that never showed it (opened once it was sent): the answered name shows', () => {
    const r = rename('Later', 'Trips');
    expect(fold([listed(trips), answered(r, wire({ ...trips, name: 'Later' }))]).collections.byId['7']?.name).toBe('Later');
  });

  it('a delete takes the collection off the list at once, and a pull of the list with the delete re-applied keeps it off', () => {
    const s = fold([listed(food, trips), optimisticAction(del, ctx)]);
    expect(s.collections.ids).toEqual(['9']);
    expect(s.collections.byId['7']).toBeUndefined();
    expect(fold([listed(food, trips), optimisticAction(del, ctx), answered(del, { status: 'ok' })], s).collections.ids).toEqual(['9']);
    // Persisted as the server holds it: after a restart the outbox re-applies the delete.
    expect(persistedCollections(s.collections)?.ids).toEqual(['9', '7']);
    expect(persistedCollections(s.collections)?.deleting).toBeUndefined();
  });

  it('a refused delete puts the collection back where it stood, with its name and count', () => {
    const s = fold([listed(food, trips, { ...food, id: '11', name: 'Sea' }), optimisticAction(del, ctx)]);
    expect(s.collections.ids).toEqual(['9', '11']);
    const refused = fold([revertAction(del, ctx)], s).collections;
    expect(refused.ids).toEqual(['9', '7', '11']);
    expect(refused.byId['7']).toMatchObject({ name: 'Trips', count: 3 });
    expect(refused.deleting).toEqual({});
    // An answered delete leaves nothing to put back.
    const done = fold([answered(del, { status: 'ok' }), revertAction(del, ctx)], s).collections;
    expect(done.ids).toEqual(['9', '11']);
  });

  it('a refused delete after a read of the list (the delete re-applied) and after a restart still puts it back', () => {
    const pulled = fold([listed(trips), optimisticAction(del, ctx), listed(food, trips), optimisticAction(del, ctx)]);
    expect(pulled.collections.ids).toEqual(['9']);
    expect(fold([revertAction(del, ctx)], pulled).collections.ids).toEqual(['9', '7']);
    const stored = restoreCollections(JSON.parse(JSON.stringify(persistedCollections(pulled.collections))));
    expect(stored?.ids).toEqual(['9', '7']);
    const restarted = fold([{ type: 'cache-restored', cache: { ...emptyRestoredCache('v'), collections: stored } }, optimisticAction(del, ctx)]);
    expect(restarted.collections.ids).toEqual(['9']);
    expect(fold([revertAction(del, ctx)], restarted).collections.ids).toEqual(['9', '7']);
  });

  it('a post taken out is hidden and uncounted at once, stays hidden once answered until the posts are read again', () => {
    const s = fold([listed(trips), optimisticAction(remove, ctx), optimisticAction(remove, ctx)]);
    const c = s.collections.byId['7'];
    expect(c && shownCollectionCount(c)).toBe(2);
    expect(knownPostIds(c, ['p1', 'p2', 'p3'])).toEqual(['p1', 'p3']);
    const done = fold([answered(remove, wire({ ...trips, count: 2 }))], s);
    const d = done.collections.byId['7'];
    expect(d && [shownCollectionCount(d), d.removingPostIds, d.removedPostIds]).toEqual([2, [], ['p2']]);
    expect(knownPostIds(d, ['p1', 'p2', 'p3'])).toEqual(['p1', 'p3']);
    const read = fold([readPosts('7', 2)], done).collections.byId['7'];
    expect(read?.removedPostIds).toEqual([]);
    expect(knownPostIds(read, ['p1', 'p3'])).toEqual(['p1', 'p3']);
  });

  it('a refused remove shows the post again, counted', () => {
    const s = fold([listed(trips), optimisticAction(remove, ctx), revertAction(remove, ctx)]);
    const c = s.collections.byId['7'];
    expect(c && shownCollectionCount(c)).toBe(3);
    expect(knownPostIds(c, ['p1', 'p2'])).toEqual(['p1', 'p2']);
  });

  it('add then remove of one post: hidden at once, and out of it once both are answered; remove then add: in it', () => {
    const waiting = fold([listed(trips), optimisticAction(add, ctx), optimisticAction(remove, ctx)]);
    expect(knownPostIds(waiting.collections.byId['7'], [])).toEqual([]);
    const answeredBoth = fold([answered(add, wire({ ...trips, count: 4 })), answered(remove, wire({ ...trips, count: 3 }))], waiting).collections.byId['7'];
    expect(answeredBoth && [shownCollectionCount(answeredBoth), knownPostIds(answeredBoth, [])]).toEqual([3, []]);
    const removeThenAdd = fold([listed(trips), optimisticAction(remove, ctx), optimisticAction(add, ctx)]).collections.byId['7'];
    expect(removeThenAdd && [shownCollectionCount(removeThenAdd), knownPostIds(removeThenAdd, ['p2'])]).toEqual([3, ['p2']]);
  });

  it('a waiting remove is not persisted (it comes back from the outbox); an answered one is, and records stored before it restore', () => {
    const s = fold([listed(trips), optimisticAction(remove, ctx)]);
    expect(persistedCollections(s.collections)?.byId['7']?.removingPostIds).toEqual([]);
    const done = fold([answered(remove, wire({ ...trips, count: 2 }))], s);
    const kept = persistedCollections(done.collections);
    expect(restoreCollections(JSON.parse(JSON.stringify(kept)))?.byId['7']?.removedPostIds).toEqual(['p2']);
    const old = { ids: ['7'], byId: { '7': { ...trips, pendingPostIds: [], addedPostIds: [] } } };
    expect(restoreCollections(old)?.byId['7']?.name).toBe('Trips');
    expect(restoreCollections({ ids: ['7'], byId: { '7': { ...old.byId['7'], removedPostIds: [1] } } })).toBeNull();
  });
});
