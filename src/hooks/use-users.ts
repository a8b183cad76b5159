import { useSnapshot } from '../state';
import type { User } from '../../worker/model';

function sameUsers(a: readonly User[], b: readonly User[]): boolean {
  return a.length === b.length && a.every((u, i) => u === b[i]);
}

/**
 * The users of `ids` that the mirror holds, in the order of `ids` (unknown ids left out). It
 * re-renders only when one of those users changes, never for the rest of the users table
 * (src/state/tables.ts: no selector returns a whole table).
 */
export function useUsersByIds(ids: readonly string[]): readonly User[] {
  return useSnapshot(
    (s) => ids.flatMap((id) => {
      const u = s.users.users[id];
      return u === undefined ? [] : [u];
    }),
    sameUsers,
  );
}
