import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SettingsPath } from '../../sync/api/settings-wire';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import type { SessionSockets } from '../realtime/session-sockets';
import { loginActivityAnswer, sessionCaller as caller, sessionIdText } from '../settings/login-activity-answer';

/**
 * Login activity (001 §1 /session/login_activity/, §7 logout_session/ {session_id}). All need a
 * login (401) and the CSRF token, and see and end the caller's own sessions only: another
 * person's session id is 404, as an unknown one. Online calls, not outbox mutations (ending a
 * session does not wait in a queue). Every answer is the sessions left (WireLoginActivity).
 * - GET  …/ajax/ (ours) → the live sessions, the last used first; `current` marks this one.
 * - POST …/logout_session/ {session_id} → that session ends at once: its next call is 401 and
 *   its sockets close (4401). This session is refused (400: log out instead).
 * - POST …/logout_others/ (ours) → every other session ends → {ended}.
 * The logouts count against ActionRules.sessionLogouts (429 past it). "Was this you?" (avow,
 * undo, disavow) is ./login-review.ts.
 */
const LogoutBody = z.object({ session_id: sessionIdText });

export function loginActivityRoutes(app: FastifyInstance, ctx: AppContext, sockets: SessionSockets): void {
  const { sessions, loginReviews: reviews } = ctx.repos;
  const list = (viewer: UserRow, req: FastifyRequest, ended?: number) => loginActivityAnswer(ctx, reviews, viewer, req, ended);

  app.get(SettingsPath.loginActivity, async (req) => list(requireViewer(req), req));

  app.post(SettingsPath.logoutSession, async (req) => {
    const { viewer, hash } = caller(req);
    const { session_id: id } = parseInput(LogoutBody, req.body);
    ctx.actionLimits.sessionLogouts.take(viewer.id);
    const own = sessions.listFor(viewer.id, nowSeconds(ctx)).find((s) => s.id === id);
    if (own?.tokenHash === hash) throw badRequest('session_id: this is the session you are using; log out instead.');
    const ended = sessions.deleteOwn(viewer.id, id);
    if (ended === undefined) throw notFound();
    sockets.end([ended]);
    return list(viewer, req, 1);
  });

  app.post(SettingsPath.logoutOtherSessions, async (req) => {
    const { viewer, hash } = caller(req);
    ctx.actionLimits.sessionLogouts.take(viewer.id);
    const ended = sessions.deleteOthers(viewer.id, hash);
    sockets.end(ended);
    return list(viewer, req, ended.length);
  });
}
