/** Added (usertags): usertag records → the store actions of their optimistic effect, success and revert. */
import type { MutationRecord } from '../../sync';
import type { UsertagAction } from './usertags-actions';

type UsertagRecord = Extract<MutationRecord, { name: 'usertag-untag' | 'usertag-review' | 'usertag-review-preference' }>;
type Phase = 'requested' | 'succeeded' | 'failed';

export function usertagMutationAction(record: UsertagRecord, phase: Phase): UsertagAction {
  switch (record.name) {
    case 'usertag-untag':
      return { type: `usertag-untag-${phase}`, postId: record.args.postId, ownerId: record.args.ownerId, tag: record.args.tag };
    case 'usertag-review':
      return { type: `usertag-review-${phase}`, postId: record.args.postId, ownerId: record.args.ownerId, tag: record.args.tag, approve: record.args.approve };
    case 'usertag-review-preference':
      return { type: `usertag-review-preference-${phase}`, enabled: record.args.enabled };
  }
}
