/**
 * The real API server for the upload benchmarks: buildServer (server/app.ts) in this process,
 * on 127.0.0.1 with a fresh temp DATA_DIR, serving the built bench pages as its DIST_DIR (so
 * the bench page, its worker and the rupload endpoints share one origin, as in the app), and
 * a user signed up over HTTP as the server tests do (tests/server/helpers.ts). Covers are
 * plain pictures (`ffmpeg: null`): the encoding step runs after the last byte is answered, and
 * a frame grab would only add background work between runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { buildServer } from '../../server/app';
import type { LumenServer } from '../../server/app';
import { WEB_APP_ID } from '../../sync/api/headers';
import type { SessionConfig } from '../../sync/transport/types';
import { registerUser } from '../../tests/server/helpers';
import { BENCH_DIST } from '../lib/build-pages';

export interface RuploadServer {
  app: LumenServer;
  origin: string;
  port: number;
  dataDir: string;
  viewerId: string;
  /** The logged-in user's cookies (sessionid, csrftoken, ds_user_id, mid). */
  cookies: [string, string][];
  session: SessionConfig;
  /** Gives the browser context the user's cookies (they hold for every port of 127.0.0.1). */
  logIn(context: BrowserContext): Promise<void>;
  close(): Promise<void>;
}

export async function startRuploadServer(): Promise<RuploadServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-uploads-'));
  const app = await buildServer({ dataDir, distDir: BENCH_DIST, seed: 'none', seedMedia: false, uploads: { ffmpeg: null, sweepEveryMs: 0 } });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server has no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const { client, user } = await registerUser({ app, url: origin, dataDir, close }, 'bench_uploader');
    const cookies = [...client.cookies];
    const csrfToken = client.csrfToken;
    if (!csrfToken) throw new Error('no csrftoken after sign-up');
    const session: SessionConfig = {
      csrfToken, rolloutHash: '', appId: WEB_APP_ID, wwwClaim: '0', mid: '', consentPending: false, hl: null, encryption: null, viewerId: String(user.id),
    };
    return {
      app, origin, port: address.port, dataDir, viewerId: String(user.id), cookies, session, close,
      logIn: (context) => context.addCookies(cookies.map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' }))),
    };
  } catch (error) {
    await close();
    throw error;
  }
}
