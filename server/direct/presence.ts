import type { WireDirectPresence } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import type { DirectEvents } from './events';

/**
 * Presence on the real-time channel (issue 13): someone is active while a socket of theirs is
 * open on this server; when the last one closes, the time is kept (direct_presence) as their
 * last activity. Changes are sent to the people they share an approved thread with. Counted per
 * process: several instances behind a broker would keep these counts in the broker too.
 */
export interface Presence {
  connected(userId: number): void;
  disconnected(userId: number): void;
  of(userIds: readonly number[]): Record<string, WireDirectPresence>;
  /** The server is closing: keeps everyone's last activity now; later disconnects change nothing. */
  shutdown(): void;
  /** Added (dmrt): the person's sockets on this process, open now and opened since the start (the dev route of the shared-socket test). */
  socketCounts(userId: number): { open: number; opened: number };
}

export function createPresence(ctx: AppContext, events: DirectEvents): Presence {
  const sockets = new Map<number, number>();
  const opened = new Map<number, number>();
  let closing = false;
  const announce = (userId: number, isActive: boolean, at: number) => {
    const message = { type: 'presence' as const, user_id: String(userId), is_active: isActive, last_activity_at_ms: at };
    for (const other of ctx.repos.direct.contactsOf(userId)) events.ephemeral(other, message);
  };
  return {
    connected(userId) {
      if (closing) return;
      const n = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, n);
      opened.set(userId, (opened.get(userId) ?? 0) + 1);
      if (n === 1) announce(userId, true, ctx.now());
    },
    disconnected(userId) {
      if (closing) return;
      const n = (sockets.get(userId) ?? 1) - 1;
      if (n > 0) {
        sockets.set(userId, n);
        return;
      }
      sockets.delete(userId);
      const at = ctx.now();
      ctx.repos.direct.setLastActive(userId, at);
      announce(userId, false, at);
    },
    shutdown() {
      closing = true;
      const at = ctx.now();
      for (const userId of sockets.keys()) ctx.repos.direct.setLastActive(userId, at);
      sockets.clear();
    },
    socketCounts: (userId) => ({ open: sockets.get(userId) ?? 0, opened: opened.get(userId) ?? 0 }),
    of(userIds) {
      const last = ctx.repos.direct.lastActive(userIds);
      const now = ctx.now();
      return Object.fromEntries(
        userIds.map((id) => {
          const active = (sockets.get(id) ?? 0) > 0;
          return [String(id), { is_active: active, last_activity_at_ms: active ? now : (last.get(id) ?? 0) }];
        }),
      );
    },
  };
}
