import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cookie } from '../../sync/api/headers';
import { csrfSubject, mintCsrfToken } from './csrf-token';

/** Cookie lifetimes (our choice): csrftoken and mid 1 year, session 90 days. */
export const CookieMaxAge = {
  csrf: 365 * 24 * 3600,
  mid: 10 * 365 * 24 * 3600,
  session: 90 * 24 * 3600,
} as const;

/** Secure when the request came over https or PUBLIC_URL is https (installConventions sets it; issue 11). */
const base = (req: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: req.secureCookies });

export function setCsrfCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  req.csrfToken = token;
  reply.setCookie(Cookie.csrf, token, { ...base(req), maxAge: CookieMaxAge.csrf });
}

/** A fresh csrftoken for who the request now is (its session, else its mid): login and logout call it. */
export const issueCsrfCookie = (req: FastifyRequest, reply: FastifyReply, key: Buffer): void =>
  setCsrfCookie(req, reply, mintCsrfToken(key, csrfSubject(req.sessionHash, req.machineId)));

export function setMidCookie(req: FastifyRequest, reply: FastifyReply, mid: string): void {
  req.machineId = mid;
  reply.setCookie(Cookie.mid, mid, { ...base(req), maxAge: CookieMaxAge.mid });
}

export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, token: string, userId: number): void {
  reply.setCookie(Cookie.session, token, { ...base(req), httpOnly: true, maxAge: CookieMaxAge.session });
  reply.setCookie(Cookie.userId, String(userId), { ...base(req), maxAge: CookieMaxAge.session });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(Cookie.session, base(req));
  reply.clearCookie(Cookie.userId, base(req));
}
