import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LinkshimLimits, LinkshimPath, shimIssuedAt } from '../../sync/api/linkshim-wire';
import type { WireLinkshimLinkResponse, WireLinkshimVerdictResponse } from '../../sync/api/linkshim-wire';
import type { WireProfileResponse } from '../../sync/api/people-wire';
import type { WireDirectSendResponse, WireDirectThreadCreated, WireDirectThreadResponse } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { QueryHash } from '../../sync/api/paths';
import { nowSeconds } from '../../server/app-context';
import { body, loggedIn, makeUser, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import { testClock } from './entry-helpers';
import { startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { dm, dmGet, token } from './direct-helpers';

// The link shim (server/routes/linkshim.ts, server/linkshim/linkshim.ts; 001 §6 POST
// /linkshim/link/ {u, cs}, §9 link-shim hosts for external links), over real HTTP: a profile's
// website and a link message are served with a shimmed form; that form goes to the address with
// no referrer; a form Lumen did not sign, or signed too long ago, or for a blocked host, never
// redirects (its page asks, or says blocked); the POST refreshes only Lumen's own signatures.

let server: TestServer;
let clock: Clock;
let distDir: string;
let anon: Client;

const SITE = 'https://example.org/shop?a=1&b=2';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lumen-linkshim-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body>shell</body></html>');
  clock = testClock();
  server = await startServer({ now: clock.now, distDir, linkshimBlockedHosts: ['bad.example'] });
  const owner = await makeUser(server, 'site.owner');
  server.app.lumen.repos.accountSettings.updateProfile(owner.id, { username: 'site.owner', fullName: 'Site Owner', email: null, biography: '', externalUrl: SITE });
  anon = await visitor(server);
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});
// A new hour: the per-address window starts again.
beforeEach(() => clock.advance(61 * 60_000));

const open = (c: Client, u: string, e: string) => fetch(`${server.url}${LinkshimPath.open}?${new URLSearchParams({ u, e }).toString()}`, { redirect: 'manual', headers: { cookie: c.cookieHeader } });
const verdictOf = (c: Client, u: string, e: string) => c.get(`${LinkshimPath.open}?${new URLSearchParams({ __a: '1', u, e }).toString()}`, { accept: 'application/json' });
const refresh = (c: Client, fields: Record<string, string>, json = false) => c.post(LinkshimPath.link, fields, { json });
const paramsOf = (shimmed: string) => new URL(shimmed, server.url).searchParams;

async function websiteShim(c: Client): Promise<string> {
  const res = await c.graphql(QueryHash.profile, { username: 'site.owner' });
  expect(res.status).toBe(200);
  const user = (await body<WireProfileResponse>(res)).data.user;
  expect(user.external_url).toBe(SITE);
  expect(user.external_url_linkshimmed).not.toBeNull();
  return user.external_url_linkshimmed ?? '';
}

describe('the shimmed form served', () => {
  it("a profile's website is served with its shimmed form, the same all hour, logged out too", async () => {
    const shimmed = await websiteShim(anon);
    expect(shimmed.startsWith(`${LinkshimPath.open}?`)).toBe(true);
    expect(paramsOf(shimmed).get('u')).toBe(SITE);
    expect(shimIssuedAt(shimmed)).toBe(nowSeconds(server.app.lumen) - (nowSeconds(server.app.lumen) % LinkshimLimits.issuedEverySeconds));
    clock.advance(60_000);
    expect(await websiteShim(anon)).toBe(shimmed);
  });

  it('a link message is served with its shimmed form', async () => {
    const a = await makeUser(server, 'dm.a');
    const b = await makeUser(server, 'dm.b');
    const ca = await loggedIn(server, a.username);
    const created = await dm<WireDirectThreadCreated>(ca, DirectPath.createThread, { recipient_users: [String(b.id)] });
    expect(created.status).toBe(200);
    const threadId = created.body.thread.thread_id;
    const sent = await dm<WireDirectSendResponse>(ca, DirectPath.send, { thread_id: threadId, item_type: 'link', link_url: 'https://example.net/read', mutation_token: token() });
    expect(sent.status).toBe(200);
    expect(paramsOf(sent.body.item.link?.link_context.link_url_linkshimmed ?? '').get('u')).toBe('https://example.net/read');
    // Read again, as the other person's inbox serves it.
    const cb = await loggedIn(server, b.username);
    const page = await dmGet<WireDirectThreadResponse>(cb, DirectPath.thread(threadId));
    const link = page.body.thread.items.find((i) => i.item_type === 'link')?.link;
    expect(link?.link_context.link_url).toBe('https://example.net/read');
    const shimmed = link?.link_context.link_url_linkshimmed ?? '';
    expect(paramsOf(shimmed).get('u')).toBe('https://example.net/read');
    const res = await open(cb, 'https://example.net/read', paramsOf(shimmed).get('e') ?? '');
    expect(res.headers.get('location')).toBe('https://example.net/read');
  });
});

describe('opening a shimmed form', () => {
  it('goes to the address, with no referrer and nothing cached', async () => {
    const p = paramsOf(await websiteShim(anon));
    const res = await open(anon, p.get('u') ?? '', p.get('e') ?? '');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(SITE);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await (await verdictOf(anon, p.get('u') ?? '', p.get('e') ?? '')).json()).toEqual({ status: 'ok', verdict: 'open', url: SITE, host: 'example.org' } satisfies WireLinkshimVerdictResponse);
  });

  it('never redirects to an address Lumen did not sign: the page asks first', async () => {
    const p = paramsOf(await websiteShim(anon));
    for (const [u, e] of [['https://evil.example/phish', p.get('e') ?? ''], ['https://evil.example/phish', ''], [SITE, 'garbage'], [`${SITE}#x`, p.get('e') ?? '']] as const) {
      const res = await open(anon, u, e);
      expect(res.status, `${u} ${e}`).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('shell');
      const verdict = await body<WireLinkshimVerdictResponse>(await verdictOf(anon, u, e));
      expect(verdict.verdict).toBe('ask');
    }
  });

  it('asks first once the signature is older than a shimmed form opens at once', async () => {
    const p = paramsOf(await websiteShim(anon));
    clock.advance(LinkshimLimits.freshSeconds * 1000);
    expect((await open(anon, p.get('u') ?? '', p.get('e') ?? '')).status).toBe(200);
    expect((await body<WireLinkshimVerdictResponse>(await verdictOf(anon, p.get('u') ?? '', p.get('e') ?? ''))).verdict).toBe('ask');
  });

  it('never opens a blocked host or its subdomains, signed or not', async () => {
    const shim = server.app.lumen.linkshim;
    for (const u of ['https://bad.example/x', 'https://www.BAD.example/y']) {
      const shimmed = shim.shim(u, nowSeconds(server.app.lumen)) ?? '';
      const p = paramsOf(shimmed);
      expect((await open(anon, p.get('u') ?? '', p.get('e') ?? '')).status).toBe(200);
      expect((await body<WireLinkshimVerdictResponse>(await verdictOf(anon, p.get('u') ?? '', p.get('e') ?? ''))).verdict).toBe('blocked');
    }
    // Not a blocked name's subdomain: only a dot before the name makes one.
    const notBlocked = shim.readUrl('https://notbad.example/');
    expect(notBlocked && shim.verdict(notBlocked, '', nowSeconds(server.app.lumen))).toBe('ask');
  });

  it('refuses what is not a web address it opens, and serves no shimmed form for it', async () => {
    for (const u of ['javascript:alert(1)', 'data:text/html,x', 'https://user:pw@example.org/', 'not a url', '']) {
      expect((await verdictOf(anon, u, '')).status, u).toBe(400);
      expect(server.app.lumen.linkshim.shim(u, nowSeconds(server.app.lumen)), u).toBeNull();
    }
  });

  it("serves the site's own addresses as they are", () => {
    const own = `${server.app.lumen.site.publicOrigin()}/site.owner/`;
    expect(server.app.lumen.linkshim.shim(own, nowSeconds(server.app.lumen))).toBe(own);
  });
});

describe('POST /linkshim/link/', () => {
  it('gives a fresh shimmed form for an old signature of Lumen, form-encoded or JSON', async () => {
    const old = paramsOf(await websiteShim(anon));
    clock.advance(LinkshimLimits.freshSeconds * 1000 + 1000);
    for (const json of [false, true]) {
      const res = await refresh(anon, { u: old.get('u') ?? '', cs: old.get('e') ?? '' }, json);
      expect(res.status).toBe(200);
      const { uri } = await body<WireLinkshimLinkResponse>(res);
      const fresh = paramsOf(uri);
      expect(fresh.get('u')).toBe(SITE);
      expect(fresh.get('e')).not.toBe(old.get('e'));
      expect((await open(anon, fresh.get('u') ?? '', fresh.get('e') ?? '')).status).toBe(302);
    }
  });

  it('refuses a signature not Lumen\'s for the address, and an address it does not open', async () => {
    const p = paramsOf(await websiteShim(anon));
    const notOurs = await refresh(anon, { u: 'https://evil.example/', cs: p.get('e') ?? '' });
    expect(notOurs.status).toBe(400);
    expect(await notOurs.text()).toContain('cs:');
    expect((await refresh(anon, { u: SITE })).status).toBe(400);
    const bad = await refresh(anon, { u: 'javascript:alert(1)', cs: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('u:');
  });

  it('needs the CSRF token, as every POST', async () => {
    const p = paramsOf(await websiteShim(anon));
    expect((await anon.post(LinkshimPath.link, { u: SITE, cs: p.get('e') ?? '' }, { csrf: null })).status).toBe(403);
  });
});

it(`counts every open, check and refresh per address: ${LinkshimLimits.checksPerAddressPerHour} an hour, then 429`, async () => {
  const p = paramsOf(await websiteShim(anon));
  const u = p.get('u') ?? '';
  const e = p.get('e') ?? '';
  for (let i = 0; i < LinkshimLimits.checksPerAddressPerHour; i += 1) {
    const res = i % 3 === 0 ? await open(anon, u, e) : i % 3 === 1 ? await verdictOf(anon, u, e) : await refresh(anon, { u, cs: e });
    expect(res.status, `call ${i}`).toBeLessThan(400);
  }
  expect((await open(anon, u, e)).status).toBe(429);
  expect((await refresh(anon, { u, cs: e })).status).toBe(429);
  clock.advance(61 * 60_000);
  expect((await open(anon, u, e)).status).toBe(302);
});
