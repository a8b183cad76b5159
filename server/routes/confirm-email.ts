import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthLink, AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError, takeAll, tooMany } from '../auth/flow-errors';
import { absoluteLink } from '../auth/links';
import type { OutgoingMessage } from '../mail/sender';
import { formText, parseInput } from '../http/validate';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * Email confirmation (000 §7 "POST /accounts/send_confirm_email/", payload not shown; 000 §2
 * /accounts/confirm_email/ is the page the link opens):
 * - POST /accounts/send_confirm_email/ {email?} → {status: ok}. Mails
 *   /accounts/confirm_email/?code=<token>&uid=<user id> to the account with that email (logged
 *   in: the viewer's own email when none is given). Unknown addresses answer ok too and get
 *   nothing (no enumeration); 400 invalid_email; 429 as recovery links (1 a minute, 5 an hour
 *   per account, 30 an hour per address).
 * - POST /accounts/confirm_email/ajax/ {code, uid} → {status: ok, email}; 400
 *   invalid_confirm_email_link when unknown, used, older than 7 days, or the account's email
 *   changed since. The used code row is the record of the confirmation (used_ms).
 * Tokens are stored as HMACs only; a new link revokes the older ones of the account.
 */
export const CONFIRM_EMAIL = 'confirm_email';
/** Ours: a confirmation link lives 7 days. */
export const CONFIRM_EMAIL_TTL_MS = 7 * 24 * 60 * 60_000;

const SendBody = z.object({ email: formText.optional() });
const ConfirmBody = z.object({ code: formText, uid: formText });

const message = (to: string, username: string, link: string): OutgoingMessage => ({
  to,
  kind: 'email',
  subject: 'Confirm your email address for Lumen',
  text: `Hi ${username},\n\nPlease confirm that ${to} is your email address by opening this link within 7 days:\n\n${link}\n\nIf you didn't ask for this, you can ignore this message.`,
  link,
});

const invalidLink = () =>
  flowError(400, AuthErrorType.invalidConfirmEmailLink, 'This confirmation link has expired or was already used. Ask for a new one.');

export function confirmEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limits, stores } = ctx.entry;
  const tokenHash = (uid: string, token: string) => ctx.entry.hash(CONFIRM_EMAIL, uid, token);

  app.post(AuthPath.sendConfirmEmail, async (req) => {
    const given = parseInput(SendBody, req.body).email ?? '';
    const email = normalizeEmail(given === '' ? (req.viewer?.email ?? '') : given);
    if (!EMAIL_PATTERN.test(email)) throw flowError(400, AuthErrorType.invalidEmail, 'Enter a valid email address.');
    const user = ctx.repos.users.byEmail(email);
    const ipCheck = { limiter: limits.recoveryPerIp, key: `confirm:${req.ip}` };
    if (!user) {
      takeAll([ipCheck]);
      return { status: 'ok' as const };
    }
    const key = `confirm:u:${user.id}`;
    takeAll([{ limiter: limits.recoveryCooldown, key }, { limiter: limits.recoveryPerUser, key }, ipCheck], 'Please wait before asking for another email.');
    const uid = String(user.id);
    const token = ctx.entry.secrets.token();
    const now = ctx.now();
    stores.codes.revokeAll(CONFIRM_EMAIL, uid, now);
    stores.codes.create({
      purpose: CONFIRM_EMAIL,
      subject: uid,
      codeHash: tokenHash(uid, token),
      userId: user.id,
      data: JSON.stringify({ email }),
      createdMs: now,
      expiresMs: now + CONFIRM_EMAIL_TTL_MS,
    });
    await ctx.entry.sender.send(message(email, user.username, absoluteLink(ctx, AuthLink.confirmEmail, { code: token, uid })));
    return { status: 'ok' as const };
  });

  app.post(AuthPath.confirmEmail, async (req) => {
    const body = parseInput(ConfirmBody, req.body);
    const wait = limits.tokenFailuresPerIp.wait(req.ip);
    if (wait > 0) throw tooMany(wait);
    const row = stores.codes.byHash(CONFIRM_EMAIL, tokenHash(body.uid, body.code));
    const user = row?.userId == null ? undefined : ctx.repos.users.byId(row.userId);
    const sentTo = row ? (JSON.parse(row.data) as { email?: string }).email : undefined;
    const live = row && row.subject === body.uid && row.usedMs === null && row.expiresMs > ctx.now();
    const sameEmail = user?.email != null && sentTo !== undefined && normalizeEmail(user.email) === sentTo;
    if (!row || !live || !sameEmail || !stores.codes.markUsed(row.id, ctx.now())) {
      limits.tokenFailuresPerIp.hit(req.ip);
      throw invalidLink();
    }
    return { status: 'ok' as const, email: sentTo };
  });
}
