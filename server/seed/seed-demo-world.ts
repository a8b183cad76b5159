import type { AppContext } from '../app-context';
import { seedTwoFactorDemo } from '../dev/seed-two-factor';
import { seedDemoAccessHistory } from './seed-access-history';
import { seedDemoAddressBook } from './seed-address-book';
import { seedDemo } from './seed-demo';
import { seedDemoHighlights } from './seed-highlights';
import { seedDemoLoginOAuth } from './seed-login-oauth';
import { seedDemoStories } from './seed-stories';
import { seedDemoStoryReplies } from './seed-story-replies';
import { seedDemoUsertags } from './seed-usertags';

/**
 * Everything `demo` finds on a fresh server (the guide's seed: people, follows, stories,
 * messages, activity), in one place: a new area adds its seed here. The people, posts and
 * messages are written on the first start only (an empty database); each area's seed after
 * them checks by itself whether it was written already, so a restart writes nothing twice.
 */
export async function seedDemoWorld(ctx: AppContext, opts: { media: boolean }): Promise<void> {
  if (ctx.repos.users.count() === 0) {
    await seedDemo(ctx, opts);
    await seedTwoFactorDemo(ctx);
  }
  // Stories: demo's stories, written again relative to now once they all expired.
  await seedDemoStories(ctx, opts);
  // Highlights: archived stories and highlights of demo and a few others, once.
  await seedDemoHighlights(ctx, opts);
  // Story replies: who saw demo's (archived) stories, and a reply to one in demo's inbox.
  seedDemoStoryReplies(ctx);
  // Usertags: demo tagged in a few posts, one tag waiting for demo's approval, once.
  seedDemoUsertags(ctx);
  // Login review, OAuth: the demo apps; once, demo's unconfirmed login, an authorized app and a tester invite.
  seedDemoLoginOAuth(ctx);
  // Access data: demo's account history (a former name and bio, privacy and password changes), once.
  seedDemoAccessHistory(ctx);
  // Contacts: a dozen contacts demo uploaded, some of them seeded people demo does not follow, once.
  seedDemoAddressBook(ctx);
}
