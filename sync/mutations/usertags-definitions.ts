/**
 * Added (usertags): the tagged person's calls on a photo-of-you tag (001 §6, §7 Settings; paths
 * in ../api/usertags-wire.ts). Untag and review are keyed by the post ('usertag:<postId>'), sent
 * once each: the server keeps the outcome whatever comes after (a second untag of a tag already
 * gone is a 404, which the outbox tells as a refusal, not applied twice). The review preference
 * is a set toggle ('set'): switched on and off offline, only the last choice is sent.
 */
import { UsertagsPath } from '../api/usertags-wire';
import type { MutationDefinition } from './definitions';

type UsertagMutation = 'usertag-untag' | 'usertag-review' | 'usertag-review-preference';

export const usertagKey = (postId: string): string => `usertag:${postId}`;

export const usertagsDefinitions: { [N in UsertagMutation]: MutationDefinition<N> } = {
  'usertag-untag': {
    toRequest: (r) => ({ method: 'POST', path: UsertagsPath.untag, form: { media: r.args.postId }, mutationId: r.id }),
    entityKey: (a) => `post:${a.postId}`,
    coalesceKey: (a) => usertagKey(a.postId),
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Remove tag · @${a.ownerUsername}`,
  },
  'usertag-review': {
    toRequest: (r) => ({
      method: 'POST',
      path: UsertagsPath.review,
      form: r.args.approve ? { approve: r.args.postId, remove: '' } : { approve: '', remove: r.args.postId },
      mutationId: r.id,
    }),
    entityKey: (a) => `post:${a.postId}`,
    coalesceKey: (a) => usertagKey(a.postId),
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `${a.approve ? 'Approve' : 'Remove'} tag · @${a.ownerUsername}`,
  },
  'usertag-review-preference': {
    toRequest: (r) => ({ method: 'POST', path: UsertagsPath.reviewPreference, form: { enabled: r.args.enabled ? 'true' : 'false' }, mutationId: r.id }),
    entityKey: () => 'usertag-review-preference',
    coalesceKey: () => 'usertag-review-preference',
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: (a) => (a.enabled ? 'Manually approve tags: on' : 'Manually approve tags: off'),
  },
};
