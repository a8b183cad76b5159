import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { directSocket } from '../realtime/direct-socket';
import type { DirectSocketOptions } from '../realtime/direct-socket';
import { inProcessPubSub } from '../realtime/pubsub';
import type { PubSub } from '../realtime/pubsub';
import { directRoutes } from '../routes/direct';
import { createDirectEvents } from './events';
import type { DirectEventOptions } from './events';
import { createPresence } from './presence';
import { devDirectSocketsRoute } from '../dev/direct-sockets-route';
import { devWsRelayRoute } from '../dev/ws-relay-route';

/** Direct messages (issue 13): the HTTP calls and the real-time channel, sharing one event log and one pub/sub. */
export interface DirectOptions extends DirectEventOptions, DirectSocketOptions {
  /** Fan-out between sockets (default in-process; a shared broker for several instances). */
  pubsub?: PubSub;
}

/** Largest message a client may send on the socket (typing, seen, subscribe are tiny). */
const MAX_CLIENT_FRAME = 16 * 1024;

/** `presenceHidden`: the person turned activity status off (server/direct/presence.ts). */
export async function installDirect(app: FastifyInstance, ctx: AppContext, opts: DirectOptions = {}, presenceHidden?: (userId: number) => boolean): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME } });
  const pubsub = opts.pubsub ?? inProcessPubSub();
  const events = createDirectEvents(ctx, pubsub, opts);
  const presence = createPresence(ctx, events, presenceHidden);
  const deps = { ctx, events };
  const lifecycle = { closing: false };
  // Before the sockets close and the database with them: nothing on a socket touches the database after this.
  app.addHook('preClose', async () => {
    lifecycle.closing = true;
    presence.shutdown();
  });
  directRoutes(app, deps, presence);
  directSocket(app, deps, pubsub, presence, lifecycle, opts);
  devDirectSocketsRoute(app, ctx, presence);
  devWsRelayRoute(app, ctx);
}
