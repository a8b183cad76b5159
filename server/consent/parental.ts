import type { FastifyRequest } from 'fastify';
import { AuthErrorType } from '../../sync/api/auth-wire';
import { AuthLink } from '../../sync/api/auth-paths';
import type { AppContext } from '../app-context';
import { EntryTtl } from '../auth/entry-limits';
import { flowError, tooMany } from '../auth/flow-errors';
import { absoluteLink } from '../auth/links';
import type { OneTimeCodeRow } from '../db/types';
import { Messages } from '../mail/messages';
import type { ConsentSession } from './flow';

/**
 * Parental consent by email (000 §4 "send parental email"; 000 §5 "Parental consent email
 * must be valid"). The guardian gets a link /accounts/ask_a_parent/?nonce=&pc_id= valid for
 * 7 days and usable once; a new email revokes older links. pc_id is the consent session id.
 */
export const PARENTAL = 'parental_consent';

const nonceHash = (ctx: AppContext, nonce: string) => ctx.entry.hash(PARENTAL, '', nonce);

export async function sendParentalEmail(ctx: AppContext, s: ConsentSession, email: string): Promise<void> {
  const wait = ctx.entry.limits.parentalEmailsPerSession.take(s.id);
  if (wait > 0) throw tooMany(wait, 'Please wait before sending another request.');
  const nonce = ctx.entry.secrets.token();
  const now = ctx.now();
  ctx.entry.stores.codes.revokeAll(PARENTAL, s.id, now);
  ctx.entry.stores.codes.create({
    purpose: PARENTAL,
    subject: s.id,
    codeHash: nonceHash(ctx, nonce),
    userId: s.userId,
    data: '{}',
    createdMs: now,
    expiresMs: now + EntryTtl.parentalNonceMs,
  });
  const link = absoluteLink(ctx, AuthLink.askAParent, { nonce, pc_id: s.id });
  await ctx.entry.sender.send(Messages.parentalConsent(email, link));
}

/** The live nonce row and its session, or 400 invalid_parental_consent_nonce. */
export function readParentalNonce(
  ctx: AppContext,
  req: FastifyRequest,
  nonce: string,
  pcId: string | undefined,
): { row: OneTimeCodeRow; session: ConsentSession } {
  const failures = ctx.entry.limits.tokenFailuresPerIp;
  const wait = failures.wait(req.ip);
  if (wait > 0) throw tooMany(wait);
  const row = ctx.entry.stores.codes.byHash(PARENTAL, nonceHash(ctx, nonce));
  const live = row && row.usedMs === null && row.expiresMs > ctx.now() && (pcId === undefined || pcId === '' || pcId === row.subject);
  const session = live ? ctx.entry.stores.consent.byId(row.subject) : undefined;
  if (!row || !session) {
    failures.hit(req.ip);
    throw flowError(400, AuthErrorType.invalidParentalNonce, 'This link is no longer valid.');
  }
  return { row, session };
}
