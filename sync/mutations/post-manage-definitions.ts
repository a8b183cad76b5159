/**
 * Added (ppost), issue 12: the owner's calls on a post (001 §7 Posts): delete through
 * /create/{id}/delete/ and edit the caption through /media/{id}/edit/. Both are keyed
 * 'post-manage:<postId>' (../outbox/coalesce.ts): an edit is a set operation (edit then edit
 * sends the last caption only), a delete removes the edits still waiting (their caption would
 * be thrown away with the post).
 */
import { UploadPath } from '../api/upload';
import type { MutationDefinition } from './definitions';

const SUMMARY_CAPTION_MAX = 24;

function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > SUMMARY_CAPTION_MAX ? `${line.slice(0, SUMMARY_CAPTION_MAX - 1)}…` : line}”`;
}

export const postManageKey = (postId: string): string => `post-manage:${postId}`;

export const postManageDefinitions: { 'post-delete': MutationDefinition<'post-delete'>; 'post-caption-edit': MutationDefinition<'post-caption-edit'> } = {
  'post-delete': {
    toRequest: (r) => ({ method: 'POST', path: UploadPath.delete(r.args.postId), mutationId: r.id }),
    entityKey: (a) => `post:${a.postId}`,
    coalesceKey: (a) => postManageKey(a.postId),
    inverse: null,
    coalesce: 'delete',
    clientIdsUsed: () => [],
    summary: () => 'Delete post',
  },
  'post-caption-edit': {
    toRequest: (r) => ({ method: 'POST', path: UploadPath.edit(r.args.postId), form: { caption: r.args.caption }, mutationId: r.id }),
    entityKey: (a) => `post:${a.postId}`,
    coalesceKey: (a) => postManageKey(a.postId),
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: (a) => (a.caption.trim() === '' ? 'Remove caption' : `Edit caption ${quoted(a.caption)}`),
  },
};
