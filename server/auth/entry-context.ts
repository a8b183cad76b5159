import type { Database } from 'better-sqlite3';
import type { EntryStores } from '../db/types';
import { createSender } from '../mail/create-sender';
import type { Sender } from '../mail/sender';
import type { MailTransport } from '../mail/smtp-sender';
import { createEntryLimiters } from './entry-limits';
import type { EntryLimiters, EntryRuleName } from './entry-limits';
import { createJobRunner } from './jobs';
import type { JobRunner } from './jobs';
import type { WindowRule } from './rate-limit';
import { createSecretHasher, cryptoSecrets } from './secrets';
import type { SecretHasher, SecretSource } from './secrets';
import { sqliteEntryStores } from './store/sqlite-entry-stores';

/** The OAuth 2.0 provider of social login (off unless all three are set). */
export interface OAuthConfig {
  /** Base URL; the provider serves /authorize, /token and /me under it. */
  providerUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Google sign-in (000 §7 POST /accounts/login/ajax/google/): an OpenID Connect provider's
 * authorization, token and userinfo endpoints (off unless the client id and secret are set).
 */
export interface GoogleOAuthConfig {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Google's own endpoints, used unless GOOGLE_OAUTH_URL names another provider (tests). */
export const GOOGLE_ENDPOINTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;

/** A Google-style provider under one base URL: /authorize, /token and /userinfo (the test provider). */
export function googleAt(baseUrl: string, clientId: string, clientSecret: string): GoogleOAuthConfig {
  const base = baseUrl.replace(/\/+$/, '');
  return { authorizeUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userinfoUrl: `${base}/userinfo`, clientId, clientSecret };
}

/** buildServer's options for the entry flows; unset ones come from the environment. */
export interface EntryOptions {
  smtpUrl?: string;
  mailFrom?: string;
  mailTransport?: MailTransport;
  oauth?: OAuthConfig | null;
  google?: GoogleOAuthConfig | null;
  /** The multi_step_signup gatekeeper of the page bootstrap (000 §2, §4); env MULTI_STEP_SIGNUP=1. */
  multiStepSignup?: boolean;
  /** /dev/outbox is served, to loopback requests only (default: env DEV_ROUTES=1; issue 11). */
  devRoutes?: boolean;
  fetch?: typeof fetch;
  limits?: Partial<Record<EntryRuleName, WindowRule>>;
  scheduleJob?: (start: () => void) => void;
  secrets?: SecretSource;
}

export interface EntryContext {
  stores: EntryStores;
  sender: Sender;
  limits: EntryLimiters;
  oauth: OAuthConfig | null;
  google: GoogleOAuthConfig | null;
  multiStepSignup: boolean;
  devRoutes: boolean;
  fetch: typeof fetch;
  jobs: JobRunner;
  secrets: SecretSource;
  hash: SecretHasher;
}

type Env = Record<string, string | undefined>;

export function oauthFromEnv(env: Env): OAuthConfig | null {
  const providerUrl = env['OAUTH_PROVIDER_URL'];
  const clientId = env['OAUTH_CLIENT_ID'];
  const clientSecret = env['OAUTH_CLIENT_SECRET'];
  return providerUrl && clientId && clientSecret ? { providerUrl: providerUrl.replace(/\/+$/, ''), clientId, clientSecret } : null;
}

/** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET switch Google sign-in on; GOOGLE_OAUTH_URL moves it off Google. */
export function googleFromEnv(env: Env): GoogleOAuthConfig | null {
  const clientId = env['GOOGLE_CLIENT_ID'];
  const clientSecret = env['GOOGLE_CLIENT_SECRET'];
  if (!clientId || !clientSecret) return null;
  const base = env['GOOGLE_OAUTH_URL'];
  return base ? googleAt(base, clientId, clientSecret) : { ...GOOGLE_ENDPOINTS, clientId, clientSecret };
}

/** A switch of the environment: on for 1, true, on or yes (any case), off otherwise. */
export function envFlag(env: Env, name: string): boolean {
  const v = env[name];
  return v !== undefined && ['1', 'true', 'on', 'yes'].includes(v.trim().toLowerCase());
}

/** MULTI_STEP_SIGNUP=1 (or true, on, yes) turns the multi_step_signup gatekeeper on. */
export const multiStepSignupFromEnv = (env: Env): boolean => envFlag(env, 'MULTI_STEP_SIGNUP');

/**
 * DEV_ROUTES=1 (or true, on, yes) serves /dev/outbox (issue 11): off unless asked for, whatever
 * NODE_ENV says, because the outbox holds every account's reset links and login codes.
 */
export const devRoutesFromEnv = (env: Env): boolean => envFlag(env, 'DEV_ROUTES');

export function createEntryContext(
  db: Database,
  serverSecret: Buffer,
  now: () => number,
  opts: EntryOptions = {},
  env: Env = process.env,
): EntryContext {
  const stores = sqliteEntryStores(db);
  return {
    stores,
    sender: createSender(
      {
        smtpUrl: opts.smtpUrl ?? env['SMTP_URL'],
        from: opts.mailFrom ?? env['MAIL_FROM'],
        ...(opts.mailTransport ? { transport: opts.mailTransport } : {}),
      },
      stores.outbox,
      now,
    ),
    limits: createEntryLimiters(now, opts.limits),
    oauth: opts.oauth === undefined ? oauthFromEnv(env) : opts.oauth,
    google: opts.google === undefined ? googleFromEnv(env) : opts.google,
    multiStepSignup: opts.multiStepSignup ?? multiStepSignupFromEnv(env),
    devRoutes: opts.devRoutes ?? devRoutesFromEnv(env),
    fetch: opts.fetch ?? globalThis.fetch,
    jobs: createJobRunner(opts.scheduleJob),
    secrets: opts.secrets ?? cryptoSecrets,
    hash: createSecretHasher(serverSecret),
  };
}
