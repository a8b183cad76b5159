import type { Database } from 'better-sqlite3';
import type { DataDownloadRow, DataDownloadsRepo, DataDownloadStatus } from '../../db/types';

interface DownloadRecord {
  id: number;
  user_id: number;
  email: string;
  status: DataDownloadStatus;
  token_hash: string | null;
  content: string | null;
  created_ms: number;
  ready_ms: number | null;
  expires_ms: number | null;
}

const toRow = (r: DownloadRecord): DataDownloadRow => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  status: r.status,
  tokenHash: r.token_hash,
  content: r.content,
  createdMs: r.created_ms,
  readyMs: r.ready_ms,
  expiresMs: r.expires_ms,
});

export function sqliteDownloads(db: Database): DataDownloadsRepo {
  const insert = db.prepare("INSERT INTO data_downloads (user_id, email, status, created_ms) VALUES (?, ?, 'running', ?)");
  const byId = db.prepare<[number], DownloadRecord>('SELECT * FROM data_downloads WHERE id = ?');
  const latest = db.prepare<[number], DownloadRecord>(
    'SELECT * FROM data_downloads WHERE user_id = ? ORDER BY created_ms DESC, id DESC LIMIT 1',
  );
  const byToken = db.prepare<[string], DownloadRecord>('SELECT * FROM data_downloads WHERE token_hash = ?');
  const finish = db.prepare(
    "UPDATE data_downloads SET status = 'ready', content = ?, token_hash = ?, ready_ms = ?, expires_ms = ? WHERE id = ?",
  );
  const fail = db.prepare("UPDATE data_downloads SET status = 'failed' WHERE id = ?");
  const setToken = db.prepare('UPDATE data_downloads SET token_hash = ? WHERE id = ?');
  const one = (r: DownloadRecord | undefined) => r && toRow(r);
  return {
    start(userId, email, now) {
      const info = insert.run(userId, email, now);
      const row = one(byId.get(Number(info.lastInsertRowid)));
      if (!row) throw new Error('download insert lost');
      return row;
    },
    latest: (userId) => one(latest.get(userId)),
    byTokenHash: (hash) => one(byToken.get(hash)),
    finish: (id, content, hash, now, expires) => {
      finish.run(content, hash, now, expires, id);
    },
    fail: (id) => {
      fail.run(id);
    },
    setToken: (id, hash) => {
      setToken.run(hash, id);
    },
  };
}
