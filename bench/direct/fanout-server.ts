/**
 * The server side of the fan-out benchmark (bench/direct/fanout-bench.ts), one process of its
 * own, driven over IPC (child_process.fork, `--expose-gc`):
 *
 * - `lumen`: the real server (buildServer, a fresh SQLite database) with GROUP people who all
 *   follow each other and share one group thread; the parent opens the sockets with their
 *   session cookies. `send` posts one text message from the first person over HTTP (the
 *   route, its transaction, the event log and the pub/sub fan-out to every socket).
 * - `raw`: a bare `ws` server that broadcasts the same frame to every socket on `send`.
 *
 * Messages: parent → child {type:'send', text} | {type:'mem'}; child → parent {type:'ready', …},
 * {type:'sent'}, {type:'mem', rss, heapUsed}.
 */
import { WebSocketServer } from 'ws';
import type { WireDirectServerMessage } from '../../sync/api/direct-wire';
import { sendText, token } from '../../tests/server/direct-helpers';
import { groupThread } from './group-thread';

export type FanoutReady = { type: 'ready'; url: string; cookies: string[] };
export type ChildMessage = FanoutReady | { type: 'sent' } | { type: 'mem'; rss: number; heapUsed: number } | { type: 'error'; message: string };
export type ParentMessage = { type: 'send'; text: string } | { type: 'mem' } | { type: 'stop' };

const reply = (m: ChildMessage): void => {
  process.send?.(m);
};

function memory(): ChildMessage {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { type: 'mem', rss: m.rss, heapUsed: m.heapUsed };
}

/** The frame the raw server broadcasts: a delta as the real server sends for one text item. */
function sameFrame(text: string, seq: number): string {
  const message: WireDirectServerMessage = {
    type: 'delta',
    seq_id: seq,
    delta: {
      op: 'item_added',
      thread_id: '1',
      item: {
        item_id: String(seq), user_id: '1', timestamp: Date.now() * 1000, item_type: 'text', mutation_token: token(), client_context: null,
        reactions: { likes: [], likes_count: 0 }, is_sent_by_viewer: false, text,
      },
    },
  };
  return JSON.stringify(message);
}

async function lumen(): Promise<void> {
  const { server, people, sender, threadId } = await groupThread('fan', 'Fan-out');
  process.on('message', (m: ParentMessage) => {
    if (m.type === 'mem') reply(memory());
    if (m.type === 'stop') void server.close().then(() => process.exit(0));
    if (m.type === 'send') {
      void sendText(sender.client, threadId, m.text).then((r) => {
        if (r.status !== 200) reply({ type: 'error', message: `send: ${r.status}` });
        else reply({ type: 'sent' });
      });
    }
  });
  reply({ type: 'ready', url: server.url, cookies: people.map((p) => p.client.cookieHeader) });
}

async function raw(): Promise<void> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  let seq = 0;
  process.on('message', (m: ParentMessage) => {
    if (m.type === 'mem') reply(memory());
    if (m.type === 'stop') wss.close(() => process.exit(0));
    if (m.type === 'send') {
      seq += 1;
      const frame = sameFrame(m.text, seq);
      for (const client of wss.clients) client.send(frame);
      reply({ type: 'sent' });
    }
  });
  reply({ type: 'ready', url: `http://127.0.0.1:${address.port}`, cookies: [] });
}

const mode = process.argv[2];
(mode === 'raw' ? raw() : lumen()).catch((e: unknown) => {
  reply({ type: 'error', message: e instanceof Error ? e.stack ?? e.message : String(e) });
  process.exit(1);
});
