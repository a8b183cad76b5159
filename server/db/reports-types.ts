/**
 * Storage contract of reports (001 §7 Reports; migrations 015-reports.sql, 025-report-notices.sql), part of Repos
 * (./types.ts), implemented on SQLite by ./sqlite-reports.ts. Times are seconds.
 */
import type { ReportActionTaken } from '../../sync/api/reports-wire';

export interface ReportRow {
  id: number;
  reporterId: number;
  /** 001 §7 object type (sync/api/reports-wire.ts ReportObjectType). */
  objectType: number;
  objectId: number;
  ownerId: number;
  reasonId: number;
  /** 001 §7 location enum (ReportLocation). */
  location: number;
  hideFromFeed: boolean;
  actionTaken: ReportActionTaken;
  createdAt: number;
}

export type NewReport = Omit<ReportRow, 'id'>;

/** A notice a report sends the reported account's owner (001 §1 hacked account: a security notice). */
export type ReportNoticeKind = 'hacked';

export interface ReportsRepo {
  /** Keeps the first report of (reporter, object type, object id): a repeat changes nothing; `created` false then. */
  add(report: NewReport): { report: ReportRow; created: boolean };
  /** How many reports of this object there are (every reporter). */
  countOf(objectType: number, objectId: number): number;
  /** Of these objects (one type), those the reporter reported. */
  reportedBy(reporterId: number, objectType: number, objectIds: readonly number[]): Set<number>;
  /** How many posts the reporter asked to hide from their feed. */
  hiddenCount(reporterId: number): number;
  /** Posts the reporter reported and asked to hide from their feed, of these ids. */
  hiddenFromFeed(reporterId: number, postIds: readonly number[]): Set<number>;
  /**
   * Takes the right to send the user this kind of notice now: true (and `now` kept as its last
   * send) unless one was taken less than `everySeconds` before `now`; false changes nothing.
   */
  claimNotice(userId: number, kind: ReportNoticeKind, now: number, everySeconds: number): boolean;
}
