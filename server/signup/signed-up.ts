import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WireEntrySignupResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { isTruthyFlag } from '../auth/complete-login';
import { issueOneTapNonce } from '../auth/one-tap';
import { startSession } from '../auth/session';
import type { UserRow } from '../db/types';
import { avatarUrl } from '../media/media-files';

/**
 * The end of every sign-up (email, phone, social): the new account's session starts, and the
 * answer of 000 §3 carries a one-tap nonce when the person opted into one-tap.
 */
export function signedUp(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow, optIntoOneTap: string | undefined): WireEntrySignupResponse {
  startSession(ctx, req, reply, user);
  const res: WireEntrySignupResponse = {
    status: 'ok',
    account_created: true,
    user_id: String(user.id),
    username: user.username,
    profile_picture_url: avatarUrl(user),
  };
  if (isTruthyFlag(optIntoOneTap)) res.login_nonce = issueOneTapNonce(ctx, user.id, req.machineId);
  return res;
}
