import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cookie } from '../../sync/api/headers';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { clearSessionCookies, CookieMaxAge, rotateCsrf, setSessionCookies } from '../http/cookies';
import { hashToken, newSessionToken } from './tokens';

/** Logs the user in: a new session (stored hashed), session cookies and a fresh csrftoken. */
export function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow): void {
  if (req.sessionHash) ctx.repos.sessions.delete(req.sessionHash);
  const token = newSessionToken();
  const hash = hashToken(token);
  const now = nowSeconds(ctx);
  ctx.repos.sessions.create(hash, user.id, now, now + CookieMaxAge.session);
  setSessionCookies(req, reply, token, user.id);
  rotateCsrf(req, reply);
  req.viewer = user;
  req.sessionHash = hash;
}

/** Logs out: the session row is deleted and the cookies cleared. */
export function endSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): void {
  const token = req.cookies[Cookie.session];
  if (token !== undefined) ctx.repos.sessions.delete(hashToken(token));
  clearSessionCookies(req, reply);
  rotateCsrf(req, reply);
  req.viewer = null;
  req.sessionHash = null;
}
