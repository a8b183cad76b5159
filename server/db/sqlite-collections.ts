import type { Database } from 'better-sqlite3';
import type { CollectionsRepo } from './types';
import { NEXT_ID } from './next-id';

/** Collections of saved posts (issue 12): made, filled and emptied by their owner only (the routes check). */
export function sqliteCollections(db: Database): CollectionsRepo {
  const insert = db.prepare(`INSERT INTO collections (id, user_id, name, created_at) VALUES (${NEXT_ID('collections')}, ?, ?, ?)`);
  const byId = db.prepare<[number], { id: number; userId: number; name: string }>(
    'SELECT id, user_id AS userId, name FROM collections WHERE id = ?',
  );
  const add = db.prepare('INSERT OR IGNORE INTO collection_posts (collection_id, post_id, created_at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM collection_posts WHERE collection_id = ? AND post_id = ?');
  const del = db.prepare('DELETE FROM collections WHERE id = ?');
  const rename = db.prepare('UPDATE collections SET name = ? WHERE id = ?');
  const holding = db.prepare<[number, number], { id: number }>(
    `SELECT c.id FROM collections c JOIN collection_posts cp ON cp.collection_id = c.id
     WHERE c.user_id = ? AND cp.post_id = ? ORDER BY c.created_at DESC, c.id DESC`,
  );
  return {
    create: (userId, name, now) => {
      const id = Number(insert.run(userId, name, now).lastInsertRowid);
      return { id, userId, name, count: 0, coverPostIds: [] };
    },
    byId: (id) => byId.get(id),
    add: (collection, post, now) => {
      add.run(collection, post, now);
    },
    remove: (collection, post) => {
      remove.run(collection, post);
    },
    delete: (id) => {
      del.run(id);
    },
    rename: (id, name) => {
      rename.run(name, id);
    },
    holding: (user, post) => holding.all(user, post).map((r) => r.id),
  };
}
