import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cookie } from '../../sync/api/headers';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { clearSessionCookies, CookieMaxAge, issueCsrfCookie, setSessionCookies } from '../http/cookies';
import { csrfKey } from '../http/csrf-token';
import { hashToken, newSessionToken } from './tokens';

const MAX_USER_AGENT = 512;

/** Logs the user in: a new session (stored hashed), session cookies and a csrftoken bound to it. */
export function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow): void {
  if (req.sessionHash) ctx.repos.sessions.delete(req.sessionHash);
  const token = newSessionToken();
  const hash = hashToken(token);
  const now = nowSeconds(ctx);
  // Login activity's device and place (routes/login-activity.ts); a User-Agent is cut to a sane length.
  const userAgent = (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT);
  ctx.repos.sessions.create(hash, user.id, now, now + CookieMaxAge.session, { userAgent, ip: req.ip });
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
