import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import { ErrorType } from '../../sync/api/errors';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password-hash';
import { readPassword } from '../auth/read-password';
import { viewerPasswordMatches } from '../auth/viewer-password';
import { requireViewer } from '../domain/visibility';
import { fieldError } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import type { SessionSockets } from '../realtime/session-sockets';
import { createSettingsLimit } from '../settings/settings-limit';

/**
 * POST /accounts/password/change/ (001 §7 Password change {old_password, new_password1,
 * new_password2, plus encrypted variants enc_*}), logged in. The new password follows 000 §9
 * (at least 6 characters), twice the same, and not the old one. The old one is checked against
 * the account's password budget (auth/login-limits.ts: counted before the check, 10 wrong in
 * 15 minutes → 429), and the change itself against the settings limit. Our choice, as modern
 * apps do: every OTHER session of the account ends (a stolen session does not outlive the
 * change: its next call is 401 and its sockets close at once, as Login activity's logouts) and
 * one-tap logins of every device are forgotten; this session stays.
 * Failures: 400 with `errors` naming the field (error_type password_mismatch for a wrong old
 * password).
 */

const Body = z.object({
  old_password: formText.optional(),
  enc_old_password: formText.optional(),
  new_password1: formText.optional(),
  enc_new_password1: formText.optional(),
  new_password2: formText.optional(),
  enc_new_password2: formText.optional(),
});

export function passwordChangeRoutes(app: FastifyInstance, ctx: AppContext, sockets: SessionSockets): void {
  const limit = createSettingsLimit(ctx.now);
  app.post(SettingsPath.passwordChange, async (req) => {
    const viewer = requireViewer(req);
    const body = parseInput(Body, req.body);
    const key = ctx.keys.privateKey;
    const old = readPassword({ password: body.old_password, enc_password: body.enc_old_password }, key);
    const p1 = readPassword({ password: body.new_password1, enc_password: body.enc_new_password1 }, key);
    const p2 = readPassword({ password: body.new_password2, enc_password: body.enc_new_password2 }, key);
    if (!old.ok) throw fieldError('old_password', 'password_required', 'Enter your current password.', ErrorType.passwordRequired);
    if (!p1.ok) throw fieldError('new_password1', 'password_required', 'Enter a new password.');
    if ([...p1.password].length < Limits.minPasswordLength) {
      throw fieldError('new_password1', 'password_too_short', `Create a password at least ${Limits.minPasswordLength} characters long.`);
    }
    if (!p2.ok || p2.password !== p1.password) throw fieldError('new_password2', 'password_mismatch', "Passwords don't match.");
    if (p1.password === old.password) throw fieldError('new_password1', 'password_unchanged', 'Create a new password that is not your current one.');
    limit.take(viewer.id);
    if (!(await viewerPasswordMatches(ctx, viewer, old.password))) {
      throw fieldError('old_password', 'password_mismatch', 'Your current password was entered incorrectly. Please enter it again.', ErrorType.passwordMismatch);
    }
    const hash = await hashPassword(p1.password);
    const ended = ctx.repos.transaction(() => {
      ctx.entry.stores.accounts.setPasswordHash(viewer.id, hash);
      ctx.entry.stores.oneTap.deleteAllForUser(viewer.id);
      return ctx.repos.sessions.deleteOthers(viewer.id, req.sessionHash ?? '');
    });
    sockets.end(ended);
    return { status: 'ok', other_sessions_ended: ended.length };
  });
}
