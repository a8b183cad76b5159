import type { Database } from 'better-sqlite3';
import type { ConsentRepo, ConsentSessionRow, ParentalStatus, UnderageAttemptsRepo } from '../db/types';

interface ConsentRecord {
  id: string;
  user_id: number | null;
  device_id: string;
  tos_version: ConsentSessionRow['tosVersion'];
  states: string;
  dob: string | null;
  age_bucket: string | null;
  guardian_email: string | null;
  parental_status: ParentalStatus | null;
  parent_name: string | null;
  created_ms: number;
  updated_ms: number;
}

const toRow = (r: ConsentRecord): ConsentSessionRow => ({
  id: r.id,
  userId: r.user_id,
  deviceId: r.device_id,
  tosVersion: r.tos_version,
  states: JSON.parse(r.states) as Record<string, number>,
  dob: r.dob,
  ageBucket: r.age_bucket,
  guardianEmail: r.guardian_email,
  parentalStatus: r.parental_status,
  parentName: r.parent_name,
  createdMs: r.created_ms,
  updatedMs: r.updated_ms,
});

export function sqliteConsent(db: Database): ConsentRepo {
  const byId = db.prepare<[string], ConsentRecord>('SELECT * FROM consent_sessions WHERE id = ?');
  const byUser = db.prepare<[number], ConsentRecord>('SELECT * FROM consent_sessions WHERE user_id = ?');
  const save = db.prepare(
    `INSERT OR REPLACE INTO consent_sessions (id, user_id, device_id, tos_version, states, dob, age_bucket,
       guardian_email, parental_status, parent_name, created_ms, updated_ms)
     VALUES (@id, @userId, @deviceId, @tosVersion, @states, @dob, @ageBucket, @guardianEmail, @parentalStatus,
       @parentName, @createdMs, @updatedMs)`,
  );
  return {
    byId: (id) => {
      const r = byId.get(id);
      return r && toRow(r);
    },
    byUser: (userId) => {
      const r = byUser.get(userId);
      return r && toRow(r);
    },
    save: (row) => {
      save.run({ ...row, states: JSON.stringify(row.states) });
    },
  };
}

export function sqliteUnderageAttempts(db: Database): UnderageAttemptsRepo {
  const insert = db.prepare('INSERT INTO underage_attempts (device_key, at_ms) VALUES (?, ?)');
  const since = db.prepare<[string, number], number>(
    'SELECT at_ms FROM underage_attempts WHERE device_key = ? AND at_ms > ? ORDER BY at_ms',
  ).pluck();
  return {
    record: (keys, now) => {
      for (const k of new Set(keys)) insert.run(k, now);
    },
    since: (key, sinceMs) => since.all(key, sinceMs),
  };
}
