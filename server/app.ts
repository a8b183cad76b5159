import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Limits } from '../sync/api/constants';
import type { AppContext } from './app-context';
import { createEntryContext } from './auth/entry-context';
import type { EntryOptions } from './auth/entry-context';
import { createLoginLimits } from './auth/login-limits';
import type { LoginLimitOptions } from './auth/login-limits';
import type { WindowRule } from './auth/rate-limit';
import { logRequest } from './auth/log-redact';
import { loadOrCreateServerKeys } from './auth/server-keys';
import { openDatabase } from './db/open';
import { sqliteRepos } from './db/sqlite-repos';
import { analyticsRoutes } from './analytics/analytics-routes';
import { accountSettingsRoutes } from './routes/account-settings';
import { passwordChangeRoutes } from './routes/password-change';
import { twoFactorSettingsRoutes } from './routes/two-factor-settings';
import { loginActivityRoutes } from './routes/login-activity';
import { loginReviewRoutes } from './routes/login-review';
import { oauthRoutes } from './routes/oauth';
import { appsAndWebsitesRoutes } from './routes/apps-and-websites';
import { emailPreferencesRoutes } from './routes/email-preferences';
import { accessToolRoutes } from './routes/access-tool';
import { contactsRoutes } from './routes/contacts';
import { contactOptoutRoutes } from './routes/contact-optout';
import { linkshimRoutes } from './routes/linkshim';
import { createLinkshim, parseBlockedHosts } from './linkshim/linkshim';
import { createSessionSockets } from './realtime/session-sockets';
import type { AnalyticsRouteOptions } from './analytics/analytics-routes';
import { installDirect } from './direct/install';
import type { DirectOptions } from './direct/install';
import { installConventions } from './http/conventions';
import { createActionLimits } from './http/action-limits';
import type { ActionKind } from './http/action-limits';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { createSite, parsePublicUrl, trustProxyFromEnv } from './http/site';
import type { TrustProxy } from './http/site';
import { installSecurityHeaders } from './http/security-headers';
import { DEFAULT_AVATAR_FILE, DEFAULT_AVATAR_SVG } from './media/media-files';
import { activityRoutes } from './routes/activity';
import { appShellRoutes } from './routes/app-shell';
import { authRoutes } from './routes/auth';
import { batchRoutes } from './routes/batch';
import { commentRoutes } from './routes/comments';
import { collectionRoutes } from './routes/collections';
import { discoverRoutes } from './routes/discover';
import { friendshipRoutes } from './routes/friendships';
import { entryFlowRoutes } from './routes/entry-flows';
import { graphqlRoutes } from './routes/graphql';
import { mediaRoutes } from './routes/media';
import { postActionRoutes } from './routes/post-actions';
import { reportRoutes } from './routes/reports';
import { usertagRoutes } from './routes/usertags';
import { searchRoutes } from './routes/search';
import { signupRoutes } from './routes/signup';
import { createPushRuntime, pushRoutes } from './push/install';
import type { PushOptions } from './push/install';
import { seedDemoWorld } from './seed/seed-demo-world';
import { storiesRoutes } from './routes/stories';
import { storyViewersRoutes } from './routes/story-viewers';
import { highlightRoutes } from './routes/highlights';
import { installUploads } from './uploads/install';
import { createUploadRuntime } from './uploads/upload-runtime';
import type { UploadOptions } from './uploads/upload-runtime';

export interface BuildServerOptions {
  dataDir: string;
  distDir: string;
  /** 'demo' seeds the demo data when the database has no users yet. */
  seed: 'demo' | 'none';
  logger?: boolean;
  /** Render the demo pictures and videos (default true). Tests turn it off for speed. */
  seedMedia?: boolean;
  /** Injected clock, ms since epoch (default Date.now). */
  now?: () => number;
  /** Login throttling (auth/login-limits.ts): wrong passwords per 15 min per account and per address. */
  loginLimits?: LoginLimitOptions;
  /** Per-account limits of likes, saves, comments, new places (http/action-limits.ts); tests lower them. */
  actionLimits?: Partial<Record<ActionKind, readonly WindowRule[]>>;
  /** Uploads (issue 3): ffmpeg path or null, an encode gate for tests, expiry windows. */
  uploads?: UploadOptions;
  /** Entry flows (issue 4): SMTP, OAuth provider, /dev/ routes, limits, jobs (default: env). */
  entry?: EntryOptions;
  /** The site's public origin (issue 11): mailed links, Secure cookies, CSRF (default: env PUBLIC_URL, else the listening address). */
  publicUrl?: string;
  /** Honour X-Forwarded-For/-Proto/-Host from these proxy addresses or ranges (default: env TRUST_PROXY, else off). */
  trustProxy?: TrustProxy;
  /** Direct messages (issue 13): pub/sub, event log size, socket heartbeat and buffer bound; tests lower them. */
  direct?: DirectOptions;
  /** Logging endpoints (issue 14): the per-device caps; tests lower them. */
  analytics?: AnalyticsRouteOptions;
  /** Web push (issue 14): tests allow a loopback push service and inject fetch. */
  push?: PushOptions;
  /** Hosts the link shim never opens (linkshim/linkshim.ts; default: env LINKSHIM_BLOCKED_HOSTS, else none). */
  linkshimBlockedHosts?: readonly string[];
  /** Told of every route as it is registered (tests/server/fuzz/api-fuzz-suite.ts lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

export type LumenServer = FastifyInstance & { lumen: AppContext };

declare module 'fastify' {
  interface FastifyInstance {
    lumen: AppContext;
  }
}

/** Fields that never reach the log (passwords, tokens, cookies). */
const REDACT = [
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.enc_password',
  'req.body.password',
  'req.body.enc_password',
  'req.body.new_password1',
  'req.body.new_password2',
  'req.body.enc_new_password1',
  'req.body.enc_new_password2',
  'req.body.verificationCode',
  'req.body.sms_code',
  'req.body.login_nonce',
  'req.body.token',
  'req.body.nonce',
  'req.body.code',
  'req.body.accessToken',
  'req.body.fb_access_token',
  'req.body.google_tokens',
  'req.body.payload',
];

export async function buildServer(opts: BuildServerOptions): Promise<LumenServer> {
  const dataDir = resolve(opts.dataDir);
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const avatar = join(mediaDir, DEFAULT_AVATAR_FILE);
  if (!existsSync(avatar)) writeFileSync(avatar, DEFAULT_AVATAR_SVG);

  const now = opts.now ?? Date.now;
  const db = openDatabase(join(dataDir, 'app.db'));
  const keys = loadOrCreateServerKeys(dataDir);
  const site = createSite(parsePublicUrl(opts.publicUrl ?? process.env['PUBLIC_URL']), () => app.server.address());
  const push = createPushRuntime(db, dataDir, now, () => site.publicOrigin(), opts.push);
  const ctx: AppContext = {
    repos: sqliteRepos(db),
    keys,
    now,
    dataDir,
    mediaDir,
    distDir: resolve(opts.distDir),
    loginLimits: createLoginLimits(now, opts.loginLimits),
    actionLimits: createActionLimits(now, opts.actionLimits),
    entry: createEntryContext(db, keys.hmacSecret, now, opts.entry),
    uploads: createUploadRuntime(opts.uploads),
    site,
    push: push.notifier,
    linkshim: createLinkshim({
      serverSecret: keys.hmacSecret,
      publicOrigin: () => site.publicOrigin(),
      blockedHosts: opts.linkshimBlockedHosts ?? parseBlockedHosts(process.env['LINKSHIM_BLOCKED_HOSTS']),
    }),
  };

  const app = Fastify({
    bodyLimit: Limits.maxJsonBodyBytes,
    // Issue 11 item 10: what the framework refuses answers the error body of 000 §8 too.
    frameworkErrors,
    clientErrorHandler,
    trustProxy: opts.trustProxy ?? trustProxyFromEnv(process.env['TRUST_PROXY']),
    logger: opts.logger
      ? { level: 'info', redact: { paths: REDACT, censor: '[redacted]' }, serializers: { req: logRequest } }
      : false,
  });
  app.decorate('lumen', ctx);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.addHook('onClose', async () => {
    await push.notifier.close();
    ctx.repos.close();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyStatic, { serve: false });
  installErrorHandler(app);
  installConventions(app, ctx);
  installSecurityHeaders(app);
  app.setNotFoundHandler(async () => {
    throw notFound();
  });

  authRoutes(app, ctx);
  signupRoutes(app, ctx);
  entryFlowRoutes(app, ctx);
  graphqlRoutes(app, ctx);
  postActionRoutes(app, ctx);
  commentRoutes(app, ctx);
  friendshipRoutes(app, ctx);
  searchRoutes(app, ctx);
  activityRoutes(app, ctx);
  discoverRoutes(app, ctx);
  collectionRoutes(app, ctx);
  // Added (stories): the tray, a reel's media, seen marks (001 §7 Stories).
  storiesRoutes(app, ctx);
  // Added (story replies): who saw one's story (replies are direct messages, routes/direct.ts).
  storyViewersRoutes(app, ctx);
  highlightRoutes(app, ctx);
  reportRoutes(app, ctx);
  // Added (usertags): photo-of-you tags reviewed by the person tagged (001 §7 Settings).
  usertagRoutes(app, ctx);
  // Issue 17: several mutations in one request; each runs through this same app (app.inject).
  batchRoutes(app, ctx);
  mediaRoutes(app, ctx);
  installUploads(app, ctx, opts.uploads);
  analyticsRoutes(app, ctx, db, opts.analytics);
  pushRoutes(app, ctx, push);
  // Account settings (001 §7 Profile edit, Password change, Settings), over a store of their own.
  accountSettingsRoutes(app, ctx);
  // The sockets of each session: ended sessions (a password change, Login activity) close theirs at once.
  const sessionSockets = createSessionSockets();
  passwordChangeRoutes(app, ctx, sessionSockets);
  twoFactorSettingsRoutes(app, ctx);
  // Login activity and email preferences (001 §1 /session/login_activity/, /accounts/emailpreferences/).
  loginActivityRoutes(app, ctx, sessionSockets);
  // Added (login review): "Was this you?" — avow, undo, disavow (001 §7 Activity and sessions).
  loginReviewRoutes(app, ctx, sessionSockets);
  // Added (OAuth): the authorize dialog's calls, the app's token exchange, Apps and websites (001 §7 OAuth).
  oauthRoutes(app, ctx);
  appsAndWebsitesRoutes(app, ctx);
  emailPreferencesRoutes(app, ctx);
  // Added (access data): the person's own data by category (001 §1 /accounts/access_tool/).
  accessToolRoutes(app, ctx);
  // Added (contacts): contact syncing: link, unlink, matches, the contact history (001 §6, §1 /accounts/contact_history/).
  contactsRoutes(app, ctx);
  // Added (contacts): the contact opt-out, logged out or in (001 §2 /invites/contact_optout/, §6 /invites/contact_optout_confirmed/).
  contactOptoutRoutes(app, ctx);
  // Added (links): the link shim (001 §6 POST /linkshim/link/ {u, cs}; §9 link-shim hosts for external links).
  linkshimRoutes(app, ctx);
  await installDirect(app, ctx, { ...opts.direct, sessionSockets }, (userId) => ctx.repos.accountSettings.of(userId).presenceDisabled);
  appShellRoutes(app, ctx);

  if (opts.seed === 'demo') await seedDemoWorld(ctx, { media: opts.seedMedia ?? true });
  await app.ready();
  return app as LumenServer;
}
