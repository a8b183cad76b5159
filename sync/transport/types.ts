/**
 * The transport contract (000 §7 request conventions, 000 §8 transport error object).
 * Implemented in ./transport.ts; used by the worker and the service worker. The UI never
 * calls fetch itself (DESIGN.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface TransportRequest {
  method: HttpMethod;
  /** Path relative to the origin, e.g. '/web/likes/1/like/'. */
  path: string;
  /** Query params; GraphQL variables are passed already JSON-encoded. */
  query?: Record<string, string>;
  /** Form-encoded body (the default body encoding of the API). */
  form?: Record<string, string>;
  /** Added (issue 14): a JSON body instead (000 §7 /client_error/ is JSON). */
  json?: unknown;
  /** X-Mutation-Id (DESIGN.md rule 2). */
  mutationId?: string;
  /** Defaults to 10 s (000 §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Session values the conventions need, read at request time (they change during a session). */
export interface SessionConfig {
  csrfToken: string;
  rolloutHash: string;
  appId: string;
  /** Last value of the www-claim response header; '0' until the server sets one. */
  wwwClaim: string;
  /** Machine id, sent as X-Mid while consent is pending (000 §7). */
  mid: string;
  consentPending: boolean;
  /** hl of the page url, appended to POSTs when present (000 §7). */
  hl: string | null;
  /** Password-encryption key from the bootstrap or the latest response headers. */
  encryption: { keyId: string; publicKey: string; version: string } | null;
  /**
   * Added: the logged-in viewer this session belongs to, or null when logged out or not known.
   * The replayer sends only outbox records of this viewer (MutationRecord.viewerId).
   */
  viewerId: string | null;
}

/** 000 §8: network error text, status code, response text, parsed response message, url. */
export interface TransportErrorFields {
  networkError: string | null;
  statusCode: number; // 0 when no response arrived
  responseText: string;
  responseMessage: string | null;
  url: string;
  /** Parsed JSON body when there was one (error_type, checkpoint_url, errors...). */
  body: unknown;
}

export interface Transport {
  request<T>(req: TransportRequest): Promise<T>;
  /**
   * Set when the mutation requests made in one task leave together, at most this many in one
   * request (./batch.ts): the replayer then keeps as many records in flight.
   */
  readonly batchSize?: number;
}

/** Side effects the transport needs, injected so tests are deterministic (DESIGN.md style). */
export interface TransportDeps {
  fetch: typeof fetch;
  origin: string;
  getSession: () => SessionConfig;
  /** Called with updates read from response headers (www claim, encryption keys). */
  onSessionUpdate: (patch: Partial<SessionConfig>) => void;
  /**
   * 000 §4 "Redirects from errors": a checkpoint_url or redirect_url in an error response to
   * a non-GET request makes the browser navigate there. The worker forwards it to the UI.
   */
  onRedirect: (url: string) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /**
   * Called with the status of every answer that arrived (any request, any status): the outbox
   * learns from it that the server is reachable again (DESIGN.md rule 3, issue 17).
   */
  onAnswer?: (status: number) => void;
}
