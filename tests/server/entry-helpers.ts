import type { BuildServerOptions } from '../../server/app';
import { nowSeconds } from '../../server/app-context';
import { hashPassword } from '../../server/auth/password-hash';
import type { UserRow } from '../../server/db/types';
import { Client, startServer } from './helpers';
import type { TestServer } from './helpers';

/**
 * Helpers of the entry-flow server tests: a server with a clock the test moves, users made
 * straight in the repositories (one scrypt hash per password, cached), and the development
 * outbox read over HTTP like a person (or a browser test) would.
 */
export const START = Date.UTC(2025, 5, 15, 12, 0, 0);

export interface Clock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function testClock(start = START): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms), set: (ms) => void (t = ms) };
}

/** The outbox is read over /dev/outbox.json, so these servers have the development routes on. */
export async function startEntryServer(
  opts: Partial<BuildServerOptions> = {},
): Promise<{ server: TestServer; clock: Clock }> {
  const clock = testClock();
  const server = await startServer({ now: clock.now, ...opts, entry: { devRoutes: true, ...opts.entry } });
  return { server, clock };
}

export const PASSWORD = 'entry-password-1';
const hashes = new Map<string, Promise<string>>();
export const passwordHash = (password = PASSWORD): Promise<string> => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

export async function makeUser(
  server: TestServer,
  username: string,
  opts: { email?: string | null; phone?: string; password?: string; birthday?: string } = {},
): Promise<UserRow> {
  const ctx = server.app.lumen;
  const user = ctx.repos.users.create({
    username,
    email: opts.email === undefined ? `${username.replace(/[._]/g, '')}@example.test` : opts.email,
    fullName: username,
    passwordHash: await passwordHash(opts.password),
    birthday: opts.birthday ?? '1990-01-02',
    createdAt: nowSeconds(ctx),
  });
  if (opts.phone) ctx.entry.stores.phones.set(user.id, opts.phone, ctx.now());
  return user;
}

export async function visitor(server: TestServer): Promise<Client> {
  return new Client(server.url).visit();
}

export async function loggedIn(server: TestServer, username: string, password = PASSWORD): Promise<Client> {
  const client = await visitor(server);
  const res = await client.post('/accounts/login/ajax/', { username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return client;
}

export interface OutboxMessage {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: number;
}

export async function outbox(server: TestServer, to?: string): Promise<OutboxMessage[]> {
  const qs = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const res = await fetch(`${server.url}/dev/outbox.json${qs}`);
  if (res.status !== 200) throw new Error(`outbox: ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The 6-digit code of the newest SMS to this number. */
export async function lastCode(server: TestServer, to: string): Promise<string> {
  const [m] = await outbox(server, to);
  const code = m?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The link of the newest message to this address, as a URL. */
export async function lastLink(server: TestServer, to: string): Promise<URL> {
  const [m] = await outbox(server, to);
  if (!m?.link) throw new Error(`no link sent to ${to}`);
  return new URL(m.link);
}

export async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
