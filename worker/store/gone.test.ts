import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import type { MutationName, MutationRecord } from '../../sync';
import { revertAction } from './mutation-actions';

// A delete answered 404 (what it deletes was deleted meanwhile) settles as a success: its revert
// would put back a collection, highlight or comment that no longer exists (./gone.ts).

const ctx = { viewerId: 'v', resolveCommentId: (id: string) => id };
const deps = { now: () => 1000, uuid: () => 'm', viewerId: 'v' };
const gone = { statusCode: 404, errorType: 'not_found', message: 'not found' };
const refused = { statusCode: 400, errorType: 'bad_request', message: 'no' };

const failed = (r: MutationRecord, error: NonNullable<MutationRecord['error']>): MutationRecord => ({ ...r, state: 'failed', error } as MutationRecord);

describe('a delete of what is gone', () => {
  const deletes: [MutationName, MutationRecord][] = [
    ['collection-delete', createMutation('collection-delete', { collectionId: 'c1', name: 'Trips' }, deps) as MutationRecord],
    ['highlight-delete', createMutation('highlight-delete', { highlightId: 'h1', title: 'Summer' }, deps) as MutationRecord],
    ['comment-delete', createMutation('comment-delete', { postId: 'p1', commentId: 'k1' }, deps) as MutationRecord],
  ];
  it.each(deletes)('%s answered 404 not_found settles as deleted; another refusal puts it back', (name, record) => {
    expect(revertAction(failed(record, gone), ctx).type).toBe(`${name}-succeeded`);
    expect(revertAction(failed(record, refused), ctx).type).toBe(`${name}-failed`);
    expect(revertAction(failed(record, { ...gone, errorType: 'other' }), ctx).type).toBe(`${name}-failed`);
  });

  it('other mutations answered 404 are reverted as before', () => {
    const rename = createMutation('collection-rename', { collectionId: 'c1', name: 'New', previousName: 'Old' }, deps) as MutationRecord;
    expect(revertAction(failed(rename, gone), ctx).type).toBe('collection-rename-failed');
  });
});
