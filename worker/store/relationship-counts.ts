/**
 * Added (people helper), 001 §4 Relationships: the counts a relationship change moves, once the
 * server answered. A follow answered `following` adds 1 to the subject's followedBy and to the
 * viewer's follows; an unfollow (when previously following) subtracts 1 from each; blocking a
 * followed user subtracts from followedBy (and, ours, from the viewer's follows: the follow is
 * gone). Approving a request adds a follower to the viewer (ours). Each compares with the state
 * the server had confirmed before, so applying an answer again (a rebase) moves nothing more.
 */
import type { ClientState } from '../model';
import type { Action } from './actions';
import { followOutcome } from './relationship-rules';

export interface CountDelta {
  userId: string;
  field: 'followedBy' | 'follows';
  delta: number;
}

export function countDeltas(action: Action, relationships: ClientState['relationships'], users: ClientState['users']): CountDelta[] {
  if (!('userId' in action)) return [];
  const { userId } = action;
  const rel = relationships.byUserId[userId];
  const viewer = users.viewerId;
  const followed = rel?.followedByViewer.confirmed === 'following';
  const both = (delta: number): CountDelta[] => [
    { userId, field: 'followedBy', delta },
    ...(viewer ? [{ userId: viewer, field: 'follows' as const, delta }] : []),
  ];
  switch (action.type) {
    case 'user-follow-succeeded': {
      const { status } = followOutcome(action.result, users.users[userId]?.isPrivate ?? false);
      return status === 'following' && !followed ? both(1) : [];
    }
    case 'user-unfollow-succeeded':
    case 'user-block-succeeded':
      return followed ? both(-1) : [];
    case 'follow-request-approve-succeeded':
      return viewer && rel?.followsViewer.confirmed !== 'following' ? [{ userId: viewer, field: 'followedBy', delta: 1 }] : [];
    default:
      return [];
  }
}
