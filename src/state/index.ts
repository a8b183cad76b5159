/**
 * src/state: the main thread's side of the worker (DESIGN.md data flow). Everything the UI
 * needs from the worker goes through here; the UI imports worker TYPES only.
 *
 * Start-up (src/main.tsx):
 *   startClient(env?: ClientEnv): Promise<ClientHandle>
 *     Reads window._sharedData (a missing or offline-stale bootstrap falls back to the last one
 *     seen, kept in localStorage 'lumen:bootstrap'), builds the SessionConfig (csrf from the
 *     csrftoken cookie first; viewerId from the bootstrap), starts worker/main.ts as a module
 *     Worker (Comlink), calls init(session, viewerId, port, { bootstrap }) and resolves after
 *     the FIRST SNAPSHOT, so the mirror is complete (restored cache included) before the first
 *     render; or, on a start from cache, on its FIRST SCREEN (issue 16: the feed's first page,
 *     read before the rest, `status.restored` false), which the snapshot then replaces; what
 *     follows is wired once the snapshot is in. It forwards online/offline (setOnline), asks for a replay (Background Sync tag,
 *     else {type:'replay-outbox'} to the service worker plus worker.replayNow()) when coming
 *     online and when the outbox gets new pending work, asks for persistent storage, and in
 *     production registers '/sw.js' (scope '/') through workbox-window.
 *   ClientHandle { worker: Remote<WorkerApi>; mirror: Mirror; bootstrap: Bootstrap | null; close(): void }
 *
 * React:
 *   <ClientProvider client={handle}>…</ClientProvider>
 *   useSnapshot<T>(selector: (s: ClientState) => T, isEqual?: (a: T, b: T) => boolean): T
 *     useSyncExternalStore on the mirror; re-renders only when the selection changes
 *     (Object.is by default; pass shallowEqual for a selector that builds a small object or
 *     array). Untouched branches of the state keep their identity across patches, so
 *     selecting an entity (s => s.posts.byId[id]) is cheap and stable. Entity tables
 *     (posts.byId, users.users, outbox.byId, … see tables.ts) are updated IN PLACE: never
 *     select a whole table (it never changes identity); select by id, a derived value with an
 *     isEqual, or the slice (s => s.outbox, new on every change inside it).
 *   changePost(mirror, postId, change, call): a like or save shows at once (the mirror's
 *     prediction, predictions.ts) while `call`, the worker call making it, runs
 *   useWorker(): Remote<WorkerApi>   every call returns a Promise (wrap fire-and-forget
 *     calls, e.g. with src/lib/fire.ts). The outcome of mutations shows up in the mirror.
 *   useBootstrap(): Bootstrap | null
 *   useClient(): ClientHandle        (throws outside a ClientProvider)
 *   useLogout(): () => Promise<boolean>   the Log out action: worker.logout(), then (only when
 *     it succeeded) forgets the saved bootstrap and posts {type:'clear-user-caches'} to the
 *     service worker; true once logged out, and the caller navigates to the login page.
 *     logOut(deps: LogoutDeps) is the same with its effects injected (tests).
 *   ClientContext                    the React context (tests can provide a fake ClientHandle)
 *
 * Mirror and helpers:
 *   createMirror(port: MirrorPort, initial?: ClientState, frame?: FrameScheduler): Mirror
 *     Mirror { getState(): ClientState; subscribe(fn: (change: MirrorChange) => void): () => void  (once per message, with its ops);
 *              subscribeFrames(fn: () => void): () => void  (issue 17: the screen's; at most once per animation frame, at once for a tap's prediction);
 *              ready: Promise<void>; isReady(): boolean;
 *              firstScreen: Promise<void> (issue 16: a first screen before the snapshot; never without one)
 *              predict(ops, call): void  (a local echo until the worker call settles);
 *              close(): void }
 *   applyPatches<T>(state: T, patches: readonly PatchOp[]): T   copies along the path, except
 *     the entity tables, written in place (O(1) per entity)
 *   MIRROR_TABLES: the entity tables (same list as worker/store/tables.ts)
 *   shallowEqual(a, b): boolean;  emptyClientState(): ClientState
 *   readBootstrap(raw, storage, online), BOOTSTRAP_STORAGE_KEY, buildSession(bootstrap, cookies, href), readCookie(cookies, name)
 *   types: ClientEnv, ClientHandle, Mirror, MirrorPort, Selector<T>, IsEqual<T>
 *
 * What the state holds (worker/model.ts ClientState) and how it moves:
 *   posts.byId / idByCode, users.users / usernameToId / viewerId, comments.byId / byPostId,
 *   feed { items, visibleCount, pagination, source: initial|network|cache|cache-paginated,
 *          isLoading, error (null when the last load got no answer: offline is not an error) },
 *   outbox.byId: pending|sending|failed items, entityKey 'post:<id>' | 'comment:<id>' for
 *          pending marks (a comment's key follows its server id once posted),
 *   status { online, restored, viewerId, toast, redirectTo }.
 *   Pending comments have ids 'local:<uuid>' until the server answers, then the server id
 *   everywhere (byId, byPostId lists, post.previewCommentIds). Deleted comments stay in byId
 *   with deleted: true (hide them). A failed mutation is reverted and its item stays 'failed'
 *   with error text until retryMutation(id) (requeued under a new id) or discardMutation(id).
 *   toast.action { type: 'retry-mutation', mutationId } → worker.retryMutation(mutationId);
 *   toasts expire after 5000 ms in the worker unless noExpire; dismissToast(id) closes early.
 *   loadNextFeedPage() first reveals already-loaded items (visibleCount += 12), then fetches.
 *   init does NOT fetch the feed: the feed screen calls refreshFeed() when it mounts.
 */
export { startClient } from './worker-client';
export type { ClientEnv } from './worker-client';
export { ClientProvider, ClientContext, useClient, useWorker, useBootstrap } from './client-context';
export type { ClientHandle } from './client-context';
export { useSnapshot } from './use-snapshot';
export { createMirror } from './mirror';
export type { Mirror, MirrorPort } from './mirror';
export { applyPatches } from './apply-patches';
export { changePost } from './predict-post';
export { MIRROR_TABLES } from './tables';
export { shallowEqual } from './selector-cache';
export type { Selector, IsEqual } from './selector-cache';
export { emptyClientState } from './empty-state';
export { readBootstrap, BOOTSTRAP_STORAGE_KEY } from './bootstrap';
export { buildSession, readCookie } from './session-config';
export { logOut, useLogout } from './logout';
export type { LogoutDeps } from './logout';
