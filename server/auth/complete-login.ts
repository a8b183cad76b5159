import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WireAuthLoginResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { avatarUrl } from '../media/media-files';
import { issueOneTapNonce } from './one-tap';
import { startSession } from './session';

/**
 * The end of every successful login (password, two-factor, one-tap, social): a session and
 * the login response of 000 §3. With optIntoOneTap the response offers the one-tap prompt
 * (oneTapPrompt true) with a fresh nonce for this device (000 §2 "the one-tap path with next
 * and an optional nonce segment").
 */
export function completeLogin(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  opts: { oneTap: boolean },
): WireAuthLoginResponse {
  startSession(ctx, req, reply, user);
  const res: WireAuthLoginResponse = {
    status: 'ok',
    authenticated: true,
    user: true,
    userId: String(user.id),
    username: user.username,
    profilePictureUrl: avatarUrl(user),
    oneTapPrompt: opts.oneTap,
  };
  if (opts.oneTap) res.nonce = issueOneTapNonce(ctx, user.id, req.machineId);
  return res;
}

/** Form flags arrive as 'true'/'1' (or booleans in JSON bodies, made text by formText). */
export const isTruthyFlag = (v: string | undefined): boolean => v === 'true' || v === '1' || v === 'on';
