import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactOptoutLimits, ContactOptoutPath } from '../../sync/api/contact-optout-wire';
import type { WireContactOptoutRequestResponse, WireContactOptoutStatusResponse } from '../../sync/api/contact-optout-wire';
import { ContactsPath } from '../../sync/api/contacts-wire';
import type { WireAddressBookLinkResponse, WireContact, WireContactHistoryResponse, WireContactMatchesResponse } from '../../sync/api/contacts-wire';
import { contactOptoutKeys } from '../../server/contacts/contact-optout-keys';
import type { UserRow } from '../../server/db/types';
import { body, loggedIn, makeUser, outbox, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// The contact opt-out (server/routes/contact-optout.ts; 001 §2 /invites/contact_optout/ and its
// status page, §6 /invites/contact_optout_confirmed/ {hashed_contact, signature}), over real
// HTTP, logged out: the link mailed or texted, confirming it (the point leaves every address
// book and is never kept again), the status, opting back in, the refusals and the limits, and
// the same answer whether the point belongs to an account or not.

const JSON_ACCEPT = { accept: 'application/json' };
let server: TestServer;
let clock: Clock;
let distDir: string;
let holder: UserRow;
let owner: UserRow;

const HOLDER_PHONE = '+14155550177';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lumen-optout-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body>shell</body></html>');
  ({ server, clock } = await startEntryServer({ distDir }));
  holder = await makeUser(server, 'holder', { phone: HOLDER_PHONE });
  owner = await makeUser(server, 'owner');
  await makeUser(server, 'later');
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});
// A new hour: the per-address window (and contact syncing's upload limits) start again.
beforeEach(() => clock.advance(61 * 60_000));

const request = (c: Client, contactPoint: string, json = false) => c.post(ContactOptoutPath.request, { contact_point: contactPoint }, { json });
const confirm = (c: Client, fields: Record<string, string>, json = false) => c.post(ContactOptoutPath.confirmed, fields, { json });
const statusOf = (c: Client, q: Record<string, string>) =>
  c.get(`${ContactOptoutPath.status}?${new URLSearchParams({ __a: '1', ...q }).toString()}`, JSON_ACCEPT);

/** The hashed_contact and signature of the newest link sent to this point. */
async function linkTo(to: string): Promise<{ hashed_contact: string; signature: string }> {
  const url = await linkUrl(to);
  return { hashed_contact: url.searchParams.get('hashed_contact') ?? '', signature: url.searchParams.get('signature') ?? '' };
}
async function linkUrl(to: string): Promise<URL> {
  const [m] = await outbox(server, to);
  if (!m?.link) throw new Error(`no link sent to ${to}`);
  return new URL(m.link);
}

let mutation = 0;
const upload = async (c: Client, contacts: WireContact[]) => {
  const res = await c.post(ContactsPath.link, { contacts: JSON.stringify(contacts) }, { mutationId: `optout-link-${(mutation += 1)}` });
  expect(res.status).toBe(200);
  return body<WireAddressBookLinkResponse>(res);
};
const historyValues = async (c: Client) =>
  (await body<WireContactHistoryResponse>(await c.get(`${ContactsPath.history}?__a=1`, JSON_ACCEPT))).items.map((i) => i.value);
const matchIds = async (c: Client) =>
  (await body<WireContactMatchesResponse>(await c.get(ContactsPath.matches, JSON_ACCEPT))).matches.map((m) => m.user.id);

const expectFail = async (res: Response, status: number, errorType: string, message?: string) => {
  const b = await body<{ status: string; error_type: string; message: string }>(res);
  expect([res.status, b.status, b.error_type]).toEqual([status, 'fail', errorType]);
  if (message !== undefined) expect(b.message).toBe(message);
};

describe('contact opt-out (001 §2 /invites/contact_optout/, §6 /invites/contact_optout_confirmed/)', () => {
  it('serves the three pages (the app shell), logged out and logged in', async () => {
    const anon = await visitor(server);
    const someone = await loggedIn(server, 'later');
    for (const c of [anon, someone]) {
      for (const path of [ContactOptoutPath.page, `${ContactOptoutPath.confirmed}?hashed_contact=ab&signature=cd`, `${ContactOptoutPath.status}?hashed_contact=ab&signature=cd`]) {
        const res = await c.get(path, { accept: 'text/html' });
        expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
        expect(await res.text()).toContain('shell');
      }
    }
  });

  it('opts an email out through the mailed link: it leaves every address book (history and matches), an upload after keeps nothing of it, opt_in undoes', async () => {
    const email = holder.email ?? '';
    const ownerClient = await loggedIn(server, 'owner');
    const before = await upload(ownerClient, [{ name: 'Holder', email_addresses: [email.toUpperCase()] }, { name: 'Nobody', email_addresses: ['nobody@example.test'] }]);
    expect(before.matches.map((m) => m.user.id)).toEqual([String(holder.id)]);
    expect(await historyValues(ownerClient)).toContain(email);

    const anon = await visitor(server);
    const sent = await request(anon, `  ${email.toUpperCase()} `);
    expect(sent.status).toBe(200);
    expect(await body<WireContactOptoutRequestResponse>(sent)).toEqual({ status: 'ok', sent_to: 'email' });
    const [mail] = await outbox(server, email);
    expect(mail).toMatchObject({ kind: 'email', to: email });
    expect(mail?.text).toContain('Someone asked Lumen not to keep this email from the contacts people upload. To confirm, open: ');
    const link = await linkTo(email);
    const url = await linkUrl(email);
    expect(url.origin + url.pathname).toBe(server.app.lumen.site.publicOrigin() + ContactOptoutPath.confirmed);
    expect(mail?.text).toContain(url.href);
    expect(link.hashed_contact).toMatch(/^[0-9a-f]{64}$/);
    expect(link.signature).toMatch(/^\d+\.[0-9a-f]{64}$/); // the time it was sent, and the MAC of both
    // Pending: the status page reads it, not opted out yet; nothing was deleted.
    const pending = await body<WireContactOptoutStatusResponse>(await statusOf(anon, link));
    expect(pending).toEqual({ status: 'ok', opted_out: false, kind: 'email', masked: 'h••••@example.test' });
    expect(await historyValues(ownerClient)).toContain(email);

    const done = await confirm(anon, { hashed_contact: link.hashed_contact, signature: link.signature });
    expect(done.status).toBe(200);
    expect(await body(done)).toEqual({ status: 'ok', opted_out: true, kind: 'email', masked: 'h••••@example.test' });
    expect(await body(await statusOf(anon, link))).toEqual({ status: 'ok', opted_out: true, kind: 'email', masked: 'h••••@example.test' });
    // A repeat answers the same (JSON body this time).
    expect(await body(await confirm(anon, { hashed_contact: link.hashed_contact, signature: link.signature }, true))).toEqual({
      status: 'ok', opted_out: true, kind: 'email', masked: 'h••••@example.test',
    });

    // Gone from the owner's address book; no plaintext left anywhere of the opt-out.
    expect(await historyValues(ownerClient)).toEqual(['nobody@example.test']);
    expect(await matchIds(ownerClient)).toEqual([]);
    const ctx = server.app.lumen;
    expect(ctx.repos.contactOptouts.link(link.hashed_contact)).toBeUndefined();
    expect(ctx.repos.contactOptouts.optout(link.hashed_contact)).toMatchObject({ kind: 'email', masked: 'h••••@example.test' });

    // Uploaded again, by the owner or someone else: counted as valid, kept nowhere, matches no one.
    const later = await loggedIn(server, 'later');
    for (const c of [ownerClient, later]) {
      const again = await upload(c, [{ name: 'Holder', email_addresses: [email] }]);
      expect(again.uploaded).toBe(1);
      expect(again.matches).toEqual([]);
      expect(await historyValues(c)).not.toContain(email);
    }

    // opt_in: back in; an upload keeps it and matches again.
    const back = await confirm(anon, { hashed_contact: link.hashed_contact, signature: link.signature, opt_in: '1' });
    expect(await body(back)).toEqual({ status: 'ok', opted_out: false, kind: 'email', masked: 'h••••@example.test' });
    expect(ctx.repos.contactOptouts.optout(link.hashed_contact)).toBeUndefined();
    const kept = await upload(later, [{ name: 'Holder', email_addresses: [email] }]);
    expect(kept.matches.map((m) => m.user.id)).toEqual([String(holder.id)]);
    // The link, neither pending nor opted out now, is no longer valid: opting out again asks for a new one.
    await expectFail(await statusOf(anon, link), 404, 'not_found', "this link isn't valid anymore");
  });

  it('opts a phone number out by SMS, logged in too; an upload in another format keeps nothing of it', async () => {
    const ownerClient = await loggedIn(server, 'owner');
    await upload(ownerClient, [{ name: 'Holder phone', phone_numbers: ['(415) 555-0177'] }]);
    expect(await matchIds(ownerClient)).toContain(String(holder.id));

    const holderClient = await loggedIn(server, 'holder');
    const sent = await request(holderClient, '415 555 0177', true);
    expect(await body(sent)).toEqual({ status: 'ok', sent_to: 'phone' });
    const [sms] = await outbox(server, HOLDER_PHONE);
    expect(sms).toMatchObject({ kind: 'sms', to: HOLDER_PHONE });
    expect(sms?.text).toContain('not to keep this phone number');
    const link = await linkTo(HOLDER_PHONE);
    const done = await body<WireContactOptoutStatusResponse>(await confirm(holderClient, { hashed_contact: link.hashed_contact, signature: link.signature, opt_in: '0' }));
    expect(done).toEqual({ status: 'ok', opted_out: true, kind: 'phone', masked: '+••• ••• ••77' });
    expect(await historyValues(ownerClient)).not.toContain(HOLDER_PHONE);
    expect(await matchIds(ownerClient)).not.toContain(String(holder.id));
    // Two ways to write it, one point: valid (counted once, as any point), kept in neither form.
    const again = await upload(ownerClient, [{ name: 'x', phone_numbers: ['+1 415-555-0177', '0014155550177'] }]);
    expect(again.uploaded).toBe(1);
    expect(await historyValues(ownerClient)).not.toContain(HOLDER_PHONE);
  });

  it('answers the same for a point with and without an account (no account oracle)', async () => {
    const anon = await visitor(server);
    const withAccount = await request(anon, owner.email ?? '');
    const without = await request(anon, 'no-account-here@example.test');
    expect([withAccount.status, without.status]).toEqual([200, 200]);
    expect(await body(withAccount)).toEqual(await body(without));
    expect(await outbox(server, 'no-account-here@example.test')).toHaveLength(1);
    const phoneAccount = await request(anon, HOLDER_PHONE);
    const phoneNone = await request(anon, '+442079460000');
    expect(await body(phoneAccount)).toEqual(await body(phoneNone));
  });

  it('refuses what is neither a phone number nor an email (400, nothing sent)', async () => {
    const anon = await visitor(server);
    const sentBefore = (await outbox(server)).length;
    for (const bad of ['', '   ', 'holder', 'not@an', '12', '+1 (415) abc', 'a@b.c']) {
      await expectFail(await request(anon, bad), 400, 'bad_request', 'contact_point: enter a phone number or email');
    }
    await expectFail(await anon.post(ContactOptoutPath.request, {}), 400, 'bad_request', 'contact_point: enter a phone number or email');
    expect((await outbox(server)).length).toBe(sentBefore);
  });

  it('refuses a forged or malformed link (400) and answers 404 for a signed hash never requested', async () => {
    const anon = await visitor(server);
    await request(anon, 'forged@example.test');
    const link = await linkTo('forged@example.test');
    const flipped = `${link.signature.slice(0, -1)}${link.signature.endsWith('0') ? '1' : '0'}`;
    const badOnes: Record<string, string>[] = [
      { hashed_contact: link.hashed_contact, signature: flipped },
      { hashed_contact: link.hashed_contact, signature: 'zz' },
      { hashed_contact: link.hashed_contact },
      { signature: link.signature },
      { hashed_contact: 'x'.repeat(64), signature: link.signature },
      { hashed_contact: link.hashed_contact, signature: `${link.signature}00` },
      {},
    ];
    for (const fields of badOnes) {
      await expectFail(await confirm(anon, fields), 400, 'bad_request', "signature: this link isn't valid");
      await expectFail(await statusOf(anon, fields), 400, 'bad_request', "signature: this link isn't valid");
    }
    await expectFail(await confirm(anon, { hashed_contact: link.hashed_contact, signature: link.signature, opt_in: 'maybe' }), 400, 'bad_request');
    expect(server.app.lumen.repos.contactOptouts.optout(link.hashed_contact)).toBeUndefined();

    // Signed with the server's key, but never requested: 404.
    const keys = contactOptoutKeys(server.app.lumen.keys.hmacSecret);
    const never = keys.hashedContact('email', 'never-asked@example.test');
    const signed = { hashed_contact: never, signature: keys.sign(never, Math.floor(clock.now() / 1000)) };
    await expectFail(await confirm(anon, signed), 404, 'not_found', "this link isn't valid anymore");
    await expectFail(await statusOf(anon, signed), 404, 'not_found', "this link isn't valid anymore");
    // Another server's key does not sign for this one.
    const other = contactOptoutKeys(Buffer.alloc(32, 7));
    await expectFail(await confirm(anon, { hashed_contact: link.hashed_contact, signature: other.sign(link.hashed_contact, Math.floor(clock.now() / 1000)) }), 400, 'bad_request');
    // This server's key over another time than the link's: not the link's signature.
    const issued = Number(link.signature.split('.')[0]);
    await expectFail(await confirm(anon, { hashed_contact: link.hashed_contact, signature: `${issued + 1}.${link.signature.split('.')[1] ?? ''}` }), 400, 'bad_request');
  });

  it(`sends at most ${ContactOptoutLimits.linksPerPointPerDay} links to a point a day (429, nothing sent), then again the next day`, async () => {
    const to = 'limited@example.test';
    for (let i = 0; i < ContactOptoutLimits.linksPerPointPerDay; i += 1) {
      clock.advance(61 * 60_000); // a new address window each time: only the point's limit counts
      expect((await request(await visitor(server), to)).status).toBe(200);
    }
    clock.advance(61 * 60_000);
    const refused = await request(await visitor(server), to);
    await expectFail(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(server, to)).toHaveLength(ContactOptoutLimits.linksPerPointPerDay);
    clock.advance(24 * 3_600_000);
    expect((await request(await visitor(server), to)).status).toBe(200);
    expect(await outbox(server, to)).toHaveLength(ContactOptoutLimits.linksPerPointPerDay + 1);
  });

  it(`takes at most ${ContactOptoutLimits.requestsPerAddressPerHour} requests from one address an hour (429, nothing sent)`, async () => {
    const anon = await visitor(server);
    for (let i = 0; i < ContactOptoutLimits.requestsPerAddressPerHour; i += 1) {
      expect((await request(anon, `addr${i}@example.test`)).status).toBe(200);
    }
    const refused = await request(anon, 'addr-last@example.test');
    await expectFail(refused, 429, 'rate_limited');
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await outbox(server, 'addr-last@example.test')).toEqual([]);
    expect(server.app.lumen.repos.contactOptouts.link(contactOptoutKeys(server.app.lumen.keys.hmacSecret).hashedContact('email', 'addr-last@example.test'))).toBeUndefined();
  });

  it(`reads and uses at most ${ContactOptoutLimits.linkChecksPerAddressPerHour} links from one address an hour (429)`, async () => {
    const anon = await visitor(server);
    await request(anon, 'checks@example.test');
    const link = await linkTo('checks@example.test');
    // (beforeEach started a new hour: the tests before this one counted in the last.)
    for (let i = 0; i < ContactOptoutLimits.linkChecksPerAddressPerHour; i += 1) expect((await statusOf(anon, link)).status).toBe(200);
    await expectFail(await statusOf(anon, link), 429, 'rate_limited');
    await expectFail(await confirm(anon, link), 429, 'rate_limited');
    clock.advance(3_600_000);
    expect((await confirm(anon, link)).status).toBe(200);
  });

  it('needs the CSRF token on its POSTs, as every POST does (403 without it)', async () => {
    const anon = await visitor(server);
    await expectFail(await anon.post(ContactOptoutPath.request, { contact_point: 'csrf@example.test' }, { csrf: null }), 403, 'csrf_failed');
    expect(await outbox(server, 'csrf@example.test')).toEqual([]);
  });

  it('prunes pending links after 7 days: their link is no longer valid', async () => {
    const anon = await visitor(server);
    await request(anon, 'stale@example.test');
    const link = await linkTo('stale@example.test');
    expect((await statusOf(anon, link)).status).toBe(200);
    clock.advance(8 * 24 * 3_600_000);
    await request(anon, 'fresh@example.test'); // a request prunes
    expect(server.app.lumen.repos.contactOptouts.link(link.hashed_contact)).toBeUndefined();
    await expectFail(await confirm(anon, { hashed_contact: link.hashed_contact, signature: link.signature }), 404, 'not_found');
  });

  it('refuses a link older than 7 days, even on a quiet server, and even to opt back in: a new link does it', async () => {
    const anon = await visitor(server);
    await request(anon, 'old-link@example.test');
    const link = await linkTo('old-link@example.test');
    expect(await body<WireContactOptoutStatusResponse>(await confirm(anon, link))).toMatchObject({ opted_out: true });
    await request(anon, 'recycled@example.test');
    const unused = await linkTo('recycled@example.test');
    clock.advance(8 * 24 * 3_600_000);
    // No request came between: the old links are refused all the same, and the unused one's plaintext is gone.
    await expectFail(await confirm(anon, { ...link, opt_in: '1' }), 404, 'not_found', "this link isn't valid anymore");
    await expectFail(await statusOf(anon, unused), 404, 'not_found');
    await expectFail(await confirm(anon, unused), 404, 'not_found');
    expect(server.app.lumen.repos.contactOptouts.optout(link.hashed_contact)).toBeDefined();
    const hashedUnused = contactOptoutKeys(server.app.lumen.keys.hmacSecret).hashedContact('email', 'recycled@example.test');
    expect(server.app.lumen.repos.contactOptouts.link(hashedUnused)).toBeUndefined();
    await request(anon, 'old-link@example.test');
    const fresh = await linkTo('old-link@example.test');
    expect(await body<WireContactOptoutStatusResponse>(await statusOf(anon, fresh))).toMatchObject({ opted_out: true });
    expect(await body<WireContactOptoutStatusResponse>(await confirm(anon, { ...fresh, opt_in: '1' }))).toMatchObject({ opted_out: false });
  });

  it('builds the link on PUBLIC_URL, never on the request\'s Host', async () => {
    const { server: hosted } = await startEntryServer({ publicUrl: 'https://lumen.example/' });
    try {
      const anon = await visitor(hosted);
      expect((await anon.post(ContactOptoutPath.request, { contact_point: 'hosted@example.test' }, { headers: { 'x-forwarded-host': 'evil.example' } })).status).toBe(200);
      const [m] = await outbox(hosted, 'hosted@example.test');
      const url = new URL(m?.link ?? '');
      expect(url.origin + url.pathname).toBe(`https://lumen.example${ContactOptoutPath.confirmed}`);
    } finally {
      await hosted.close();
    }
  });
});
