/**
 * The worker's core (DESIGN.md data flow): the store, the cache, the mirror, the outbox and
 * its replayer, wired together behind WorkerApi (worker/api-types.ts). Side effects come in
 * through EngineDeps.
 *
 *   created ──init──▶ starting (outbox read, cache restored, snapshot sent) ──▶ running
 *   Every API call waits for `running`; init runs once.
 */
import { OUTBOX_CHANNEL, WEB_APP_ID, createReplayer, createTransport } from '../sync';
import type { OutboxDb, OutboxEvent, Replayer, SessionConfig, Transport } from '../sync';
import type { InitOptions, WorkerApi } from './api-types';
import type { ChannelLike, EngineDeps } from './engine/deps';
import * as auth from './engine/auth';
import { loadMoreComments, loadPost } from './engine/post-loader';
import { loadNextFeedPage, refreshFeed } from './engine/feed-loader';
import type { OutboxSync } from './engine/outbox-sync';
import { createOutboxSync } from './engine/outbox-sync';
import { createRecordBook } from './engine/record-book';
import { mergeSession } from './engine/session';
import { createToaster, STORAGE_FULL_TEXT } from './engine/toasts';
import type { ClientState } from './model';
import { createMirrorSender } from './mirror/sender';
import type { MirrorSender } from './mirror/sender';
import { createPersistence, isQuotaError } from './persistence/persistence';
import { createStore } from './store/store';

export type { EngineDeps } from './engine/deps';

/** WorkerApi plus what tests and the worker's shutdown need. */
export interface Engine extends WorkerApi {
  getState(): ClientState;
  /** Write the cache and wait for the outbox work in progress. */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

const EMPTY_SESSION: SessionConfig = {
  csrfToken: '', rolloutHash: '', appId: WEB_APP_ID, wwwClaim: '0', mid: '', consentPending: false, hl: null, encryption: null,
};

export function createEngine(deps: EngineDeps): Engine {
  const { clock, log } = deps;
  const book = createRecordBook();
  const store = createStore({ pendingRecords: book.pending, context: () => book.context(store.getState().users.viewerId) });
  const toaster = createToaster(store, clock, deps.uuid);
  let session: SessionConfig = EMPTY_SESSION;
  let outbox: OutboxDb | null = null;
  let outboxSync: OutboxSync | null = null;
  let replayer: Replayer | null = null;
  let channel: ChannelLike | null = null;
  let sender: MirrorSender | null = null;
  let started: Promise<void> | null = null;
  /** Outbox events before the start's own reconcile are covered by it. */
  let running = false;

  const persistence = createPersistence({
    idb: deps.idb,
    clock,
    requestIdle: deps.requestIdle,
    log,
    getState: store.getState,
    dbName: deps.cacheDbName,
    onQuotaExceeded: () => void toaster.show({ text: STORAGE_FULL_TEXT, actionText: null, action: null }),
  });
  store.subscribe(() => {
    sender?.notify();
    persistence.schedule();
  });

  const transport: Transport = createTransport({
    fetch: (...args) => deps.fetch(...args),
    origin: deps.origin,
    getSession: () => session,
    onSessionUpdate: (patch) => updateSession(patch),
    onRedirect: (url) => store.dispatch({ type: 'redirect-requested', url }),
    setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
    clearTimeout: (h) => clock.clearTimeout(h),
  });
  const core = { store, transport, log };
  const authDeps = { ...core, session: () => session, now: () => clock.now(), subtle: deps.subtle };

  function background(p: Promise<unknown>, what: string): void {
    p.catch((e: unknown) => log.error(`${what} failed`, e));
  }

  function updateSession(patch: Partial<SessionConfig>): void {
    session = { ...session, ...patch };
    // The service worker reads the session from the outbox meta for its own replays.
    if (outbox) background(outbox.writeSession(session), 'session write');
  }

  function onOutboxEvent(_event: OutboxEvent): void {
    if (running && outboxSync) background(outboxSync.reconcile(), 'reconcile');
  }

  async function start(initSession: SessionConfig, viewerId: string | null, port: MessagePort, opts: InitOptions): Promise<void> {
    outbox = await deps.openOutbox();
    session = mergeSession(await outbox.readSession().catch(() => undefined), initSession);
    background(outbox.writeSession(session), 'session write');
    if (deps.BroadcastChannel) {
      channel = new deps.BroadcastChannel(OUTBOX_CHANNEL);
      channel.addEventListener('message', (e) => onOutboxEvent(e.data as OutboxEvent));
    }
    const locks = deps.locks;
    replayer = createReplayer({
      store: outbox,
      transport,
      clock,
      random: deps.random,
      withLock: (name, fn) => (locks ? locks.request(name, fn) : fn()),
      isOnline: () => store.getState().status.online,
      notify: (event) => {
        channel?.postMessage(event); // other tabs and the service worker
        onOutboxEvent(event); // a channel does not hear its own posts
      },
      onError: (e) => log.error('outbox: replay failed', e),
    });
    outboxSync = createOutboxSync({
      store, book, outbox, toaster, log,
      now: () => clock.now(),
      uuid: deps.uuid,
      kick: () => replayer && background(replayer.kick(), 'replay'),
      broadcast: () => channel?.postMessage({ type: 'outbox-changed' } satisfies OutboxEvent),
      isQuotaError,
      trimCache: () => persistence.trim(),
      onStorageFull: () => void toaster.show({ text: STORAGE_FULL_TEXT, actionText: null, action: null }),
    });
    await outboxSync.load();
    const cache = await persistence.restore({ viewerId, trustCachedViewer: opts.bootstrap !== 'server' });
    const viewer = viewerId ?? cache.viewerId;
    store.dispatch({ type: 'viewer-changed', viewerId: viewer, user: null });
    store.dispatch({ type: 'cache-restored', cache });
    await outboxSync.reconcile(true);
    running = true;
    sender = createMirrorSender(port, store.getState);
    sender.flush(); // the one snapshot
    if (deps.storage?.persist) background(deps.storage.persist(), 'persistent storage request');
    if (store.getState().status.online) background(replayer.kick(), 'replay');
  }

  async function ready(): Promise<void> {
    if (!started) throw new Error('engine: init() first');
    await started;
  }

  async function mutate(fn: (s: OutboxSync) => Promise<void>): Promise<void> {
    await ready();
    if (outboxSync) await fn(outboxSync);
  }

  const api: Engine = {
    init(initSession, viewerId, patchPort, opts = { bootstrap: 'server' }) {
      started ??= start(initSession, viewerId, patchPort, opts);
      return started;
    },
    updateSession,
    setOnline(online) {
      store.dispatch({ type: 'online-changed', online });
      if (online && replayer) background(replayer.kick({ ignoreBackoff: true }), 'replay');
    },

    async login(form) {
      await ready();
      const result = await auth.login(authDeps, form);
      if (result.ok && result.value.authenticated && result.value.userId) await switchViewer(result.value.userId);
      return result;
    },
    async logout() {
      await ready();
      const result = await auth.logout(authDeps);
      if (result.ok) await switchViewer(null);
      return result;
    },
    async signup(form, dryRun) {
      await ready();
      const result = await auth.signup(authDeps, form, dryRun);
      if (result.ok && result.value.account_created && result.value.user_id) await switchViewer(result.value.user_id);
      return result;
    },

    refreshFeed: async () => (await ready(), refreshFeed(core)),
    loadNextFeedPage: async () => (await ready(), loadNextFeedPage(core)),
    loadPost: async (shortcode) => (await ready(), loadPost(core, shortcode)),
    loadMoreComments: async (postId) => (await ready(), loadMoreComments(core, postId)),

    likePost: (postId) => mutate((s) => s.mutate('post-like', { postId })),
    unlikePost: (postId) => mutate((s) => s.mutate('post-unlike', { postId })),
    savePost: (postId) => mutate((s) => s.mutate('post-save', { postId })),
    unsavePost: (postId) => mutate((s) => s.mutate('post-unsave', { postId })),
    addComment: (postId, text, repliedToCommentId) =>
      mutate((s) => s.mutate('comment-add', { postId, clientId: `local:${deps.uuid()}`, text, repliedToCommentId })),
    deleteComment: (postId, commentId) => mutate((s) => s.mutate('comment-delete', { postId, commentId })),
    likeComment: (commentId) => mutate((s) => s.mutate('comment-like', { commentId })),
    unlikeComment: (commentId) => mutate((s) => s.mutate('comment-unlike', { commentId })),

    retryMutation: (id) => mutate((s) => s.retry(id)),
    discardMutation: (id) => mutate((s) => s.discard(id)),
    async replayNow() {
      await ready();
      if (replayer) await replayer.kick({ ignoreBackoff: true });
      if (outboxSync) await outboxSync.reconcile();
    },

    dismissToast: (id) => store.dispatch({ type: 'toast-dismissed', id }),
    clearRedirect: () => store.dispatch({ type: 'redirect-cleared' }),

    getState: store.getState,
    async settle() {
      await ready();
      if (replayer) await replayer.whenSettled();
      if (outboxSync) await outboxSync.reconcile();
      await persistence.flush();
    },
    async dispose() {
      replayer?.dispose();
      await persistence.flush().catch(() => undefined);
      toaster.dispose();
      persistence.close();
      channel?.close();
      outbox?.close();
    },
  };

  /** A new viewer (login, sign-up) or none (logout): another user's cache is discarded. */
  async function switchViewer(viewerId: string | null): Promise<void> {
    if (store.getState().users.viewerId === viewerId) return;
    store.dispatch({ type: 'session-cleared' });
    await persistence.discard();
    store.dispatch({ type: 'viewer-changed', viewerId, user: null });
  }

  return api;
}
