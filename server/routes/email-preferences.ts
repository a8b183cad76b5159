import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_PREFERENCE_KEYS, EMAILS_SENT_DAYS, SettingsPath } from '../../sync/api/settings-wire';
import type { EmailPreferenceKey, WireEmailPreferences, WireEmailsSent } from '../../sync/api/settings-wire';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * Email notifications (001 §1 /accounts/emailpreferences/, /emails/emails_sent/; §7 Settings
 * "Email preference {key: subscribe or unsubscribe}"). Logged in (401), the caller's own
 * account only; online calls of the page, not outbox mutations.
 * - GET  /accounts/emailpreferences/ajax/ (ours) → the switches (a kind never changed is on).
 * - POST /accounts/emailpreferences/ {<kind>: subscribe | unsubscribe}, one kind of
 *   EMAIL_PREFERENCE_KEYS per call → the switches; counts against ActionRules.emailPreferences.
 * - GET  /emails/emails_sent/ajax/ (ours) → the emails the mail outbox holds for the person's
 *   address from the last EMAILS_SENT_DAYS days, subjects and times only (the body may hold a
 *   reset link, which a borrowed session must not read).
 * Errors: 400 naming the field for an unknown kind, a value other than subscribe/unsubscribe,
 * or not exactly one kind.
 */
const MAX_EMAILS_SENT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const Body = z.record(z.string(), formText);
const Choice = z.enum(['subscribe', 'unsubscribe']);

const isKind = (k: string): k is EmailPreferenceKey => (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(k);

export function emailPreferencesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const prefs = ctx.repos.emailPreferences;
  const answer = (userId: number): WireEmailPreferences => ({ status: 'ok', preferences: prefs.of(userId) });

  app.get(SettingsPath.emailPreferences, async (req) => answer(requireViewer(req).id));

  app.post(SettingsPath.setEmailPreference, async (req) => {
    const viewer = requireViewer(req);
    const entries = Object.entries(parseInput(Body, req.body));
    const [entry] = entries;
    if (entries.length !== 1 || entry === undefined) throw badRequest(`body: send one of ${EMAIL_PREFERENCE_KEYS.join(', ')}`);
    const [key, raw] = entry;
    if (!isKind(key)) throw badRequest(`${key.slice(0, 40)}: not an email preference`);
    const choice = Choice.safeParse(raw);
    if (!choice.success) throw badRequest(`${key}: expected subscribe or unsubscribe`);
    ctx.actionLimits.emailPreferences.take(viewer.id);
    prefs.set(viewer.id, key, choice.data === 'subscribe');
    return answer(viewer.id);
  });

  app.get(SettingsPath.emailsSent, async (req) => {
    const viewer = requireViewer(req);
    const since = ctx.now() - EMAILS_SENT_DAYS * DAY_MS;
    const sent = viewer.email === null ? [] : ctx.entry.stores.outbox.list({ to: viewer.email, kind: 'email', limit: MAX_EMAILS_SENT });
    const res: WireEmailsSent = {
      status: 'ok',
      emails: sent.filter((m) => m.createdMs >= since).map((m) => ({ id: String(m.id), subject: m.subject, sent_at: Math.floor(m.createdMs / 1000) })),
    };
    return res;
  });
}
