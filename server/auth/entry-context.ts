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

/** buildServer's options for the entry flows; unset ones come from the environment. */
export interface EntryOptions {
  smtpUrl?: string;
  mailFrom?: string;
  mailTransport?: MailTransport;
  oauth?: OAuthConfig | null;
  /** /dev/outbox is served (default: NODE_ENV !== 'production'). */
  devRoutes?: boolean;
  /** The origin of links in mail (PUBLIC_URL); default: the request's own origin. */
  publicUrl?: string;
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
  devRoutes: boolean;
  publicUrl: string | null;
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

export function createEntryContext(
  db: Database,
  serverSecret: Buffer,
  now: () => number,
  opts: EntryOptions = {},
  env: Env = process.env,
): EntryContext {
  const stores = sqliteEntryStores(db);
  const publicUrl = opts.publicUrl ?? env['PUBLIC_URL'];
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
    devRoutes: opts.devRoutes ?? env['NODE_ENV'] !== 'production',
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
    fetch: opts.fetch ?? globalThis.fetch,
    jobs: createJobRunner(opts.scheduleJob),
    secrets: opts.secrets ?? cryptoSecrets,
    hash: createSecretHasher(serverSecret),
  };
}
