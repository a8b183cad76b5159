/** Added (usertags): the usertags slice's actions (past tense), and the posts' (Post.usertags). */
import type { UsertagArgs } from '../../sync';
import type { PendingUsertag } from './usertags-state';

type Phase = 'requested' | 'succeeded' | 'failed';

export type UsertagAction =
  | { type: 'usertags-loaded'; enabled: boolean; pending: PendingUsertag[] }
  | { type: `usertag-untag-${Phase}`; postId: string; ownerId: string; tag: UsertagArgs['tag'] }
  | { type: `usertag-review-${Phase}`; postId: string; ownerId: string; tag: UsertagArgs['tag']; approve: boolean }
  | { type: `usertag-review-preference-${Phase}`; enabled: boolean };
