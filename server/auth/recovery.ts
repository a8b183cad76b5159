import type { FastifyRequest } from 'fastify';
import { AuthLink } from '../../sync/api/auth-paths';
import type { AppContext } from '../app-context';
import type { OneTimeCodeRow, UserRow } from '../db/types';
import { Messages } from '../mail/messages';
import { readContactPoint } from '../signup/contact-points';
import { EntryTtl } from './entry-limits';
import { takeAll } from './flow-errors';
import { absoluteLink } from './links';

/**
 * Account recovery (000 §7 Recovery): the account of a query (username, email or phone),
 * and reset links /accounts/password/reset/confirm/?uid=<user id>&token=<token> by email or
 * SMS. A token lives 1 hour, is used once, and a new link revokes the older ones.
 */
export const PASSWORD_RESET = 'password_reset';

export function findAccount(ctx: AppContext, query: string): UserRow | undefined {
  const point = readContactPoint(query);
  if (!point) return undefined;
  const { users } = ctx.repos;
  if (point.type === 'email') return users.byEmail(point.value);
  if (point.type === 'phone') {
    const id = ctx.entry.stores.phones.userIdByPhone(point.value);
    return id === undefined ? users.byUsername(query.trim().toLowerCase()) : users.byId(id);
  }
  return users.byUsername(point.value);
}

const tokenHash = (ctx: AppContext, uid: string, token: string) => ctx.entry.hash(PASSWORD_RESET, uid, token);

export async function sendResetLink(
  ctx: AppContext,
  req: FastifyRequest,
  user: UserRow,
  kind: 'email' | 'sms',
  to: string,
): Promise<void> {
  const { limits, stores } = ctx.entry;
  const key = `u:${user.id}`;
  takeAll(
    [
      { limiter: limits.recoveryCooldown, key },
      { limiter: limits.recoveryPerUser, key },
      { limiter: limits.recoveryPerIp, key: req.ip },
      ...(kind === 'sms' ? [{ limiter: limits.smsPerNumber, key: to }] : []),
    ],
    'Please wait before asking for another link.',
  );
  const token = ctx.entry.secrets.token();
  const uid = String(user.id);
  const now = ctx.now();
  stores.codes.revokeAll(PASSWORD_RESET, uid, now);
  stores.codes.create({
    purpose: PASSWORD_RESET,
    subject: uid,
    codeHash: tokenHash(ctx, uid, token),
    userId: user.id,
    data: '{}',
    createdMs: now,
    expiresMs: now + EntryTtl.resetTokenMs,
  });
  const link = absoluteLink(ctx, AuthLink.passwordResetConfirm, { uid, token });
  await ctx.entry.sender.send(Messages.passwordReset(to, kind, user.username, link));
}

/** The live reset token of this uid, or undefined. */
export function findResetToken(ctx: AppContext, uid: string, token: string): OneTimeCodeRow | undefined {
  const row = ctx.entry.stores.codes.byHash(PASSWORD_RESET, tokenHash(ctx, uid, token));
  return row && row.subject === uid && row.usedMs === null && row.expiresMs > ctx.now() ? row : undefined;
}
