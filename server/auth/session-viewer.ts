import type { FastifyRequest } from 'fastify';
import { Cookie } from '../../sync/api/headers';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { hashToken } from './tokens';

/**
 * The viewer of a request whose hooks skip the session (GET /media/: no cookie is set or
 * cleared there, issue 11 item 8): the user of a live session cookie, else null. Read only.
 */
export function sessionViewer(ctx: AppContext, req: FastifyRequest): UserRow | null {
  if (req.viewer) return req.viewer;
  const token = req.cookies[Cookie.session];
  if (token === undefined) return null;
  const userId = ctx.repos.sessions.userIdFor(hashToken(token), nowSeconds(ctx));
  return (userId === undefined ? undefined : ctx.repos.users.byId(userId)) ?? null;
}
