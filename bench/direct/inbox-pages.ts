/**
 * The inbox benchmark's pages (./inbox-bench.ts): the cache seed (200 one-to-one threads in the
 * app's cached direct slice), the static page painting the same 200 rows, and the paint probe.
 * The functions given to Playwright are serialised: no imports, nothing from outside their bodies.
 */

/** What a row shows: the same words in the app's seeded cache and in the static page. */
export interface InboxRow {
  threadId: string;
  userId: string;
  username: string;
  preview: string;
  unread: boolean;
}

export const INBOX_THREADS = 200;

export function inboxRows(n = INBOX_THREADS): InboxRow[] {
  return Array.from({ length: n }, (_, i) => ({
    threadId: `9${String(i).padStart(6, '0')}`,
    userId: `8${String(i).padStart(6, '0')}`,
    username: `friend.${String(i).padStart(3, '0')}`,
    preview: `See you at the lake on Sunday, message ${i}`,
    unread: i % 3 === 0,
  }));
}

/** A path of the app's origin no route has: the service worker serves it from its HTML cache (as benchmark 9's empty page). */
export const STATIC_INBOX_PATH = '/__bench/inbox/';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The baseline: the same 200 rows (letter avatar, name, preview, time; unread bold with a dot) as plain HTML and CSS. */
export function staticInboxHtml(rows: readonly InboxRow[]): string {
  const items = rows
    .map((r) => {
      const label = `${r.username}${r.unread ? ', unread' : ''}: ${r.preview}`;
      return `<li><a href="#" class="row${r.unread ? ' unread' : ''}" aria-label="${escape(label)}"><span class="av">${escape(r.username.slice(0, 1).toUpperCase())}</span><span class="text"><span class="title">${escape(r.username)}</span><span class="sub"><span class="preview">${escape(r.preview)}</span><span class="time"> · 5m</span></span></span>${r.unread ? '<span class="dot"></span>' : ''}</a></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Inbox</title><style>
body{margin:0;font-family:system-ui,sans-serif;color:#262626}ul{list-style:none;margin:0;padding:0}
.row{display:flex;align-items:center;gap:12px;min-height:72px;padding:8px 16px;color:inherit;text-decoration:none}
.av{flex:none;width:56px;height:56px;border-radius:50%;background:#efefef;display:flex;align-items:center;justify-content:center;font-size:25px}
.text{display:flex;flex:1;flex-direction:column;min-width:0}.title{overflow:hidden;font-size:14px;text-overflow:ellipsis;white-space:nowrap}
.sub{display:flex;min-width:0;color:#737373;font-size:13px}.preview{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.time{flex:none;white-space:pre}
.unread .title,.unread .sub{color:#262626;font-weight:700}.dot{flex:none;width:8px;height:8px;border-radius:50%;background:#0095f6}
</style></head><body><main><h1>Messages</h1><ul aria-label="Conversations">${items}</ul></main></body></html>`;
}

/**
 * Writes the rows into the app's cached direct slice (IndexedDB 'meta', key 'direct'), from a
 * page of the app's origin while no app tab runs: the viewer's one-to-one threads, one text
 * message each, newest first, built on the shape of a thread (and an item, if any) the app itself cached
 * (so every field the restore checks is there). Answers the count of inbox threads written.
 */
export async function seedInbox(args: { db: string; key: string; rows: InboxRow[]; nowUs: number }): Promise<number> {
  const req = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const db = await req(indexedDB.open(args.db));
  try {
    const row = (await req(db.transaction('meta').objectStore('meta').get(args.key))) as { key: string; value: Record<string, unknown> } | undefined;
    const old = row?.value as { viewerId: string; threads: Record<string, Record<string, unknown>>; items: Record<string, Record<string, unknown>>; users: Record<string, unknown>; inbox: Record<string, unknown> } | undefined;
    const viewerId = old?.viewerId;
    const template = old ? Object.values(old.threads)[0] : undefined;
    const itemTemplate = old ? (Object.values(old.items)[0] ?? {}) : {};
    if (!row || !old || !viewerId || !template) throw new Error('the app has not cached a conversation to copy the shape of');
    const threads: Record<string, unknown> = {};
    const items: Record<string, unknown> = {};
    const users: Record<string, unknown> = { ...old.users };
    args.rows.forEach((r, i) => {
      const at = args.nowUs - (i + 1) * 60_000_000;
      const itemId = `7${r.threadId}`;
      users[r.userId] = { pk: r.userId, username: r.username, full_name: r.username, profile_pic_url: '', is_private: false, is_verified: false };
      items[itemId] = {
        ...itemTemplate, id: itemId, threadId: r.threadId, userId: r.userId, itemType: 'text', timestamp: at, mutationToken: null,
        reactions: { likes: [], likesCount: 0 }, content: { text: r.preview }, delivery: 'sent',
      };
      threads[r.threadId] = {
        ...template, id: r.threadId, title: '', isGroup: false, userIds: [r.userId], itemIds: [itemId], lastPermanentItemId: itemId,
        lastActivityAt: at, lastSeenAt: {}, pending: false, muted: false, unseenCount: r.unread ? 1 : 0, usersTyping: {},
        hasOlder: false, oldestCursor: null, canSend: true, undo: undefined,
      };
    });
    const value = {
      ...old, threads, items, users,
      inbox: { ...old.inbox, threadIds: args.rows.map((r) => r.threadId), hasOlder: false, oldestCursor: null, isLoading: false },
      requests: { threadIds: [], total: 0, hasOlder: false, oldestCursor: null, isLoading: false },
    };
    const tx = db.transaction('meta', 'readwrite');
    tx.objectStore('meta').put({ ...row, value: JSON.parse(JSON.stringify(value)) as unknown });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    return args.rows.length;
  } finally {
    db.close();
  }
}

/** The first row and when its frame was painted (from the tab's navigation start), as benchmark 9's probe. */
export interface RowPaint {
  ms: number;
  inDomMs: number;
  label: string;
  /** Rows in the list when the first was painted. */
  rows: number;
}

/**
 * An init script of every tab: notes when the first link of the "Conversations" list is in
 * the DOM (MutationObserver), then its frame done (the next animation frame, then a task
 * queued from it). `window.lumenFirstRow`.
 */
export function installRowPaintProbe(): void {
  const w = window as unknown as { lumenFirstRow?: Promise<RowPaint> };
  const selector = 'ul[aria-label="Conversations"] a';
  w.lumenFirstRow = new Promise<RowPaint>((resolve) => {
    let seen = false;
    const check = (): void => {
      if (seen) return;
      const el = document.querySelector(selector);
      if (!el) return;
      seen = true;
      observer.disconnect();
      const inDomMs = performance.now();
      const label = el.getAttribute('aria-label') ?? '';
      requestAnimationFrame(() => {
        const after = new MessageChannel();
        after.port1.onmessage = () => resolve({ ms: performance.now(), inDomMs, label, rows: document.querySelectorAll(selector).length });
        after.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    check();
  });
}
