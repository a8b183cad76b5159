import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireOneTapLoginResponse, WireOneTapNonceResponse, WireOneTapRemoveResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { completeLogin } from '../auth/complete-login';
import { flowError, tooMany } from '../auth/flow-errors';
import { issueOneTapNonce, oneTapNonceValid, removeOneTapNonce } from '../auth/one-tap';
import { loginRequired } from '../http/errors';
import { formText, parseId, parseInput } from '../http/validate';
import { avatarUrl } from '../media/media-files';

/**
 * 000 §7 One-tap:
 * - POST /accounts/request_one_tap_login_nonce/ (logged in) → {login_nonce, user_id, username,
 *   profile_pic_url}: a nonce for this device (replacing its previous one).
 * - POST /accounts/one_tap_web_login/ {user_id, login_nonce, queryParams} → the login
 *   response with login_nonce (= nonce), the rotated nonce; a bad, used or expired nonce is
 *   400 invalid_one_tap_nonce (000 §4: the client removes it and switches to login).
 * - POST /accounts/one_tap_web_remove_nonce/ {user_id, login_nonce?} → {removed}: the given
 *   nonce, or without one this device's nonce of that user.
 */
const LoginBody = z.object({ user_id: formText, login_nonce: formText, queryParams: formText.optional() });
const RemoveBody = z.object({ user_id: formText, login_nonce: formText.optional() });

export function oneTapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const failures = ctx.entry.limits.oneTapFailuresPerIp;

  app.post(AuthPath.oneTapRequestNonce, async (req) => {
    const viewer = req.viewer;
    if (!viewer) throw loginRequired();
    const res: WireOneTapNonceResponse = {
      status: 'ok',
      login_nonce: issueOneTapNonce(ctx, viewer.id, req.machineId),
      user_id: String(viewer.id),
      username: viewer.username,
      profile_pic_url: avatarUrl(viewer),
    };
    return res;
  });

  app.post(AuthPath.oneTapLogin, async (req, reply) => {
    const body = parseInput(LoginBody, req.body);
    const wait = failures.wait(req.ip);
    if (wait > 0) throw tooMany(wait, undefined, { authenticated: false, user: false });
    const id = parseId(body.user_id);
    const user = id === null ? undefined : ctx.repos.users.byId(id);
    if (!user || !oneTapNonceValid(ctx, user.id, body.login_nonce)) {
      failures.hit(req.ip);
      throw flowError(400, AuthErrorType.invalidOneTapNonce, 'This saved login is no longer valid. Please log in.', {
        authenticated: false,
        user: user !== undefined,
      });
    }
    removeOneTapNonce(ctx, user.id, body.login_nonce);
    const login = completeLogin(ctx, req, reply, user, { oneTap: true });
    const nonce = login.nonce ?? issueOneTapNonce(ctx, user.id, req.machineId);
    const res: WireOneTapLoginResponse = { ...login, oneTapPrompt: false, nonce, login_nonce: nonce };
    return res;
  });

  app.post(AuthPath.oneTapRemoveNonce, async (req) => {
    const body = parseInput(RemoveBody, req.body);
    const id = parseId(body.user_id);
    let removed = false;
    if (id !== null) {
      removed =
        body.login_nonce !== undefined && body.login_nonce !== ''
          ? removeOneTapNonce(ctx, id, body.login_nonce)
          : ctx.entry.stores.oneTap.deleteForDevice(id, req.machineId);
    }
    const res: WireOneTapRemoveResponse = { status: 'ok', removed };
    return res;
  });
}
