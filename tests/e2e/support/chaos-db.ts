/**
 * What the server's database holds for the chaos test's posts (issue 17), read straight from
 * the SQLite file, read-only, while the server runs (WAL: a reader sees the last commit).
 */
import Database from 'better-sqlite3';
import { DEMO_USER } from '../../../fixtures/seed/people';
import { toggleKey } from './chaos-expect';
import type { PostFacts, ServerView } from './chaos-expect';

export interface DbFacts {
  view: ServerView;
  /** The demo user's state of each post; `likes` is every like of the post. */
  posts: PostFacts[];
}

/** Reads the demo user's likes, saves and comments (texts starting with `prefix`) on the posts (by id as the API gives it). */
export function readDbFacts(file: string, postIds: readonly string[], prefix: string): DbFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const demo = db.prepare('SELECT id FROM users WHERE username = ?').get(DEMO_USER) as { id: number } | undefined;
    if (!demo) throw new Error('chaos db: no demo user');
    const has = (table: 'post_likes' | 'post_saves', postId: string) =>
      db.prepare(`SELECT 1 FROM ${table} WHERE post_id = ? AND user_id = ?`).get(Number(postId), demo.id) !== undefined;
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
      const mine = (texts.all(Number(postId), demo.id, `${prefix}%`) as { text: string }[]).map((r) => r.text);
      for (const t of mine) commentCounts.set(t, (commentCounts.get(t) ?? 0) + 1);
      posts.push({ postId, liked, saved, likes: (likeCount.get(Number(postId)) as { n: number }).n, comments: [...mine].sort() });
    }
    return { view: { toggles, commentCounts }, posts };
  } finally {
    db.close();
  }
}
