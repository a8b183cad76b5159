import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate';

describe('migrate', () => {
  it('applies every migration once and records the version in user_version', () => {
    const db = new Database(':memory:');
    const all = loadMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(migrate(db, all)).toEqual(all.map((m) => m.version));
    expect(db.pragma('user_version', { simple: true })).toBe(all.at(-1)?.version);
    expect(migrate(db, all)).toEqual([]);
  });

  it('applies only migrations newer than the stored version', () => {
    const db = new Database(':memory:');
    migrate(db, [{ version: 1, name: '001-a.sql', sql: 'CREATE TABLE a (x INTEGER);' }]);
    const applied = migrate(db, [
      { version: 1, name: '001-a.sql', sql: 'CREATE TABLE a (x INTEGER);' },
      { version: 2, name: '002-b.sql', sql: 'CREATE TABLE b (y INTEGER);' },
    ]);
    expect(applied).toEqual([2]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
  });

  it('rolls back a failing migration as a whole', () => {
    const db = new Database(':memory:');
    expect(() =>
      migrate(db, [{ version: 1, name: '001-bad.sql', sql: 'CREATE TABLE c (x); SELECT * FROM nope;' }]),
    ).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").get()).toBeUndefined();
  });
});
