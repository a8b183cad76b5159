/**
 * The sockets of each session on this instance (Login activity): a session ended by the person
 * closes its sockets at once (4401), not at the next heartbeat. With several instances the other
 * instances' sockets still close at their heartbeat, which checks the session (direct-socket.ts).
 */
export interface SessionSockets {
  /** Registers a socket's close under its session; answers the unregister. */
  add(sessionHash: string, close: () => void): () => void;
  /** Closes every socket of these sessions. */
  end(sessionHashes: readonly string[]): void;
}

export function createSessionSockets(): SessionSockets {
  const bySession = new Map<string, Set<() => void>>();
  return {
    add(hash, close) {
      let set = bySession.get(hash);
      if (!set) bySession.set(hash, (set = new Set()));
      set.add(close);
      return () => {
        const s = bySession.get(hash);
        s?.delete(close);
        if (s?.size === 0) bySession.delete(hash);
      };
    },
    end(hashes) {
      for (const hash of hashes) {
        const set = bySession.get(hash);
        bySession.delete(hash);
        for (const close of set ?? []) close();
      }
    },
  };
}
