import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { nowSeconds } from '../../../server/app-context';
import { hashToken } from '../../../server/auth/tokens';
import { CookieMaxAge } from '../../../server/http/cookies';
import { Cookie } from '../../../sync/api/headers';
import { makeUser, PASSWORD, loggedIn, visitor } from '../entry-helpers';
import { createPost, startServer } from '../helpers';
import { jpeg, newUploadId, uploadPhoto } from '../upload-helpers';
import type { TestServer } from '../helpers';

/**
 * The world the API fuzz (./api-fuzz-suite.ts) runs in: a server with every route it
 * registers listed as it registers them, limits raised so that random requests reach the
 * handlers rather than a 429, a minimal client build (pages render their bootstrap), and a few
 * people with posts, comments, a hashtag and an upload whose ids the requests aim at.
 */
export interface FuzzRoute {
  method: string;
  url: string;
}

export interface Actor {
  name: 'anon' | 'alice' | 'bob';
  /** The cookies of this visitor, fixed after login: responses do not change them. */
  cookies: Record<string, string>;
  csrf: string;
  userId: number | null;
}

export interface FuzzWorld {
  server: TestServer;
  routes: FuzzRoute[];
  actors: Actor[];
  /** Strings that name real things (ids, usernames, shortcodes, …), for paths and fields. */
  known: string[];
  /** A small JPEG, the body of coherent rupload requests. */
  jpeg: Buffer;
  /** Puts back a logged-in actor's session when a request (a logout, a login) ended it. */
  restoreSessions(): void;
}

const HIGH = { max: 1_000_000, windowMs: 60_000 };

export async function startFuzzWorld(): Promise<FuzzWorld> {
  const routes: FuzzRoute[] = [];
  const seen = new Set<string>();
  const onRoute = (route: RouteOptions): void => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (!seen.has(key)) {
        seen.add(key);
        routes.push({ method, url: route.url });
      }
    }
  };
  const distDir = mkdtempSync(join(tmpdir(), 'lumen-fuzz-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body></body></html>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  const server = await startServer({
    distDir,
    onRoute,
    loginLimits: { perAccount: 1_000_000, perAddress: 1_000_000 },
    actionLimits: { reactions: [HIGH], comments: [HIGH], places: [HIGH], relationships: [HIGH] },
    uploads: { ffmpeg: null, sweepEveryMs: 0 },
    entry: {
      devRoutes: true,
      oauth: null,
      google: null,
      limits: Object.fromEntries(
        ['smsCooldown', 'smsPerNumber', 'smsPerIp', 'codeFailuresPerIp', 'twoFactorFailuresPerUser', 'recoveryCooldown',
          'recoveryPerUser', 'recoveryPerIp', 'tokenFailuresPerIp', 'contactChecksPerIp', 'parentalEmailsPerSession',
          'oneTapFailuresPerIp'].map((name) => [name, HIGH]),
      ),
    },
  });
  const ctx = server.app.lumen;

  const alice = await makeUser(server, 'fuzz.alice', { phone: '+15555550101' });
  const bob = await makeUser(server, 'fuzz.bob');
  const carol = await makeUser(server, 'fuzz.carol');
  ctx.repos.users.setPrivate(carol.id, true);
  const posts = [createPost(server, alice.id, { caption: 'alice #fuzztag' }), createPost(server, bob.id, { caption: 'bob @fuzz.alice' }),
    createPost(server, carol.id, { caption: 'carol private' }), createPost(server, bob.id, { media: 2 })];

  const aliceClient = await loggedIn(server, alice.username);
  const bobClient = await loggedIn(server, bob.username);
  const anonClient = await visitor(server);
  const comment = await aliceClient.post(`/web/comments/${posts[1]?.id ?? 0}/add/`, { comment_text: 'first #fuzztag' });
  const commentId = String(((await comment.json()) as { id?: string }).id ?? '');
  // Received uploads not yet configured: configure, story and profile-picture requests can name them.
  const picture = await jpeg(64, 48);
  const uploads = [await uploadPhoto(aliceClient, picture, newUploadId()), await uploadPhoto(bobClient, picture, newUploadId())];

  const actor = (name: Actor['name'], client: typeof anonClient, userId: number | null): Actor => ({
    name,
    cookies: Object.fromEntries(client.cookies),
    csrf: client.csrfToken ?? '',
    userId,
  });
  const actors = [actor('anon', anonClient, null), actor('alice', aliceClient, alice.id), actor('bob', bobClient, bob.id)];

  const known = [
    ...[alice, bob, carol].flatMap((u) => [String(u.id), u.username, u.email ?? '']),
    ...posts.flatMap((p) => [String(p.id), p.shortcode, `${p.id}_${p.ownerId}`]),
    commentId,
    'fuzztag',
    PASSWORD,
    '+15555550101',
    ...uploads,
    `${uploads[0] ?? ''}_0_123`,
  ].filter((s) => s !== '');

  return {
    server,
    routes,
    actors,
    known,
    jpeg: picture,
    restoreSessions: () => {
      const now = nowSeconds(ctx);
      for (const a of actors) {
        const token = a.cookies[Cookie.session];
        if (a.userId === null || token === undefined) continue;
        const hash = hashToken(token);
        if (ctx.repos.sessions.userIdFor(hash, now) === undefined) ctx.repos.sessions.create(hash, a.userId, now, now + CookieMaxAge.session);
      }
    },
  };
}
