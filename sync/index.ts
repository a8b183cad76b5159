/**
 * What the worker and the service worker use from sync/ (DESIGN.md: each part exposes a
 * small index). The API, precisely:
 *
 * API contracts (./api): everything of sync/api (wire types, ErrorType, Header, Cookie,
 *   WEB_APP_ID, ApiPath, QueryHash, Limits, Bootstrap, isWireErrorBody…).
 *
 * Transport (./transport):
 *   createTransport(deps: TransportDeps): Transport
 *     Transport.request<T>(req: TransportRequest): Promise<T>   (throws TransportError)
 *   class TransportError extends Error implements TransportErrorFields
 *     + errorType: string | null, timedOut: boolean, aborted: boolean
 *   isRetryable(err: unknown): boolean          network/timeout/5xx/429 → true; other 4xx false
 *   isSafeUrl(url: string, origin: string, helpHost?: string): boolean        (000 §5)
 *   isSameOrigin(url: URL, origin: string): boolean
 *   needsCsrf(method: string, url: URL, origin: string): boolean
 *   encryptPassword(password: string, key: EncryptionKey, timestamp: string | number,
 *     subtle?: SubtleCrypto, options?: EncryptOptions): Promise<string | null>
 *   ENC_PASSWORD_PREFIX
 *   types: Transport, TransportDeps, TransportRequest, SessionConfig, TransportErrorFields,
 *     HttpMethod, EncryptionKey, EncryptOptions
 *
 * Mutations (./mutations):
 *   MutationName (const object + union type), MutationArgsMap, MutationRecord, MutationState
 *   createMutation<N>(name: N, args: MutationArgsMap[N],
 *     deps: { now: () => number; uuid: () => string; viewerId: string }): MutationRecordOf<N>
 *   toRequest(record: MutationRecord, resolveId: (id: string) => string): TransportRequest
 *   entityKey(record): string          'post:<id>' | 'comment:<id>' | 'upload:<upload_id>' (UI pending marks)
 *   coalesceKey(record): string        'post-like:<id>' | 'post-save:<id>' | 'comment-like:<id>' | 'comment:<id>'
 *                                      | 'upload:<upload_id>'
 *   summary(record): string            'Like', 'Unlike', 'Save', 'Unsave', 'Comment “…”',
 *                                      'Reply “…”', 'Delete comment', 'Like comment', 'Unlike comment',
 *                                      'Post “…”', 'Story “…”', 'Video “…”' (configures, 001 §7)
 *   clientIdsUsed(record): string[]    client ids ('local:…') it needs resolved
 *   cancels(next: MutationRecord, queued: MutationRecord): boolean
 *   inverseOf(name: MutationName): MutationName | null
 *   coalesceMode(record): CoalesceMode  'set' (toggles: the final state replaces what waits) |
 *                                      'create' | 'delete' (cancel while never sent) | 'once'
 *   CLIENT_ID_PREFIX ('local:'), isClientId(id: string): boolean, mutationDefinitions
 *   types: MutationDefinition<N>, MutationRecordOf<N>, ResolveId, CreateMutationDeps, CoalesceMode
 *
 * Uploads (./upload, transport level; the upload engine itself is worker/upload):
 *   createRuploadClient(deps: RuploadDeps): RuploadClient   offset(path, signal?), send(chunk)
 *   classifyUploadFailure(err): UploadFailure   network | conflict | retryable | fatal; isAbort(err)
 *
 * Outbox (./outbox):
 *   OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_SYNC_TAG, OUTBOX_CHANNEL, REPLAY_LOCK_NAME
 *   openOutboxStore(options?: { name?: string }): Promise<OutboxDb>
 *   createOutboxStore(db: OutboxIdb): OutboxDb
 *   OutboxDb = OutboxStore & {
 *     enqueueMany(records): Promise<EnqueueResult[]>   (one transaction: a group commit of taps)
 *     update(id, change: (r) => MutationRecord | null): Promise<MutationRecord | undefined>
 *     setServerId(clientId, serverId): Promise<void>
 *     readSession(): Promise<SessionConfig | undefined>; writeSession(s: SessionConfig): Promise<void> }
 *   OutboxStore: enqueue(record): Promise<EnqueueResult>, list() (FIFO), get(id), put(record),
 *     remove(id), resolveId(clientId): Promise<string | undefined>, close()
 *   planEnqueue(queue: readonly MutationRecord[], next: MutationRecord): EnqueuePlan
 *   createReplayer(deps: ReplayerDeps): Replayer   (deps.viewerId(): only that viewer's records are sent)
 *     Replayer: state: ReplayerState; kick(options?: { ignoreBackoff?: boolean }): Promise<void>;
 *       whenSettled(): Promise<void>; dispose(): void
 *   createBrowserReplayer(options: { store: ReplayStore; transport: Transport; viewerId: () => string | null;
 *     notify?: (e: OutboxEvent) => void; onError?: (err: unknown) => void }): Replayer
 *   webLock<T>(name: string, fn: () => Promise<T>): Promise<T>
 *   createOutboxBroadcaster(): { notify(e: OutboxEvent): void; close(): void }
 *   listenToOutbox(onEvent: (e: OutboxEvent) => void): () => void     (returns unsubscribe)
 *   requestOutboxSync(): Promise<boolean>        registers the Background Sync tag
 *   sendToServiceWorker(request: SwRequest, timeoutMs?: number): Promise<SwReply | null>
 *     e.g. { type: 'replay-outbox' } → { type: 'replay-outbox-done', pending, error }
 *   NO_VIEWER, VIEWER_UNKNOWN, isOwnedBy(record, viewerId), isShownTo(record, viewerId)   (./outbox/viewer.ts)
 *   Backoff ({ baseMs: 1000, maxMs: 300000 }), backoffDelay(attempt: number, random: () => number): number
 *   DEPENDENCY_FAILED ('dependency_failed': errorType of a record whose comment never existed)
 *   isSessionError(err: unknown): boolean   403/401 csrf_failed | login_required: the record
 *     stays pending (not failed) and the pass stops until the next kick
 *   SwMessageType, isSwRequest(data: unknown): data is SwRequest
 *   types: OutboxStore, OutboxDb, OutboxEvent, EnqueueResult, EnqueuePlan, RecordUpdate,
 *     ReplayStore, Replayer, ReplayerDeps, ReplayerState, ReplayClock, KickOptions,
 *     BrowserReplayerOptions, SwRequest, SwReply
 */
export * from './api';
export * from './transport';
export * from './mutations';
export * from './outbox';
export * from './upload';
