import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cookie } from '../../sync/api/headers';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { clearSessionCookies, CookieMaxAge, issueCsrfCookie, setSessionCookies } from '../http/cookies';
import { csrfKey } from '../http/csrf-token';
import { hashToken, newSessionToken } from './tokens';

/** Logs the user in: a new session (stored hashed), session cookies and a csrftoken bound to it. */
export function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow): void {
  if (req.sessionHash) ctx.repos.sessions.delete(req.sessionHash);
  const token = newSessionToken();
  const hash = hashToken(token);
  const now = nowSeconds(ctx);
  ctx.repos.sessions.create(hash, user.id, now, now + CookieMaxAge.session);
  setSessionCookies(req, reply, token, user.id);
  req.viewer = user;
  req.sessionHash = hash;
  issueCsrfCookie(req, reply, csrfKey(ctx.keys.hmacSecret));
}

/** Logs out: the session row is deleted, the cookies cleared and the csrftoken bound to the mid again. */
export function endSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): void {
  const token = req.cookies[Cookie.session];
  if (token !== undefined) ctx.repos.sessions.delete(hashToken(token));
  clearSessionCookies(req, reply);
  req.viewer = null;
  req.sessionHash = null;
  issueCsrfCookie(req, reply, csrfKey(ctx.keys.hmacSecret));
}
