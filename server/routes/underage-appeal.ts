import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError, takeAll } from '../auth/flow-errors';
import { ageOfDob, readDob } from '../consent/age';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { readContactPoint } from '../signup/contact-points';

/**
 * The under-age appeal (000 §2 /integrity/checkpoint/checkpoint_underage_appeal/; the call is
 * ours, the spec shows none): POST /integrity/checkpoint/checkpoint_underage_appeal/ajax/
 * {day, month, year, contact_point} → {status: ok}. The appeal is kept for review as a row of
 * one_time_codes (purpose underage_appeal, subject the device `mid:<mid>`, data: the birthday,
 * its age and the contact point; used_ms closes it: reviewed, or replaced by a newer appeal of
 * the device). It does not lift the cooldown: a person reviews it. 400 invalid_dob,
 * 400 when the contact point is not an email or phone number; 30 an hour per address.
 */
export const UNDERAGE_APPEAL = 'underage_appeal';
/** Ours: an appeal waits 30 days for its review. */
export const APPEAL_TTL_MS = 30 * 24 * 60 * 60_000;

const AppealBody = z.object({ day: formText, month: formText, year: formText, contact_point: formText });

export interface StoredAppeal {
  dob: string;
  age: number;
  contact_type: 'email' | 'phone';
  contact_point: string;
}

export function underageAppealRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limits, stores } = ctx.entry;

  app.post(AuthPath.underageAppeal, async (req) => {
    const body = parseInput(AppealBody, req.body);
    takeAll([{ limiter: limits.recoveryPerIp, key: `appeal:${req.ip}` }]);
    const today = new Date(ctx.now());
    const dob = readDob(body.year, body.month, body.day, today);
    if (!dob) throw flowError(400, AuthErrorType.invalidDob, 'Enter a valid date of birth.');
    const contact = readContactPoint(body.contact_point);
    if (!contact || contact.type === 'username') throw badRequest('contact_point: enter a mobile number or email address.');
    const subject = `mid:${req.machineId}`;
    const now = ctx.now();
    const appeal: StoredAppeal = { dob, age: ageOfDob(dob, today), contact_type: contact.type, contact_point: contact.value };
    stores.codes.revokeAll(UNDERAGE_APPEAL, subject, now);
    stores.codes.create({
      purpose: UNDERAGE_APPEAL,
      subject,
      codeHash: ctx.entry.hash(UNDERAGE_APPEAL, subject, ctx.entry.secrets.token()),
      userId: req.viewer?.id ?? null,
      data: JSON.stringify(appeal),
      createdMs: now,
      expiresMs: now + APPEAL_TTL_MS,
    });
    return { status: 'ok' as const };
  });
}
