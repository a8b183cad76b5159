import type { Database } from 'better-sqlite3';
import { hashtagsIn, mentionsIn } from '../../sync/api/text-entities';

/**
 * Hashtags and mentions of captions and comments (issue 12). Triggers queue every caption
 * and comment written (migrations/004-people.sql); `drain` indexes the queue. Readers of tag
 * pages, mentions and search call it first, so writers (configure, edit, comments, seed)
 * need not know the index exists. Synchronous and cheap when the queue is empty.
 */
export function textIndexer(db: Database): () => void {
  const pending = db.prepare<[], { kind: 'post' | 'comment'; ref_id: number }>('SELECT kind, ref_id FROM text_index_queue LIMIT 500');
  const done = db.prepare('DELETE FROM text_index_queue WHERE kind = ? AND ref_id = ?');
  const post = db.prepare<[number], { id: number; owner_id: number; caption: string | null; taken_at: number; is_published: number }>(
    'SELECT id, owner_id, caption, taken_at, is_published FROM posts WHERE id = ?',
  );
  const comment = db.prepare<[number], { id: number; post_id: number; user_id: number; text: string; created_at: number }>(
    'SELECT id, post_id, user_id, text, created_at FROM comments WHERE id = ?',
  );
  const clearPostTags = db.prepare('DELETE FROM post_hashtags WHERE post_id = ?');
  const clearCaptionMentions = db.prepare('DELETE FROM mentions WHERE post_id = ? AND comment_id IS NULL');
  const ensureTag = db.prepare('INSERT INTO hashtags (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');
  const tagId = db.prepare<[string], { id: number }>('SELECT id FROM hashtags WHERE name = ?');
  const addPostTag = db.prepare('INSERT OR IGNORE INTO post_hashtags (hashtag_id, post_id, taken_at) VALUES (?, ?, ?)');
  const userId = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
  const addMention = db.prepare(
    'INSERT INTO mentions (user_id, author_id, post_id, comment_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  const mention = (text: string, authorId: number, postId: number, commentId: number | null, at: number) => {
    for (const name of mentionsIn(text)) {
      const target = userId.get(name);
      if (target && target.id !== authorId) addMention.run(target.id, authorId, postId, commentId, at);
    }
  };

  const drainBatch = db.transaction((rows: { kind: 'post' | 'comment'; ref_id: number }[]) => {
    for (const { kind, ref_id: id } of rows) {
      done.run(kind, id);
      if (kind === 'post') {
        clearPostTags.run(id);
        clearCaptionMentions.run(id);
        const p = post.get(id);
        if (!p || p.is_published !== 1) continue;
        for (const name of hashtagsIn(p.caption)) {
          ensureTag.run(name, p.taken_at);
          const tag = tagId.get(name);
          if (tag) addPostTag.run(tag.id, p.id, p.taken_at);
        }
        if (p.caption) mention(p.caption, p.owner_id, p.id, null, p.taken_at);
      } else {
        const c = comment.get(id);
        if (c) mention(c.text, c.user_id, c.post_id, c.id, c.created_at);
      }
    }
  });

  return () => {
    for (;;) {
      const rows = pending.all();
      if (rows.length === 0) return;
      drainBatch(rows);
    }
  };
}
