import { describe, expect, it } from 'vitest';
import { UploadPath } from '../api/upload';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';
import type { MutationRecord } from './types';

let n = 0;
const deps = () => ({ now: () => 1, uuid: () => `m${++n}`, viewerId: 'v1' });
const same = (id: string) => id;
const edit = (caption: string, postId = 'p1') => createMutation('post-caption-edit', { postId, caption, previousCaption: 'old' }, deps()) as MutationRecord;
const del = (postId = 'p1') => createMutation('post-delete', { postId }, deps()) as MutationRecord;

describe('post menu mutations (001 §7 Posts)', () => {
  it('delete goes to /create/{id}/delete/ and edit to /media/{id}/edit/ with the caption, with X-Mutation-Id', () => {
    const d = del();
    expect(toRequest(d, same)).toEqual({ method: 'POST', path: UploadPath.delete('p1'), mutationId: d.id });
    const e = edit('new words');
    expect(toRequest(e, same)).toEqual({ method: 'POST', path: UploadPath.edit('p1'), form: { caption: 'new words' }, mutationId: e.id });
    expect([entityKey(d), entityKey(e)]).toEqual(['post:p1', 'post:p1']);
    expect([coalesceKey(d), coalesceKey(e)]).toEqual(['post-manage:p1', 'post-manage:p1']);
    expect([coalesceMode(d), coalesceMode(e)]).toEqual(['delete', 'set']);
    expect([summary(d), summary(e), summary(edit('  '))]).toEqual(['Delete post', 'Edit caption “new words”', 'Remove caption']);
  });

  it('edit then edit keeps the last: the waiting edit is replaced', () => {
    const first = edit('one');
    expect(planEnqueue([first], edit('two'))).toEqual({ add: true, cancel: [first.id] });
  });

  it('an edit being sent stays; the next one goes after it', () => {
    const sending = { ...edit('one'), state: 'sending' } as MutationRecord;
    expect(planEnqueue([sending], edit('two'))).toEqual({ add: true, cancel: [] });
  });

  it('delete after edit drops the edit and is queued', () => {
    const e1 = edit('one');
    const other = edit('x', 'p2');
    expect(planEnqueue([e1, other], del())).toEqual({ add: true, cancel: [e1.id] });
  });

  it('an edit made while the delete is queued is not added; edits of another post are untouched', () => {
    const d = del();
    expect(planEnqueue([d], edit('late'))).toEqual({ add: false, cancel: [] });
    expect(planEnqueue([d], edit('fine', 'p2'))).toEqual({ add: true, cancel: [] });
  });

  it("another viewer's edit is not dropped by this viewer's delete", () => {
    const theirs = { ...edit('one'), viewerId: 'v2' } as MutationRecord;
    expect(planEnqueue([theirs], del())).toEqual({ add: true, cancel: [] });
  });
});
