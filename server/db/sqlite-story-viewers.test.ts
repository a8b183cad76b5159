import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { STORY_VIEWERS_COUNT_SQL, STORY_VIEWERS_PAGE_SQL } from './sqlite-story-viewers';

describe('a story\'s viewers', () => {
  it('are read by the owner through an index, in the list\'s order, never by a scan of every mark (migration 019)', () => {
    const db = new Database(':memory:');
    migrate(db);
    const args = { viewer: 1, takenAt: 0, time: null, id: 0, limit: 10 };
    for (const sql of [STORY_VIEWERS_PAGE_SQL, STORY_VIEWERS_COUNT_SQL]) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(args) as { detail: string }[]).map((p) => p.detail);
      expect(plan).toContainEqual(expect.stringMatching(/^SEARCH s USING (?:COVERING )?INDEX story_seen_owner \(owner_id=\?\)/));
      expect(plan.filter((d) => /^SCAN /.test(d) || /TEMP B-TREE/.test(d))).toEqual([]);
    }
    db.close();
  });
});
