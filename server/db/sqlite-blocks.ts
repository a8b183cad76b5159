import type { Database } from 'better-sqlite3';
import type { BlocksRepo } from './types';

/** 001 §4 Relationships: block status (the block route also removes the follows both ways). */
export function sqliteBlocks(db: Database): BlocksRepo {
  const insert = db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?');
  const exists = db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM blocks WHERE blocker_id = ? AND blocked_id = ?');
  const hidden = db.prepare<{ viewer: number; ids: string }, { id: number }>(
    `SELECT j.value AS id FROM json_each(@ids) j WHERE EXISTS (SELECT 1 FROM blocks b
       WHERE (b.blocker_id = @viewer AND b.blocked_id = j.value) OR (b.blocker_id = j.value AND b.blocked_id = @viewer))`,
  );
  return {
    block: (a, b, now) => {
      insert.run(a, b, now);
    },
    unblock: (a, b) => remove.run(a, b).changes > 0,
    blocks: (a, b) => exists.get(a, b) !== undefined,
    hiddenFrom: (viewer, ids) => new Set(ids.length === 0 ? [] : hidden.all({ viewer, ids: JSON.stringify(ids) }).map((r) => r.id)),
  };
}
