import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ContactLimits, ContactsPath } from '../../sync/api/contacts-wire';
import type {
  WireAddressBookLinkResponse,
  WireAddressBookUnlinkResponse,
  WireContactHistoryResponse,
  WireContactMatch,
  WireContactMatchesResponse,
} from '../../sync/api/contacts-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { contactOptoutKeys } from '../contacts/contact-optout-keys';
import { contactPoints } from '../contacts/contact-points';
import type { ContactHistoryAfter, ContactPoint } from '../db/sqlite-address-book';
import { requireViewer } from '../domain/visibility';
import { listUsers } from '../graphql/serialize-people';
import { badRequest, rateLimited } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { appShellHandler } from './app-shell';

/**
 * Added (contacts): contact syncing (001 §6 "/accounts/address_book/link/ {contacts} and
 * /unlink/", §1 /accounts/contact_history/; wire sync/api/contacts-wire.ts; server/README.md
 * "Contacts"). Logged in (401 otherwise), the caller's own contacts only: every call is bound
 * to the viewer's id, there is no id to ask for someone else's.
 * - POST link {contacts: JSON text of WireContact[] (or, in a JSON body, the array itself)}:
 *   each phone number and email normalised and kept; what is neither is counted in `skipped`.
 *   Through X-Mutation-Id (a repeat answers the first result); ActionRules.contactUploads.
 *   400 naming the field: not JSON, not an array, more than perUpload contacts, more than
 *   pointsPerContact phones or emails on one, a value that is not a string, or more than
 *   keptPerPerson points kept in all after it (nothing stored); 429 past newPerDay new points in
 *   the person's 24-hour window, Delete all or not (nothing stored). A point opted out
 *   (./contact-optout.ts) is not kept, silently: `uploaded` still counts it, so it never matches.
 * - POST unlink: everything kept deleted → {deleted}. X-Mutation-Id; ActionRules.contactDeletions.
 * - GET matches (ours) → {total, matches}; GET /accounts/contact_history/?__a=1[&cursor=] →
 *   the kept points, newest first, historyPage a page; 400 `cursor` for a cursor not ours.
 *   Both ActionRules.contactReads. Without __a the history path is the page (the app's HTML).
 */

/**
 * The link body's limit: perUpload contacts, each with pointsPerContact emails of up to 254
 * characters and as many phone numbers, and a long name, come to about 2 MB form-encoded; the
 * server's usual limit (Limits.maxJsonBodyBytes, 1 MB) would refuse a large but real pick.
 * Beyond this: 413.
 */
export const LINK_BODY_LIMIT = 4_000_000;

const pointList = (what: string) =>
  z
    .array(z.string({ error: 'expected text' }), { error: `expected a list of ${what}` })
    .max(ContactLimits.pointsPerContact, `at most ${ContactLimits.pointsPerContact} ${what} a contact`)
    .nullish();

const Contact = z.object(
  {
    name: z.string({ error: 'expected text' }).nullish(),
    phone_numbers: pointList('phone numbers'),
    email_addresses: pointList('emails'),
  },
  { error: 'expected a contact ({name, phone_numbers, email_addresses})' },
);
const ContactList = z
  .array(Contact, { error: 'expected a JSON array of contacts' })
  .max(ContactLimits.perUpload, `at most ${ContactLimits.perUpload} contacts a call`);

const LinkBody = z.object({
  contacts: z.union([z.string(), z.array(z.unknown())], { error: 'expected the JSON text of a list of contacts' }),
});
const Contacts = z.object({ contacts: ContactList });

/** The contacts of a link body, or 400 naming the field. */
function readContacts(body: unknown): z.output<typeof ContactList> {
  const { contacts } = parseInput(LinkBody, body);
  let list: unknown = contacts;
  if (typeof contacts === 'string') {
    try {
      list = JSON.parse(contacts);
    } catch {
      throw badRequest('contacts: not JSON (expected the JSON text of a list of contacts)');
    }
  }
  return parseInput(Contacts, { contacts: list }).contacts;
}

const HistoryCursor = z.tuple([
  z.number().int().min(0).max(1e12),
  z.enum(['phone', 'email']),
  z.string().min(1).max(400),
]);

export function encodeHistoryCursor(after: ContactHistoryAfter): string {
  return Buffer.from(JSON.stringify([after.uploadedAt, after.kind, after.value]), 'utf8').toString('base64url');
}

function decodeHistoryCursor(raw: unknown): ContactHistoryAfter | null {
  if (raw === undefined || raw === '') return null;
  const refused = () => badRequest('cursor: not a cursor of this list');
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,1000}$/.test(raw)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  const tuple = HistoryCursor.safeParse(parsed);
  if (!tuple.success) throw refused();
  const [uploadedAt, kind, value] = tuple.data;
  return { uploadedAt, kind, value };
}

const DAY_SECONDS = 86_400;

export function contactsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const book = ctx.repos.addressBook;
  const page = appShellHandler(ctx);
  const optouts = ctx.repos.contactOptouts;
  const optoutKeys = contactOptoutKeys(ctx.keys.hmacSecret);

  /** The points that may be kept: those whose holder opted out (contact opt-out) are left out. */
  const notOptedOut = (points: ContactPoint[]): ContactPoint[] => {
    if (points.length === 0 || !optouts.anyOptout()) return points;
    const hashes = points.map((p) => optoutKeys.hashedContact(p.kind, p.value));
    const out = optouts.optedOut(hashes);
    return out.size === 0 ? points : points.filter((_, i) => !out.has(hashes[i] ?? ''));
  };

  /** The accounts of what the viewer keeps, as list users (followed_by_viewer and the rest as everywhere). */
  const matchesOf = (viewerId: number): WireContactMatch[] => {
    const rows = book.matches(viewerId, ContactLimits.matches);
    const users = new Map(listUsers(ctx, viewerId, rows.map((r) => r.userId)).map((u) => [u.id, u]));
    return rows.flatMap((r) => {
      const user = users.get(String(r.userId));
      return user ? [{ user, contact_name: r.contactName }] : [];
    });
  };

  app.post(ContactsPath.link, { bodyLimit: LINK_BODY_LIMIT }, async (req, reply) => {
    const viewer = requireViewer(req);
    const { points, skipped } = contactPoints(readContacts(req.body));
    return sendMutation(
      ctx,
      req,
      reply,
      viewer,
      () => {
        const now = nowSeconds(ctx);
        const before = book.count(viewer.id);
        // Opted-out points are left out silently (`uploaded` below counts them as valid).
        book.upsert(viewer.id, notOptedOut(points), now);
        const total = book.count(viewer.id);
        // Thrown inside the mutation's transaction: nothing of this call stays.
        if (total > ContactLimits.keptPerPerson) {
          throw badRequest(`contacts: at most ${ContactLimits.keptPerPerson} phone numbers and emails are kept in all; with these it would be ${total}`);
        }
        // New points a day, whatever Delete all did meanwhile: uploads are what would let a script
        // walk numbers and emails to learn who has an account (server/README.md "Contacts").
        const day = book.countNew(viewer.id, total - before, now, DAY_SECONDS);
        if (day.points > ContactLimits.newPerDay) {
          throw rateLimited((day.windowStart + DAY_SECONDS - now) * 1000, `You've uploaded a lot of contacts today. Try again tomorrow.`);
        }
        const res: WireAddressBookLinkResponse = { status: 'ok', uploaded: points.length, skipped, total, matches: matchesOf(viewer.id) };
        return ok(res);
      },
      ctx.actionLimits.contactUploads,
    );
  });

  app.post(ContactsPath.unlink, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(
      ctx,
      req,
      reply,
      viewer,
      () => {
        const res: WireAddressBookUnlinkResponse = { status: 'ok', deleted: book.deleteAll(viewer.id) };
        return ok(res);
      },
      ctx.actionLimits.contactDeletions,
    );
  });

  app.get(ContactsPath.matches, async (req) => {
    const viewer = requireViewer(req);
    ctx.actionLimits.contactReads.take(viewer.id);
    const res: WireContactMatchesResponse = { status: 'ok', total: book.count(viewer.id), matches: matchesOf(viewer.id) };
    return res;
  });

  app.get<{ Querystring: { __a?: unknown; cursor?: unknown } }>(ContactsPath.history, async (req, reply) => {
    if (req.query.__a !== '1') return page(req, reply);
    const viewer = requireViewer(req);
    const after = decodeHistoryCursor(req.query.cursor);
    ctx.actionLimits.contactReads.take(viewer.id);
    const rows = book.history(viewer.id, after, ContactLimits.historyPage + 1);
    const shown = rows.slice(0, ContactLimits.historyPage);
    const last = shown[shown.length - 1];
    const res: WireContactHistoryResponse = {
      status: 'ok',
      total: book.count(viewer.id),
      items: shown.map((r) => ({ name: r.name, kind: r.kind, value: r.value, uploaded_at: r.uploadedAt })),
      next_cursor: rows.length > ContactLimits.historyPage && last ? encodeHistoryCursor(last) : null,
    };
    return res;
  });
}
