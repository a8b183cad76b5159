/**
 * The security notice of a hacked-account report (001 §1 "Report flows exist for … hacked
 * account"; server/README.md "Reports"). When a user report with the `hacked` reason is kept (a
 * new report: not `already_reported`, not a replay of its X-Mutation-Id), the reported account's
 * owner is mailed: someone reported that their account may have been hacked; if they don't
 * recognize recent activity, review Login activity and change the password. The reporter is
 * never named. At most one notice per account per 24 hours, whatever the number of reporters
 * (`report_notices`, migration 025: claimed inside the report's transaction, so a refused report
 * claims nothing); an account without an email gets none, and the report is kept all the same.
 * The mail goes through the server's sender (../mail/sender.ts) after the report has committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ReportReasonId } from '../../sync/api/reports-wire';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { absoluteLink } from '../auth/links';
import { Messages } from '../mail/messages';
import type { OutgoingMessage } from '../mail/sender';
import type { ReportTarget } from './targets';

/** At most one notice per account in this time (seconds). */
export const HACKED_NOTICE_EVERY_SECONDS = 24 * 60 * 60;

/** The app's Login activity page (001 §1 /session/login_activity/; src/routes.ts loginActivity). */
const LOGIN_ACTIVITY_PAGE = '/session/login_activity/';

/**
 * Inside the report's transaction, for a report just kept: the notice to send once it has
 * committed, or null (another reason, no email, one sent in the last 24 hours).
 */
export function hackedNotice(ctx: AppContext, target: ReportTarget, reasonId: number): OutgoingMessage | null {
  if (target.kind !== 'user' || reasonId !== ReportReasonId.hacked) return null;
  const owner = ctx.repos.users.byId(target.ownerId);
  if (!owner?.email) return null;
  if (!ctx.repos.reports.claimNotice(owner.id, 'hacked', nowSeconds(ctx), HACKED_NOTICE_EVERY_SECONDS)) return null;
  return Messages.accountMayBeHacked(owner.email, owner.username, {
    loginActivity: absoluteLink(ctx, LOGIN_ACTIVITY_PAGE, {}),
    passwordChange: absoluteLink(ctx, SettingsPath.passwordChange, {}),
  });
}

/** Sends the notice; a sender's failure is logged (without the text) and never fails the report. */
export async function sendHackedNotice(ctx: AppContext, log: FastifyBaseLogger, notice: OutgoingMessage): Promise<void> {
  try {
    await ctx.entry.sender.send(notice);
  } catch (err) {
    log.error({ err }, 'hacked account notice not sent');
  }
}
