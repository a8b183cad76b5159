import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARCHIVE_UPLOAD_PREFIX } from '../../fixtures/seed/highlight-plan';
import { DEMO_ARCHIVE, DEMO_STORY_REPLY } from '../../fixtures/seed/story-reply-plan';
import type { WireDirectInboxResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import { StoryViewersPath } from '../../sync/api/story-replies-wire';
import { seedDemoStoryReplies } from '../../server/seed/seed-story-replies';
import { dmGet } from './direct-helpers';
import { startDemoServer } from './helpers';
import type { Client, TestServer } from './helpers';

/** Added (story replies): the demo seed's story viewers and reply (fixtures/seed/story-reply-plan.ts) as demo reads them. */
let server: TestServer;
let demo: Client;

beforeAll(async () => {
  ({ server, demo } = await startDemoServer());
});
afterAll(async () => {
  await server.close();
});

describe('seeded story replies', () => {
  it("demo's newest archived story was seen by three people, newest first; an older one by four", async () => {
    const story = (n: number) => server.app.lumen.repos.stories.byUploadId(`${SEED_ARCHIVE_UPLOAD_PREFIX}${DEMO_ARCHIVE[n]?.key ?? ''}`);
    const newest = await dmGet<WireStoryViewersResponse>(demo, StoryViewersPath.viewers(String(story(4)?.id)));
    expect(newest.body.user_count).toBe(3);
    expect(newest.body.users.map((u) => u.username)).toEqual(['kenji.takeda', 'elena.petrova', 'maya.chen']);
    const older = await dmGet<WireStoryViewersResponse>(demo, StoryViewersPath.viewers(String(story(2)?.id)));
    expect(older.body.user_count).toBe(4);
  });

  it("a reply to demo's story is in demo's inbox, unread, its story gone (\"Story unavailable\") and its text kept; seeding again adds nothing", async () => {
    const inbox = await dmGet<WireDirectInboxResponse>(demo, DirectPath.inbox);
    const thread = inbox.body.inbox.threads.find((t) => !t.is_group && t.users[0]?.username === DEMO_STORY_REPLY.from);
    expect(thread?.pending).toBe(false);
    expect(thread?.unseen_count).toBeGreaterThan(0);
    const reply = thread?.items.find((i) => i.item_type === 'reel_share');
    expect(reply?.reel_share).toMatchObject({ type: 'reply', text: DEMO_STORY_REPLY.text, media: null });
    expect(seedDemoStoryReplies(server.app.lumen)).toBe(false);
  });
});
