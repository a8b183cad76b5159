import { DEMO_ARCHIVE, DEMO_STORY_REPLY, DEMO_STORY_VIEWERS } from '../../fixtures/seed/story-reply-plan';
import { DEMO_USER } from '../../fixtures/seed/people';
import { SEED_ARCHIVE_UPLOAD_PREFIX } from '../../fixtures/seed/highlight-plan';
import type { AppContext } from '../app-context';
import type { ItemPayload } from '../direct/serialize';

/**
 * Added (story replies): demo's story viewers and one reply to a story of demo's in demo's inbox
 * (fixtures/seed/story-reply-plan.ts), over the archived stories ./seed-highlights.ts wrote.
 * Written once: the reply's token held means it ran (people's later changes stay theirs).
 */
export function seedDemoStoryReplies(ctx: AppContext): boolean {
  const { repos } = ctx;
  const demo = repos.users.byUsername(DEMO_USER);
  const from = repos.users.byUsername(DEMO_STORY_REPLY.from);
  if (!demo || !from || repos.direct.itemByToken(from.id, DEMO_STORY_REPLY.token)) return false;
  const story = (n: number) => {
    const it = DEMO_ARCHIVE[n];
    return it && repos.stories.byUploadId(`${SEED_ARCHIVE_UPLOAD_PREFIX}${it.key}`);
  };
  const replied = story(DEMO_STORY_REPLY.item);
  if (!replied) return false;
  repos.transaction(() => {
    for (const v of DEMO_STORY_VIEWERS) {
      const viewer = repos.users.byUsername(v.viewer);
      const seen = story(v.item);
      if (viewer && seen) repos.stories.markSeen(viewer.id, demo.id, seen.takenAt, seen.takenAt + v.after);
    }
    const us = (replied.takenAt + DEMO_STORY_REPLY.after) * 1_000_000;
    const pair = demo.id < from.id ? `${demo.id}:${from.id}` : `${from.id}:${demo.id}`;
    let thread = repos.direct.threadByPair(pair);
    if (!thread) {
      thread = repos.direct.createThread({ creatorId: from.id, isGroup: false, pairKey: pair, title: '', createdUs: us - 1_000_000, lastActivityUs: us });
      repos.direct.addParticipant(thread.id, from.id, 'active', us - 1_000_000);
      repos.direct.addParticipant(thread.id, demo.id, 'active', us - 1_000_000);
    }
    const payload: ItemPayload = { text: DEMO_STORY_REPLY.text, reel_share: { story_id: replied.id, owner_id: demo.id, type: 'reply' } };
    const item = repos.direct.insertItem({
      threadId: thread.id, userId: from.id, itemType: 'reel_share', payload: JSON.stringify(payload), timestampUs: us, mutationToken: DEMO_STORY_REPLY.token, imageKey: null,
    });
    if (thread.lastActivityUs < us) repos.direct.setLastActivity(thread.id, us);
    repos.direct.setSeen(thread.id, from.id, item.id, us);
  });
  return true;
}
