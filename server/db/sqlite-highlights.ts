import type { Database } from 'better-sqlite3';
import type { HighlightRow, HighlightsRepo } from './highlights-types';
import { NEXT_ID } from './next-id';
import { toStory } from './sqlite-stories';
import type { StoryRecord } from './sqlite-stories';

interface HighlightRecord {
  id: number;
  user_id: number;
  title: string;
  cover_story_id: number | null;
  created_at: number;
}

const toHighlight = (r: HighlightRecord): HighlightRow => ({ id: r.id, userId: r.user_id, title: r.title, coverStoryId: r.cover_story_id, createdAt: r.created_at });

/** Story highlights (migration 018): made, changed and deleted by their owner only (the routes check). */
export function sqliteHighlights(db: Database): HighlightsRepo {
  const insert = db.prepare(
    `INSERT INTO highlights (id, user_id, title, cover_story_id, created_at, updated_at) VALUES (${NEXT_ID('highlights')}, ?, ?, ?, ?, ?)`,
  );
  const addItem = db.prepare('INSERT OR IGNORE INTO highlight_items (highlight_id, story_id) VALUES (?, ?)');
  const removeItem = db.prepare('DELETE FROM highlight_items WHERE highlight_id = ? AND story_id = ?');
  const byId = db.prepare<[number], HighlightRecord>('SELECT * FROM highlights WHERE id = ?');
  const ofUser = db.prepare<[number, number], HighlightRecord>('SELECT * FROM highlights WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?');
  const countOf = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM highlights WHERE user_id = ?');
  const items = db.prepare<[number], StoryRecord>(
    'SELECT s.* FROM highlight_items hi JOIN stories s ON s.id = hi.story_id WHERE hi.highlight_id = ? ORDER BY s.taken_at, s.id',
  );
  const setTitle = db.prepare('UPDATE highlights SET title = ? WHERE id = ?');
  const setCover = db.prepare('UPDATE highlights SET cover_story_id = ? WHERE id = ?');
  const touch = db.prepare('UPDATE highlights SET updated_at = ? WHERE id = ?');
  const del = db.prepare('DELETE FROM highlights WHERE id = ?');
  const archiveFirst = db.prepare<[number, number], StoryRecord>('SELECT * FROM stories WHERE user_id = ? ORDER BY taken_at DESC, id DESC LIMIT ?');
  const archiveAfter = db.prepare<{ user: number; before: number; limit: number }, StoryRecord>(
    `SELECT * FROM stories WHERE user_id = @user AND (taken_at, id) < (SELECT taken_at, id FROM stories WHERE id = @before)
     ORDER BY taken_at DESC, id DESC LIMIT @limit`,
  );
  return {
    create: (userId, title, coverStoryId, storyIds, now) => db.transaction(() => {
      const id = Number(insert.run(userId, title, coverStoryId, now, now).lastInsertRowid);
      for (const s of storyIds) addItem.run(id, s);
      return { id, userId, title, coverStoryId, createdAt: now };
    })(),
    byId: (id) => {
      const r = byId.get(id);
      return r && toHighlight(r);
    },
    ofUser: (userId, limit) => ofUser.all(userId, limit).map(toHighlight),
    countOf: (userId) => countOf.get(userId)?.n ?? 0,
    items: (highlightId) => items.all(highlightId).map(toStory),
    itemCounts: (ids) => {
      if (ids.length === 0) return new Map();
      const rows = db.prepare<unknown[], { id: number; n: number }>(
        `SELECT highlight_id AS id, count(*) AS n FROM highlight_items WHERE highlight_id IN (${ids.map(() => '?').join(',')}) GROUP BY highlight_id`,
      ).all(...ids);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    update: (id, change, now) => db.transaction(() => {
      if (change.title !== undefined) setTitle.run(change.title, id);
      for (const s of change.add ?? []) addItem.run(id, s);
      for (const s of change.remove ?? []) removeItem.run(id, s);
      if (change.coverStoryId !== undefined) setCover.run(change.coverStoryId, id);
      touch.run(now, id);
    })(),
    delete: (id) => {
      del.run(id);
    },
    archive: (userId, before, limit) =>
      (before === null ? archiveFirst.all(userId, limit) : archiveAfter.all({ user: userId, before, limit })).map(toStory),
  };
}
