import { existsSync, linkSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { DEMO_USER, SEED_PASSWORD } from '../../fixtures/seed';
import { GENERAL_TAGS, SCENE_CAPTIONS, SCENES, TRAVEL_TAG } from '../../fixtures/seed/captions';
import { renderPicture, sceneSvg } from '../../fixtures/seed/media';
import { createRng } from '../../fixtures/seed/prng';
import type { Rng } from '../../fixtures/seed/prng';
import { hashPassword } from '../auth/password-hash';
import { openDatabase } from '../db/open';
import { DISPLAY_WIDTHS, imageFileName, THUMBNAIL_SIZE } from '../media/media-files';
import { nameMaker, skewedId, spread } from './scale-names';

/**
 * The scale generator (issue 12 "Seed and scale"; server/README.md "Scale data"): a data folder
 * with `users` accounts, `follows` approved follows (and a few requests) and `posts` picture
 * posts, written straight into SQLite with prepared statements in big transactions. Triggers
 * are dropped while loading and made again after; what they keep (follow counts, the search
 * index, hashtags of captions) is computed once at the end. No picture is rendered per post:
 * posts point at placeholder keys whose files are hard links to a few rendered pictures.
 * Account 1 is `demo` (password as in the demo seed) and follows `demoFollows` accounts, the
 * viewer of the feed benchmark. Every account shares demo's password (one scrypt hash).
 */
export interface ScaleOptions {
  out: string;
  users: number;
  follows: number;
  posts: number;
  /** How many accounts demo follows (1,000 by default, or fewer when there are fewer). */
  demoFollows?: number;
  /** Distinct placeholder keys posts point at (each a set of hard links to a rendered picture). */
  placeholderKeys?: number;
  seed?: number;
  /** Seconds; the newest post is a little older. */
  now?: number;
  log?: (line: string) => void;
}

export interface ScaleResult {
  users: number;
  follows: number;
  posts: number;
  hashtags: number;
  timings: Record<string, number>;
  dbBytes: number;
}

const DAY = 86_400;
const BATCH = 50_000;
/** Pictures rendered once; placeholder keys link to them in turn. */
const RENDERED = 6;

export async function buildScaleData(opts: ScaleOptions): Promise<ScaleResult> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  const rng = createRng(opts.seed ?? 424242);
  const timings: Record<string, number> = {};
  const phase = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    timings[name] = Math.round(performance.now() - t0);
    log(`${name}: ${(timings[name] / 1000).toFixed(1)} s`);
    return out;
  };
  if (opts.users < 2 || opts.posts < 1 || opts.follows < 0) throw new Error('scale: need at least 2 users and 1 post');
  const dbFile = join(opts.out, 'app.db');
  if (existsSync(dbFile)) throw new Error(`scale: ${dbFile} exists; give an empty --out folder`);
  const mediaDir = join(opts.out, 'media');
  mkdirSync(mediaDir, { recursive: true });

  const db = openDatabase(dbFile);
  const keys = await phase('placeholders', () => placeholders(mediaDir, Math.min(opts.placeholderKeys ?? 20_000, opts.posts)));
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const triggers = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'trigger'").all();
  for (const { name } of db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'trigger'").all()) {
    db.exec(`DROP TRIGGER "${name}"`);
  }
  // A fresh folder: nothing to lose on a crash, so no journal while loading.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');

  const isPrivate = await phase('users', () => insertUsers(db, rng, opts.users, passwordHash, now));
  const follows = await phase('follows', () => insertFollows(db, rng, opts, isPrivate, now));
  const hashtags = await phase('posts', () => insertPosts(db, rng, opts, keys, now));
  await phase('counts, search index, triggers', () => {
    db.exec(`INSERT INTO user_counts (user_id, followers, following)
      SELECT u.id,
        (SELECT COUNT(*) FROM follows f WHERE f.followee_id = u.id AND f.status = 'following'),
        (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id AND f.status = 'following')
      FROM users u`);
    for (const fts of ['users_fts', 'hashtags_fts', 'locations_fts']) db.exec(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`);
    db.exec('UPDATE hashtags SET media_count = (SELECT COUNT(*) FROM post_hashtags ph WHERE ph.hashtag_id = hashtags.id)');
    db.exec('DELETE FROM text_index_queue');
    for (const { sql } of triggers) db.exec(sql);
  });
  await phase('analyze', () => {
    db.exec('ANALYZE');
    db.pragma('journal_mode = WAL');
  });
  db.close();
  return { users: opts.users, follows, posts: opts.posts, hashtags, timings, dbBytes: statSync(dbFile).size };
}

/** Renders a few pictures and hard-links `count` placeholder keys to them (every display width and the thumbnail). */
async function placeholders(mediaDir: string, count: number): Promise<string[]> {
  const sources: string[] = [];
  for (let i = 0; i < RENDERED; i++) {
    const scene = SCENES[(i * 2) % SCENES.length] ?? 'sunset';
    const pic = await renderPicture(sceneSvg(scene, 1080, 1080, [(i * 60) % 360, (i * 60 + 150) % 360], i), DISPLAY_WIDTHS, THUMBNAIL_SIZE);
    const key = `scale-src-${i}`;
    for (const d of pic.display) writeFileSync(join(mediaDir, imageFileName(key, d.width)), d.jpeg);
    writeFileSync(join(mediaDir, imageFileName(key, THUMBNAIL_SIZE)), pic.thumbnail);
    sources.push(key);
  }
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `scale-${i}`;
    const source = sources[i % RENDERED] ?? 'scale-src-0';
    for (const width of [...DISPLAY_WIDTHS, THUMBNAIL_SIZE]) linkSync(join(mediaDir, imageFileName(source, width)), join(mediaDir, imageFileName(key, width)));
    keys.push(key);
  }
  return keys;
}

/** Runs `each(i)` for i in [0, n) in transactions of BATCH. */
function batched(db: Database, n: number, each: (i: number) => void): void {
  const run = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) each(i);
  });
  for (let from = 0; from < n; from += BATCH) run(from, Math.min(n, from + BATCH));
}

/** Users 1..n (1 is demo); returns who is private (index = id). */
function insertUsers(db: Database, rng: Rng, n: number, passwordHash: string, now: number): boolean[] {
  const insert = db.prepare(
    `INSERT INTO users (id, username, email, full_name, password_hash, biography, is_private, is_verified, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const name = nameMaker(rng);
  const isPrivate: boolean[] = [false];
  batched(db, n, (i) => {
    const id = i + 1;
    const { username, fullName } = id === 1 ? { username: DEMO_USER, fullName: 'Demo User' } : name();
    const priv = id !== 1 && rng.chance(0.1);
    isPrivate[id] = priv;
    const bio = rng.chance(0.4) ? `${rng.pick(SCENE_CAPTIONS[rng.pick(SCENES)].captions)}` : '';
    insert.run(id, username, `${username}@example.com`, fullName, passwordHash, bio, priv ? 1 : 0, rng.chance(0.005) ? 1 : 0, now - rng.int(30 * DAY, 900 * DAY));
  });
  return isPrivate;
}

/** demo follows `demoFollows` accounts; the other follows are spread over every other account, toward popular ones. */
function insertFollows(db: Database, rng: Rng, opts: ScaleOptions, isPrivate: boolean[], now: number): number {
  const insert = db.prepare('INSERT OR IGNORE INTO follows (follower_id, followee_id, status, created_at) VALUES (?, ?, ?, ?)');
  const demoCount = Math.min(opts.demoFollows ?? 1000, opts.users - 1, opts.follows);
  const degrees = [demoCount, ...spread(opts.follows - demoCount, opts.users - 1)];
  let written = 0;
  batched(db, opts.users, (i) => {
    const follower = i + 1;
    const want = Math.min(degrees[i] ?? 0, opts.users - 1);
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < want && tries < want * 20; tries++) {
      const followee = skewedId(rng, opts.users, 2.5);
      if (followee !== follower) chosen.add(followee);
    }
    for (const followee of chosen) {
      const status = isPrivate[followee] && rng.chance(0.1) ? 'requested' : 'following';
      written += insert.run(follower, followee, status, now - rng.int(DAY, 700 * DAY)).changes;
    }
  });
  return written;
}

/** Picture posts with scene captions and hashtags (indexed here, as the text index would), some at known places. */
function insertPosts(db: Database, rng: Rng, opts: ScaleOptions, keys: string[], now: number): number {
  const tagNames = [...new Set([...SCENES.flatMap((s) => SCENE_CAPTIONS[s].tags), TRAVEL_TAG, ...GENERAL_TAGS])];
  const insertTag = db.prepare('INSERT INTO hashtags (id, name, created_at) VALUES (?, ?, ?)');
  db.transaction(() => tagNames.forEach((name, i) => insertTag.run(i + 1, name, now - 900 * DAY)))();
  const tagId = new Map(tagNames.map((name, i) => [name, i + 1]));
  const locations = db.prepare<[], { id: number }>('SELECT id FROM locations').all().map((r) => r.id);
  const post = db.prepare(
    `INSERT INTO posts (id, shortcode, owner_id, kind, caption, location_id, taken_at) VALUES (?, ?, ?, 'image', ?, ?, ?)`,
  );
  const media = db.prepare(
    `INSERT INTO post_media (post_id, position, shortcode, is_video, width, height, image_key, accessibility_caption)
     VALUES (?, 0, ?, 0, 1080, 1080, ?, ?)`,
  );
  const postTag = db.prepare('INSERT OR IGNORE INTO post_hashtags (hashtag_id, post_id, taken_at) VALUES (?, ?, ?)');
  batched(db, opts.posts, (i) => {
    const id = i + 1;
    const scene = rng.pick(SCENES);
    const { captions, tags, alt } = SCENE_CAPTIONS[scene];
    const place = locations.length > 0 && rng.chance(0.25) ? rng.pick(locations) : null;
    const chosen = rng.sample(tags, rng.int(1, 3));
    if (place !== null && rng.chance(0.6)) chosen.push(TRAVEL_TAG);
    const takenAt = now - 600 - rng.int(0, 365 * DAY);
    post.run(id, `p${id.toString(36)}`, skewedId(rng, opts.users, 1.6), `${rng.pick(captions)} ${chosen.map((t) => `#${t}`).join(' ')}`, place, takenAt);
    media.run(id, `m${id.toString(36)}`, keys[i % keys.length] ?? 'scale-0', alt);
    for (const t of chosen) postTag.run(tagId.get(t) ?? 1, id, takenAt);
  });
  return tagNames.length;
}
