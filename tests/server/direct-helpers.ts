import WebSocket from 'ws';
import type { WireDirectClientMessage, WireDirectServerMessage } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { json } from './helpers';
import type { Client, TestServer } from './helpers';

/** Shortcuts for the direct message tests (issue 13): JSON posts and a real WebSocket client. */
export async function dm<T = Record<string, unknown>>(client: Client, path: string, body?: Record<string, unknown>, mutationId?: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await client.post(path, body ?? {}, { json: true, ...(mutationId ? { mutationId } : {}) });
  return { status: res.status, body: await json<T>(res), headers: res.headers };
}

export async function dmGet<T = Record<string, unknown>>(client: Client, path: string): Promise<{ status: number; body: T }> {
  const res = await client.get(path, { accept: 'application/json' });
  return { status: res.status, body: await json<T>(res) };
}

let tokens = 0;
export const token = (): string => `t${Date.now().toString(36)}_${(tokens += 1)}`;

export async function sendText(client: Client, threadId: string, text: string, mutationToken = token()) {
  return dm<{ status: string; thread_id: string; item: { item_id: string; text?: string } }>(client, DirectPath.send, {
    thread_id: threadId,
    item_type: 'text',
    text,
    mutation_token: mutationToken,
  });
}

export interface TestSocket {
  ws: WebSocket;
  received: WireDirectServerMessage[];
  /** Resolves with the first message (already received or coming) that matches. */
  next<T extends WireDirectServerMessage>(match: (m: WireDirectServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  until(match: (m: WireDirectServerMessage) => boolean, timeoutMs?: number): Promise<WireDirectServerMessage>;
  send(message: WireDirectClientMessage): void;
  closed: Promise<{ code: number; reason: string }>;
}

export function openSocket(server: TestServer, client: Client | null, opts: { origin?: string | null } = {}): TestSocket {
  const headers: Record<string, string> = {};
  if (client) headers['cookie'] = client.cookieHeader;
  const origin = opts.origin === undefined ? server.url : opts.origin;
  const ws = new WebSocket(server.url.replace(/^http/, 'ws') + DirectPath.realtime, {
    headers,
    ...(origin === null ? {} : { origin }),
  });
  const received: WireDirectServerMessage[] = [];
  const waiters: { match: (m: WireDirectServerMessage) => boolean; resolve: (m: WireDirectServerMessage) => void }[] = [];
  let cursor = 0;
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as WireDirectServerMessage;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    ws.on('error', () => undefined);
  });
  const until = (match: (m: WireDirectServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<WireDirectServerMessage>((resolve, reject) => {
      const found = received.slice(cursor).find(match);
      if (found) {
        cursor = received.indexOf(found) + 1;
        resolve(found);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(received.slice(-5))}`)), timeoutMs);
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          cursor = received.length;
          resolve(m);
        },
      });
    });
  return {
    ws,
    received,
    next: <T extends WireDirectServerMessage>(match: (m: WireDirectServerMessage) => m is T, timeoutMs?: number) => until(match, timeoutMs) as Promise<T>,
    until,
    send: (message) => {
      const go = () => ws.send(JSON.stringify(message));
      if (ws.readyState === WebSocket.OPEN) go();
      else ws.once('open', go);
    },
    closed,
  };
}

export const isType =
  <K extends WireDirectServerMessage['type']>(type: K) =>
  (m: WireDirectServerMessage): m is Extract<WireDirectServerMessage, { type: K }> =>
    m.type === type;
