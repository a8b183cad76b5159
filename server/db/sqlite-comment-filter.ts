import type { Database } from 'better-sqlite3';
import { commentMatches } from '../domain/comment-filter';

const registered = new WeakSet<Database>();

/**
 * 001 §7 comment filter (domain/comment-filter.ts): a comment on a post whose owner filters it
 * is left out for every viewer but its author (@viewer); the owner's own comments are never
 * filtered. Owners without a filter row cost one primary-key miss per comment.
 */
export const NOT_FILTERED = (c: string): string => `(${c}.user_id = @viewer OR NOT EXISTS (
   SELECT 1 FROM posts fp JOIN comment_filters cf ON cf.user_id = fp.owner_id
   WHERE fp.id = ${c}.post_id AND fp.owner_id <> ${c}.user_id AND (cf.hide_offensive = 1 OR cf.keywords <> '[]')
     AND comment_filtered(${c}.text, cf.keywords, cf.hide_offensive) = 1))`;

/** Registers comment_filtered(text, keywords JSON, hide offensive 0/1) → 0/1 on the connection. */
export function registerCommentFilter(db: Database): void {
  if (registered.has(db)) return;
  registered.add(db);
  const parsed = new Map<string, string[]>();
  const keywordsOf = (json: string): string[] => {
    let list = parsed.get(json);
    if (!list) {
      list = JSON.parse(json) as string[];
      if (parsed.size > 500) parsed.clear();
      parsed.set(json, list);
    }
    return list;
  };
  db.function('comment_filtered', { deterministic: true }, (text: unknown, keywords: unknown, offensive: unknown) =>
    commentMatches(String(text), keywordsOf(String(keywords)), offensive === 1) ? 1 : 0,
  );
}
