import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import type { WireDirectInboxResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { CACHE_DB_NAME } from '../../worker/persistence/schema';
import { MetaKey } from '../../worker/persistence/persisted-view';
import { DEV_DIRECT_SOCKETS_PATH } from '../../server/dev/direct-sockets-route';
import { DIRECT_SOCKET_LOCK } from '../../worker/direct/realtime/election';
import { logIn } from './helpers';

// Issue 13: two tabs of one person share one real-time socket (one tab's worker holds it,
// elected with Web Locks; the other hears it on a BroadcastChannel), and when the holder's tab
// closes the other takes over within a second and keeps receiving. Messages come from another
// person in a second browser context, through the API. The direct screens are another helper's
// (dmui): what a tab received is read from the worker's cache (the direct slice, persisted).

const SENDER = 'maya.chen';

/** The person's real-time sockets on the server (a development route, DEV_ROUTES=1). */
async function sockets(request: APIRequestContext, username = DEMO_USER): Promise<{ open: number; opened: number }> {
  const res = await request.get(DEV_DIRECT_SOCKETS_PATH, { params: { username } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { open: number; opened: number };
}

/** The Web Lock of the socket as the browser sees it: held by one worker, the others waiting. */
function socketLock(page: Page): Promise<{ held: number; pending: number }> {
  return page.evaluate(async (name) => {
    const q = await navigator.locks.query();
    return { held: (q.held ?? []).filter((l) => l.name === name).length, pending: (q.pending ?? []).filter((l) => l.name === name).length };
  }, DIRECT_SOCKET_LOCK);
}

/** Texts of the direct items in the worker's cache (written by whichever tab's worker is alive). */
function cachedTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ db, key }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === db)) return [];
      const conn = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!conn.objectStoreNames.contains('meta')) return [];
        const row = await new Promise<unknown>((resolve, reject) => {
          const r = conn.transaction('meta', 'readonly').objectStore('meta').get(key);
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const items = (row as { value?: { items?: Record<string, { content?: { text?: string } }> } } | undefined)?.value?.items ?? {};
        return Object.values(items).map((i) => i.content?.text ?? '');
      } finally {
        conn.close();
      }
    },
    { db: CACHE_DB_NAME, key: MetaKey.direct },
  );
}

/** A page's POST with its session's CSRF token. */
async function post(page: Page, path: string, form: Record<string, string>): Promise<unknown> {
  return page.evaluate(
    async ({ path, form }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'X-CSRFToken': decodeURIComponent(csrf), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
        body: new URLSearchParams(form).toString(),
      });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    },
    { path, form },
  );
}

/** The sender's one-to-one thread with demo. */
async function threadWithDemo(page: Page): Promise<string> {
  const body = await page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return res.json() as Promise<unknown>;
  }, DirectPath.inbox);
  const thread = (body as WireDirectInboxResponse).inbox.threads.find((t) => !t.is_group && t.users.some((u) => u.username === DEMO_USER));
  if (!thread) throw new Error(`${SENDER} has no thread with ${DEMO_USER}`);
  return thread.thread_id;
}

test('two tabs share one socket; the second keeps receiving after the first closes (takeover < 1 s)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const demo = await browser.newContext();
  const other = await browser.newContext();
  try {
    const first = await demo.newPage();
    await logIn(first);
    const second = await demo.newPage();
    await second.goto('/');
    await expect(second.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

    // Both workers are in the election: one holds the lock (and the socket), the other waits.
    await expect.poll(() => socketLock(second), { message: 'one worker holds the socket lock, one waits' }).toEqual({ held: 1, pending: 1 });
    await expect.poll(async () => (await sockets(request)).open, { message: 'demo has a socket' }).toBe(1);
    const before = await sockets(request);
    expect(before.open).toBe(1);

    const sender = await other.newPage();
    await logIn(sender, SENDER);
    const threadId = await threadWithDemo(sender);
    const stamp = Date.now().toString(36);
    const send = (text: string) => post(sender, DirectPath.send, { thread_id: threadId, mutation_token: `e2e-${stamp}-${text.length}`, item_type: 'text', text });

    const whileTwo = `Two tabs, one socket ${stamp}`;
    await send(whileTwo);
    await expect.poll(() => cachedTexts(second), { message: 'the message reached demo’s tabs', timeout: 15_000 }).toContain(whileTwo);
    expect((await sockets(request)).open).toBe(1);

    // The holder's tab closes: the other worker is granted the lock and opens its socket.
    const holderClosed = Date.now();
    await first.close();
    await expect
      .poll(async () => (await sockets(request)).opened, { message: 'another tab opened the socket', intervals: [25], timeout: 5_000 })
      .toBeGreaterThan(before.opened);
    const takeoverMs = Date.now() - holderClosed;
    test.info().annotations.push({ type: 'takeover', description: `${takeoverMs} ms` });
    expect(takeoverMs).toBeLessThan(1_000);
    await expect.poll(() => socketLock(second)).toEqual({ held: 1, pending: 0 });
    await expect.poll(async () => (await sockets(request)).open).toBe(1);

    const afterTakeover = `After the takeover ${stamp}`;
    await send(afterTakeover);
    await expect.poll(() => cachedTexts(second), { message: 'the remaining tab received it', timeout: 15_000 }).toContain(afterTakeover);
  } finally {
    await demo.close();
    await other.close();
  }
});
