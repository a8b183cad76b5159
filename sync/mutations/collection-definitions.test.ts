import { describe, expect, it } from 'vitest';
import { PeoplePath } from '../api/paths';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, createMutation, entityKey, summary, toRequest } from './mutation';
import type { MutationRecord } from './types';

let n = 0;
const deps = () => ({ now: () => 1, uuid: () => `m${++n}`, viewerId: 'v1' });
const same = (id: string) => id;

describe('collection mutations (issue 12, paths ours)', () => {
  it('create posts the name and the posts it starts with; add posts the media id, both with X-Mutation-Id', () => {
    const made = createMutation('collection-create', { clientId: 'local:c1', name: 'Trips', postIds: ['p1', 'p2'] }, deps()) as MutationRecord;
    expect(toRequest(made, same)).toEqual({ method: 'POST', path: PeoplePath.createCollection, form: { name: 'Trips', added_media_ids: 'p1,p2' }, mutationId: made.id });
    const empty = createMutation('collection-create', { clientId: 'local:c2', name: 'Later', postIds: [] }, deps()) as MutationRecord;
    expect(toRequest(empty, same)).toEqual({ method: 'POST', path: PeoplePath.createCollection, form: { name: 'Later' }, mutationId: empty.id });
    const add = createMutation('collection-add', { collectionId: '7', postId: 'p3', name: 'Trips' }, deps()) as MutationRecord;
    expect(toRequest(add, same)).toEqual({ method: 'POST', path: PeoplePath.addToCollection('7'), form: { media_id: 'p3' }, mutationId: add.id });
    expect([entityKey(made), entityKey(add)]).toEqual(['collection:local:c1', 'collection:7']);
    expect(coalesceKey(add)).toBe('collection-add:7:p3');
    expect([summary(made), summary(add)]).toEqual(['New collection “Trips”', 'Save to “Trips”']);
  });

  it('each is appended as it is: two collections of one name are two collections', () => {
    const a = createMutation('collection-create', { clientId: 'local:a', name: 'Same', postIds: [] }, deps()) as MutationRecord;
    const b = createMutation('collection-create', { clientId: 'local:b', name: 'Same', postIds: [] }, deps()) as MutationRecord;
    expect(planEnqueue([a], b)).toEqual({ add: true, cancel: [] });
  });

  it('rename, delete and remove post to their paths with X-Mutation-Id, under the collection', () => {
    const rename = createMutation('collection-rename', { collectionId: '7', name: 'Later', previousName: 'Trips' }, deps()) as MutationRecord;
    expect(toRequest(rename, same)).toEqual({ method: 'POST', path: PeoplePath.editCollection('7'), form: { name: 'Later' }, mutationId: rename.id });
    const del = createMutation('collection-delete', { collectionId: '7', name: 'Later' }, deps()) as MutationRecord;
    expect(toRequest(del, same)).toEqual({ method: 'POST', path: PeoplePath.deleteCollection('7'), mutationId: del.id });
    const remove = createMutation('collection-remove', { collectionId: '7', postId: 'p3', name: 'Trips' }, deps()) as MutationRecord;
    expect(toRequest(remove, same)).toEqual({ method: 'POST', path: PeoplePath.removeFromCollection('7'), form: { media_id: 'p3' }, mutationId: remove.id });
    expect([rename, del, remove].map(entityKey)).toEqual(['collection:7', 'collection:7', 'collection:7']);
    expect([rename, del, remove].map(summary)).toEqual(['Rename “Trips” to “Later”', 'Delete collection “Later”', 'Remove from “Trips”']);
  });

  it('renames made offline send the last name only; a delete takes the waiting renames with it and none is added after it', () => {
    const first = createMutation('collection-rename', { collectionId: '7', name: 'A', previousName: 'Trips' }, deps()) as MutationRecord;
    const second = createMutation('collection-rename', { collectionId: '7', name: 'B', previousName: 'A' }, deps()) as MutationRecord;
    expect(planEnqueue([first], second)).toEqual({ add: true, cancel: [first.id] });
    const other = createMutation('collection-rename', { collectionId: '8', name: 'C', previousName: 'D' }, deps()) as MutationRecord;
    expect(planEnqueue([first], other)).toEqual({ add: true, cancel: [] });
    const del = createMutation('collection-delete', { collectionId: '7', name: 'B' }, deps()) as MutationRecord;
    expect(planEnqueue([second], del)).toEqual({ add: true, cancel: [second.id] });
    const late = createMutation('collection-rename', { collectionId: '7', name: 'E', previousName: 'B' }, deps()) as MutationRecord;
    expect(planEnqueue([del], late)).toEqual({ add: false, cancel: [] });
  });

  it('a remove goes after an add of the same post (both kept, FIFO), and a sent rename stays while the next one waits', () => {
    const add = createMutation('collection-add', { collectionId: '7', postId: 'p3', name: 'Trips' }, deps()) as MutationRecord;
    const remove = createMutation('collection-remove', { collectionId: '7', postId: 'p3', name: 'Trips' }, deps()) as MutationRecord;
    expect(planEnqueue([add], remove)).toEqual({ add: true, cancel: [] });
    const sending = { ...(createMutation('collection-rename', { collectionId: '7', name: 'A', previousName: 'Trips' }, deps()) as MutationRecord), state: 'sending' as const };
    const next = createMutation('collection-rename', { collectionId: '7', name: 'B', previousName: 'A' }, deps()) as MutationRecord;
    expect(planEnqueue([sending], next)).toEqual({ add: true, cancel: [] });
  });
});

