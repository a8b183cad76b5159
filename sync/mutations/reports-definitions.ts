/**
 * Added (reports): the report mutations (001 §7 Reports, our direct message call; the paths
 * and reasons in ../api/reports-wire.ts). A report is sent once ('once'): the server keeps one
 * per reporter and object however often it comes (a second one answers already_reported).
 * Each is keyed by the reported content's owner ('user:<ownerId>'), as block and unfollow are
 * (./people-definitions.ts): the block or unfollow the done step offers goes after the report
 * (a block sent first would make the report a 404: nothing of a blocked person is visible).
 */
import { ReportPath } from '../api/reports-wire';
import type { MutationDefinition } from './definitions';
import { isClientId } from './definitions';
import type { ReportBase } from './types';

type ReportMutation = 'media-report' | 'comment-report' | 'user-report' | 'message-report';

function report<N extends ReportMutation>(def: Pick<MutationDefinition<N>, 'toRequest' | 'coalesceKey' | 'summary'> & Partial<Pick<MutationDefinition<N>, 'clientIdsUsed'>>): MutationDefinition<N> {
  return {
    clientIdsUsed: () => [],
    ...def,
    entityKey: (a) => `user:${(a as ReportBase).ownerId}`,
    inverse: null,
    coalesce: 'once',
  };
}

const reason = (reasonId: number) => ({ reason_id: String(reasonId) });

export const reportsDefinitions: { [N in ReportMutation]: MutationDefinition<N> } = {
  'media-report': report<'media-report'>({
    toRequest: (r) => ({
      method: 'POST',
      path: ReportPath.media(r.args.postId),
      form: { ...reason(r.args.reasonId), source_name: r.args.source, hide_from_feed: r.args.hideFromFeed ? '1' : '0' },
      mutationId: r.id,
    }),
    coalesceKey: (a) => `report:media:${a.postId}`,
    summary: (a) => `Report post · @${a.username}`,
  }),
  'comment-report': report<'comment-report'>({
    toRequest: (r, resolveId) => ({ method: 'POST', path: ReportPath.comment(r.args.postId, resolveId(r.args.commentId)), form: reason(r.args.reasonId), mutationId: r.id }),
    coalesceKey: (a) => `report:comment:${a.commentId}`,
    clientIdsUsed: (a) => (isClientId(a.commentId) ? [a.commentId] : []),
    summary: (a) => `Report comment · @${a.username}`,
  }),
  'user-report': report<'user-report'>({
    toRequest: (r) => ({ method: 'POST', path: ReportPath.user(r.args.ownerId), form: { source_name: 'profile', ...reason(r.args.reasonId) }, mutationId: r.id }),
    coalesceKey: (a) => `report:user:${a.ownerId}`,
    summary: (a) => `Report @${a.username}`,
  }),
  'message-report': report<'message-report'>({
    toRequest: (r) => ({ method: 'POST', path: ReportPath.directMessage(r.args.threadId, r.args.itemId), form: reason(r.args.reasonId), mutationId: r.id }),
    coalesceKey: (a) => `report:direct:${a.itemId}`,
    summary: (a) => `Report message · @${a.username}`,
  }),
};
