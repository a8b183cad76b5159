import type { Database } from 'better-sqlite3';
import type { DirectEventRow, DirectItemRow, DirectReactionRow, DirectRepo, DirectThreadRow, ParticipantRow, ParticipantState } from './direct-types';

/** Direct messages on SQLite (migration 006-direct.sql; issue 13). */
interface ThreadRecord {
  id: number;
  creator_id: number;
  is_group: number;
  pair_key: string | null;
  title: string;
  created_us: number;
  last_activity_us: number;
}

interface ParticipantRecord {
  thread_id: number;
  user_id: number;
  state: ParticipantState;
  muted: number;
  last_seen_item_id: number | null;
  last_seen_us: number | null;
  joined_us: number;
}

interface ItemRecord {
  id: number;
  thread_id: number;
  user_id: number;
  item_type: string;
  payload: string;
  timestamp_us: number;
  mutation_token: string | null;
  deleted: number;
  image_key: string | null;
}

const toThread = (r: ThreadRecord): DirectThreadRow => ({
  id: r.id,
  creatorId: r.creator_id,
  isGroup: r.is_group === 1,
  pairKey: r.pair_key,
  title: r.title,
  createdUs: r.created_us,
  lastActivityUs: r.last_activity_us,
});

const toParticipant = (r: ParticipantRecord): ParticipantRow => ({
  threadId: r.thread_id,
  userId: r.user_id,
  state: r.state,
  muted: r.muted === 1,
  lastSeenItemId: r.last_seen_item_id,
  lastSeenUs: r.last_seen_us,
  joinedUs: r.joined_us,
});

const toItem = (r: ItemRecord): DirectItemRow => ({
  id: r.id,
  threadId: r.thread_id,
  userId: r.user_id,
  itemType: r.item_type,
  payload: r.payload,
  timestampUs: r.timestamp_us,
  mutationToken: r.mutation_token,
  deleted: r.deleted === 1,
  imageKey: r.image_key,
});

/** Items that count as news for a reader: from someone else, not unsent, not a thread event, not from someone blocked either way. */
const NEWS_FOR = (user: string) => `i.user_id <> ${user} AND i.deleted = 0 AND i.item_type <> 'action_log'
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${user} AND b.blocked_id = i.user_id)
                                            OR (b.blocker_id = i.user_id AND b.blocked_id = ${user}))`;

export function sqliteDirect(db: Database): DirectRepo {
  const insertThread = db.prepare<[number, number, string | null, string, number, number]>(
    'INSERT INTO direct_threads (creator_id, is_group, pair_key, title, created_us, last_activity_us) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const threadById = db.prepare<[number], ThreadRecord>('SELECT * FROM direct_threads WHERE id = ?');
  const threadByPair = db.prepare<[string], ThreadRecord>('SELECT * FROM direct_threads WHERE pair_key = ?');
  const setTitle = db.prepare<[string, number]>('UPDATE direct_threads SET title = ? WHERE id = ?');
  const setActivity = db.prepare<[number, number]>('UPDATE direct_threads SET last_activity_us = MAX(last_activity_us, ?) WHERE id = ?');

  const addParticipant = db.prepare<[number, number, ParticipantState, number]>(
    `INSERT INTO direct_participants (thread_id, user_id, state, joined_us) VALUES (?, ?, ?, ?)
     ON CONFLICT (thread_id, user_id) DO UPDATE SET state = excluded.state`,
  );
  const participants = db.prepare<[number], ParticipantRecord>('SELECT * FROM direct_participants WHERE thread_id = ? ORDER BY joined_us, user_id');
  const participant = db.prepare<[number, number], ParticipantRecord>('SELECT * FROM direct_participants WHERE thread_id = ? AND user_id = ?');
  const setState = db.prepare<[ParticipantState, number, number]>('UPDATE direct_participants SET state = ? WHERE thread_id = ? AND user_id = ?');
  const setMuted = db.prepare<[number, number, number]>('UPDATE direct_participants SET muted = ? WHERE thread_id = ? AND user_id = ?');
  const setSeen = db.prepare<{ item: number; us: number; thread: number; user: number }>(
    `UPDATE direct_participants SET last_seen_item_id = @item, last_seen_us = @us
     WHERE thread_id = @thread AND user_id = @user AND (last_seen_item_id IS NULL OR last_seen_item_id < @item)`,
  );
  const threadsOf = db.prepare<{ user: number; state: ParticipantState; us: number | null; id: number | null; limit: number }, ThreadRecord>(
    `SELECT t.* FROM direct_participants p JOIN direct_threads t ON t.id = p.thread_id
     WHERE p.user_id = @user AND p.state = @state
       AND (@us IS NULL OR t.last_activity_us < @us OR (t.last_activity_us = @us AND t.id < @id))
     ORDER BY t.last_activity_us DESC, t.id DESC LIMIT @limit`,
  );
  const countThreads = db.prepare<[number, ParticipantState], { n: number }>(
    'SELECT COUNT(*) AS n FROM direct_participants WHERE user_id = ? AND state = ?',
  );
  const countUnseenThreads = db.prepare<{ user: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM direct_participants p WHERE p.user_id = @user AND p.state = 'active'
       AND EXISTS (SELECT 1 FROM direct_items i WHERE i.thread_id = p.thread_id
                   AND i.id > COALESCE(p.last_seen_item_id, 0) AND ${NEWS_FOR('@user')})`,
  );
  const contactsOf = db.prepare<[number, number], { id: number }>(
    `SELECT DISTINCT o.user_id AS id FROM direct_participants m
       JOIN direct_participants o ON o.thread_id = m.thread_id
     WHERE m.user_id = ? AND m.state = 'active' AND o.state = 'active' AND o.user_id <> ?`,
  );

  const insertItem = db.prepare<[number, number, string, string, number, string | null, string | null]>(
    `INSERT INTO direct_items (thread_id, user_id, item_type, payload, timestamp_us, mutation_token, image_key)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const itemById = db.prepare<[number], ItemRecord>('SELECT * FROM direct_items WHERE id = ?');
  const itemByToken = db.prepare<[number, string], ItemRecord>('SELECT * FROM direct_items WHERE user_id = ? AND mutation_token = ?');
  const items = db.prepare<{ thread: number; before: number | null; limit: number; hidden: string }, ItemRecord>(
    `SELECT * FROM direct_items WHERE thread_id = @thread AND (@before IS NULL OR id < @before)
       AND user_id NOT IN (SELECT value FROM json_each(@hidden))
     ORDER BY id DESC LIMIT @limit`,
  );
  const lastPermanent = db.prepare<{ thread: number; hidden: string }, ItemRecord>(
    `SELECT * FROM direct_items WHERE thread_id = @thread AND deleted = 0
       AND user_id NOT IN (SELECT value FROM json_each(@hidden))
     ORDER BY id DESC LIMIT 1`,
  );
  const countUnseen = db.prepare<{ thread: number; user: number; after: number; hidden: string }, { n: number }>(
    `SELECT COUNT(*) AS n FROM direct_items i WHERE i.thread_id = @thread AND i.id > @after
       AND i.user_id NOT IN (SELECT value FROM json_each(@hidden)) AND ${NEWS_FOR('@user')}`,
  );
  const markDeleted = db.prepare<[number]>("UPDATE direct_items SET deleted = 1, payload = '{}' WHERE id = ?");
  const consumeUpload = db.prepare<{ now: number; id: string }>('UPDATE upload_media SET consumed_at = @now, updated_at = @now WHERE upload_id = @id');
  const threadOfImage = db.prepare<[string], { thread_id: number }>('SELECT DISTINCT thread_id FROM direct_items WHERE image_key = ? AND deleted = 0');

  const react = db.prepare<[number, number, number]>(
    "INSERT OR IGNORE INTO direct_reactions (item_id, user_id, kind, timestamp_us) VALUES (?, ?, 'like', ?)",
  );
  const unreact = db.prepare<[number, number]>("DELETE FROM direct_reactions WHERE item_id = ? AND user_id = ? AND kind = 'like'");
  const reactionsOf = db.prepare<[string], { item_id: number; user_id: number; timestamp_us: number }>(
    `SELECT item_id, user_id, timestamp_us FROM direct_reactions
     WHERE item_id IN (SELECT value FROM json_each(?)) ORDER BY timestamp_us, user_id`,
  );

  const bumpSeq = db.prepare<[number], { last_seq: number }>(
    `INSERT INTO direct_seq (user_id, last_seq) VALUES (?, 1)
     ON CONFLICT (user_id) DO UPDATE SET last_seq = last_seq + 1 RETURNING last_seq`,
  );
  const insertEvent = db.prepare<[number, number, string, number]>(
    'INSERT INTO direct_events (user_id, seq_id, delta, created_ms) VALUES (?, ?, ?, ?)',
  );
  const pruneEvents = db.prepare<[number, number]>('DELETE FROM direct_events WHERE user_id = ? AND seq_id <= ?');
  const eventsAfter = db.prepare<[number, number, number], { seq_id: number; delta: string }>(
    'SELECT seq_id, delta FROM direct_events WHERE user_id = ? AND seq_id > ? ORDER BY seq_id LIMIT ?',
  );
  const lastSeq = db.prepare<[number], { last_seq: number }>('SELECT last_seq FROM direct_seq WHERE user_id = ?');
  const oldestSeq = db.prepare<[number], { seq: number | null }>('SELECT MIN(seq_id) AS seq FROM direct_events WHERE user_id = ?');

  const setLastActive = db.prepare<{ user: number; ms: number }>(
    `INSERT INTO direct_presence (user_id, last_active_ms) VALUES (@user, @ms)
     ON CONFLICT (user_id) DO UPDATE SET last_active_ms = MAX(last_active_ms, @ms)`,
  );
  const lastActive = db.prepare<[string], { user_id: number; last_active_ms: number }>(
    'SELECT user_id, last_active_ms FROM direct_presence WHERE user_id IN (SELECT value FROM json_each(?))',
  );

  return {
    createThread: (t) => {
      const id = Number(insertThread.run(t.creatorId, t.isGroup ? 1 : 0, t.pairKey, t.title, t.createdUs, t.lastActivityUs).lastInsertRowid);
      return { ...t, id };
    },
    threadById: (id) => {
      const r = threadById.get(id);
      return r && toThread(r);
    },
    threadByPair: (key) => {
      const r = threadByPair.get(key);
      return r && toThread(r);
    },
    setTitle: (id, title) => {
      setTitle.run(title, id);
    },
    setLastActivity: (id, us) => {
      setActivity.run(us, id);
    },

    addParticipant: (threadId, userId, state, nowUs) => {
      addParticipant.run(threadId, userId, state, nowUs);
    },
    participants: (threadId) => participants.all(threadId).map(toParticipant),
    participant: (threadId, userId) => {
      const r = participant.get(threadId, userId);
      return r && toParticipant(r);
    },
    setState: (threadId, userId, state) => {
      setState.run(state, threadId, userId);
    },
    setMuted: (threadId, userId, muted) => {
      setMuted.run(muted ? 1 : 0, threadId, userId);
    },
    setSeen: (thread, user, item, us) => setSeen.run({ item, us, thread, user }).changes > 0,
    threadsOf: (user, state, after, limit) =>
      threadsOf.all({ user, state, us: after?.activityUs ?? null, id: after?.id ?? null, limit }).map(toThread),
    countThreads: (user, state) => countThreads.get(user, state)?.n ?? 0,
    countUnseenThreads: (user) => countUnseenThreads.get({ user })?.n ?? 0,
    contactsOf: (user) => contactsOf.all(user, user).map((r) => r.id),

    insertItem: (item) => {
      const id = Number(
        insertItem.run(item.threadId, item.userId, item.itemType, item.payload, item.timestampUs, item.mutationToken, item.imageKey).lastInsertRowid,
      );
      return { ...item, id, deleted: false };
    },
    itemById: (id) => {
      const r = itemById.get(id);
      return r && toItem(r);
    },
    itemByToken: (userId, token) => {
      const r = itemByToken.get(userId, token);
      return r && toItem(r);
    },
    items: (thread, before, limit, hidden) => items.all({ thread, before, limit, hidden: JSON.stringify(hidden) }).map(toItem),
    lastPermanent: (thread, hidden) => {
      const r = lastPermanent.get({ thread, hidden: JSON.stringify(hidden) });
      return r && toItem(r);
    },
    countUnseen: (thread, user, after, hidden) => countUnseen.get({ thread, user, after: after ?? 0, hidden: JSON.stringify(hidden) })?.n ?? 0,
    markDeleted: (id) => {
      markDeleted.run(id);
    },
    consumeUpload: (uploadId, now) => {
      consumeUpload.run({ now, id: uploadId });
    },
    threadOfImage: (key) => threadOfImage.all(key).map((r) => r.thread_id),

    react: (itemId, userId, us) => react.run(itemId, userId, us).changes > 0,
    unreact: (itemId, userId) => unreact.run(itemId, userId).changes > 0,
    reactionsOf: (ids) => {
      const out = new Map<number, DirectReactionRow[]>();
      if (ids.length === 0) return out;
      for (const r of reactionsOf.all(JSON.stringify(ids))) {
        const list = out.get(r.item_id) ?? [];
        list.push({ itemId: r.item_id, userId: r.user_id, timestampUs: r.timestamp_us });
        out.set(r.item_id, list);
      }
      return out;
    },

    appendEvent: (userId, delta, nowMs, keep) => {
      const seq = bumpSeq.get(userId)?.last_seq ?? 1;
      insertEvent.run(userId, seq, delta, nowMs);
      // Pruning every 64th event keeps the log between keep and keep + 64 entries.
      if (seq % 64 === 0) pruneEvents.run(userId, seq - keep);
      return seq;
    },
    eventsAfter: (userId, seq, limit): DirectEventRow[] => eventsAfter.all(userId, seq, limit).map((r) => ({ seqId: r.seq_id, delta: r.delta })),
    lastSeq: (userId) => lastSeq.get(userId)?.last_seq ?? 0,
    oldestSeq: (userId) => oldestSeq.get(userId)?.seq ?? null,

    setLastActive: (userId, ms) => {
      setLastActive.run({ user: userId, ms });
    },
    lastActive: (ids) => new Map(ids.length === 0 ? [] : lastActive.all(JSON.stringify(ids)).map((r) => [r.user_id, r.last_active_ms])),
  };
}
