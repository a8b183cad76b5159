import type { WireDirectPresence } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import type { DirectEvents } from './events';

/**
 * Presence on the real-time channel (issue 13): someone is active while a socket of theirs is
 * open on this server; when the last one closes, the time is kept (direct_presence) as their
 * last activity. Changes are sent to the people they share an approved thread with. Counted per
 * process: several instances behind a broker would keep these counts in the broker too.
 * Activity status off (/accounts/set_presence_disabled/) hides it both ways, as Instagram does:
 * the person's own status is sent to no one, and they are sent no one else's.
 */
export interface Presence {
  connected(userId: number): void;
  disconnected(userId: number): void;
  /** What `viewerId` may see of these people's presence (none of it when either side turned activity status off). */
  of(viewerId: number, userIds: readonly number[]): Record<string, WireDirectPresence>;
  /** The server is closing: keeps everyone's last activity now; later disconnects change nothing. */
  shutdown(): void;
  /** Added (dmrt): the person's sockets on this process, open now and opened since the start (the dev route of the shared-socket test). */
  socketCounts(userId: number): { open: number; opened: number };
}

/** `hidden`: the person turned activity status off (account settings). */
export function createPresence(ctx: AppContext, events: DirectEvents, hidden: (userId: number) => boolean = () => false): Presence {
  const sockets = new Map<number, number>();
  const opened = new Map<number, number>();
  let closing = false;
  const announce = (userId: number, isActive: boolean, at: number) => {
    if (hidden(userId)) return;
    const message = { type: 'presence' as const, user_id: String(userId), is_active: isActive, last_activity_at_ms: at };
    for (const other of ctx.repos.direct.contactsOf(userId)) if (!hidden(other)) events.ephemeral(other, message);
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
    of(viewerId, userIds) {
      if (hidden(viewerId)) return {};
      const shown = userIds.filter((id) => !hidden(id));
      const last = ctx.repos.direct.lastActive(shown);
      const now = ctx.now();
      return Object.fromEntries(
        shown.map((id) => {
          const active = (sockets.get(id) ?? 0) > 0;
          return [String(id), { is_active: active, last_activity_at_ms: active ? now : (last.get(id) ?? 0) }];
        }),
      );
    },
  };
}
