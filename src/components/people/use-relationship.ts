import { useSnapshot } from '../../state';
import type { FollowStatus } from '../../../worker/model';

export interface FollowView {
  status: FollowStatus;
  /** A change waits for the server (001 §4: unstable while pending). */
  pending: boolean;
  followsViewer: boolean;
  /** They asked to follow the viewer. */
  requestedViewer: boolean;
  blocked: boolean;
}

const same = (a: FollowView, b: FollowView): boolean =>
  a.status === b.status && a.pending === b.pending && a.followsViewer === b.followsViewer && a.requestedViewer === b.requestedViewer && a.blocked === b.blocked;

/** The viewer's relationship to one user, as the buttons show it (selected by id: re-renders for that user only). */
export function useRelationship(userId: string): FollowView {
  return useSnapshot((s) => {
    const r = s.relationships.byUserId[userId];
    return {
      status: r?.followedByViewer.state ?? 'not-following',
      pending: r ? !r.followedByViewer.stable || !r.blockedByViewer.stable : false,
      followsViewer: r?.followsViewer.state === 'following',
      requestedViewer: r?.followsViewer.state === 'requested',
      blocked: r?.blockedByViewer.state === 'blocked',
    };
  }, same);
}
