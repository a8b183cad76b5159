import { DEMO_USER } from '../../fixtures/seed/people';
import { DEMO_USERTAGS, DEMO_USERTAGS_SEED_ID } from '../../fixtures/seed/usertag-plan';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';

const OLDEST_OF = 500;

/**
 * Added (usertags): demo tagged in the oldest grid post of each person of
 * fixtures/seed/usertag-plan.ts, approved or pending. Written once: an idempotency record under
 * DEMO_USERTAGS_SEED_ID marks it done, so a tag demo removed is not put back on a restart.
 */
export function seedDemoUsertags(ctx: AppContext): boolean {
  const { repos } = ctx;
  const demo = repos.users.byUsername(DEMO_USER);
  if (!demo || repos.mutations.find(DEMO_USERTAGS_SEED_ID)) return false;
  const oldestPost = (username: string) => {
    const owner = repos.users.byUsername(username);
    return owner ? repos.peoplePosts.byOwner(owner.id, 'grid', null, OLDEST_OF).at(-1) : undefined;
  };
  repos.transaction(() => {
    for (const [username, pending] of [...DEMO_USERTAGS.approved.map((u) => [u, false] as const), ...DEMO_USERTAGS.pending.map((u) => [u, true] as const)]) {
      const post = oldestPost(username);
      if (!post) continue;
      const others = (repos.posts.usertags([post.id]).get(post.id) ?? []).filter((t) => t.userId !== demo.id);
      repos.posts.setUsertags(post.id, [...others, { position: 0, userId: demo.id, x: 0.42, y: 0.58 }]);
      if (pending) repos.usertags.markPending(post.id, demo.id);
    }
    repos.mutations.record({ mutationId: DEMO_USERTAGS_SEED_ID, userId: demo.id, route: 'SEED usertags', status: 200, response: '{}' }, nowSeconds(ctx));
  });
  return true;
}
