import type { Database, Statement } from 'better-sqlite3';
import { ACCESS_TOOL_TITLES } from '../../sync/api/access-tool-wire';
import type { AccessToolCategory } from '../../sync/api/access-tool-wire';

/**
 * Added (access data): the person's own data, one list a category (001 §1 /accounts/access_tool/),
 * newest first, paged by (time, key) after a cursor. Every query is bound to the viewer's id:
 * there is no way to ask for someone else's list.
 */
export interface AccessToolRow {
  text: string;
  detail: string | null;
  time: number;
  /** Ties between equal times, in the order of the list (descending). */
  key: string;
}

/** Where a page starts: after (time, key) of the last row of the page before. */
export interface AccessToolAfter {
  time: number;
  key: string;
}

/** A change of the account as the triggers of migration 022 record it. */
export interface AccountChange {
  kind: 'private' | 'password' | 'username' | 'full_name' | 'email' | 'phone' | 'biography' | 'external_url';
  oldValue: string | null;
  newValue: string | null;
  /** Seconds. */
  at: number;
}

export interface AccessToolRepo {
  /** A change made before this server knew the account (the demo seed's history). */
  recordPast(userId: number, change: AccountChange): void;
  page(userId: number, name: AccessToolCategory, after: AccessToolAfter | null, limit: number): AccessToolRow[];
  counts(userId: number): Record<AccessToolCategory, number>;
}

/** Each category's rows as (text, detail, time, key) of one user (@user). */
const SOURCES: Record<AccessToolCategory, string> = {
  account_privacy_changes: `SELECT CASE new_value WHEN '1' THEN 'Made private' ELSE 'Made public' END AS text, NULL AS detail, changed_at AS time, printf('%012d', id) AS key FROM account_changes WHERE user_id = @user AND kind = 'private'`,
  password_changes: `SELECT 'Password changed' AS text, NULL AS detail, changed_at AS time, printf('%012d', id) AS key FROM account_changes WHERE user_id = @user AND kind = 'password'`,
  former_usernames: formerOf('username'),
  former_full_names: formerOf('full_name'),
  former_emails: formerOf('email'),
  former_phones: formerOf('phone'),
  former_bio_texts: formerOf('biography'),
  former_links: formerOf('external_url'),
  current_follow_requests: `SELECT u.username AS text, NULLIF(u.full_name, '') AS detail, f.created_at AS time, printf('%012d', u.id) AS key FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = @user AND f.status = 'requested'`,
  accounts_following_you: `SELECT u.username AS text, NULLIF(u.full_name, '') AS detail, f.created_at AS time, printf('%012d', u.id) AS key FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followee_id = @user AND f.status = 'following'`,
  accounts_you_follow: `SELECT u.username AS text, NULLIF(u.full_name, '') AS detail, f.created_at AS time, printf('%012d', u.id) AS key FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = @user AND f.status = 'following'`,
  hashtags_you_follow: `SELECT '#' || h.name AS text, NULL AS detail, hf.created_at AS time, printf('%012d', h.id) AS key FROM hashtag_follows hf JOIN hashtags h ON h.id = hf.hashtag_id WHERE hf.user_id = @user`,
  accounts_you_blocked: `SELECT u.username AS text, NULLIF(u.full_name, '') AS detail, b.created_at AS time, printf('%012d', u.id) AS key FROM blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = @user`,
  logins: `SELECT CASE user_agent WHEN '' THEN 'Unknown device' ELSE user_agent END AS text, NULLIF(ip, '') AS detail, created_at AS time, COALESCE(id, token_hash) AS key FROM sessions WHERE user_id = @user`,
  search_history: `SELECT CASE r.entity_type WHEN 'user' THEN u.username WHEN 'hashtag' THEN '#' || h.name ELSE l.name END AS text,
      CASE r.entity_type WHEN 'user' THEN 'Account' WHEN 'hashtag' THEN 'Hashtag' ELSE 'Place' END AS detail,
      r.clicked_at AS time, r.entity_type || printf('%012d', r.entity_id) AS key
    FROM recent_searches r
      LEFT JOIN users u ON r.entity_type = 'user' AND u.id = r.entity_id
      LEFT JOIN hashtags h ON r.entity_type = 'hashtag' AND h.id = r.entity_id
      LEFT JOIN locations l ON r.entity_type = 'place' AND l.id = r.entity_id
    WHERE r.user_id = @user AND COALESCE(u.username, h.name, l.name) IS NOT NULL`,
};

/** The values the account had before a change of `kind` (a change to a value from none is not a former one). */
function formerOf(kind: string): string {
  return `SELECT old_value AS text, NULL AS detail, changed_at AS time, printf('%012d', id) AS key FROM account_changes WHERE user_id = @user AND kind = '${kind}' AND old_value IS NOT NULL AND old_value <> ''`;
}

const NAMES = Object.keys(ACCESS_TOOL_TITLES) as AccessToolCategory[];

export function sqliteAccessTool(db: Database): AccessToolRepo {
  const pages = new Map<AccessToolCategory, Statement<{ user: number; time: number | null; key: string; limit: number }, AccessToolRow>>();
  const counts = new Map<AccessToolCategory, Statement<{ user: number }, { n: number }>>();
  for (const name of NAMES) {
    pages.set(
      name,
      db.prepare(
        `SELECT text, detail, time, key FROM (${SOURCES[name]})
         WHERE @time IS NULL OR time < @time OR (time = @time AND key < @key)
         ORDER BY time DESC, key DESC LIMIT @limit`,
      ),
    );
    counts.set(name, db.prepare(`SELECT COUNT(*) AS n FROM (${SOURCES[name]})`));
  }
  const insert = db.prepare('INSERT INTO account_changes (user_id, kind, old_value, new_value, changed_at) VALUES (?, ?, ?, ?, ?)');
  return {
    recordPast: (userId, c) => {
      insert.run(userId, c.kind, c.oldValue, c.newValue, c.at);
    },
    page: (user, name, after, limit) => pages.get(name)?.all({ user, time: after?.time ?? null, key: after?.key ?? '', limit }) ?? [],
    counts: (user) => Object.fromEntries(NAMES.map((n) => [n, counts.get(n)?.get({ user })?.n ?? 0])) as Record<AccessToolCategory, number>,
  };
}
