import type { Database } from 'better-sqlite3';
import type { MutationsRepo, StoredMutation } from './types';

interface MutationRecord {
  mutation_id: string;
  user_id: number;
  route: string;
  status: number;
  response: string;
}

export function sqliteMutations(db: Database): MutationsRepo {
  const find = db.prepare<[string], MutationRecord>(
    'SELECT mutation_id, user_id, route, status, response FROM mutations WHERE mutation_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO mutations (mutation_id, user_id, route, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    find: (id): StoredMutation | undefined => {
      const r = find.get(id);
      return r && { mutationId: r.mutation_id, userId: r.user_id, route: r.route, status: r.status, response: r.response };
    },
    record: (m, now) => {
      insert.run(m.mutationId, m.userId, m.route, m.status, m.response, now);
    },
  };
}
