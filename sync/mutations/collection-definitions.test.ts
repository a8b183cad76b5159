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
});
