import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Limits } from '../sync/api/constants';
import type { AppContext } from './app-context';
import { createFailureLimiter } from './auth/failure-limiter';
import { loadOrCreateServerKeys } from './auth/server-keys';
import { openSqliteRepos } from './db/sqlite-repos';
import { installConventions } from './http/conventions';
import { installErrorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { DEFAULT_AVATAR_FILE, DEFAULT_AVATAR_SVG } from './media/media-files';
import { appShellRoutes } from './routes/app-shell';
import { authRoutes } from './routes/auth';
import { commentRoutes } from './routes/comments';
import { graphqlRoutes } from './routes/graphql';
import { mediaRoutes } from './routes/media';
import { postActionRoutes } from './routes/post-actions';
import { signupRoutes } from './routes/signup';
import { seedDemo } from './seed/seed-demo';

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
  /** Login throttling (our choice): failures allowed per 15 min per username and per IP. */
  loginLimits?: { perUsername: number; perIp: number; windowMs?: number };
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
];

export async function buildServer(opts: BuildServerOptions): Promise<LumenServer> {
  const dataDir = resolve(opts.dataDir);
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const avatar = join(mediaDir, DEFAULT_AVATAR_FILE);
  if (!existsSync(avatar)) writeFileSync(avatar, DEFAULT_AVATAR_SVG);

  const now = opts.now ?? Date.now;
  const windowMs = opts.loginLimits?.windowMs ?? 15 * 60_000;
  const ctx: AppContext = {
    repos: openSqliteRepos(join(dataDir, 'app.db')),
    keys: loadOrCreateServerKeys(dataDir),
    now,
    dataDir,
    mediaDir,
    distDir: resolve(opts.distDir),
    loginLimits: {
      byUsername: createFailureLimiter({ max: opts.loginLimits?.perUsername ?? 10, windowMs, now }),
      byIp: createFailureLimiter({ max: opts.loginLimits?.perIp ?? 50, windowMs, now }),
    },
  };

  const app = Fastify({
    bodyLimit: Limits.maxJsonBodyBytes,
    logger: opts.logger ? { level: 'info', redact: { paths: REDACT, censor: '[redacted]' } } : false,
  });
  app.decorate('lumen', ctx);
  app.addHook('onClose', async () => ctx.repos.close());

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyStatic, { serve: false });
  installErrorHandler(app);
  installConventions(app, ctx);
  app.setNotFoundHandler(async () => {
    throw notFound();
  });

  authRoutes(app, ctx);
  signupRoutes(app, ctx);
  graphqlRoutes(app, ctx);
  postActionRoutes(app, ctx);
  commentRoutes(app, ctx);
  mediaRoutes(app, ctx);
  appShellRoutes(app, ctx);

  if (opts.seed === 'demo' && ctx.repos.users.count() === 0) {
    await seedDemo(ctx, { media: opts.seedMedia ?? true });
  }
  await app.ready();
  return app as LumenServer;
}
