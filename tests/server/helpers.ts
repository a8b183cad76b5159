import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cookie, Header } from '../../sync/api/headers';
import { buildServer } from '../../server/app';
import type { BuildServerOptions, LumenServer } from '../../server/app';
import type { FollowStatus, NewMedia, PostRow, UserRow } from '../../server/db/types';
import type { WireFeedResponse, WirePost } from '../../sync/api/wire';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';

/**
 * Server test helpers: a real server on a random port over a real SQLite file in a temp
 * folder, a small cookie-keeping HTTP client, and quick ways to make users (over HTTP) and
 * posts (straight into the repositories, without image files).
 */
export interface TestServer {
  app: LumenServer;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startServer(opts: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'lumen-test-'));
  const app = await buildServer({
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    seed: 'none',
    seedMedia: false,
    ...opts,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PostOptions {
  json?: boolean;
  headers?: Record<string, string>;
  mutationId?: string;
  /** Leave the X-CSRFToken header out, or send this value instead. */
  csrf?: string | null;
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get(Cookie.csrf);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A first visit, which hands out the csrftoken and mid cookies. */
  async visit(): Promise<this> {
    await this.get('/', { accept: 'application/json' });
    return this;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.baseUrl + path, { headers: { cookie: this.cookieHeader, ...headers } });
    this.keep(res);
    return res;
  }

  async post(path: string, body?: Record<string, unknown>, opts: PostOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader, ...opts.headers };
    const csrf = opts.csrf === undefined ? this.csrfToken : opts.csrf;
    if (csrf !== null && csrf !== undefined) headers[Header.csrf] = csrf;
    if (opts.mutationId) headers[Header.mutationId] = opts.mutationId;
    let payload: string | undefined;
    if (body !== undefined && opts.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    }
    const res = await fetch(this.baseUrl + path, { method: 'POST', headers, ...(payload === undefined ? {} : { body: payload }) });
    this.keep(res);
    return res;
  }

  /** GET /graphql/query/ with a query hash and variables. */
  graphql(queryHash: string, variables: object): Promise<Response> {
    const qs = new URLSearchParams({ query_hash: queryHash, variables: JSON.stringify(variables) });
    return this.get(`/graphql/query/?${qs.toString()}`);
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export async function login(server: TestServer, username: string, password: string): Promise<Client> {
  const client = await new Client(server.url).visit();
  const res = await client.post('/accounts/login/ajax/', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
  return client;
}

/** A server with the demo seed (no media files) and demo logged in: the seed as a newcomer meets it. */
export async function startDemoServer(): Promise<{ server: TestServer; demo: Client }> {
  const server = await startServer({ seed: 'demo', seedMedia: false });
  return { server, demo: await login(server, DEMO_USER, DEMO_PASSWORD) };
}

export const TEST_PASSWORD = 'test-password-1';

/** Signs a user up over HTTP; returns a logged-in client and the user row. */
export async function registerUser(
  server: TestServer,
  username: string,
  opts: { isPrivate?: boolean } = {},
): Promise<{ client: Client; user: UserRow }> {
  const client = await new Client(server.url).visit();
  const res = await client.post('/accounts/web_create_ajax/', {
    email: `${username.replace(/[._]/g, '')}@example.test`,
    password: TEST_PASSWORD,
    username,
    first_name: username,
    month: 1,
    day: 2,
    year: 1990,
    client_id: 'test',
    seamless_login_enabled: 1,
    tos_version: 'default',
  });
  if (res.status !== 200) throw new Error(`sign-up ${username} failed: ${res.status} ${await res.text()}`);
  const user = server.app.lumen.repos.users.byUsername(username);
  if (!user) throw new Error('user missing after sign-up');
  if (opts.isPrivate) setPrivate(server, user.id);
  return { client, user: server.app.lumen.repos.users.byId(user.id) ?? user };
}

function setPrivate(server: TestServer, userId: number): void {
  // Test shortcut: the privacy setting call (/accounts/set_private/) is not part of this issue.
  server.app.lumen.repos.users.setPrivate(userId, true);
}

export function follow(server: TestServer, followerId: number, followeeId: number, status: FollowStatus = 'following'): void {
  server.app.lumen.repos.follows.set(followerId, followeeId, status, Math.floor(Date.now() / 1000));
}

let postCounter = 0;

/** Creates a picture post without files (its media URLs 404), newest by default. */
export function createPost(
  server: TestServer,
  ownerId: number,
  opts: { caption?: string; commentsDisabled?: boolean; takenAt?: number; media?: number } = {},
): PostRow {
  postCounter += 1;
  const media: NewMedia[] = Array.from({ length: opts.media ?? 1 }, (_, i) => ({
    shortcode: `tm${postCounter}x${i}`,
    isVideo: false,
    width: 1080,
    height: 1080,
    imageKey: `test-${postCounter}-${i}`,
    videoFile: null,
    videoDuration: null,
    accessibilityCaption: null,
  }));
  return server.app.lumen.repos.posts.create({
    shortcode: `tp${postCounter}${Math.random().toString(36).slice(2, 8)}`,
    ownerId,
    kind: media.length > 1 ? 'sidecar' : 'image',
    caption: opts.caption ?? `post ${postCounter}`,
    commentsDisabled: opts.commentsDisabled ?? false,
    locationId: null,
    takenAt: opts.takenAt ?? Math.floor(Date.now() / 1000) + postCounter,
    media,
  });
}

/** The posts of a feed page, without the units of 001 §3 Feed (suggested users, stories in feed). */
export const feedPosts = (body: WireFeedResponse): WirePost[] =>
  body.data.user.edge_web_feed_timeline.edges.map((e) => e.node).filter((n): n is WirePost => 'shortcode' in n);

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
