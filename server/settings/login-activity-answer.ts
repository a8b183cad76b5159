import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DISAVOWED_DAYS } from '../../sync/api/settings-wire';
import type { WireLoginActivity } from '../../sync/api/settings-wire';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import type { LoginReviewsRepo } from '../db/sqlite-login-reviews';
import type { UserRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { loginRequired } from '../http/errors';
import { formText } from '../http/validate';
import { deviceLabel, placeLabel } from './session-device';

/** A session's (and its login's) public id as a form field takes it. */
export const sessionIdText = formText.pipe(z.string().regex(/^[0-9a-f]{16}$/, 'expected a session id'));

/** The viewer and their session's hash (a viewer always comes with one). */
export function sessionCaller(req: FastifyRequest): { viewer: UserRow; hash: string } {
  const viewer = requireViewer(req);
  if (req.sessionHash === null) throw loginRequired();
  return { viewer, hash: req.sessionHash };
}

/** The most logins marked "This wasn't me" an answer lists. */
const MAX_DISAVOWED = 20;
const DAY_S = 24 * 60 * 60;

/** Every Login activity call's answer: the live sessions (each a login, with its review) and the logins marked not the person's. */
export function loginActivityAnswer(ctx: AppContext, reviews: LoginReviewsRepo, viewer: UserRow, req: FastifyRequest, ended?: number): WireLoginActivity {
  const now = nowSeconds(ctx);
  return {
    status: 'ok',
    sessions: ctx.repos.sessions.listFor(viewer.id, now).map((s) => ({
      id: s.id,
      device: deviceLabel(s.userAgent),
      place: placeLabel(s.ip),
      started_at: s.createdAt,
      last_active_at: s.lastActiveAt,
      current: s.tokenHash === req.sessionHash,
      new_device: s.newDevice,
      avowed_at: s.avowedAt,
    })),
    ...(ended === undefined ? {} : { ended }),
    disavowed: reviews.disavowedSince(viewer.id, now - DISAVOWED_DAYS * DAY_S, MAX_DISAVOWED).map((d) => ({
      id: d.id,
      device: deviceLabel(d.userAgent),
      place: placeLabel(d.ip),
      started_at: d.createdAt,
      disavowed_at: d.disavowedAt,
    })),
  };
}
