import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DM_GROUP_TITLE, DEMO_DM_STRANGER } from '../../fixtures/seed/direct-plan';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed';
import type { WireDirectInboxResponse, WireDirectThreadResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { login, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { dmGet } from './direct-helpers';

/** The demo's direct messages (issue 13; fixtures/seed/direct-plan.ts) as demo reads them. */
let server: TestServer;
let demo: Client;

beforeAll(async () => {
  server = await startServer({ seed: 'demo' });
  demo = await login(server, DEMO_USER, DEMO_PASSWORD);
});
afterAll(async () => {
  await server.close();
});

describe('seeded direct messages', () => {
  it('demo has threads with several people, a group, unread ones, and a request from a stranger', async () => {
    const inbox = await dmGet<WireDirectInboxResponse>(demo, DirectPath.inbox);
    const threads = inbox.body.inbox.threads;
    expect(threads.length).toBeGreaterThanOrEqual(5);
    expect(threads.find((t) => t.thread_title === DEMO_DM_GROUP_TITLE)?.users).toHaveLength(3);
    expect(inbox.body.inbox.unseen_count).toBeGreaterThanOrEqual(2);
    expect(inbox.body.pending_requests_total).toBe(1);
    // Newest activity first.
    const times = threads.map((t) => t.last_activity_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const requests = await dmGet<WireDirectInboxResponse>(demo, DirectPath.pendingInbox);
    expect(requests.body.inbox.threads.map((t) => t.users[0]?.username)).toEqual([DEMO_DM_STRANGER]);
    expect(requests.body.inbox.threads[0]?.pending).toBe(true);
  });

  it('a shared post shows as a post card', async () => {
    const inbox = await dmGet<WireDirectInboxResponse>(demo, DirectPath.inbox);
    const withShare = inbox.body.inbox.threads.find((t) => t.items.some((i) => i.item_type === 'media_share'));
    expect(withShare).toBeDefined();
    const page = await dmGet<WireDirectThreadResponse>(demo, DirectPath.thread(withShare?.thread_id ?? '0'));
    const share = page.body.thread.items.find((i) => i.item_type === 'media_share');
    expect(share?.media_share?.shortcode).toMatch(/\S/);
  });
});
