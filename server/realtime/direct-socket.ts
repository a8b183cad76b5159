import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { WireDirectServerMessage } from '../../sync/api/direct-wire';
import { DirectSocketClose } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { nowSeconds } from '../app-context';
import type { Presence } from '../direct/presence';
import { deltaFrame } from '../direct/events';
import type { DirectDeps } from '../direct/service';
import { markSeen, sendTyping } from '../direct/service';
import { badRequest, HttpError } from '../http/errors';
import { requestSource } from '../http/request-source';
import { siteOrigins } from '../http/site';
import type { PubSub, RealtimeMessage } from './pubsub';
import type { SessionSockets } from './session-sockets';

/**
 * The real-time channel of direct messages (issue 13), a WebSocket at DirectPath.realtime on
 * the same server (@fastify/websocket over `ws`).
 *
 * - Who: the session cookie (resolved by http/conventions.ts like any request); without a live
 *   session the socket is closed with 4401. The Origin must be the site's (the public origin or
 *   the request's own, http/site.ts) — a browser always sends it, and a cookie-authenticated
 *   socket opened by another site's page is the cross-site WebSocket hijack — else 1008. A
 *   request with no Origin at all is refused too.
 * - Order: the client sends `subscribe` with the last seq_id it applied; the server answers
 *   hello, every logged delta after it from the event log (in batches, waiting for each to be
 *   written), caught_up, then live deltas. A live delta that is not the next one (a broker that
 *   lost or reordered one) makes the socket read the log again from its last sent seq_id, so
 *   nothing is lost or repeated. A client behind the oldest kept event gets `resync`.
 * - Health: a ping every heartbeatMs; a socket that did not answer the last one is terminated,
 *   and one whose session has ended is closed with 4401 (at once when Login activity ended it,
 *   opts.sessionSockets). A socket whose unsent bytes pass
 *   maxBufferedBytes is closed with 4008 (it will resume by seq_id).
 * - The client may send typing, seen and ping; items go over HTTP (idempotent, the outbox).
 */
export interface DirectSocketOptions {
  /** Ping interval (default 25 s). */
  heartbeatMs?: number;
  /** Bytes a socket may have waiting to be written before it is closed as too slow (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Sockets by session, so ending a session (Login activity) closes its sockets at once. */
  sessionSockets?: SessionSockets;
}

const REPLAY_BATCH = 200;

const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), seq_id: z.number().int().nonnegative().nullable() }),
  z.object({ type: z.literal('typing'), thread_id: z.string().max(20), status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('seen'), thread_id: z.string().max(20), item_id: z.string().max(20) }),
  z.object({ type: z.literal('ping') }),
]);

export function directSocket(
  app: FastifyInstance,
  d: DirectDeps,
  pubsub: PubSub,
  presence: Presence,
  lifecycle: { readonly closing: boolean },
  opts: DirectSocketOptions = {},
): void {
  const { ctx } = d;
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;

  app.route({
    method: 'GET',
    url: DirectPath.realtime,
    // A plain GET (no Upgrade) is a mistake of the caller: the 000 §8 error body, not an empty 404.
    handler: async () => {
      throw badRequest('Upgrade: this address takes a WebSocket.');
    },
    wsHandler: (socket: WebSocket, req) => {
      if (requestSource(req.headers, siteOrigins(ctx.site, req)) !== 'same-site') {
        socket.close(DirectSocketClose.crossSite, 'cross_site');
        return;
      }
      const viewer = req.viewer;
      const sessionHash = req.sessionHash;
      if (!viewer || sessionHash === null) {
        socket.close(DirectSocketClose.loginRequired, 'login_required');
        return;
      }
      const userId = viewer.id;
      let lastSent: number | null = null;
      let pumping = false;
      let closed = false;
      let alive = true;

      const close = (code: number, reason: string) => {
        if (closed) return;
        closed = true;
        socket.close(code, reason);
      };
      /** Sends a frame unless the socket is closed or too far behind; `written` is called once it is handed to the OS. */
      const sendFrame = (frame: string, written?: () => void): boolean => {
        if (closed || socket.readyState !== socket.OPEN) return false;
        if (socket.bufferedAmount > maxBuffered) {
          close(DirectSocketClose.slowConsumer, 'slow_consumer');
          return false;
        }
        socket.send(frame, written && (() => written()));
        return true;
      };
      const send = (message: WireDirectServerMessage) => sendFrame(JSON.stringify(message));

      /** Sends every logged delta after lastSent, in batches, then live ones flow directly again. */
      const pump = async (): Promise<void> => {
        if (pumping || lastSent === null) return;
        pumping = true;
        try {
          for (;;) {
            if (closed || lifecycle.closing) return;
            const rows = ctx.repos.direct.eventsAfter(userId, lastSent, REPLAY_BATCH);
            if (rows.length === 0) return;
            for (const [i, row] of rows.entries()) {
              const frame = deltaFrame(row.seqId, row.delta);
              if (i < rows.length - 1) {
                if (!sendFrame(frame)) return;
              } else {
                // The batch's last frame: wait until it is written before reading the next batch
                // (so a long replay holds at most one batch in memory).
                const sent = await new Promise<boolean>((resolve) => {
                  if (!sendFrame(frame, () => resolve(true))) resolve(false);
                });
                if (!sent) return;
              }
              lastSent = row.seqId;
            }
          }
        } finally {
          pumping = false;
        }
      };

      const onMessage = (m: RealtimeMessage) => {
        if (lastSent === null) return;
        if (m.seq_id === null) {
          sendFrame(m.frame);
          return;
        }
        if (pumping || m.seq_id <= lastSent) return;
        if (m.seq_id === lastSent + 1) {
          if (sendFrame(m.frame)) lastSent = m.seq_id;
          return;
        }
        void pump();
      };
      const unsubscribe = pubsub.subscribe(userId, onMessage);
      const unregister = opts.sessionSockets?.add(sessionHash, () => close(DirectSocketClose.loginRequired, 'login_required'));
      presence.connected(userId);

      const subscribe = async (from: number | null) => {
        const last = ctx.repos.direct.lastSeq(userId);
        let start = from ?? last;
        const oldest = ctx.repos.direct.oldestSeq(userId);
        const tooOld = start < last && (oldest === null || start < oldest - 1);
        send({ type: 'hello', viewer_id: String(userId), seq_id: start, presence: presence.of(userId, ctx.repos.direct.contactsOf(userId)) });
        if (start > last || tooOld) {
          // The client's seq_id is not in the log (pruned, or from another database): it refetches the inbox.
          send({ type: 'resync', seq_id: last });
          start = last;
        }
        lastSent = start;
        // Live deltas that come while a batch is being written are read from the log by the same pump.
        await pump();
        if (lastSent !== null) send({ type: 'caught_up', seq_id: lastSent });
      };

      socket.on('message', (data, isBinary) => {
        alive = true;
        if (isBinary || lifecycle.closing) return;
        let parsed: z.infer<typeof ClientMessage>;
        try {
          parsed = ClientMessage.parse(JSON.parse(String(data)));
        } catch {
          send({ type: 'error', message: 'Not a message of this channel.' });
          return;
        }
        try {
          switch (parsed.type) {
            case 'subscribe':
              if (lastSent === null) void subscribe(parsed.seq_id);
              return;
            case 'ping':
              send({ type: 'pong' });
              return;
            case 'typing':
              sendTyping(d, viewer, parsed.thread_id, parsed.status);
              return;
            case 'seen':
              d.events.run(() => ctx.repos.transaction(() => markSeen(d, viewer, parsed.thread_id, parsed.item_id)));
              return;
          }
        } catch (err) {
          if (!(err instanceof HttpError)) req.log.error({ err }, 'direct socket message failed');
          send({ type: 'error', message: err instanceof HttpError ? err.message : 'Something went wrong.' });
        }
      });

      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (lifecycle.closing) return;
        if (ctx.repos.sessions.userIdFor(sessionHash, nowSeconds(ctx)) !== userId) {
          close(DirectSocketClose.loginRequired, 'login_required');
          return;
        }
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, heartbeatMs);
      heartbeat.unref();

      socket.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        unregister?.();
        presence.disconnected(userId);
      });
    },
  });
}
