import type { Database } from 'better-sqlite3';
import type { OutboxMessageRow, OutboxRepo } from '../db/types';

interface OutboxRecord {
  id: number;
  kind: 'email' | 'sms';
  to_addr: string;
  subject: string;
  body: string;
  link: string | null;
  created_ms: number;
}

const toRow = (r: OutboxRecord): OutboxMessageRow => ({
  id: r.id,
  kind: r.kind,
  to: r.to_addr,
  subject: r.subject,
  text: r.body,
  link: r.link,
  createdMs: r.created_ms,
});

export function sqliteOutbox(db: Database): OutboxRepo {
  const insert = db.prepare(
    'INSERT INTO outbox_messages (kind, to_addr, subject, body, link, created_ms) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const list = db.prepare<[{ to: string | null; kind: string | null; limit: number }], OutboxRecord>(
    `SELECT * FROM outbox_messages WHERE (@to IS NULL OR to_addr = @to) AND (@kind IS NULL OR kind = @kind)
     ORDER BY id DESC LIMIT @limit`,
  );
  return {
    add(m) {
      const info = insert.run(m.kind, m.to, m.subject, m.text, m.link, m.createdMs);
      return { ...m, id: Number(info.lastInsertRowid) };
    },
    list: (f) => list.all({ to: f.to ?? null, kind: f.kind ?? null, limit: f.limit }).map(toRow),
  };
}
