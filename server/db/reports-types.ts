/**
 * Storage contract of reports (001 §7 Reports; migration 015-reports.sql), part of Repos
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
}
