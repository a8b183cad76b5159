import type { Database } from 'better-sqlite3';
import { ReportObjectType } from '../../sync/api/reports-wire';
import type { ReportActionTaken } from '../../sync/api/reports-wire';
import type { ReportRow, ReportsRepo } from './reports-types';

interface ReportRecord {
  id: number;
  reporter_id: number;
  object_type: number;
  object_id: number;
  owner_id: number;
  reason_id: number;
  location: number;
  hide_from_feed: number;
  action_taken: string;
  created_at: number;
}

const toReport = (r: ReportRecord): ReportRow => ({
  id: r.id,
  reporterId: r.reporter_id,
  objectType: r.object_type,
  objectId: r.object_id,
  ownerId: r.owner_id,
  reasonId: r.reason_id,
  location: r.location,
  hideFromFeed: r.hide_from_feed === 1,
  actionTaken: r.action_taken as ReportActionTaken,
  createdAt: r.created_at,
});

/** Ids bound as one JSON array (json_each), so a list of any length is one statement. */
const idList = (ids: readonly number[]): string => JSON.stringify(ids);

export function sqliteReports(db: Database): ReportsRepo {
  const insert = db.prepare(
    `INSERT INTO reports (reporter_id, object_type, object_id, owner_id, reason_id, location, hide_from_feed, action_taken, created_at)
     VALUES (@reporterId, @objectType, @objectId, @ownerId, @reasonId, @location, @hideFromFeed, @actionTaken, @createdAt)
     ON CONFLICT (reporter_id, object_type, object_id) DO NOTHING`,
  );
  const find = db.prepare<[number, number, number], ReportRecord>('SELECT * FROM reports WHERE reporter_id = ? AND object_type = ? AND object_id = ?');
  const count = db.prepare<[number, number], { n: number }>('SELECT count(*) AS n FROM reports WHERE object_type = ? AND object_id = ?');
  const reported = db.prepare<[number, number, string], { object_id: number }>(
    'SELECT object_id FROM reports WHERE reporter_id = ? AND object_type = ? AND object_id IN (SELECT value FROM json_each(?))',
  );
  const hidden = db.prepare<[number, number, string], { object_id: number }>(
    'SELECT object_id FROM reports WHERE reporter_id = ? AND object_type = ? AND hide_from_feed = 1 AND object_id IN (SELECT value FROM json_each(?))',
  );
  // A row older than the window is taken over; a newer one stays (no change: not claimed).
  const claim = db.prepare<[number, string, number, number]>(
    `INSERT INTO report_notices (user_id, kind, sent_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, kind) DO UPDATE SET sent_at = excluded.sent_at WHERE report_notices.sent_at <= excluded.sent_at - ?`,
  );
  const hiddenCount = db.prepare<[number, number], { n: number }>('SELECT count(*) AS n FROM reports WHERE reporter_id = ? AND object_type = ? AND hide_from_feed = 1');
  return {
    hiddenCount: (reporterId) => hiddenCount.get(reporterId, ReportObjectType.media)?.n ?? 0,
    add: (r) => {
      const created = insert.run({ ...r, hideFromFeed: r.hideFromFeed ? 1 : 0 }).changes === 1;
      const row = find.get(r.reporterId, r.objectType, r.objectId);
      if (!row) throw new Error('reports: the report just kept is not there');
      return { report: toReport(row), created };
    },
    countOf: (objectType, objectId) => count.get(objectType, objectId)?.n ?? 0,
    reportedBy: (reporterId, objectType, objectIds) =>
      objectIds.length === 0 ? new Set() : new Set(reported.all(reporterId, objectType, idList(objectIds)).map((r) => r.object_id)),
    hiddenFromFeed: (reporterId, postIds) =>
      postIds.length === 0 ? new Set() : new Set(hidden.all(reporterId, ReportObjectType.media, idList(postIds)).map((r) => r.object_id)),
    claimNotice: (userId, kind, now, everySeconds) => claim.run(userId, kind, now, everySeconds).changes === 1,
  };
}
