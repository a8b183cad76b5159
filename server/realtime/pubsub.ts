/**
 * Fan-out of real-time messages (issue 13): one channel per person, carrying frames ready to
 * send on that person's sockets. The in-process default serves one server; a shared broker
 * (Redis pub/sub, NATS…) can implement the same interface to carry frames between instances.
 * A delta's `seq_id` lets a subscriber notice a gap (a lost or reordered message on a broker)
 * and read the missing ones from the event log instead (server/realtime/direct-socket.ts).
 */
export interface RealtimeMessage {
  /** The viewer's seq_id of a delta; null for what is not logged (typing, presence). */
  seq_id: number | null;
  /** The JSON frame to send as it is (a WireDirectServerMessage). */
  frame: string;
}

export interface PubSub {
  publish(userId: number, message: RealtimeMessage): void;
  /** Listens to one person's channel; answers the unsubscribe. */
  subscribe(userId: number, listener: (message: RealtimeMessage) => void): () => void;
  /** How many listeners the person has here (presence on this instance). */
  listeners(userId: number): number;
}

export function inProcessPubSub(): PubSub {
  const channels = new Map<number, Set<(message: RealtimeMessage) => void>>();
  return {
    publish(userId, message) {
      const set = channels.get(userId);
      if (!set) return;
      for (const listener of [...set]) listener(message);
    },
    subscribe(userId, listener) {
      let set = channels.get(userId);
      if (!set) channels.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        const s = channels.get(userId);
        if (!s) return;
        s.delete(listener);
        if (s.size === 0) channels.delete(userId);
      };
    },
    listeners: (userId) => channels.get(userId)?.size ?? 0,
  };
}
