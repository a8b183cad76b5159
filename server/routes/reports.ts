import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isReportableReason, REPORT_ACTIONS_TAKEN, REPORT_SOURCE_NAMES, ReportLocation, ReportPath, ReportReasonId } from '../../sync/api/reports-wire';
import type { ReportActionTaken, ReportSourceName, WireReportResponse } from '../../sync/api/reports-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { ok, REPLAYED_HEADER, runMutation } from '../http/idempotency';
import type { OutgoingMessage } from '../mail/sender';
import { hackedNotice, sendHackedNotice } from '../reports/hacked-notice';
import { formText, parseInput } from '../http/validate';
import type { ReportTarget } from '../reports/targets';
import { commentTarget, directMessageTarget, mediaTarget, userTarget } from '../reports/targets';

/**
 * Added (reports): 001 §7 Reports, the four calls of the spec and one of ours for a direct
 * message (sync/api/reports-wire.ts ReportPath). Each needs a signed-in viewer (401), names
 * something the viewer can see (else 404) that is not theirs (400), and a leaf reason of the
 * kind's table (400). A person's report of one object is kept once: a second report of it
 * (another X-Mutation-Id) answers `already_reported` and changes nothing; a repeat of the same
 * X-Mutation-Id answers the first result (DESIGN.md rule 2). Counted against the reports
 * limit (http/action-limits.ts). An account newly reported as hacked (001 §1) has its owner
 * mailed a security notice once the report has committed (../reports/hacked-notice.ts).
 * server/README.md "Reports" has the details.
 */
const reasonId = formText.pipe(z.string().regex(/^\d{1,6}$/, { error: 'must be a reason id' })).transform(Number);
const sourceName = z.enum(REPORT_SOURCE_NAMES as [ReportSourceName, ...ReportSourceName[]]).optional();
const flag = z.enum(['0', '1']).optional();

const ReasonBody = z.object({ reason_id: reasonId, source_name: sourceName });
const MediaBody = ReasonBody.extend({ hide_from_feed: flag });
const UserFlagBody = z.object({ source_name: sourceName, actionTaken: z.enum(REPORT_ACTIONS_TAKEN).optional() });

type Params = Record<string, string>;
type Find = (params: Params, viewer: UserRow) => ReportTarget;
interface Filed {
  reasonId: number;
  source: ReportSourceName;
  hideFromFeed?: boolean;
  actionTaken?: ReportActionTaken;
}

const withReason = (source: ReportSourceName) => (raw: unknown): Filed => {
  const b = parseInput(ReasonBody, raw);
  return { reasonId: b.reason_id, source: b.source_name ?? source };
};

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { reports } = ctx.repos;
  const route = (path: string, find: Find, read: (body: unknown) => Filed) => {
    app.post<{ Params: Params }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      let notice: OutgoingMessage | null = null;
      const result = runMutation(ctx, req, viewer, () => {
        const target = find(req.params, viewer);
        const filed = read(req.body);
        if (!isReportableReason(target.kind, filed.reasonId)) throw badRequest('reason_id: not a reason for this kind of report');
        const { report, created } = reports.add({
          reporterId: viewer.id,
          objectType: target.objectType,
          objectId: target.objectId,
          ownerId: target.ownerId,
          reasonId: filed.reasonId,
          location: ReportLocation[filed.source],
          hideFromFeed: filed.hideFromFeed ?? false,
          actionTaken: filed.actionTaken ?? 'none',
          createdAt: nowSeconds(ctx),
        });
        if (created) notice = hackedNotice(ctx, target, filed.reasonId);
        const body: WireReportResponse = { status: 'ok', report_id: String(report.id), already_reported: !created };
        return ok(body);
      }, ctx.actionLimits.reports);
      // Committed: a replay never ran the change, so it sends nothing.
      if (notice !== null) await sendHackedNotice(ctx, req.log, notice);
      if (result.replayed) reply.header(REPLAYED_HEADER, '1');
      return reply.code(result.status).send(result.body);
    });
  };
  route(ReportPath.media(':id'), (p, v) => mediaTarget(ctx, v, p.id ?? ''), (raw) => {
    const b = parseInput(MediaBody, raw);
    return { reasonId: b.reason_id, source: b.source_name ?? 'post', hideFromFeed: b.hide_from_feed === '1' };
  });
  route(ReportPath.comment(':id', ':commentId'), (p, v) => commentTarget(ctx, v, p.id ?? '', p.commentId ?? ''), withReason('comments'));
  route(ReportPath.user(':id'), (p, v) => userTarget(ctx, v, p.id ?? ''), withReason('profile'));
  // 001 §7 /users/{id}/flag/ {source_name, actionTaken}: the call names no reason, so it is spam.
  route(ReportPath.userFlag(':id'), (p, v) => userTarget(ctx, v, p.id ?? ''), (raw) => {
    const b = parseInput(UserFlagBody, raw);
    return { reasonId: ReportReasonId.spam, source: b.source_name ?? 'profile', actionTaken: b.actionTaken ?? 'none' };
  });
  route(ReportPath.directMessage(':threadId', ':itemId'), (p, v) => directMessageTarget(ctx, v, p.threadId ?? '', p.itemId ?? ''), withReason('direct'));
}
