import type { EntryContext } from './auth/entry-context';
import type { LoginLimits } from './auth/login-limits';
import type { ServerKeys } from './auth/server-keys';
import type { Repos } from './db/types';
import type { Linkshim } from './linkshim/linkshim';
import type { UserRow } from './db/types';
import type { ActionLimits } from './http/action-limits';
import type { Site } from './http/site';
import type { PushNotifier } from './push/notifier';
import type { UploadRuntime } from './uploads/upload-runtime';

/** What every route needs, built once by buildServer (side effects injected here). */
export interface AppContext {
  repos: Repos;
  keys: ServerKeys;
  /** Milliseconds since epoch. */
  now: () => number;
  dataDir: string;
  mediaDir: string;
  distDir: string;
  /** Wrong-password budgets per account and per address (auth/login-limits.ts). */
  loginLimits: LoginLimits;
  /** Per-account limits of likes, saves, comments and new places (http/action-limits.ts). */
  actionLimits: ActionLimits;
  /** The logged-out entry flows (issue 4): their stores, sender, limits and config. */
  entry: EntryContext;
  /** Resumable uploads (issue 3): requests in flight, background encodes, ffmpeg, expiry. */
  uploads: UploadRuntime;
  /** The public origin (PUBLIC_URL, else the listening address): links, Secure cookies, CSRF (issue 11). */
  site: Site;
  /** Web push (issue 14): changes publish events, sent after their commit (push/notifier.ts). */
  push: PushNotifier;
  /** Added (links): the shimmed form of the web addresses people put in (linkshim/linkshim.ts). */
  linkshim: Linkshim;
}

export const nowSeconds = (ctx: Pick<AppContext, 'now'>): number => Math.floor(ctx.now() / 1000);

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, resolved from the session cookie, or null. */
    viewer: UserRow | null;
    /** Hash of the session token when a valid session cookie came with the request. */
    sessionHash: string | null;
    /** The csrftoken in effect for this request (the cookie's, or the one just set). */
    csrfToken: string;
    /** The machine id (mid cookie) in effect for this request. */
    machineId: string;
    /** Cookies set for this request are Secure: it came over https (TLS or a trusted proxy), or PUBLIC_URL is https. */
    secureCookies: boolean;
  }
}
