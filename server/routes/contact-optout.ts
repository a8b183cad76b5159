import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ContactOptoutLimits, ContactOptoutPath } from '../../sync/api/contact-optout-wire';
import type { WireContactOptoutRequestResponse, WireContactOptoutStatusResponse } from '../../sync/api/contact-optout-wire';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { absoluteLink } from '../auth/links';
import { createWindowLimiter } from '../auth/rate-limit';
import { contactOptoutKeys, maskContactPoint } from '../contacts/contact-optout-keys';
import { contactEmail } from '../contacts/contact-points';
import type { ContactOptoutLinkRow } from '../db/sqlite-contact-optouts';
import { badRequest, notFound, rateLimited } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import type { OutgoingMessage } from '../mail/sender';
import { normalizePhone } from '../signup/phone';
import { appShellHandler } from './app-shell';

/**
 * Added (contacts): the contact opt-out (001 §2 "/invites/contact_optout/ and its status page",
 * §6 "/invites/contact_optout_confirmed/ {hashed_contact, signature}"; wire
 * sync/api/contact-optout-wire.ts; server/README.md "Contacts", "Contact opt-out"). No login
 * needed (a logged-in caller is served the same); unsafe methods carry the CSRF token as every
 * POST does (http/conventions.ts). Bodies form-encoded or JSON.
 * - GET page, confirmed, status (without __a): the app's HTML.
 * - POST request {contact_point}: a phone number or an email, normalised as contact syncing
 *   does; anything else 400 `contact_point: …`. A link to the confirmed page
 *   (?hashed_contact&signature) is mailed or texted to it, and the answer is the same
 *   {status, sent_to} whether the point belongs to an account or not. 429 past
 *   linksPerPointPerDay links to the point in its 24-hour window, or requestsPerAddressPerHour
 *   requests from the address (nothing sent, nothing stored).
 * - POST confirmed {hashed_contact, signature, opt_in?}: opted out (the point deleted from every
 *   uploaded address book and its plaintext with it), or with opt_in back in →
 *   WireContactOptoutStatusResponse. 400 `signature: …` for a link not ours; 404 for a link
 *   whose point is neither pending nor opted out.
 * - GET status?__a=1&hashed_contact&signature → WireContactOptoutStatusResponse, the same 400/404.
 * Reading and using links is counted per address too (linkChecksPerAddressPerHour, 429). A
 * link lives PENDING_LINK_SECONDS from its sending (its signature holds the time): older, 404.
 */

const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;
/** Pending links whose latest request is older than this are deleted (with their plaintext). */
export const PENDING_LINK_SECONDS = 7 * DAY_SECONDS;

const RequestBody = z.object({ contact_point: formText.optional() });
const ConfirmBody = z.object({
  hashed_contact: formText.optional(),
  signature: formText.optional(),
  opt_in: formText.optional(),
});

const NOT_A_POINT = 'contact_point: enter a phone number or email';
const BAD_LINK = "signature: this link isn't valid";
const STALE_LINK = "this link isn't valid anymore";

/** A phone number or an email, normalised as contact syncing keeps it; null when neither. */
export function readOptoutPoint(raw: string): { kind: WireContactPointKind; value: string } | null {
  const text = raw.trim();
  if (text === '') return null;
  if (text.includes('@')) {
    const email = contactEmail(text);
    return email === null ? null : { kind: 'email', value: email };
  }
  const phone = normalizePhone(text);
  return phone === null ? null : { kind: 'phone', value: phone };
}

/** opt_in: 1 or true (any case) opts back in; absent, '', 0 or false opts out; anything else 400. */
function readOptIn(raw: string | undefined): boolean {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '' || v === '0' || v === 'false') return false;
  throw badRequest('opt_in: expected 1 or 0');
}

export function optoutMessage(kind: WireContactPointKind, to: string, link: string): OutgoingMessage {
  const what = kind === 'email' ? 'email' : 'phone number';
  const text = `Someone asked Lumen not to keep this ${what} from the contacts people upload. To confirm, open: ${link}. If it wasn't you, ignore this message.`;
  return { to, kind: kind === 'email' ? 'email' : 'sms', subject: 'Confirm your Lumen contact opt-out', text, link };
}

export function contactOptoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const repo = ctx.repos.contactOptouts;
  const keys = contactOptoutKeys(ctx.keys.hmacSecret);
  const page = appShellHandler(ctx);
  const perAddress = createWindowLimiter({ max: ContactOptoutLimits.requestsPerAddressPerHour, windowMs: HOUR_MS }, () => ctx.now());
  const checksPerAddress = createWindowLimiter({ max: ContactOptoutLimits.linkChecksPerAddressPerHour, windowMs: HOUR_MS }, () => ctx.now());
  const tooMany = (waitMs: number) => rateLimited(waitMs, "You've asked for a lot of links. Try again later.");
  /** A link read or used: counted per address (the signature leaves nothing to guess; this bounds a script's load). */
  const checkLink = (ip: string): void => {
    const wait = checksPerAddress.take(ip);
    if (wait > 0) throw rateLimited(wait, 'Please wait a few minutes before you try again.');
  };

  /** Deletes the pending links past their days, with their plaintext. */
  const prune = (now: number): void => void repo.pruneLinks(now - PENDING_LINK_SECONDS);
  /**
   * The link's hash when its signature is ours (else 400) and it is not older than a pending link
   * lives (else 404). Pending links past their days are deleted first, with their plaintext.
   */
  const verified = (hashed: unknown, signature: unknown, now: number): string => {
    prune(now);
    if (typeof hashed !== 'string' || typeof signature !== 'string') throw badRequest(BAD_LINK);
    const h = hashed.trim().toLowerCase();
    const issuedAt = keys.verify(h, signature.trim().toLowerCase());
    if (issuedAt === null) throw badRequest(BAD_LINK);
    if (now - issuedAt > PENDING_LINK_SECONDS) throw notFound(STALE_LINK);
    return h;
  };
  // Links left pending by a server that was stopped are deleted at its next start too.
  prune(nowSeconds(ctx));

  const status = (optedOut: boolean, kind: WireContactPointKind, masked: string): WireContactOptoutStatusResponse => ({
    status: 'ok',
    opted_out: optedOut,
    kind,
    masked,
  });

  // The pages, logged out or in (the client renders them): the app's HTML, as any page path.
  app.get(ContactOptoutPath.page, page);
  app.get(ContactOptoutPath.confirmed, page);

  app.get<{ Querystring: Record<string, unknown> }>(ContactOptoutPath.status, async (req, reply) => {
    if (req.query['__a'] !== '1') return page(req, reply);
    checkLink(req.ip);
    const now = nowSeconds(ctx);
    const h = verified(req.query['hashed_contact'], req.query['signature'], now);
    const optout = repo.optout(h);
    if (optout) return status(true, optout.kind, optout.masked);
    const pending = repo.link(h);
    if (pending) return status(false, pending.kind, pending.masked);
    throw notFound(STALE_LINK);
  });

  app.post(ContactOptoutPath.request, async (req) => {
    const raw = parseInput(RequestBody, req.body).contact_point;
    const point = raw === undefined ? null : readOptoutPoint(raw);
    if (!point) throw badRequest(NOT_A_POINT);
    const hashed = keys.hashedContact(point.kind, point.value);
    const now = nowSeconds(ctx);

    // Both limits are checked before either is taken (nothing of a refused request is kept).
    const addressWait = perAddress.wait(req.ip);
    if (addressWait > 0) throw tooMany(addressWait);
    const link = ctx.repos.transaction((): ContactOptoutLinkRow => {
      const held = repo.link(hashed);
      const current = held && now - held.windowStart < DAY_SECONDS ? held : undefined;
      if (current && current.sends >= ContactOptoutLimits.linksPerPointPerDay) {
        throw tooMany((current.windowStart + DAY_SECONDS - now) * 1000);
      }
      prune(now);
      const row: ContactOptoutLinkRow = {
        hashedContact: hashed,
        kind: point.kind,
        value: point.value,
        masked: maskContactPoint(point.kind, point.value),
        requestedAt: now,
        windowStart: current?.windowStart ?? now,
        sends: (current?.sends ?? 0) + 1,
      };
      repo.putLink(row);
      return row;
    });
    perAddress.hit(req.ip);

    const url = absoluteLink(ctx, ContactOptoutPath.confirmed, { hashed_contact: hashed, signature: keys.sign(hashed, now) });
    await ctx.entry.sender.send(optoutMessage(link.kind, link.value, url));
    const res: WireContactOptoutRequestResponse = { status: 'ok', sent_to: point.kind };
    return res;
  });

  app.post(ContactOptoutPath.confirmed, async (req) => {
    checkLink(req.ip);
    const body = parseInput(ConfirmBody, req.body);
    const now = nowSeconds(ctx);
    const h = verified(body.hashed_contact, body.signature, now);
    const optIn = readOptIn(body.opt_in);
    return ctx.repos.transaction((): WireContactOptoutStatusResponse => {
      const optout = repo.optout(h);
      const pending = repo.link(h);
      const known = optout ?? pending;
      if (!known) throw notFound(STALE_LINK);
      if (optIn) {
        repo.deleteOptout(h);
        return status(false, known.kind, known.masked);
      }
      repo.putOptout({ hashedContact: h, kind: known.kind, masked: known.masked, optedOutAt: now });
      if (pending) {
        repo.deleteFromAddressBooks(pending.kind, pending.value);
        repo.deleteLink(h);
      }
      return status(true, known.kind, known.masked);
    });
  });
}
