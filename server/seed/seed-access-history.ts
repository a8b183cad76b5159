import { DEMO_USER } from '../../fixtures/seed/people';
import { DEMO_ACCESS_HISTORY_SEED_ID, DEMO_ACCOUNT_HISTORY } from '../../fixtures/seed/access-history-plan';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';

const DAY = 24 * 60 * 60;

/** Added (access data): demo's account history (fixtures/seed/access-history-plan.ts), once. */
export function seedDemoAccessHistory(ctx: AppContext): boolean {
  const { repos } = ctx;
  const demo = repos.users.byUsername(DEMO_USER);
  if (!demo || repos.mutations.find(DEMO_ACCESS_HISTORY_SEED_ID)) return false;
  const now = nowSeconds(ctx);
  repos.transaction(() => {
    for (const { daysAgo, ...change } of DEMO_ACCOUNT_HISTORY) repos.accessTool.recordPast(demo.id, { ...change, at: now - daysAgo * DAY });
    repos.mutations.record({ mutationId: DEMO_ACCESS_HISTORY_SEED_ID, userId: demo.id, route: 'SEED access-history', status: 200, response: '{}' }, now);
  });
  return true;
}
