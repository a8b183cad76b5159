import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactLimits, ContactsPath } from '../../sync/api/contacts-wire';
import type {
  WireAddressBookLinkResponse,
  WireAddressBookUnlinkResponse,
  WireContact,
  WireContactHistoryResponse,
  WireContactMatchesResponse,
} from '../../sync/api/contacts-wire';
import { PeoplePath } from '../../sync/api/paths';
import type { WireSuggestionsResponse } from '../../sync/api/people-wire';
import { nowSeconds } from '../../server/app-context';
import type { UserRow } from '../../server/db/types';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { query } from './people-helpers';

// Contact syncing (server/routes/contacts.ts; 001 §6 "/accounts/address_book/link/ {contacts}
// and /unlink/", §1 /accounts/contact_history/), over real HTTP: what is kept of an upload, the
// accounts it finds (emails in any case, confirmed phone numbers in any format; never oneself,
// an unconfirmed phone or an account blocked either way), the refusals, exactly once, the
// history's pages, and each person's contacts theirs alone.

const JSON_ACCEPT = { accept: 'application/json' };
let server: TestServer;
let clock: Clock;
const people = new Map<string, UserRow>();

const NAMES = ['alice', 'bob.b', 'carol', 'dave', 'eve', 'frank', 'gina', 'other', 'capped', 'pager', 'limited', 'replay', 'suggest', 'quota'];
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  for (const name of NAMES) people.set(name, await makeUser(server, name));
  const ctx = server.app.lumen;
  const now = nowSeconds(ctx);
  ctx.entry.stores.phones.set(id('carol'), '+14155550101', ctx.now());
  ctx.entry.stores.phones.set(id('dave'), '+14155550102', null); // not confirmed
  ctx.entry.stores.phones.set(id('eve'), '+14155550103', ctx.now());
  ctx.repos.blocks.block(id('eve'), id('alice'), now); // eve blocked alice
  ctx.repos.blocks.block(id('alice'), id('frank'), now); // alice blocked frank
  ctx.repos.follows.set(id('alice'), id('gina'), 'following', now);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => clock.advance(61 * 60_000));

const id = (name: string) => people.get(name)?.id ?? -1;
const emailOf = (name: string) => people.get(name)?.email ?? '';
const kept = (name: string) => server.app.lumen.repos.addressBook.count(id(name));

let mutation = 0;
const link = (c: Client, contacts: unknown, opts: { json?: boolean; mutationId?: string } = {}) =>
  c.post(ContactsPath.link, { contacts: opts.json || typeof contacts === 'string' ? contacts : JSON.stringify(contacts) }, {
    json: opts.json ?? false,
    mutationId: opts.mutationId ?? `link-${(mutation += 1)}`,
  });
const linked = async (c: Client, contacts: WireContact[]) => {
  const res = await link(c, contacts);
  expect(res.status).toBe(200);
  return body<WireAddressBookLinkResponse>(res);
};
const unlink = (c: Client, mutationId = `unlink-${(mutation += 1)}`) => c.post(ContactsPath.unlink, undefined, { mutationId });
const history = (c: Client, cursor?: string) =>
  c.get(`${ContactsPath.history}?__a=1${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`, JSON_ACCEPT);
const matchesOf = async (c: Client) => body<WireContactMatchesResponse>(await c.get(ContactsPath.matches, JSON_ACCEPT));
const expect400 = async (res: Response, field: string) => {
  expect(res.status).toBe(400);
  const b = await body<{ status: string; error_type: string; message: string }>(res);
  expect(b).toMatchObject({ status: 'fail', error_type: 'bad_request' });
  expect(b.message.startsWith(`${field}:`)).toBe(true);
};

describe('contact syncing (001 §6 /accounts/address_book/link/ and /unlink/)', () => {
  it('needs a login for all four calls (401)', async () => {
    const anon = await visitor(server);
    expect((await link(anon, [{ name: 'x', email_addresses: [emailOf('bob.b')] }])).status).toBe(401);
    expect((await unlink(anon)).status).toBe(401);
    expect((await anon.get(ContactsPath.matches, JSON_ACCEPT)).status).toBe(401);
    const res = await history(anon);
    expect(res.status).toBe(401);
    expect(await body(res)).toMatchObject({ status: 'fail', error_type: 'login_required' });
  });

  it('keeps the points and answers the accounts: emails in any case, confirmed phones in any format; not oneself, an unconfirmed phone or a block either way', async () => {
    const c = await loggedIn(server, 'alice');
    const res = await linked(c, [
      { name: '  Bobby \n  B. ', email_addresses: [`  ${emailOf('bob.b').toUpperCase()} `] },
      { name: 'Carol', phone_numbers: ['(415) 555-0101'] },
      { name: 'Carol work', phone_numbers: ['+1 415-555-0101', '0014155550101'] }, // the same number twice more
      { name: 'Dave', phone_numbers: ['415 555 0102'] }, // dave's number is not confirmed
      { name: 'Eve', email_addresses: [emailOf('eve')], phone_numbers: ['+14155550103'] }, // eve blocked alice
      { name: 'Frank', email_addresses: [emailOf('frank')] }, // alice blocked frank
      { name: 'Me', email_addresses: [emailOf('alice')] },
      { name: 'Gina', email_addresses: [emailOf('gina')] }, // followed: listed last
      { name: 'Nobody', phone_numbers: ['call me'], email_addresses: ['not-an-email', 'a@b'] },
      { email_addresses: ['stranger@example.org'] },
    ]);
    // Valid and distinct: bob, carol's number, dave's, eve's email and number, frank, alice, gina, stranger.
    expect([res.uploaded, res.skipped, res.total]).toEqual([9, 3, 9]);
    expect(res.matches.map((m) => [m.user.username, m.contact_name, m.user.followed_by_viewer])).toEqual([
      ['bob.b', 'Bobby B.', false],
      ['carol', 'Carol', false],
      ['gina', 'Gina', true],
    ]);
    const now = await matchesOf(c);
    expect(now.total).toBe(9);
    expect(now.matches).toEqual(res.matches);

    // The history has every point normalised; a later upload keeps the first time and takes a new non-empty name only.
    const first = await body<WireContactHistoryResponse>(await history(c));
    const carolAt = first.items.find((i) => i.value === '+14155550101');
    expect(carolAt).toMatchObject({ kind: 'phone', name: 'Carol' });
    expect(first.items.find((i) => i.kind === 'email' && i.value === emailOf('bob.b').toLowerCase())).toBeDefined();
    expect(first.items.some((i) => i.value === 'stranger@example.org' && i.name === '')).toBe(true);
    clock.advance(5_000);
    await linked(c, [{ name: 'Caroline', phone_numbers: ['+14155550101'] }, { name: '', email_addresses: [emailOf('gina')] }]);
    const again = await body<WireContactHistoryResponse>(await history(c));
    expect(again.items.find((i) => i.value === '+14155550101')).toEqual({ ...carolAt, name: 'Caroline' });
    expect(again.items.find((i) => i.value === emailOf('gina'))?.name).toBe('Gina');
    expect(again.total).toBe(9);
  });

  it('counts what is neither a phone number nor an email as skipped, and cuts and tidies names', async () => {
    const c = await loggedIn(server, 'other');
    const long = 'Ω'.repeat(ContactLimits.nameLength + 20);
    const res = await linked(c, [
      { name: long, phone_numbers: ['12', '+0 123 4567', '555-CALL-NOW', '+1 (212) 555-0100'] },
      { name: '\tTab\u0007bed\u202E  name\r\n', email_addresses: ['x@y.z', 'good@Example.ORG', ''] },
      { name: null as unknown as string, phone_numbers: null as unknown as string[] },
    ]);
    expect([res.uploaded, res.skipped, res.total]).toEqual([2, 5, 2]);
    const items = (await body<WireContactHistoryResponse>(await history(c))).items;
    expect(items.map((i) => [i.kind, i.value, i.name]).sort()).toEqual([
      ['email', 'good@example.org', 'Tab bed name'],
      ['phone', '+12125550100', 'Ω'.repeat(ContactLimits.nameLength)],
    ]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const c = await loggedIn(server, 'dave');
    const contact = (over: Record<string, unknown>) => [{ name: 'A', ...over }];
    await expect400(await c.post(ContactsPath.link, {}, { mutationId: 'bad-0' }), 'contacts');
    await expect400(await link(c, 'not json ['), 'contacts');
    await expect400(await link(c, '{"name":"A"}'), 'contacts');
    await expect400(await link(c, '"text"'), 'contacts');
    await expect400(await link(c, Array.from({ length: ContactLimits.perUpload + 1 }, () => ({ name: 'A' }))), 'contacts');
    const many = Array.from({ length: ContactLimits.pointsPerContact + 1 }, (_, i) => `+1415555${String(1000 + i)}`);
    await expect400(await link(c, [{ name: 'ok' }, ...contact({ phone_numbers: many })]), 'contacts.1.phone_numbers');
    await expect400(await link(c, contact({ email_addresses: many.map((p) => `${p.slice(1)}@example.org`) })), 'contacts.0.email_addresses');
    await expect400(await link(c, contact({ name: 5 })), 'contacts.0.name');
    await expect400(await link(c, contact({ phone_numbers: '+14155550100' })), 'contacts.0.phone_numbers');
    await expect400(await link(c, contact({ phone_numbers: [14155550100] })), 'contacts.0.phone_numbers.0');
    await expect400(await link(c, contact({ email_addresses: [{ a: 1 }] })), 'contacts.0.email_addresses.0');
    await expect400(await link(c, ['a@b.example']), 'contacts.0');
    // A JSON body may carry the array itself; the same rules hold.
    await expect400(await link(c, [{ name: 5 }], { json: true }), 'contacts.0.name');
    expect(kept('dave')).toBe(0);
    const res = await link(c, [{ name: 'Ok', email_addresses: ['ok@example.org'] }], { json: true });
    expect(await body(res)).toMatchObject({ status: 'ok', uploaded: 1, total: 1 });
  });

  it(`keeps at most ${ContactLimits.keptPerPerson} points a person: an upload past it is refused whole (400), large bodies pass, absurd ones are 413`, async () => {
    const c = await loggedIn(server, 'capped');
    const phones = (from: number, n: number) => Array.from({ length: n }, (_, i) => `+1 212 ${String(from + i).padStart(7, '0')}`);
    // 500 contacts of 10 numbers each: 5,000 points, the cap, in two calls.
    const full = Array.from({ length: ContactLimits.perUpload }, (_, i) => ({ name: `Contact ${i}`, phone_numbers: phones(1_000_000 + i * 10, 10) }));
    const first = await linked(c, full.slice(0, 250));
    expect(first.total).toBe(2500);
    // 250 again (no new point) and 250 new: exactly the cap.
    const second = await linked(c, full);
    expect([second.uploaded, second.total]).toEqual([5000, ContactLimits.keptPerPerson]);
    const over = await link(c, [{ name: 'One more', phone_numbers: phones(3_000_000, 1) }, { name: 'Known', phone_numbers: phones(1_000_000, 1) }]);
    await expect400(over, 'contacts');
    expect(kept('capped')).toBe(ContactLimits.keptPerPerson);
    expect((await body<WireContactHistoryResponse>(await history(c))).items.some((i) => i.name === 'One more')).toBe(false);
    // Already kept points only: still fine at the cap.
    expect((await linked(c, [{ name: 'Known', phone_numbers: phones(1_000_000, 1) }])).total).toBe(ContactLimits.keptPerPerson);

    // The largest real pick: 500 contacts × 10 long emails and 10 numbers, form-encoded (over the usual 1 MB).
    const big = Array.from({ length: ContactLimits.perUpload }, (_, i) => ({
      name: `Someone with a long name ${i}`.padEnd(ContactLimits.nameLength, '.'),
      email_addresses: Array.from({ length: 10 }, (_, j) => `${'x'.repeat(150)}.${i}.${j}@a-rather-long-domain-name.example.org`),
      phone_numbers: phones(5_000_000 + i * 10, 10),
    }));
    const payload = new URLSearchParams({ contacts: JSON.stringify(big) }).toString();
    expect(payload.length).toBeGreaterThan(1_000_000);
    const bigRes = await link(c, big);
    await expect400(bigRes, 'contacts'); // past the cap, but read whole: not a 413
    const absurd = await c.post(ContactsPath.link, { contacts: 'x'.repeat(5_000_000) }, { mutationId: 'absurd' });
    expect(absurd.status).toBe(413);
    expect(await body(absurd)).toMatchObject({ status: 'fail', error_type: 'payload_too_large' });
  });

  it(`counts at most ${ContactLimits.newPerDay} new points a day, Delete all or not (429 with Retry-After, nothing stored); a re-upload of what is kept costs nothing`, async () => {
    const c = await loggedIn(server, 'quota');
    const phones = (from: number, n: number) => Array.from({ length: n }, (_, i) => `+1 312 ${String(from + i).padStart(7, '0')}`);
    const batch = (from: number) => Array.from({ length: 250 }, (_, i) => ({ name: `Q ${from} ${i}`, phone_numbers: phones(from + i * 10, 10) }));
    await linked(c, batch(1_000_000)); // 2,500 new
    await linked(c, batch(1_000_000)); // the same again: nothing new
    expect((await linked(c, batch(2_000_000))).total).toBe(5000); // 2,500 new: the day's 5,000
    expect(await body<WireAddressBookUnlinkResponse>(await unlink(c))).toMatchObject({ deleted: 5000 });
    // Deleted, but counted: one new point more today is refused, and nothing of it stays.
    const over = await link(c, [{ name: 'One more', email_addresses: ['one.more@example.org'] }]);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await body(over)).toMatchObject({ status: 'fail', error_type: 'rate_limited' });
    expect(kept('quota')).toBe(0);
    // A day later the window starts again.
    clock.advance(24 * 60 * 60_000);
    expect((await linked(c, [{ name: 'One more', email_addresses: ['one.more@example.org'] }])).total).toBe(1);
  });

  it('answers a repeat of the same X-Mutation-Id with the first result (link and unlink)', async () => {
    const c = await loggedIn(server, 'replay');
    const first = await link(c, [{ name: 'Bob', email_addresses: [emailOf('bob.b')] }], { mutationId: 'same-link' });
    expect(first.status).toBe(200);
    const firstBody = await body<WireAddressBookLinkResponse>(first);
    const repeat = await link(c, [{ name: 'Other', email_addresses: ['someone@example.org', 'more@example.org'] }], { mutationId: 'same-link' });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('x-mutation-replayed')).toBe('1');
    expect(await body(repeat)).toEqual(firstBody);
    expect(kept('replay')).toBe(1);
    const gone = await body<WireAddressBookUnlinkResponse>(await unlink(c, 'same-unlink'));
    expect(gone).toEqual({ status: 'ok', deleted: 1 });
    await linked(c, [{ name: 'Again', email_addresses: ['again@example.org'] }]);
    expect(await body(await unlink(c, 'same-unlink'))).toEqual(gone);
    expect(kept('replay')).toBe(1);
  });

  it("unlink deletes everything kept for the caller and nothing of anyone else's", async () => {
    const a = await loggedIn(server, 'bob.b');
    const b = await loggedIn(server, 'eve');
    await linked(a, [{ name: 'Carol', phone_numbers: ['+14155550101'], email_addresses: ['c@example.org'] }]);
    await linked(b, [{ name: 'Carol', phone_numbers: ['+14155550101'] }]);
    expect(await body(await unlink(a))).toEqual({ status: 'ok', deleted: 2 });
    expect(await matchesOf(a)).toEqual({ status: 'ok', total: 0, matches: [] });
    expect((await body<WireContactHistoryResponse>(await history(a))).items).toEqual([]);
    expect(await body(await unlink(a))).toEqual({ status: 'ok', deleted: 0 });
    const others = await matchesOf(b);
    expect([others.total, others.matches.map((m) => m.user.username)]).toEqual([1, ['carol']]);
  });

  it('pages the history newest first, then by value, with an opaque cursor; a bad cursor is 400', async () => {
    const c = await loggedIn(server, 'pager');
    const all: string[] = [];
    for (let pick = 0; pick < 3; pick += 1) {
      const emails = Array.from({ length: 40 }, (_, i) => `p${pick}-${String(i).padStart(2, '0')}@example.org`);
      all.push(...emails);
      await linked(c, emails.map((e) => ({ name: e, email_addresses: [e] })));
      clock.advance(2_000);
    }
    const pages: WireContactHistoryResponse[] = [];
    let cursor: string | undefined;
    do {
      const page = await body<WireContactHistoryResponse>(await history(c, cursor));
      pages.push(page);
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
    expect(pages.map((p) => p.items.length)).toEqual([ContactLimits.historyPage, ContactLimits.historyPage, 120 - 2 * ContactLimits.historyPage]);
    expect(pages.every((p) => p.total === 120)).toBe(true);
    const seen = pages.flatMap((p) => p.items);
    // Newest pick first, each pick by value.
    const expected = [2, 1, 0].flatMap((pick) => all.filter((e) => e.startsWith(`p${pick}-`)).sort());
    expect(seen.map((i) => i.value)).toEqual(expected);
    expect(new Set(seen.map((i) => i.uploaded_at)).size).toBe(3);

    for (const bad of ['DROP TABLE', 'bm90IGpzb24', Buffer.from('[1,"fax","x"]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url'), 'A'.repeat(2000)]) {
      await expect400(await history(c, bad), 'cursor');
    }
    await expect400(await c.get(`${ContactsPath.history}?__a=1&cursor=a&cursor=b`, JSON_ACCEPT), 'cursor');
  });

  it("never shows one person's contacts to another", async () => {
    const a = await loggedIn(server, 'gina');
    await linked(a, [{ name: 'Bob', email_addresses: [emailOf('bob.b')] }]);
    const b = await loggedIn(server, 'frank');
    expect(await matchesOf(b)).toEqual({ status: 'ok', total: 0, matches: [] });
    expect(await body(await history(b))).toEqual({ status: 'ok', total: 0, items: [], next_cursor: null });
    expect((await matchesOf(a)).matches.map((m) => m.user.username)).toEqual(['bob.b']);
  });

  it('is rate limited: contactUploads 10 a minute, contactReads 60 a minute (429 with Retry-After)', async () => {
    const c = await loggedIn(server, 'limited');
    for (let i = 0; i < 10; i += 1) await linked(c, [{ name: `n${i}`, email_addresses: [`n${i}@example.org`] }]);
    const refused = await link(c, [{ name: 'n10', email_addresses: ['n10@example.org'] }]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await body(refused)).toMatchObject({ status: 'fail', error_type: 'rate_limited' });
    // Deleting everything has a limit of its own: never kept waiting behind the uploads.
    expect((await unlink(c)).status).toBe(200);
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (i % 2 === 0 ? await history(c) : await c.get(ContactsPath.matches, JSON_ACCEPT)).status;
    expect(last).toBe(429);
    clock.advance(61_000);
    expect((await history(c)).status).toBe(200);
    expect((await link(c, [{ name: 'n10', email_addresses: ['n10@example.org'] }])).status).toBe(200);
  });

  it('serves the page (the app shell) at /accounts/contact_history/ without __a', async () => {
    const c = await loggedIn(server, 'alice');
    const page = await c.get(ContactsPath.history, { accept: 'text/html' });
    // This test server has no build: the shell's own answer.
    expect([page.status, await page.text()]).toEqual([503, 'Run npm run build first']);
    const anon = await visitor(server);
    expect((await anon.get(ContactsPath.history, { accept: 'text/html' })).status).toBe(503);
  });

  it('suggests the accounts of the contacts first ("In your contacts"), not those followed, requested, blocked or dismissed', async () => {
    const c = await loggedIn(server, 'suggest');
    const ctx = server.app.lumen;
    ctx.repos.follows.set(id('suggest'), id('gina'), 'following', nowSeconds(ctx));
    ctx.repos.follows.set(id('suggest'), id('other'), 'requested', nowSeconds(ctx));
    ctx.repos.blocks.block(id('suggest'), id('pager'), nowSeconds(ctx));
    await linked(c, ['bob.b', 'carol', 'gina', 'other', 'pager', 'dave'].map((n) => ({ name: n, email_addresses: [emailOf(n)] })));
    const suggested = async () =>
      (await query<WireSuggestionsResponse>(c, 'suggestions', { first: 30 })).body.data.user.edge_suggested_users.edges.map((e) => e.node);
    const before = await suggested();
    const fromContacts = before.filter((n) => n.reason === 'contacts');
    expect(fromContacts.map((n) => n.user.username).sort()).toEqual(['bob.b', 'carol', 'dave']);
    expect(before.slice(0, 3).map((n) => n.reason)).toEqual(['contacts', 'contacts', 'contacts']);
    expect(fromContacts.every((n) => n.description === 'In your contacts')).toBe(true);
    expect(before.filter((n) => n.user.username === 'bob.b')).toHaveLength(1);
    expect((await c.post(PeoplePath.aysfDismiss, { target_id: String(id('carol')) })).status).toBe(200);
    expect((await suggested()).filter((n) => n.reason === 'contacts').map((n) => n.user.username).sort()).toEqual(['bob.b', 'dave']);
  });
});
