/**
 * What the server's database holds for the chaos test's posts, people and conversation (issue 17), read straight from
 * the SQLite file, read-only, while the server runs (WAL: a reader sees the last commit).
 */
import Database from 'better-sqlite3';
import { DEMO_USER } from '../../../fixtures/seed/people';
import { toggleKey } from './chaos-expect';
import type { PersonFacts, PostFacts, ServerView } from './chaos-expect';
import type { HeldMessage } from './chaos-expect-direct';

export interface DbFacts {
  view: ServerView;
  /** The demo user's state of each post; `likes` is every like of the post. */
  posts: PostFacts[];
}

/** Reads the demo user's (`demoId`, ChaosIds) likes, saves and comments (texts starting with `prefix`) on the posts (by id as the API gives it). */
export function readDbFacts(file: string, demoId: number, postIds: readonly string[], prefix: string): DbFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const has = (table: 'post_likes' | 'post_saves', postId: string) =>
      db.prepare(`SELECT 1 FROM ${table} WHERE post_id = ? AND user_id = ?`).get(Number(postId), demoId) !== undefined;
    const likeCount = db.prepare('SELECT COUNT(*) AS n FROM post_likes WHERE post_id = ?');
    const texts = db.prepare('SELECT text FROM comments WHERE post_id = ? AND user_id = ? AND text LIKE ?');
    const toggles = new Map<string, boolean>();
    const commentCounts = new Map<string, number>();
    const posts: PostFacts[] = [];
    for (const postId of postIds) {
      const liked = has('post_likes', postId);
      const saved = has('post_saves', postId);
      toggles.set(toggleKey('like', postId), liked);
      toggles.set(toggleKey('save', postId), saved);
      const mine = (texts.all(Number(postId), demoId, `${prefix}%`) as { text: string }[]).map((r) => r.text);
      for (const t of mine) commentCounts.set(t, (commentCounts.get(t) ?? 0) + 1);
      posts.push({ postId, liked, saved, likes: (likeCount.get(Number(postId)) as { n: number }).n, comments: [...mine].sort() });
    }
    return { view: { toggles, commentCounts }, posts };
  } finally {
    db.close();
  }
}

/** The run's people (by username) and conversation, as the database names them. */
export interface ChaosIds {
  /** The demo user, the person of the run (read here once, for the readers below). */
  demoId: number;
  users: Map<string, string>;
  threadId: string;
  /** The thread's newest item before the run: the run's messages come after it. */
  lastSeedItem: number;
}

/** Demo's and the users' ids, and the id of demo's one-to-one conversation with `partner`. */
export function readChaosIds(file: string, usernames: readonly string[], partner: string): ChaosIds {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const id = (username: string) => (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number } | undefined)?.id;
    const users = new Map(usernames.map((u) => [u, String(id(u) ?? '')]));
    const demoId = id(DEMO_USER);
    if (demoId === undefined) throw new Error('chaos db: no demo user');
    const thread = db
      .prepare(
        `SELECT t.id FROM direct_threads t WHERE t.is_group = 0
           AND EXISTS (SELECT 1 FROM direct_participants p WHERE p.thread_id = t.id AND p.user_id = ?)
           AND EXISTS (SELECT 1 FROM direct_participants p WHERE p.thread_id = t.id AND p.user_id = ?)`,
      )
      .get(demoId, id(partner)) as { id: number } | undefined;
    if (!thread || [...users.values()].includes('')) throw new Error(`chaos db: no users ${usernames.join(', ')} or no conversation with ${partner}`);
    const last = db.prepare('SELECT MAX(id) AS id FROM direct_items WHERE thread_id = ?').get(thread.id) as { id: number | null };
    return { demoId, users, threadId: String(thread.id), lastSeedItem: last.id ?? 0 };
  } finally {
    db.close();
  }
}

/** Demo's follows and blocks of the users (by username), and demo's messages of the run in the thread, oldest first. */
export function readPeopleAndMessages(file: string, ids: ChaosIds): { people: PersonFacts[]; messages: HeldMessage[] } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const follows = db.prepare("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND status = 'following'");
    const blocks = db.prepare('SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?');
    const people = [...ids.users].map(([username, id]) => ({
      username,
      following: follows.get(ids.demoId, Number(id)) !== undefined,
      blocked: blocks.get(ids.demoId, Number(id)) !== undefined,
    }));
    const rows = db
      .prepare('SELECT id, payload, deleted FROM direct_items WHERE thread_id = ? AND user_id = ? AND id > ? ORDER BY id')
      .all(Number(ids.threadId), ids.demoId, ids.lastSeedItem) as { id: number; payload: string; deleted: number }[];
    const messages = rows.map((r) => ({ id: String(r.id), text: r.deleted !== 0 ? null : ((JSON.parse(r.payload) as { text?: string }).text ?? ''), unsent: r.deleted !== 0 }));
    return { people, messages };
  } finally {
    db.close();
  }
}
