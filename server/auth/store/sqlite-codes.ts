import type { Database } from 'better-sqlite3';
import type { OneTimeCodeRow, OneTimeCodesRepo } from '../../db/types';

interface CodeRecord {
  id: number;
  purpose: string;
  subject: string;
  code_hash: string;
  user_id: number | null;
  data: string;
  attempts: number;
  created_ms: number;
  expires_ms: number;
  used_ms: number | null;
}

const toRow = (r: CodeRecord): OneTimeCodeRow => ({
  id: r.id,
  purpose: r.purpose,
  subject: r.subject,
  codeHash: r.code_hash,
  userId: r.user_id,
  data: r.data,
  attempts: r.attempts,
  createdMs: r.created_ms,
  expiresMs: r.expires_ms,
  usedMs: r.used_ms,
});

export function sqliteCodes(db: Database): OneTimeCodesRepo {
  const insert = db.prepare(
    `INSERT INTO one_time_codes (purpose, subject, code_hash, user_id, data, created_ms, expires_ms)
     VALUES (@purpose, @subject, @codeHash, @userId, @data, @createdMs, @expiresMs)`,
  );
  const byId = db.prepare<[number], CodeRecord>('SELECT * FROM one_time_codes WHERE id = ?');
  const byHash = db.prepare<[string, string], CodeRecord>(
    'SELECT * FROM one_time_codes WHERE purpose = ? AND code_hash = ? ORDER BY id DESC LIMIT 1',
  );
  const latest = db.prepare<[string, string], CodeRecord>(
    'SELECT * FROM one_time_codes WHERE purpose = ? AND subject = ? AND used_ms IS NULL ORDER BY id DESC LIMIT 1',
  );
  const attempt = db.prepare<[number], { attempts: number }>(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts',
  );
  const use = db.prepare('UPDATE one_time_codes SET used_ms = ? WHERE id = ? AND used_ms IS NULL');
  const setData = db.prepare('UPDATE one_time_codes SET data = ? WHERE id = ?');
  const revoke = db.prepare(
    'UPDATE one_time_codes SET used_ms = ? WHERE purpose = ? AND subject = ? AND used_ms IS NULL',
  );
  return {
    create(row) {
      const info = insert.run(row);
      const stored = byId.get(Number(info.lastInsertRowid));
      if (!stored) throw new Error('one-time code insert lost');
      return toRow(stored);
    },
    byHash: (purpose, hash) => {
      const r = byHash.get(purpose, hash);
      return r && toRow(r);
    },
    latestUnused: (purpose, subject) => {
      const r = latest.get(purpose, subject);
      return r && toRow(r);
    },
    countAttempt: (id) => attempt.get(id)?.attempts ?? 0,
    markUsed: (id, nowMs) => use.run(nowMs, id).changes === 1,
    setData: (id, data) => {
      setData.run(data, id);
    },
    revokeAll: (purpose, subject, nowMs) => {
      revoke.run(nowMs, purpose, subject);
    },
  };
}
