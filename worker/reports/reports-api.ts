/**
 * Added (reports): the report part of WorkerApi. Each report is a named outbox mutation
 * (sync/mutations/reports-definitions.ts): durable before any network call, its effect shown at
 * once (a comment marked didReportAsSpam, a post hidden from the feed when asked), sent once the
 * network is there (by a tab or the service worker's background sync).
 */
import type { MutationArgsMap, MutationName } from '../../sync';
import type { ReportSourceName } from '../../sync/api/reports-wire';
import type { ClientState } from '../model';

export interface ReportsApi {
  /** A post (001 §7 /media/{id}/flag/); hideFromFeed: it leaves the reporter's feed. */
  reportPost(postId: string, reasonId: number, hideFromFeed: boolean, source: ReportSourceName): Promise<void>;
  /** A comment (001 §7 /media/{id}/comment/{commentId}/flag/): hidden for the reporter at once. */
  reportComment(postId: string, commentId: string, reasonId: number): Promise<void>;
  /** An account (001 §7 /users/{id}/report/, source profile). */
  reportUser(userId: string, reasonId: number): Promise<void>;
  /** A message of a thread the viewer is in (ours); senderId: whose message it is. */
  reportMessage(threadId: string, itemId: string, senderId: string, reasonId: number): Promise<void>;
}

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export function createReportsApi(state: () => ClientState, mutate: Mutate): ReportsApi {
  const username = (userId: string) => state().users.users[userId]?.username ?? userId;
  return {
    reportPost: (postId, reasonId, hideFromFeed, source) => {
      const ownerId = state().posts.byId[postId]?.owner ?? '';
      return mutate('media-report', { postId, ownerId, username: username(ownerId), reasonId, hideFromFeed, source });
    },
    reportComment: (postId, commentId, reasonId) => {
      const ownerId = state().comments.byId[commentId]?.userId ?? '';
      return mutate('comment-report', { postId, commentId, ownerId, username: username(ownerId), reasonId });
    },
    reportUser: (userId, reasonId) => mutate('user-report', { ownerId: userId, username: username(userId), reasonId }),
    reportMessage: (threadId, itemId, senderId, reasonId) =>
      mutate('message-report', { threadId, itemId, ownerId: senderId, username: username(senderId), reasonId }),
  };
}
