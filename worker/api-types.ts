/**
 * What the worker exposes through Comlink. The UI imports this type only (DESIGN.md:
 * src → worker API (types only)).
 */
import type { SessionConfig } from '../sync/transport/types';
import type { WireLoginResponse, WireSignupResponse } from '../sync/api/wire';

export interface LoginForm {
  username: string;
  password: string;
  queryParams: string;
  optIntoOneTap: boolean;
}

export interface SignupForm {
  email: string;
  password: string;
  username: string;
  fullName: string;
  /** Birthday, sent as day, month, year (000 §3 Sign-up form). */
  day: number;
  month: number;
  year: number;
  clientId: string;
}

/** Outcome of a call that did not go through: the transport error, in plain fields. */
export interface CallFailure {
  ok: false;
  statusCode: number;
  message: string;
  errorType: string | null;
  body: unknown;
}

export type CallResult<T> = { ok: true; value: T } | CallFailure;

/**
 * Added (worker helper): where the page bootstrap came from. 'server': a fresh page, so a null
 * viewerId means logged out (another viewer's cache is discarded). 'cache' or 'none': the page
 * came from the service worker's cache offline, so a null viewerId means "unknown" and the
 * cached viewer is kept.
 */
export interface InitOptions {
  bootstrap: 'server' | 'cache' | 'none';
}

export interface WorkerApi {
  /**
   * Start: open the cache and outbox, restore, and send the first snapshot and then patches
   * on `patchPort` (see mirror-protocol.ts). Resolves once the snapshot is sent.
   */
  init(session: SessionConfig, viewerId: string | null, patchPort: MessagePort, options?: InitOptions): Promise<void>;
  updateSession(patch: Partial<SessionConfig>): void;
  setOnline(online: boolean): void;

  login(form: LoginForm): Promise<CallResult<WireLoginResponse>>;
  logout(): Promise<CallResult<null>>;
  signup(form: SignupForm, dryRun: boolean): Promise<CallResult<WireSignupResponse>>;

  /** First page, or a refresh (001 §4 Feed). */
  refreshFeed(): Promise<void>;
  loadNextFeedPage(): Promise<void>;
  loadPost(shortcode: string): Promise<CallResult<string>>;
  loadMoreComments(postId: string): Promise<void>;

  likePost(postId: string): Promise<void>;
  unlikePost(postId: string): Promise<void>;
  savePost(postId: string): Promise<void>;
  unsavePost(postId: string): Promise<void>;
  addComment(postId: string, text: string, repliedToCommentId: string | null): Promise<void>;
  deleteComment(postId: string, commentId: string): Promise<void>;
  likeComment(commentId: string): Promise<void>;
  unlikeComment(commentId: string): Promise<void>;

  /** Outbox controls (DESIGN.md rule 3 and 6). */
  retryMutation(id: string): Promise<void>;
  discardMutation(id: string): Promise<void>;
  replayNow(): Promise<void>;

  dismissToast(id: string): void;
  clearRedirect(): void;
}
