/**
 * The worker's core (DESIGN.md data flow): the store, the cache, the mirror, the outbox and
 * its replayer, wired together behind WorkerApi (worker/api-types.ts). Side effects come in
 * through EngineDeps.
 *
 *   created ──init──▶ starting (cache restored → viewer, outbox read, snapshot) ──▶ running
 *   Every API call waits for `running`; init runs once.
 *
 * Viewers: the session carries the viewer (SessionConfig.viewerId), written to the outbox meta
 * for the service worker; the replayer sends, and the outbox view shows, only that viewer's
 * records. Login, sign-up and logout switch the viewer: the cache is discarded, the session
 * (viewerId null after logout) is written before the call returns, and the outbox is read
 * again for the new viewer (whose records left from before are sent now).
 */
import { ErrorType, OUTBOX_CHANNEL, WEB_APP_ID, createBatchingTransport, createReplayer, createTransport } from '../sync';
import type { OutboxDb, OutboxEvent, Replayer, SessionConfig, Transport, TransportDeps } from '../sync';
import type { InitOptions, WorkerApi } from './api-types';
import type { ChannelLike, EngineDeps } from './engine/deps';
import * as auth from './engine/auth';
import { createAuthFlows, createOneTapStore, localforageKv } from './auth';
import { loadMoreComments, loadPost } from './engine/post-loader';
import { loadNextFeedPage, refreshFeed } from './engine/feed-loader';
import { sendFirstScreen } from './engine/first-screen';
import type { RestoredCache } from './store/restored-cache';
import { openReopeningOutbox } from '../sync/outbox/reopening';
import type { OutboxSync } from './engine/outbox-sync';
import { createOutboxSync } from './engine/outbox-sync';
import { createRecordBook } from './engine/record-book';
import { createReadLeases } from './engine/read-leases';
import { mergeSession } from './engine/session';
import { createToaster, LOGOUT_FAILED_TEXT, OUTBOX_CLEARED_TEXT, STORAGE_FULL_TEXT, TAP_NOT_STORED_TEXT, uiToast } from './engine/toasts';
import { configureSettlement, createEngineUploads } from './engine/uploads';
import { listIgtvDrafts, searchLocations } from './engine/creation-reads';
import { createAnswerCache } from './engine/answer-cache';
import { createPeopleApi, logUnknownFollowResult } from './engine/people';
import { createDirectApi } from './direct/direct-api';
import { createStoriesApi } from './stories/stories-api';
import { createHighlightsApi } from './stories/highlights-api';
import { createStoryRepliesApi } from './stories/story-viewers-api';
import { createPostExtrasApi } from './engine/post-extras';
import { createReportsApi } from './reports/reports-api';
import { createUsertagsApi } from './usertags/usertags-api';
import { createContactsApi } from './contacts/contacts-api';
import { createCollectionsApi } from './engine/collections';
import type { UploadEngine } from './upload/upload-engine';
import type { ClientState } from './model';
import { createEarlyCache } from './engine/early-cache';
import { normalizeBootstrapViewer } from './normalize/user';
import { createMirrorSender } from './mirror/sender';
import type { MirrorSender } from './mirror/sender';
import { createPersistence, isQuotaError } from './persistence/persistence';
import { createStore } from './store/store';
import { createWorkerAnalytics } from './analytics/worker-analytics';
import { createDirectSocket } from './direct/realtime/socket-engine';
import { realtimeUrl } from './direct/realtime/browser';
import { readInboxAgain } from './direct/realtime/resync';
import { loadThread } from './direct/direct-reads';
import { withGraphqlTiming } from './analytics/graphql-timing';
import { runTapCalls } from './tap-calls';

export type { EngineDeps } from './engine/deps';

/** WorkerApi plus what tests and the worker's shutdown need. */
export interface Engine extends WorkerApi {
  getState(): ClientState;
  /** Write the cache and wait for the outbox work in progress. */
  settle(): Promise<void>;
  dispose(): Promise<void>;
  /** Added (issue 14): an error of the worker itself, to /client_error/ (000 §7). */
  reportError(error: unknown, where?: { script?: string; line?: number; column?: number; message?: string }): void;
}

const EMPTY_SESSION: SessionConfig = {
  csrfToken: '', rolloutHash: '', appId: WEB_APP_ID, wwwClaim: '0', mid: '', consentPending: false, hl: null, encryption: null, viewerId: null,
};

export function createEngine(deps: EngineDeps): Engine {
  const { clock, log } = deps;
  const book = createRecordBook();
  const store = createStore({ pendingRecords: book.reapplied, context: () => book.context(store.getState().users.viewerId) });
  const toaster = createToaster(store, clock, deps.uuid);
  let session: SessionConfig = EMPTY_SESSION;
  let outbox: OutboxDb | null = null;
  let outboxSync: OutboxSync | null = null;
  let replayer: Replayer | null = null;
  /** Added (upload helper): the resumable upload engine (worker/upload). */
  let uploads: UploadEngine | null = null;
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
    track: store.track,
    dbName: deps.cacheDbName,
    onQuotaExceeded: () => void toaster.show({ text: STORAGE_FULL_TEXT, actionText: null, action: null }),
    holdWrites: () => book.inFlight.size > 0,
  });
  store.subscribe(() => {
    sender?.notify();
    persistence.schedule();
  });
  deps.onTaskStart?.(() => sender?.newTurn());

  const transportDeps: TransportDeps = {
    fetch: (...args) => deps.fetch(...args),
    origin: deps.origin,
    getSession: () => session,
    onSessionUpdate: (patch) => updateSession(patch),
    onRedirect: (url) => store.dispatch({ type: 'redirect-requested', url }),
    setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
    clearTimeout: (h) => clock.clearTimeout(h),
    // Any answer tells that the server is reachable: the outbox stops waiting on it (issue 17).
    onAnswer: (status) => replayer?.serverAnswered(status),
  };
  const transport: Transport = createTransport(transportDeps);
  /** Added (issue 14): the logging engine (worker/analytics), its queue in 'lumen-analytics'. */
  const analytics = createWorkerAnalytics(deps, transport, () => session, () => store.getState().status.online);
  /** The reads in flight: a record settled meanwhile stays re-applied over their answers (issue 17). */
  const reads = createReadLeases(() => book.dropSettled(reads.ended));
  const core = { store, transport: reads.wrap(withGraphqlTiming(transport, () => clock.now(), (e) => analytics.engine.log([e]))), log };
  /** Added (people helper): the last answers of the people reads, for offline (answer-cache.ts). */
  const answers = createAnswerCache(deps.idb, () => clock.now(), deps.answersDbName);
  const peopleCore = { ...core, answers };
  /** Added (dmrt), issue 13: the direct socket, one for all tabs, running while a viewer is logged in (worker/direct/realtime). */
  const platformSocket = deps.directSocket;
  const directSocket = platformSocket
    ? createDirectSocket({
      store,
      openSocket: () => platformSocket.openSocket(realtimeUrl(deps.origin)),
      locks: platformSocket.locks,
      openChannel: platformSocket.openChannel,
      clock,
      random: deps.random,
      log,
      resync: () => readInboxAgain(core),
    })
    : null;
  const authDeps = { ...core, session: () => session, now: () => clock.now(), subtle: deps.subtle };
  // Added (auth flows helper): the calls of the logged-out entry flows; one-tap entries in localforage.
  const authFlows = createAuthFlows({ ...authDeps, oneTap: createOneTapStore(localforageKv) });

  function background(p: Promise<unknown>, what: string): void {
    p.catch((e: unknown) => log.error(`${what} failed`, e));
  }

  function updateSession(patch: Partial<SessionConfig>): void {
    session = { ...session, ...patch };
    // The service worker reads the session from the outbox meta for its own replays.
    if (outbox) background(outbox.writeSession(session), 'session write');
  }

  /** The session's viewer, set by the engine only (start, login, sign-up, logout), written at once. */
  async function setSessionViewer(viewerId: string | null): Promise<void> {
    session = { ...session, viewerId };
    if (outbox) await outbox.writeSession(session);
  }

  /** Reconciles what the event names (issue 17: incremental), or everything when it names nothing. */
  /**
   * Issue 17, site data cleared while the app runs (in another tab): the outbox database was
   * deleted and opened again, empty. What this tab still holds goes back into it — the session,
   * this viewer's unsent records as they were (one being sent goes back to waiting: its resend
   * carries the same X-Mutation-Id), the comment ids learned — and the person is told that
   * work made elsewhere may be gone. Then the queue starts again.
   */
  async function recreateOutbox(db: OutboxDb): Promise<void> {
    log.warn('outbox: the database was deleted or closed by the browser; writing back what this tab holds');
    await db.writeSession(session);
    const held = [...book.records.values()].filter((r) => r.state !== 'done');
    for (const record of held) await db.put(record.state === 'sending' ? { ...record, state: 'pending' } : record);
    for (const [clientId, serverId] of book.resolved) await db.setServerId(clientId, serverId);
    if (held.length > 0) toaster.show({ text: OUTBOX_CLEARED_TEXT, actionText: null, action: null, persistOnNavigate: true });
    if (replayer && store.getState().status.online) background(replayer.kick(), 'replay');
  }

  let persistenceAsked = false;
  /**
   * Issue 17 (the browser evicting storage): ask for persistent storage once per session, when
   * something is first queued, not at every start: a person with nothing unsent has nothing to
   * lose, and browsers that ask the person (Firefox) should ask when it matters.
   */
  function askPersistence(): void {
    if (persistenceAsked || !deps.storage?.persist) return;
    persistenceAsked = true;
    background(deps.storage.persist(), 'persistent storage request');
  }

  function onOutboxEvent(event: OutboxEvent): void {
    if (!running || !outboxSync) return;
    const ids = event.type === 'outbox-changed' ? event.ids : [event.id];
    if (event.type === 'outbox-changed' && event.withdrawn) outboxSync.withdraw(event.withdrawn);
    if (event.type === 'mutation-done' && event.record) outboxSync.heardDone(event.record);
    background(outboxSync.reconcile(false, ids), 'reconcile');
  }

  async function start(initSession: SessionConfig, viewerId: string | null, port: MessagePort, opts: InitOptions): Promise<void> {
    outbox = await openReopeningOutbox((options) => deps.openOutbox(options), (db) => recreateOutbox(db));
    // No viewer until the cache told who it is: nothing of anyone's is sent meanwhile.
    session = { ...mergeSession(await outbox.readSession().catch(() => undefined), initSession), viewerId: null };
    if (deps.BroadcastChannel) {
      channel = new deps.BroadcastChannel(OUTBOX_CHANNEL);
      channel.addEventListener('message', (e) => onOutboxEvent(e.data as OutboxEvent));
    }
    const locks = deps.locks;
    replayer = createReplayer({
      store: outbox,
      // The mutations of one task leave as one request (issue 17, bench 7).
      transport: createBatchingTransport(transport, transportDeps),
      viewerId: () => session.viewerId,
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
      viewerId: () => store.getState().users.viewerId,
      now: () => clock.now(),
      uuid: deps.uuid,
      kick: () => replayer && background(replayer.kick(), 'replay'),
      broadcast: (ids, withdrawn = []) => channel?.postMessage({ type: 'outbox-changed', ids, ...(withdrawn.length > 0 ? { withdrawn } : {}) } satisfies OutboxEvent),
      isQuotaError,
      trimCache: () => persistence.trim(),
      onStorageFull: () => void toaster.show({ text: TAP_NOT_STORED_TEXT, actionText: null, action: null }),
      flushCache: () => persistence.flush(),
      onQueued: askPersistence,
      readMark: reads.openMark,
      onSettled: (record) => {
        logUnknownFollowResult(record, peopleCore);
        const settled = configureSettlement(record);
        if (settled) uploads?.configureSettled(settled.uploadId, settled.outcome);
      },
      // A message another tab sent and removed unheard: its thread read again shows the server's item.
      sentUnread: (record) => {
        if (record.name === 'direct-send') void loadThread(core, record.args.threadId, false);
      },
    });
    uploads = createEngineUploads({ deps, store, toaster, outbox, outboxSync, session: () => session, onSessionUpdate: (patch) => updateSession(patch) });
    // The mirror reads the cache's tables while the engine still reads and restores the rest.
    const early = createEarlyCache(port);
    const viewerOf = (cached: string | null) => {
      const viewer = viewerId ?? cached;
      return { type: 'viewer-changed', viewerId: viewer, user: normalizeBootstrapViewer(opts.viewer, opts.bootstrap === 'server', viewer) } as const;
    };
    // Issue 16: the feed's first page goes to the mirror before the rest of the cache is read.
    const onFirstScreen = (first: RestoredCache) => sendFirstScreen(port, store.getState(), viewerOf(first.viewerId), first);
    // Issue 17 (the sync model, seed 1840235221): the outbox is read BEFORE the cache. A tab
    // that sent a record writes the cache, then removes the record; a tab starting meanwhile that
    // read the cache first (without the success) and the outbox after (without the record) showed
    // the tap undone. Read in this order, a record missing here was removed after the cache held
    // its success, and one still here is applied over the cache (rebase) until reconciled.
    const stored = await outbox.list();
    const cache = await persistence.restore({ viewerId, trustCachedViewer: opts.bootstrap !== 'server', onTable: early.onTable, onFirstScreen });
    // The fresh bootstrap's viewer: their picture shows (and changes) from the users slice at once.
    const viewerChanged = viewerOf(cache.viewerId);
    const viewer = viewerChanged.viewerId;
    store.dispatch(viewerChanged);
    await setSessionViewer(viewer).catch((e: unknown) => log.error('session write failed', e));
    await outboxSync.load(stored); // this viewer's records only
    // Made before the restore's dispatch (the store takes the cache's maps, sent early, as its
    // tables): its first snapshot reads what changed in them since from the store's log.
    const first = createMirrorSender(port, store, { early: early.sent() });
    store.dispatch({ type: 'cache-restored', cache });
    // The one snapshot goes now (the cache and this viewer's pending work): the main thread reads
    // it while the outbox is reconciled and the uploads start, whose changes follow as patches.
    sender = first;
    sender.flush();
    await outboxSync.reconcile(true);
    // The viewer's unfinished uploads: their local posts on top of the restored feed, then resumed.
    await uploads.start();
    running = true;
    // Work left from before (this viewer's records) is worth keeping from eviction too.
    if (book.records.size > 0) askPersistence();
    if (store.getState().status.online) background(replayer.kick(), 'replay');
    directSocket?.setViewer(viewer);
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
    ...createPeopleApi(peopleCore, ready, (name, args) => mutate((s) => s.mutate(name, args))),
    // Added (dmui), issue 13: direct reads and the direct outbox mutations.
    ...createDirectApi(core, ready, (name, args) => mutate((s) => s.mutate(name, args))),
    // Added (ppost), issue 12: the owner's delete and caption edit, likers, comment threads.
    ...createPostExtrasApi(peopleCore, ready, (name, args) => mutate((s) => s.mutate(name, args)), () => book.pending()),
    // Added (profile), issue 12: collections of saved posts.
    ...createCollectionsApi(peopleCore, ready, (name, args) => mutate((s) => s.mutate(name, args)), () => deps.uuid()),
    // Added (stories): the tray, the viewer's position, seen marks through the outbox.
    ...createStoriesApi(core, ready, (name, args) => mutate((s) => s.mutate(name, args)), () => clock.now()),
    // Added (highlights): a user's highlights row, a highlight played, the archive; made, edited, deleted through the outbox.
    ...createHighlightsApi(core, ready, (name, args) => mutate((s) => s.mutate(name, args)), () => deps.uuid()),
    // Added (story replies): who saw one's story; replies as direct messages through the outbox.
    ...createStoryRepliesApi(core, ready, (name, args) => mutate((s) => s.mutate(name, args))),
    // Added (reports): posts, comments, accounts and messages reported through the outbox.
    ...createReportsApi(() => core.store.getState(), (name, args) => mutate((s) => s.mutate(name, args))),
    // Added (usertags): tags of the viewer removed or approved, "Manually approve tags", through the outbox.
    ...createUsertagsApi(core, ready, (name, args) => mutate((s) => s.mutate(name, args))),
    // Added (contacts): the accounts of the person's contacts, the contacts kept, upload, delete through the outbox.
    ...createContactsApi(peopleCore, ready, (name, args) => mutate((s) => s.mutate(name, args))),
    init(initSession, viewerId, patchPort, opts = { bootstrap: 'server' }) {
      started ??= start(initSession, viewerId, patchPort, opts);
      return started;
    },
    updateSession(patch) {
      // The viewer is the engine's to set (init, login, sign-up, logout), never a patch's.
      const { viewerId: _viewerId, ...rest } = patch;
      updateSession(rest);
    },
    setOnline(online) {
      store.dispatch({ type: 'online-changed', online });
      analytics.engine.setOnline(online);
      uploads?.setOnline(online);
      directSocket?.setOnline(online);
      if (online && replayer) background(replayer.kick({ reachable: true }), 'replay');
    },

    callTaps: (calls) => runTapCalls(api, calls),
    async writeCacheNow() {
      await ready();
      await persistence.flush();
    },

    async login(form) {
      await ready();
      const result = await auth.login(authDeps, form);
      if (result.ok && result.value.authenticated && result.value.userId) await switchViewer(result.value.userId);
      return result;
    },
    async logout() {
      await ready();
      let result = await auth.logout(authDeps);
      // Ours to choose: the server saying nobody is logged in means the same as a logout.
      if (!result.ok && result.errorType === ErrorType.loginRequired) result = { ok: true, value: null };
      if (result.ok) await switchViewer(null);
      else toaster.show({ text: LOGOUT_FAILED_TEXT, actionText: null, action: null });
      return result;
    },
    async signup(form, dryRun) {
      await ready();
      const result = await auth.signup(authDeps, form, dryRun);
      if (result.ok && result.value.account_created && result.value.user_id) await switchViewer(result.value.user_id);
      return result;
    },

    refreshFeed: async () => (await ready(), refreshFeed(peopleCore)),
    loadNextFeedPage: async () => (await ready(), loadNextFeedPage(core)),
    loadPost: async (shortcode) => (await ready(), loadPost(peopleCore, shortcode)),
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
    async authCall(name, args) {
      await ready();
      const result = await authFlows.run(name, args);
      const viewer = authFlows.viewerAfter(name, args, result);
      if (viewer !== undefined) await switchViewer(viewer);
      return result;
    },
    async startUpload(compose) {
      await ready();
      return uploads ? uploads.startUpload(compose) : { ok: false, statusCode: 0, message: 'Uploads are not available.', errorType: null, body: null };
    },
    cancelUpload: async (id) => (await ready(), uploads?.cancel(id)),
    retryUpload: async (id) => (await ready(), uploads?.retry(id)),
    searchLocations: async (query) => (await ready(), searchLocations(core, query)),
    listIgtvDrafts: async () => (await ready(), listIgtvDrafts(core)),
    showToast: (text, options) => void toaster.show(uiToast(text, options)),
    connectAnalytics: (port, options) => analytics.connect(port, options),
    logBatch: (events) => analytics.engine.log(events),
    reportError: (error, where) => analytics.reportError(error, where),

    getState: store.getState,
    async settle() {
      await ready();
      if (replayer) await replayer.whenSettled();
      if (outboxSync) await outboxSync.reconcile();
      await uploads?.flush();
      await persistence.flush();
    },
    sendTyping: (threadId, status) => void ready().then(() => directSocket?.sendTyping(threadId, status)),
    // A refused message's Retry (sent again under a new token) and Delete (001 §4; issue 13).
    retryDirectMessage: (token) => mutate((s) => s.retry(token)),
    deleteFailedDirectMessage: (token) => mutate((s) => s.discard(token)),

    async dispose() {
      directSocket?.dispose();
      analytics.engine.dispose();
      replayer?.dispose();
      uploads?.dispose();
      await persistence.flush().catch(() => undefined);
      toaster.dispose();
      persistence.close();
      answers.close();
      channel?.close();
      outbox?.close();
    },
  };

  /**
   * A new viewer (login, sign-up) or none (logout): another user's cache is discarded, the
   * session with the new viewer (null after logout) is in the outbox meta before this returns,
   * and the outbox is read again: the view shows the new viewer's records only, and those left
   * from their earlier visit are sent now.
   */
  async function switchViewer(viewerId: string | null): Promise<void> {
    const changed = store.getState().users.viewerId !== viewerId;
    session = { ...session, viewerId }; // at once: a pass in progress stops before its next send
    if (changed) {
      uploads?.stop(); // the last viewer's uploads pause (kept for their return)
      store.dispatch({ type: 'session-cleared' });
      await persistence.discard();
      await answers.clear().catch((e: unknown) => log.error('answers: clear failed', e));
      store.dispatch({ type: 'viewer-changed', viewerId, user: null });
    }
    // Not fatal: the in-memory session is right; a stale stored one only reaches a server
    // that no longer has that viewer's cookies (its answers keep the records pending).
    await setSessionViewer(viewerId).catch((e: unknown) => log.error('session write failed', e));
    directSocket?.setViewer(viewerId);
    if (changed) {
      if (outboxSync) await outboxSync.viewerChanged();
      if (uploads) await uploads.start();
    }
    // Also for the same viewer: records that waited for a new session (login_required) go now.
    if (replayer && viewerId !== null && store.getState().status.online) background(replayer.kick(), 'replay');
  }

  return api;
}
