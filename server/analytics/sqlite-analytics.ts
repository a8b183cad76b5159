/**
 * The analytics tables (migration 007): events kept once per device and client item id,
 * client errors; both bounded (the oldest rows pruned past the cap), read by the dev page.
 */
import type { Database } from 'better-sqlite3';
import type { ClientErrorInput, WireEventInput } from './analytics-input';

/** Ours: enough to watch the pipeline and debug; a real deployment ships these elsewhere. */
export const MAX_EVENTS = 50_000;
export const MAX_ERRORS = 5_000;

export interface StoredEvent {
  channel: string;
  name: string;
  deviceId: string;
  userId: number | null;
  sessionId: string;
  clientTime: number;
  receivedAt: number;
  data: string;
}

export interface ErrorGroup {
  message: string;
  script: string;
  count: number;
  lastAt: number;
  name: string;
}

export interface AnalyticsStore {
  /** Stores the new ones; answers how many were new. */
  addEvents(channel: string, events: readonly WireEventInput[], who: { deviceId: string; userId: number | null }, now: number): number;
  addError(report: ClientErrorInput, who: { deviceId: string; userId: number | null }, now: number): void;
  recent(limit: number): StoredEvent[];
  countsByName(): { name: string; count: number }[];
  errorGroups(limit: number): ErrorGroup[];
}

export function createAnalyticsStore(db: Database, caps = { events: MAX_EVENTS, errors: MAX_ERRORS }): AnalyticsStore {
  const insertEvent = db.prepare(
    `INSERT OR IGNORE INTO analytics_events (device_id, user_id, channel, client_id, name, session_id, client_time, received_at, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pruneEvents = db.prepare('DELETE FROM analytics_events WHERE id <= (SELECT MAX(id) FROM analytics_events) - ?');
  const insertError = db.prepare(
    `INSERT INTO client_errors (device_id, user_id, name, message, script, line, column_number, stack, ref, client_time, deployment_stage,
       is_canary, rollout_hash, is_prerelease, bundle_variant, request_url, response_status_code, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pruneErrors = db.prepare('DELETE FROM client_errors WHERE id <= (SELECT MAX(id) FROM client_errors) - ?');
  const addEvents = db.transaction((channel: string, events: readonly WireEventInput[], who: { deviceId: string; userId: number | null }, now: number) => {
    let added = 0;
    for (const e of events) {
      added += insertEvent.run(who.deviceId, who.userId, channel, e.id, e.name, e.session_id, e.time, now, JSON.stringify({ extra: e.extra, seq: e.seq })).changes;
    }
    if (added > 0) pruneEvents.run(caps.events);
    return added;
  });
  return {
    addEvents: (channel, events, who, now) => addEvents(channel, events, who, now),
    addError(r, who, now) {
      insertError.run(
        who.deviceId, who.userId, r.name, r.message, r.script, r.line, r.column, r.stack, r.ref, r.timestamp, r.deployment_stage,
        r.is_canary ? 1 : 0, r.rollout_hash, r.is_prerelease ? 1 : 0, r.bundle_variant, r.request_url, r.response_status_code, now,
      );
      pruneErrors.run(caps.errors);
    },
    recent: (limit) =>
      db
        .prepare(
          `SELECT channel, name, device_id AS deviceId, user_id AS userId, session_id AS sessionId, client_time AS clientTime,
             received_at AS receivedAt, data FROM analytics_events ORDER BY id DESC LIMIT ?`,
        )
        .all(limit) as StoredEvent[],
    countsByName: () =>
      db.prepare('SELECT name, COUNT(*) AS count FROM analytics_events GROUP BY name ORDER BY count DESC, name').all() as { name: string; count: number }[],
    errorGroups: (limit) =>
      db
        .prepare(
          `SELECT message, script, COUNT(*) AS count, MAX(received_at) AS lastAt, MAX(name) AS name FROM client_errors
           GROUP BY message, script ORDER BY lastAt DESC LIMIT ?`,
        )
        .all(limit) as ErrorGroup[],
  };
}
