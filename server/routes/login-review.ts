import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AVOW_UNDO_SECONDS, SettingsPath } from '../../sync/api/settings-wire';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import type { SessionSockets } from '../realtime/session-sockets';
import { loginActivityAnswer, sessionCaller, sessionIdText } from '../settings/login-activity-answer';

/**
 * "Was this you?" on Login activity (001 §7 Activity and sessions: avow_login/,
 * undo_avow_login/, disavow_login_activity/ {login_id}). A login is a session; login_id is the
 * session's public id. Logged in (401), CSRF token, the caller's own live logins only (another
 * person's or an ended one is 404). Online calls like logout_session/ (a security answer does
 * not wait in a queue); each answers the Login activity list (WireLoginActivity).
 * - avow_login/ → "This was me": avowed_at is now (again: moved to now).
 * - undo_avow_login/ → takes it back within AVOW_UNDO_SECONDS (400 login_id when the login is
 *   not confirmed, or too late).
 * - disavow_login_activity/ → "This wasn't me": the session ends at once (next call 401,
 *   sockets closed 4401), the login is listed as marked and its device is no longer known (a
 *   next login from it is a new device again). The session in use is refused (400 login_id).
 * All three count against ActionRules.loginReviews (429 past it).
 */
const Body = z.object({ login_id: sessionIdText });

export function loginReviewRoutes(app: FastifyInstance, ctx: AppContext, sockets: SessionSockets): void {
  const { sessions, loginReviews: reviews } = ctx.repos;

  const ownLogin = (userId: number, loginId: string) => sessions.listFor(userId, nowSeconds(ctx)).find((s) => s.id === loginId);

  app.post(SettingsPath.avowLogin, async (req) => {
    const { viewer } = sessionCaller(req);
    const { login_id: id } = parseInput(Body, req.body);
    ctx.actionLimits.loginReviews.take(viewer.id);
    const now = nowSeconds(ctx);
    if (!reviews.avow(viewer.id, id, now, now)) throw notFound();
    return loginActivityAnswer(ctx, reviews, viewer, req);
  });

  app.post(SettingsPath.undoAvowLogin, async (req) => {
    const { viewer } = sessionCaller(req);
    const { login_id: id } = parseInput(Body, req.body);
    ctx.actionLimits.loginReviews.take(viewer.id);
    const now = nowSeconds(ctx);
    const login = ownLogin(viewer.id, id);
    if (login === undefined) throw notFound();
    if (login.avowedAt === null) throw badRequest('login_id: this login is not confirmed.');
    if (now - login.avowedAt > AVOW_UNDO_SECONDS) throw badRequest('login_id: too late to undo; log out of that session instead.');
    reviews.clearAvow(viewer.id, id, now);
    return loginActivityAnswer(ctx, reviews, viewer, req);
  });

  app.post(SettingsPath.disavowLogin, async (req) => {
    const { viewer, hash } = sessionCaller(req);
    const { login_id: id } = parseInput(Body, req.body);
    ctx.actionLimits.loginReviews.take(viewer.id);
    const login = ownLogin(viewer.id, id);
    if (login === undefined) throw notFound();
    if (login.tokenHash === hash) throw badRequest('login_id: this is the session you are using; change your password instead.');
    const ended = reviews.disavow(viewer.id, id, nowSeconds(ctx));
    if (ended === undefined) throw notFound();
    sockets.end([ended]);
    return loginActivityAnswer(ctx, reviews, viewer, req, 1);
  });
}
